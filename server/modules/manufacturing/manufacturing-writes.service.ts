/**
 * The manufacturing declarations' write hooks (the engine's add and edit of work orders, bills of
 * materials and R&D projects), and the BOM revision snapshots.
 *
 * Bill-of-materials versions: a BOM's `revision` is its current version; the first release of a work
 * order on a revision snapshots that revision's lines (bill_of_materials_versions, immutable) and the
 * work order keeps the snapshot. Editing the lines of a BOM whose current revision has a snapshot
 * (some work order was made with it) bumps the revision, so the next release snapshots the new lines
 * and the earlier work orders keep theirs. The edit and the release both lock the BOM row, so an edit
 * cannot slip between a release's snapshot and its use.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ComponentLine } from '../../db/schema';
import { explode } from '../../../src/domain/manufacturing/bom-explosion';
import { isEditableWorkOrder, workOrderStatusLabel } from '../../../src/domain/work-order.lifecycle';
import { allows } from '../../auth/policy';
import type { Tx } from '../../db/client';
import { billOfMaterialsVersions, billsOfMaterials, vendorProducts } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { Row, WriteContext } from '../../resources/resource';
import { explosionSources } from './bom-sources.queries';
import { WORK_ORDERS_UPDATE } from './work-order-access.policy';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);
const valueOf = (values: Row, before: Row | null, key: string) =>
  values[key] !== undefined ? values[key] : before?.[key];

// ── Work orders ─────────────────────────────────────────────────────────────────────────────────

/** What a released work order keeps: its stock was allocated for these. */
const LOCKED_AFTER_RELEASE = [
  'type',
  'assembleType',
  'vendorId',
  'warehouseId',
  'billOfMaterialsId',
  'manufacturingVendorId',
  'purchaseOrderId',
  'quantity',
  'measurementUnit',
];

/**
 * A work order: a third-party one names its manufacturing vendor; one under a purchase order is a
 * third-party one; a user who may only create work orders under purchase orders (spec §6) names the
 * purchase order; once released, only its due date and notes change (its stock was allocated for the
 * rest).
 */
export async function checkWorkOrderWrite({ user, action, values, before }: WriteContext) {
  const get = (key: string) => valueOf(values, before, key);
  if (action === 'add' && !allows(user, WORK_ORDERS_UPDATE) && get('purchaseOrderId') == null)
    throw invalid({ purchaseOrderId: 'Choose the purchase order this work order is under' });
  const errors: Record<string, string> = {};
  if (get('type') === 'ThirdParty' && get('manufacturingVendorId') == null)
    errors.manufacturingVendorId = 'Choose the manufacturing vendor that makes it';
  if (get('purchaseOrderId') != null && get('type') !== 'ThirdParty')
    errors.type = 'A work order under a purchase order is made by a third-party manufacturer';
  if (Object.keys(errors).length) throw invalid(errors);
  if (action === 'edit' && before && !isEditableWorkOrder(String(before.status))) {
    const changed = LOCKED_AFTER_RELEASE.filter(
      (key) => values[key] !== undefined && String(values[key] ?? '') !== String(before[key] ?? ''),
    );
    if (changed.length)
      throw conflict(
        `This work order is ${workOrderStatusLabel(String(before.status))}: only its due date and notes can change now.`,
      );
  }
}

// ── Bills of materials ──────────────────────────────────────────────────────────────────────────

/**
 * Each component names an item of the BOM's vendor, other than the finished product: the line takes
 * the item's SKU (and name when it has none). A BOM whose lines would make its product of itself
 * (through sub-assemblies) is refused.
 */
async function resolveComponents(
  tx: Tx,
  bom: { id: number | null; vendorId: number; warehouseId: number | null; warehouseProductId: number | null },
  lines: ComponentLine[],
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.vendorProductId))];
  const items = ids.length
    ? await tx
        .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
        .from(vendorProducts)
        .where(and(eq(vendorProducts.vendorId, bom.vendorId), inArray(vendorProducts.id, ids)))
    : [];
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const item = items.find((p) => p.id === line.vendorProductId);
    if (!item) errors[`items[${i}].vendorProductId`] = `${line.sku} is not an item of this vendor`;
    else if (item.id === bom.warehouseProductId)
      errors[`items[${i}].vendorProductId`] = `${item.sku} is the finished product itself`;
    else {
      line.sku = item.sku;
      line.name = line.name || item.item;
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  if (bom.warehouseProductId == null) return;
  const sources = await explosionSources(tx, bom.vendorId, { excludeBomId: bom.id });
  const { problems } = explode(
    {
      id: bom.id ?? 0,
      name: 'this bill of materials',
      revision: 1,
      warehouseProductId: bom.warehouseProductId,
      items: lines,
    },
    {
      ...sources,
      // The BOM being written, as it will be, makes its product.
      bomOf: (id) =>
        id === bom.warehouseProductId
          ? {
              id: bom.id ?? 0,
              name: 'this bill of materials',
              revision: 1,
              warehouseProductId: id,
              items: lines,
            }
          : sources.bomOf(id),
    },
  );
  const cycle = problems.find((p) => p.includes('made of itself'));
  if (cycle) throw invalid({ items: cycle });
}

