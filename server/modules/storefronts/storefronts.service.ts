/**
 * Storefront special actions (DESIGN.md §6): enable or disable a storefront, and map its products to
 * the vendor items they ship as — one at a time, or every unmapped one whose SKU is a vendor item's —
 * or to a kit (a bill of materials of type Kit of the vendor, exploded into its components on intake).
 * Each is one transaction with its action-log rows; rows outside the user's scope answer 404.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { KitOption } from '../../../src/domain/contracts/storefront-products';
import { perKitText } from '../../../src/domain/order-kits';
import type { AutoMapResult, VendorItemOption } from '../../../src/domain/resources/product-mapping.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { billsOfMaterials, projects, storefrontProducts, vendorProducts } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { projectResource } from '../../resources/declarations/clients';
import { storefrontProductResource } from '../../resources/declarations/orders';
import { scopeCondition } from '../../auth/policy';

/** A vendor has at most this many items offered for mapping at once. */
const VENDOR_ITEMS_LIMIT = 5000;

type Project = typeof projects.$inferSelect;
type StorefrontProduct = typeof storefrontProducts.$inferSelect;

/** The storefront, locked for the transaction, when the user may see it. */
async function lockProject(tx: Tx, user: AuthUser, id: number): Promise<Project> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), scopeCondition(projectResource, user)))
    .for('update');
  if (!row) throw notFound('Storefront');
  return row;
}

/** Enables or disables a storefront; answers it as it now is (unchanged when already so). */
export function setStorefrontEnabled(db: Db, user: AuthUser, id: number, enabled: boolean): Promise<Project> {
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, user, id);
    if (before.enabled === enabled) return before;
    const [after] = await tx
      .update(projects)
      .set({ enabled, version: sql`${projects.version} + 1`, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: projectResource.name,
      resourceId: id,
      action: enabled ? 'enable' : 'disable',
      before,
      after,
      projectId: id,
    });
    return after!;
  });
}

/** What a product ships as: one vendor item, or a kit; null unmaps it. */
export type ProductMapping = { vendorProductId: number } | { billOfMaterialsId: number } | null;

/** Is `id` what the mapping wants of the product (its vendor item, its kit, or nothing)? */
const alreadyMapped = (p: StorefrontProduct, mapping: ProductMapping) =>
  mapping === null
    ? p.vendorProductId === null && p.billOfMaterialsId === null
    : 'vendorProductId' in mapping
      ? p.vendorProductId === mapping.vendorProductId && p.billOfMaterialsId === null
      : p.billOfMaterialsId === mapping.billOfMaterialsId && p.vendorProductId === null;

/** The mapping names an item or a kit of the storefront's vendor, or 400 on its field. */
async function checkMapping(tx: Tx, projectId: number, mapping: ProductMapping): Promise<void> {
  if (mapping === null) return;
  if ('vendorProductId' in mapping) {
    const [item] = await tx
      .select({ id: vendorProducts.id })
      .from(vendorProducts)
      .innerJoin(projects, eq(projects.vendorId, vendorProducts.vendorId))
      .where(and(eq(vendorProducts.id, mapping.vendorProductId), eq(projects.id, projectId)));
    if (!item)
      throw badRequest('Some fields are not valid.', {
        vendorProductId: 'Choose a vendor item of this storefront’s vendor',
      });
    return;
  }
  const [kit] = await tx
    .select({ id: billsOfMaterials.id })
    .from(billsOfMaterials)
    .innerJoin(projects, eq(projects.vendorId, billsOfMaterials.vendorId))
    .where(
      and(
        eq(billsOfMaterials.id, mapping.billOfMaterialsId),
        eq(billsOfMaterials.type, 'Kit'),
        eq(projects.id, projectId),
      ),
    );
  if (!kit)
    throw badRequest('Some fields are not valid.', {
      billOfMaterialsId: 'Choose a kit (a bill of materials of type Kit) of this vendor',
    });
}

/**
 * Maps a storefront product to a vendor item or a kit of its storefront's vendor (replacing what it
 * shipped as before), or unmaps it (null).
 */
