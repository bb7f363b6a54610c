/**
 * Tenant values of a written row derived from its project: the vendor always, the warehouse when
 * not given. Which projects a user may see is the policy's (server/auth/policy.ts).
 */
import type { AuthUser } from '../auth/guard';
import { findVisibleProject } from '../auth/policy';
import type { Tx } from '../db/client';
import { badRequest } from '../http/errors';

/** Fills vendorId (always) and warehouseId (when not given) from the row's projectId. */
export async function tenantFromProject(
  tx: Tx,
  user: AuthUser,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<void> {
  const projectId = (values.projectId ?? before?.projectId) as number | null | undefined;
  if (projectId == null) return;
  const project = await findVisibleProject(tx, user, projectId);
  if (!project)
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a project you have access to' });
  values.vendorId = project.vendorId;
  if (values.warehouseId == null) {
    const sameProject = before !== null && before.projectId === projectId;
    values.warehouseId = (sameProject ? before.warehouseId : project.warehouseId) ?? null;
  }
}
