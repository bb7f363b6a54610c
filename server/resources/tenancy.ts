/**
 * Tenant helpers for declarations: the projects a user may see (their vendor in the user's vendors,
 * their warehouse, when set, in the user's warehouses — the same rule as GET /api/myprojects), and
 * the lookups write hooks use to derive a row's tenant from its project or source document.
 */
import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/guard';
import { vendorScope, warehouseScope } from '../auth/scope';
import type { Tx } from '../db/client';
import { projects } from '../db/schema';
import { badRequest } from '../http/errors';

export const isLimited = (user: AuthUser) =>
  user.accessVendorIds !== null || user.accessWarehouseIds !== null;

function projectVisible(user: AuthUser): SQL | undefined {
  const warehouse = warehouseScope(user, projects.warehouseId);
  return and(vendorScope(user, projects.vendorId), warehouse && or(isNull(projects.warehouseId), warehouse));
}

/** `column` holds a project the user may see; undefined for unlimited users. */
export function inVisibleProject(user: AuthUser, column: AnyColumn): SQL | undefined {
  if (!isLimited(user)) return undefined;
  const visible = new QueryBuilder().select({ id: projects.id }).from(projects).where(projectVisible(user));
  return sql`${column} in ${visible}`;
}

/** The project, when the user may see it. */
export async function findVisibleProject(tx: Tx, user: AuthUser, projectId: number) {
  const [project] = await tx
    .select({ id: projects.id, vendorId: projects.vendorId, warehouseId: projects.warehouseId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectVisible(user)));
  return project ?? null;
}

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
