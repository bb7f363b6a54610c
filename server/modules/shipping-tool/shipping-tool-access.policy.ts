/**
 * Who may reach what of the shipping tool: the storefront (its vendor and warehouse in the user's
 * scope, else 404 as if missing, by the policy's own project rule) and the permission of each list a
 * call touches (403).
 */
import { eq } from 'drizzle-orm';
import {
  SHIPPING_TOOL_LIST_PERMISSIONS,
  type ShippingToolList,
} from '../../../src/domain/contracts/shipping-tool';
import type { AuthUser } from '../../auth/guard';
import { findVisibleProject, requireAny } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { projects } from '../../db/schema';
import { notFound } from '../../http/errors';

export type Storefront = typeof projects.$inferSelect;

/** The storefront, when the user may see it; 404 otherwise. */
export async function storefrontOf(db: Db | Tx, user: AuthUser, projectId: number): Promise<Storefront> {
  const visible = await findVisibleProject(db as Tx, user, projectId);
  if (!visible) throw notFound('Storefront');
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return project!;
}

/** 403 unless the user holds the permission of every list named. */
export function requireLists(user: AuthUser, lists: readonly ShippingToolList[]): void {
  for (const list of lists) requireAny(user, [SHIPPING_TOOL_LIST_PERMISSIONS[list]]);
}
