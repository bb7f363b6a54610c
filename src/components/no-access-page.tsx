import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { isRole, permissionLabel, roleLabels } from '../domain/permissions';
import { buttonClass } from './button';
import { EmptyState } from './empty-state';
import { LockIcon } from './icons';

/** 'a', 'a or b', 'a, b or c'. */
const orList = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/**
 * What a route's access list asks for, in the words of the Users screen: permission labels and role
 * names, e.g. 'the “View clients” or “Manage clients” permission, or the Vendor (brand) user role'.
 */
export function describeAccess(access: readonly string[]): string {
  const roles = access.filter((e) => e.startsWith('role:')).map((e) => e.slice('role:'.length));
  const permissions = access.filter((e) => !e.startsWith('role:') && e !== '*');
  const parts = [
    ...(permissions.length
      ? [`the ${orList(permissions.map((id) => `“${permissionLabel(id)}”`))} permission`]
      : []),
    ...(roles.length ? [`the ${orList(roles.map((r) => (isRole(r) ? roleLabels[r] : r)))} role`] : []),
  ];
  return parts.join(', or ');
}

/**
 * The one page of a screen the signed-in user may not open (the route's declared access, checked by
 * the router before the screen mounts): what is missing, and the way back.
 */
export function NoAccessPage({ screenName, access }: { screenName: string; access: readonly string[] }) {
  const needed = describeAccess(access);
  return (
    <EmptyState
      as="h1"
      icon={<LockIcon size={26} />}
      title={`You don't have access to ${screenName}`}
      actions={
        <Link href="/dashboard" className={buttonClass()}>
          Go to the dashboard
        </Link>
      }
    >
      <p>
        {needed
          ? `This screen needs ${needed}, which your account does not have.`
          : 'This screen is not open to any account.'}
      </p>
      <p className={css({ mt: '1.5' })}>Ask an administrator if your work needs it.</p>
    </EmptyState>
  );
}
