/** The client side of a declaration's permission lists (entries as on the server: ids, `role:<role>`, '*'). */
import type { Role } from '../../domain/permissions';
import { usePermissions } from '../../machines/use-app';
import type { Access } from './crud-config';

export function useCrudAccess() {
  const { can, hasRole } = usePermissions();
  return (access: Access) =>
    access.some((entry) =>
      entry === '*' ? true : entry.startsWith('role:') ? hasRole(entry.slice(5) as Role) : can(entry),
    );
}