const sameLines = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** Whether a revision of a BOM has its snapshot (some work order was released on it). */
async function hasSnapshot(tx: Tx, bomId: number, revision: number) {
  const [row] = await tx
    .select({ id: billOfMaterialsVersions.id })
    .from(billOfMaterialsVersions)
    .where(
      and(
        eq(billOfMaterialsVersions.billOfMaterialsId, bomId),
        eq(billOfMaterialsVersions.revision, revision),
      ),
    );
  return row !== undefined;
}

/** beforeWrite of the bill-of-materials declaration (see the versioning rule above). */
export async function checkBomWrite({ tx, action, values, before }: WriteContext) {
  if (action === 'edit' && before) {
    // Serialises with releases snapshotting this BOM (they lock it too).
    const [locked] = await tx
      .select({ revision: billsOfMaterials.revision, items: billsOfMaterials.items })
      .from(billsOfMaterials)
      .where(eq(billsOfMaterials.id, before.id as number))
      .for('update');
    if (locked) {
      before.revision = locked.revision;
      before.items = locked.items;
    }
  }
  const vendorId = valueOf(values, before, 'vendorId') as number | undefined;
  if (Array.isArray(values.items) && vendorId != null)
    await resolveComponents(
      tx,
      {
        id: (before?.id as number | undefined) ?? null,
        vendorId,
        warehouseId: (valueOf(values, before, 'warehouseId') as number | null) ?? null,
        warehouseProductId: (valueOf(values, before, 'warehouseProductId') as number | null) ?? null,
      },
      values.items as ComponentLine[],
    );
  if (action === 'edit' && before && values.items !== undefined && !sameLines(values.items, before.items)) {
    const revision = before.revision as number;
    if (await hasSnapshot(tx, before.id as number, revision)) values.revision = revision + 1;
  }
}

/**
 * The snapshot of the BOM's current revision, made now if no work order was released on it yet; the
 * caller holds the BOM row locked.
 */
export async function snapshotRevision(
  tx: Tx,
  bom: { id: number; revision: number; items: ComponentLine[] },
  at: Date,
): Promise<{ id: number; revision: number; items: ComponentLine[] }> {
  await tx
    .insert(billOfMaterialsVersions)
    .values({ billOfMaterialsId: bom.id, revision: bom.revision, items: bom.items, createdAt: at })
    .onConflictDoNothing();
  const [version] = await tx
    .select({
      id: billOfMaterialsVersions.id,
      revision: billOfMaterialsVersions.revision,
      items: billOfMaterialsVersions.items,
    })
    .from(billOfMaterialsVersions)
    .where(
      and(
        eq(billOfMaterialsVersions.billOfMaterialsId, bom.id),
        eq(billOfMaterialsVersions.revision, bom.revision),
      ),
    );
  return version!;
}

// ── R&D projects ────────────────────────────────────────────────────────────────────────────────

/**
 * A project's lines may name components not yet in the catalogue (a product in development): a line
 * naming an item (vendorProductId) must name one of the project's vendor; a line with only a SKU takes
 * the vendor's item of that SKU when there is one.
 */
export async function checkRndProjectWrite({ tx, values, before }: WriteContext) {
  const vendorId = valueOf(values, before, 'vendorId') as number | undefined;
  if (!Array.isArray(values.items) || vendorId == null) return;
  const lines = values.items as { sku: string; name?: string | null; vendorProductId?: number | null }[];
  if (lines.length === 0) return;
  const ids = lines.map((l) => l.vendorProductId).filter((id): id is number => id != null);
  const skus = lines.map((l) => l.sku.toLowerCase());
  const items = await tx
    .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        or(
          ids.length ? inArray(vendorProducts.id, ids) : undefined,
          inArray(sql`lower(${vendorProducts.sku})`, skus),
        ),
      ),
    );
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const item =
      line.vendorProductId != null
        ? items.find((p) => p.id === line.vendorProductId)
        : items.find((p) => p.sku.toLowerCase() === line.sku.toLowerCase());
    if (!item) {
      if (line.vendorProductId != null)
        errors[`items[${i}].vendorProductId`] = `${line.sku} is not an item of this vendor`;
      return;
    }
    line.vendorProductId = item.id;
    line.sku = item.sku;
    line.name = line.name || item.item;
  });
  if (Object.keys(errors).length) throw invalid(errors);
}
