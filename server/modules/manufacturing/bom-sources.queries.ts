/**
 * What the pure manufacturing rules (src/domain/manufacturing) need from the database: a vendor's
 * bills of materials and the items they name (for the explosion), and the purchasing facts of items
 * (last purchase price and day, wholesale price, minimum order, lead time) for the cost roll-up and
 * the R&D sheet.
 *
 * Last purchase: the newest purchase order (not cancelled) with a line for the item; its price is
 * the newest such line that carries a unit price (per unit of the item's own unit).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BomInput, ExplosionSources, ItemInput } from '../../../src/domain/manufacturing/bom-explosion';
import { fromAmountOrNull, type Minor } from '../../../src/domain/money';
import { PO_CANCELLED } from '../../../src/domain/purchase-order.lifecycle';
import type { Db, Tx } from '../../db/client';
import { billsOfMaterials, purchaseOrders, vendorProducts } from '../../db/schema';

type Reader = Db | Tx;

export interface ItemFacts extends ItemInput {
  vendorId: number;
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
  wholesalePrice: Minor | null;
  lastPurchasePrice: Minor | null;
  lastPurchasedOn: string | null;
}

/** The items by id, with their purchasing facts. */
export async function itemFacts(reader: Reader, ids: Iterable<number>): Promise<Map<number, ItemFacts>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await reader
    .select({
      id: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      sku: vendorProducts.sku,
      item: vendorProducts.item,
      itemUnit: vendorProducts.itemUnit,
      type: vendorProducts.type,
      wholesalePrice: vendorProducts.wholesalePrice,
      minimumOrderQuantity: vendorProducts.minimumOrderQuantity,
      leadTimeDays: vendorProducts.leadTimeDays,
    })
    .from(vendorProducts)
    .where(inArray(vendorProducts.id, wanted));
  const idList = sql.join(
    wanted.map((id) => sql`${id}`),
    sql`, `,
  );
  const lines = sql`(select po.id, po.created_at, (line->>'vendorProductId')::int as vendor_product_id,
      line->>'unitPrice' as unit_price
    from ${purchaseOrders} po, jsonb_array_elements(po.items) line
    where po.order_status <> ${PO_CANCELLED} and jsonb_typeof(line->'vendorProductId') = 'number'
      and (line->>'vendorProductId')::int in (${idList}))`;
  const [lastDays, lastPrices] = await Promise.all([
    reader.execute(sql`
      select distinct on (l.vendor_product_id) l.vendor_product_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from ${lines} l order by l.vendor_product_id, l.created_at desc, l.id desc`),
    reader.execute(sql`
      select distinct on (l.vendor_product_id) l.vendor_product_id, l.unit_price
      from ${lines} l where l.unit_price is not null and l.unit_price <> ''
      order by l.vendor_product_id, l.created_at desc, l.id desc`),
  ]);
  const dayOf = new Map(
    rowsOf<{ vendor_product_id: number; day: string }>(lastDays).map((r) => [
      Number(r.vendor_product_id),
      r.day,
    ]),
  );
  const priceOf = new Map(
    rowsOf<{ vendor_product_id: number; unit_price: string }>(lastPrices).map((r) => [
      Number(r.vendor_product_id),
      safePrice(r.unit_price),
    ]),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        vendorProductId: r.id,
        vendorId: r.vendorId,
        sku: r.sku,
        name: r.item,
        itemUnit: r.itemUnit,
        productType: r.type,
        minimumOrderQuantity: r.minimumOrderQuantity,
        leadTimeDays: r.leadTimeDays,
        wholesalePrice: fromAmountOrNull(r.wholesalePrice),
        lastPurchasePrice: priceOf.get(r.id) ?? null,
        lastPurchasedOn: dayOf.get(r.id) ?? null,
      },
    ]),
  );
}

/** A stored line price, or null when it is not an amount (old or hand-written rows). */
function safePrice(text: string): Minor | null {
  try {
    return fromAmountOrNull(text);
  } catch {
    return null;
  }
}

/** drizzle's execute answers rows directly (PGlite) or inside `.rows` (node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export type BomRow = typeof billsOfMaterials.$inferSelect;

export const bomInputOf = (bom: BomRow, items = bom.items): BomInput => ({
  id: bom.id,
  name: bom.name,
  revision: bom.revision,
  warehouseProductId: bom.warehouseProductId,
  items,
});

export interface LoadedSources extends ExplosionSources {
  items: Map<number, ItemFacts>;
  boms: BomRow[];
}

/**
 * The vendor's bills of materials and every item they name, as the explosion's sources. A product
 * with several BOMs explodes by the one of `warehouseId` (else one without a warehouse, else the
 * oldest). `excludeBomId` leaves out a BOM being rewritten; `extraItemIds` loads more items.
 */
export async function explosionSources(
  reader: Reader,
  vendorId: number,
  options: {
    excludeBomId?: number | null;
    warehouseId?: number | null;
    extraItemIds?: readonly number[];
  } = {},
): Promise<LoadedSources> {
  const boms = (
    await reader
      .select()
      .from(billsOfMaterials)
      .where(
        and(
          eq(billsOfMaterials.vendorId, vendorId),
          options.excludeBomId != null ? ne(billsOfMaterials.id, options.excludeBomId) : undefined,
        ),
      )
      .orderBy(billsOfMaterials.id)
  ).filter((b) => b.warehouseProductId != null);
  const ids = new Set<number>(options.extraItemIds ?? []);
  for (const b of boms) {
    ids.add(b.warehouseProductId!);
    for (const line of b.items) if (line.vendorProductId != null) ids.add(line.vendorProductId);
  }
  const items = await itemFacts(reader, ids);
  const rank = (b: BomRow) =>
    b.warehouseId === (options.warehouseId ?? null) ? 0 : b.warehouseId === null ? 1 : 2;
  return {
    items,
    boms,
    bomOf: (vendorProductId) => {
      const candidates = boms.filter((b) => b.warehouseProductId === vendorProductId);
      candidates.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
      return candidates[0] ? bomInputOf(candidates[0]) : null;
    },
    item: (vendorProductId) => items.get(vendorProductId) ?? null,
  };
}

/** The sources with the items of `lines` loaded too (a BOM's own lines, a project's). */
export async function sourcesFor(
  reader: Reader,
  vendorId: number,
  lineItemIds: readonly number[],
  warehouseId: number | null,
): Promise<LoadedSources> {
  return explosionSources(reader, vendorId, { warehouseId, extraItemIds: lineItemIds });
}
