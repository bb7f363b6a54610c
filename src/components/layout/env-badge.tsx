import { badge } from 'styled-system/recipes';
import { environmentFromHost, type EnvironmentName } from '../../domain/environment';
import { ui } from '../ui/styles';

/** Production admin is red (real data, full rights); brand portal blue; staging amber; local grey. */
const toneOf: Record<EnvironmentName, 'danger' | 'accent' | 'warning' | 'neutral'> = {
  admin: 'danger',
  brand: 'accent',
  'admin-staging': 'warning',
  'brand-staging': 'warning',
  localhost: 'neutral',
};

/** Spec §1: which deployment this is, told by the host name. */
export function EnvBadge({ hostname = window.location.hostname }: { hostname?: string }) {
  const env = environmentFromHost(hostname);
  return (
    <span
      className={badge({ tone: toneOf[env.name] })}
      data-env={env.name}
      title={`Environment: ${env.label}`}
    >
      <span
        aria-hidden="true"
        style={{ width: 6, height: 6, borderRadius: 999, background: 'currentColor' }}
      />
      <span>
        <span className={ui.srOnly}>Environment: </span>
        {env.label}
      </span>
    </span>
  );
}
