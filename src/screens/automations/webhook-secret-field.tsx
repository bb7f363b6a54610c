/**
 * The webhook's signing secret: made by the server when the webhook is saved, shown on demand,
 * copyable, and rotated (the old one stops at once). Receivers check
 * `X-Dockhand-Signature: sha256=<HMAC-SHA256 of the raw body>` with it.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { readWebhookSecret, rotateWebhookSecret } from '../../api/automations.api';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { ui } from '../../components/ui/styles';
import { useApi } from '../../machines/use-app';

export function WebhookSecretField({ automationId }: { automationId: number | null }) {
  const api = useApi();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (automationId === null)
    return <p className={ui.help}>A signing secret is made when the webhook is saved.</p>;
  const act = async (call: typeof readWebhookSecret, done?: string) => {
    setBusy(true);
    try {
      setSecret((await call(api, automationId)).webhookSecret);
      if (done) toast.success(done);
    } catch (error) {
      toast.error(describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={ui.stack2}>
      <span className={ui.medium}>Signing secret</span>
      {secret && (
        <code
          className={css({ fontFamily: 'mono', fontSize: '12px', wordBreak: 'break-all' })}
          aria-label="Signing secret"
        >
          {secret}
        </code>
      )}
      <div className={ui.row}>
        {!secret && (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void act(readWebhookSecret)}>
            Show secret
          </Button>
        )}
        {secret && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator.clipboard?.writeText(secret).then(() => toast.success('Secret copied.'))
            }
          >
            Copy
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={() =>
            void act(rotateWebhookSecret, 'A new secret is in use; the old one no longer signs.')
          }
        >
          Rotate
        </Button>
      </div>
      <p className={ui.help}>
        Each POST carries X-Dockhand-Signature: sha256=HMAC of the raw body with this secret, and
        X-Dockhand-Timestamp.
      </p>
    </div>
  );
}
