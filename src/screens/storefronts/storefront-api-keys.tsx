/**
 * A storefront's API keys (permission api.keys): name, prefix, who created it and when, when it was
 * last used, revoked or not. New keys show their secret once; a revoked key stays listed.
 */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { formatInstant } from '../../components/format';
import { ApiKeySecretDialog, NewApiKeyDialog } from './api-key-dialogs';
import { listApiKeys, revokeApiKey, type ApiKey } from '../../api/storefront-api-keys.api';
import { ui } from '../../components/ui/styles';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    '& th': {
      textAlign: 'start',
      color: 'fg.muted',
      fontSize: '12px',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      pb: '2',
      pr: '3',
    },
    '& td': { py: '2.5', pr: '3', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
  }),
  revoked: ui.inactiveRow,
};

export function StorefrontApiKeys({ projectId }: { projectId: string }) {
  const api = useApi();
  const load = useLoad((signal) => listApiKeys(api, projectId, signal), [api, projectId]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ key: ApiKey; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Card
      title="API keys"
      description="Keys for the public order call (POST /api/public/orders): orders sent with one belong to this storefront."
      actions={<Button onClick={() => setCreating(true)}>New API key</Button>}
    >
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The keys could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && load.data.length === 0 && (
        <p className={ui.muted}>No keys yet: create one for each system that sends orders.</p>
      )}
      {load.status === 'loaded' && load.data.length > 0 && (
        <table className={styles.table} aria-label="API keys">
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span className={ui.srOnly}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {load.data.map((key) => (
              <tr key={key.id} className={key.revokedAt ? styles.revoked : undefined}>
                <td className={ui.medium}>{key.name}</td>
                <td className={ui.monoSmall}>{key.prefix}…</td>
                <td>
                  {formatInstant(key.createdAt)}
                  {key.createdByName && <div className={ui.mutedSmall}>by {key.createdByName}</div>}
                </td>
                <td>{key.lastUsedAt ? formatInstant(key.lastUsedAt) : 'Never'}</td>
                <td className={cx(ui.end)}>
                  {key.revokedAt ? (
                    <span className={badge({ tone: 'neutral' })} title={formatInstant(key.revokedAt)}>
                      Revoked
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => setRevoking(key)}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NewApiKeyDialog
        projectId={projectId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key, secret) => {
          setCreating(false);
          setCreated({ key, secret });
          load.retry();
        }}
      />
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={`Revoke API key ${revoking?.name ?? ''}?`}
        description="Calls made with it are refused from now on. This cannot be undone: a system still using it needs a new key."
        inUseMessage="The key cannot be revoked now."
        successMessage={`API key ${revoking?.name ?? ''} revoked.`}
        confirmLabel="Revoke"
        remove={() => revokeApiKey(api, projectId, revoking!.id)}
        onClose={() => setRevoking(null)}
        onDeleted={load.retry}
      />
    </Card>
  );
}
