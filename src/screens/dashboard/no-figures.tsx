/**
 * For a user whose permissions give no dashboard figures (no orders, no warehouse documents): what
 * their account gives them access to, as the dashboard showed before it had figures.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { loadMyMain } from '../../api/bootstrap.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { RefreshIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { isRole, roleLabels } from '../../domain/permissions';
import { useApi, useSession } from '../../machines/use-app';
import { ScopeCards } from './scope-cards';
import { ui } from '../../components/ui/styles';

const roleLabel = (role: string) => (isRole(role) ? roleLabels[role] : role);

export function NoFigures() {
  const { user } = useSession();
  const api = useApi();
  const scope = useLoad((signal) => loadMyMain(api, signal), [api]);
  return (
    <>
      <Notice tone="info" title="No figures for your role">
        <p>
          The dashboard counts orders and warehouse documents; your account may view neither. Ask an
          administrator if you need them.
        </p>
      </Notice>
      <section
        aria-labelledby="roles-heading"
        className={css({ display: 'flex', alignItems: 'center', gap: '3', my: '6' })}
      >
        <h2 id="roles-heading" className={ui.semibold}>
          Your roles
        </h2>
        {user.userRoles.length === 0 ? (
          <p className={ui.muted}>None yet: ask an administrator.</p>
        ) : (
          <ul className={ui.wrapList}>
            {user.userRoles.map((role) => (
              <li key={role} className={badge({ tone: 'accent' })}>
                {roleLabel(role)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className={ui.sectionTitle}>Your scope</h2>
      {scope.status === 'loading' && <PageLoading label="Loading your vendors, warehouses and projects…" />}
      {scope.status === 'failed' && (
        <div className={ui.retryBlock}>
          <FormError title="Your scope could not be loaded." message={scope.failure.message} />
          <Button variant="secondary" onClick={scope.retry}>
            <RefreshIcon /> Retry
          </Button>
        </div>
      )}
      {scope.status === 'loaded' && <ScopeCards data={scope.data} />}
    </>
  );
}
