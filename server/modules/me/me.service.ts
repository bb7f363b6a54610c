/** The bootstrap data of spec §7 (myMain and friends), always limited to the caller's scope. */
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  contentTemplates,
  manufacturingVendors,
  projects,
  stores,
  vendors,
  warehouses,
} from '../../db/schema';
import { vendorScope, warehouseScope } from '../../auth/policy';

export async function listMyWarehouses(db: Db, user: AuthUser) {
  return db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      fullName: warehouses.fullName,
      wmsType: warehouses.wmsType,
    })
    .from(warehouses)
    .where(warehouseScope(user, warehouses.id))
    .orderBy(asc(warehouses.fullName), asc(warehouses.id));
}

export async function listMyVendors(db: Db, user: AuthUser) {
  return db
    .select({ id: vendors.id, code: vendors.code, name: vendors.name, status: vendors.status })
    .from(vendors)
    .where(vendorScope(user, vendors.id))
    .orderBy(asc(vendors.name), asc(vendors.id));
}

/** Projects of vendors in scope whose warehouse (when set) is in scope too, each with its stores. */
export async function listMyProjects(db: Db, user: AuthUser) {
  const warehouseFilter = warehouseScope(user, projects.warehouseId);
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      clientCode: projects.clientCode,
      vendorId: projects.vendorId,
      warehouseId: projects.warehouseId,
    })
    .from(projects)
    .where(
      and(
        vendorScope(user, projects.vendorId),
        warehouseFilter && or(isNull(projects.warehouseId), warehouseFilter),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id));
  const storeRows = rows.length
    ? await db
        .select({
          id: stores.id,
          name: stores.name,
          projectId: stores.projectId,
          shouldIgnoreIt: stores.shouldIgnoreIt,
        })
        .from(stores)
        .where(
          inArray(
            stores.projectId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(stores.name), asc(stores.id))
    : [];
  return rows.map((project) => ({ ...project, stores: storeRows.filter((s) => s.projectId === project.id) }));
}

async function listMyContentTemplates(db: Db, user: AuthUser, projectIds: number[]) {
  const restricted = user.accessVendorIds !== null || user.accessWarehouseIds !== null;
  let where: SQL | undefined;
  if (restricted) {
    const shared = and(isNull(contentTemplates.projectId), eq(contentTemplates.visibleToEndUsers, true));
    where = projectIds.length ? or(shared, inArray(contentTemplates.projectId, projectIds)) : shared;
  }
  return db
    .select({
      id: contentTemplates.id,
      name: contentTemplates.name,
      type: contentTemplates.type,
      subject: contentTemplates.subject,
      projectId: contentTemplates.projectId,
    })
    .from(contentTemplates)
    .where(where)
    .orderBy(asc(contentTemplates.name), asc(contentTemplates.id));
}

export async function loadMyMain(db: Db, user: AuthUser) {
  const [warehouseRows, projectRows, vendorRows] = await Promise.all([
    listMyWarehouses(db, user),
    listMyProjects(db, user),
    listMyVendors(db, user),
  ]);
  // Manufacturing vendors carry no tenant: the provider's own suppliers. Only users who may view
  // them or write work orders (the forms' pickers) get them; a brand reading its work orders does not.
  const manufacturingRows = user.permissions.some(
    (p) => p.startsWith('manufacturing.vendors.') || p === 'manufacturing.workOrders.update',
  )
    ? await db
        .select({
          id: manufacturingVendors.id,
          name: manufacturingVendors.name,
          isThirdParty: manufacturingVendors.isThirdParty,
        })
        .from(manufacturingVendors)
        .orderBy(asc(manufacturingVendors.name))
    : [];
  const templateRows = await listMyContentTemplates(
    db,
    user,
    projectRows.map((p) => p.id),
  );
  return {
    warehouses: warehouseRows,
    projects: projectRows,
    stores: projectRows.flatMap((p) => p.stores),
    vendors: vendorRows,
    manufacturingVendors: manufacturingRows,
    contentTemplates: templateRows,
  };
}
