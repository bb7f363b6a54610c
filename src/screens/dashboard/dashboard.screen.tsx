import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { loadMyMain } from '../../api/bootstrap.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { RefreshIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../components/use-load';
import { isRole, roleLabels } from '../../domain/permissions';
import { useApi, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes';
import { ScopeCards } from './scope-cards';

const roleLabel = (role: string) => (isRole(role) ? roleLabels[role] : role);

/** /dashboard: for now a welcome with the user's roles and the data in their scope. */
export default function DashboardScreen(_props: Partial<ScreenProps>) {
  const { user } = useSession();
  const api = useApi();
  const scope = useLoad((signal) => loadMyMain(api, signal), [api]);

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.firstName || user.fullName}`}
        description="The dashboard with order and warehouse figures arrives with a later release. Meanwhile, here is what your account gives you access to."
      />
      <section
        aria-labelledby="roles-heading"
        className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '7' })}
      >
        <h2 id="roles-heading" className={css({ fontWeight: 'semibold' })}>
          Your roles
        </h2>
        {user.userRoles.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>None yet: ask an administrator.</p>
        ) : (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {user.userRoles.map((role) => (
              <li key={role} className={badge({ tone: 'accent' })}>
                {roleLabel(role)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className={css({ fontSize: '16px', fontWeight: 'semibold', mb: '3' })}>Your scope</h2>
      {scope.status === 'loading' && <PageLoading label="Loading your vendors, warehouses and projects…" />}
      {scope.status === 'failed' && (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            alignItems: 'flex-start',
            maxW: '640px',
          })}
        >
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