export function mapStorefrontProduct(
  db: Db,
  user: AuthUser,
  id: number,
  mapping: ProductMapping,
): Promise<StorefrontProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(storefrontProducts)
      .where(and(eq(storefrontProducts.id, id), scopeCondition(storefrontProductResource, user)))
      .for('update');
    if (!before) throw notFound('Storefront product');
    if (alreadyMapped(before, mapping)) return before;
    await checkMapping(tx, before.projectId, mapping);
    const [after] = await tx
      .update(storefrontProducts)
      .set({
        vendorProductId: mapping && 'vendorProductId' in mapping ? mapping.vendorProductId : null,
        billOfMaterialsId: mapping && 'billOfMaterialsId' in mapping ? mapping.billOfMaterialsId : null,
        version: sql`${storefrontProducts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(storefrontProducts.id, id))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: storefrontProductResource.name,
      resourceId: id,
      action: mapping === null ? 'unmap' : 'vendorProductId' in mapping ? 'map' : 'map-kit',
      before,
      after,
      projectId: before.projectId,
    });
    return after!;
  });
}

/**
 * Maps every unmapped product of a storefront whose SKU equals (exactly) the SKU of one of its
 * vendor's active items; answers how many it mapped. Products already mapped (to an item or a kit)
 * are left alone.
 */
export function autoMapBySku(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<AutoMapResult & { productIds: number[] }> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, user, projectId);
    // (vendor, sku) is unique, so each product matches at most one item.
    const mapped = await tx
      .update(storefrontProducts)
      .set({
        vendorProductId: sql`${vendorProducts.id}`,
        version: sql`${storefrontProducts.version} + 1`,
        updatedAt: new Date(),
      })
      .from(vendorProducts)
      .where(
        and(
          eq(storefrontProducts.projectId, project.id),
          isNull(storefrontProducts.vendorProductId),
          isNull(storefrontProducts.billOfMaterialsId),
          eq(vendorProducts.vendorId, project.vendorId),
          eq(vendorProducts.sku, storefrontProducts.sku),
          eq(vendorProducts.status, 'active'),
        ),
      )
      .returning({
        id: storefrontProducts.id,
        sku: storefrontProducts.sku,
        vendorProductId: vendorProducts.id,
      });
    for (const row of mapped)
      await recordAction(tx, {
        actorId: user.id,
        resource: storefrontProductResource.name,
        resourceId: row.id,
        action: 'auto-map',
        before: { vendorProductId: null },
        after: { vendorProductId: row.vendorProductId, sku: row.sku },
        projectId: project.id,
      });
    return { mapped: mapped.length, productIds: mapped.map((row) => row.id) };
  });
}

/** The items of the storefront's vendor, by SKU, for choosing what a product maps to. */
export async function listVendorItems(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<VendorItemOption[]> {
  const [project] = await db
    .select({ vendorId: projects.vendorId })
    .from(projects)
    .where(and(eq(projects.id, projectId), scopeCondition(projectResource, user)));
  if (!project) throw notFound('Storefront');
  return db
    .select({
      id: vendorProducts.id,
      sku: vendorProducts.sku,
      item: vendorProducts.item,
      status: vendorProducts.status,
    })
    .from(vendorProducts)
    .where(eq(vendorProducts.vendorId, project.vendorId))
    .orderBy(asc(vendorProducts.sku), asc(vendorProducts.id))
    .limit(VENDOR_ITEMS_LIMIT);
}

/** The vendor's kits (bills of materials of type Kit), for choosing what a product sells as a kit. */
export async function listKits(db: Db, user: AuthUser, projectId: number): Promise<KitOption[]> {
  const [project] = await db
    .select({ vendorId: projects.vendorId })
    .from(projects)
    .where(and(eq(projects.id, projectId), scopeCondition(projectResource, user)));
  if (!project) throw notFound('Storefront');
  const kits = await db
    .select({
      id: billsOfMaterials.id,
      name: billsOfMaterials.name,
      revision: billsOfMaterials.revision,
      items: billsOfMaterials.items,
    })
    .from(billsOfMaterials)
    .where(and(eq(billsOfMaterials.vendorId, project.vendorId), eq(billsOfMaterials.type, 'Kit')))
    .orderBy(asc(billsOfMaterials.name), asc(billsOfMaterials.id))
    .limit(VENDOR_ITEMS_LIMIT);
  return kits.map((k) => ({
    id: k.id,
    name: k.name,
    revision: k.revision,
    components: k.items.map((c) => ({ sku: c.sku, name: c.name ?? null, perKit: perKitText(c) })),
  }));
}
