/**
 * Stock reads beside the ledger (DESIGN.md §3): what is available, what order lines can have, which
 * balances an allocation takes (first expiry first out), the stock-level figures, what a document
 * holds, and whether a warehouse is run in the external system. stock-ledger.service.ts writes the stock
 * tables; every other module reads them through this file only (an ESLint rule holds it), so the
 * "available" formula below is written once.
 */
import { onHandBuckets } from '../../../src/domain/stock';
import { and, asc, eq, getTableColumns, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isExternalWms } from '../../../src/domain/resources/warehouse.schema';
import type { Db, Tx } from '../../db/client';
import {
  stockAllocations,
  stockLedger,
  vendorProducts,
  warehouseProductLocations as balances,
  warehouses,
} from '../../db/schema';

export { isExternalWms };

type Reader = Db | Tx;
type Balance = typeof balances.$inferSelect;

/** The document a quantity is allocated to, e.g. { type: 'fulfillment_order', id: 12 }. */
export interface StockSource {
  type: string;
  id: string | number;
}

// ── Available ────────────────────────────────────────────────────────────────────────────────────

/**
 * The units of one balance that can be taken now: on hand less allocated, in the available bucket;
 * quarantined, damaged and in-transit stock is never available.
 */
export const availableUnits = sql<number>`(case when ${balances.bucket} = 'available' then ${balances.quantity} - ${balances.quantityAllocated} else 0 end)`;

/** `availableUnits` summed over grouped balances (0 when there are none). */
export const sumAvailable = sql<number>`coalesce(sum(${availableUnits}), 0)::int`;

const bucketSum = (buckets: readonly string[]) =>
  sql<number>`coalesce(sum(${balances.quantity}) filter (where ${balances.bucket} in (${sql.join(
    buckets.map((x) => sql`${x}`),
    sql`, `,
  )})), 0)::int`;

/** The stock-level figures over grouped balances (the stock screens, an item's totals). */
export const stockFigures = {
  onHand: bucketSum(onHandBuckets),
  allocated: sql<number>`coalesce(sum(${balances.quantityAllocated}), 0)::int`,
  available: sumAvailable,
  inTransit: bucketSum(['in_transit']),
  quarantine: bucketSum(['quarantine']),
  damaged: bucketSum(['damaged']),
};

/**
 * Available units per warehouse and item, one row per pair that has balances. `scope` narrows the
 * balances read (a user's vendors).
 */
export async function availableStock(
  reader: Reader,
  request: {
    warehouseIds: readonly number[];
    vendorProductIds: readonly number[];
    scope?: (table: typeof balances) => SQL | undefined;
  },
): Promise<{ warehouseId: number; vendorProductId: number; available: number }[]> {
  if (request.warehouseIds.length === 0 || request.vendorProductIds.length === 0) return [];
  return reader
    .select({
      warehouseId: balances.warehouseId,
      vendorProductId: balances.vendorProductId,
      available: sumAvailable,
    })
    .from(balances)
    .where(
      and(
        inArray(balances.warehouseId, [...new Set(request.warehouseIds)]),
        inArray(balances.vendorProductId, [...new Set(request.vendorProductIds)]),
        eq(balances.bucket, 'available'),
        request.scope?.(balances),
      ),
    )
    .groupBy(balances.warehouseId, balances.vendorProductId);
}

/** Available units per item at one warehouse; items without stock there answer 0. */
export async function availableAt(
  reader: Reader,
  warehouseId: number,
  vendorProductIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await availableStock(reader, { warehouseIds: [warehouseId], vendorProductIds });
  return new Map(
    vendorProductIds.map((id) => [id, rows.find((r) => r.vendorProductId === id)?.available ?? 0]),
  );
}

// ── Availability for order lines ────────────────────────────────────────────────────────────────

/** A quantity of an item a document wants. */
export interface StockNeed {
  vendorProductId: number;
  quantity: number;
}

/** Items among `ids` that do not track stock: they ship without an allocation. */
export async function untrackedItems(reader: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await reader
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(and(inArray(vendorProducts.id, [...new Set(ids)]), eq(vendorProducts.trackInventory, false)));
  return new Set(rows.map((r) => r.id));
}

/** The units needed per item over the lines (one need per item), leaving out items that do not track stock. */
export async function trackedNeeds(reader: Reader, lines: readonly StockNeed[]): Promise<StockNeed[]> {
  const untracked = await untrackedItems(
    reader,
    lines.map((l) => l.vendorProductId),
  );
  const needed = new Map<number, number>();
  for (const line of lines) {
    if (untracked.has(line.vendorProductId)) continue;
    needed.set(line.vendorProductId, (needed.get(line.vendorProductId) ?? 0) + line.quantity);
  }
  return [...needed].map(([vendorProductId, quantity]) => ({ vendorProductId, quantity }));
}

export interface ItemAvailability {
  vendorProductId: number;
  needed: number;
  available: number;
}

/** Per item that tracks stock: the units the lines need and the units available at the warehouse. */
export async function availabilityForLines(
  reader: Reader,
  warehouseId: number,
  lines: readonly StockNeed[],
): Promise<ItemAvailability[]> {
  const needs = await trackedNeeds(reader, lines);
  const available = await availableAt(
    reader,
    warehouseId,
    needs.map((n) => n.vendorProductId),
  );
  return needs.map(({ vendorProductId, quantity }) => ({
    vendorProductId,
    needed: quantity,
    available: available.get(vendorProductId) ?? 0,
  }));
}

// ── Allocation proposals ────────────────────────────────────────────────────────────────────────

export interface ProposedTake {
  balance: Balance;
  /** What the balance has available. */
  available: number;
  /** What the plan takes from it (0 once the quantity is covered). */
  proposed: number;
}

/**
 * Which balances an allocation of `quantity` takes: every available balance of the item at the
 * warehouse, first expiry first out (then the oldest balance), each with what it has and what the
 * plan takes. Short when the proposed units add up to less than `quantity`. `lock` (the ledger,
 * inside its transaction) locks the balances in that one fixed order, so concurrent allocations queue
 * instead of deadlocking and the plan stays true while it is applied.
 */
const ofSource = (source: StockSource) =>
  and(eq(stockAllocations.sourceType, source.type), eq(stockAllocations.sourceId, String(source.id)));

export async function fefoProposal(
  reader: Reader,
  request: { warehouseId: number; vendorProductId: number; quantity: number },
  options: {
    lock?: boolean;
    /**
     * A document allocating again: what it already holds counts as available to it, since allocating
     * gives that back first (so "change allocation" never shows its own stock as short).
     */
    heldBy?: StockSource;
  } = {},
): Promise<ProposedTake[]> {
  const held = options.heldBy
    ? sql`coalesce((select sum(${stockAllocations.quantity}) from ${stockAllocations} where ${stockAllocations.balanceId} = ${balances.id} and ${ofSource(options.heldBy)} and ${stockAllocations.status} = 'open'), 0)`
    : sql`0`;
  const free = sql<number>`(${availableUnits} + ${held})::int`;
  const query = reader
    .select({ balance: getTableColumns(balances), available: free })
    .from(balances)
    .where(
      and(
        eq(balances.warehouseId, request.warehouseId),
        eq(balances.vendorProductId, request.vendorProductId),
        eq(balances.bucket, 'available'),
        sql`${free} > 0`,
      ),
    )
    .orderBy(sql`${balances.expirationDate} asc nulls last`, asc(balances.id));
  const candidates = await (options.lock ? query.for('update') : query);
  let left = request.quantity;
  return candidates.map(({ balance, available }) => {
    const proposed = Math.min(left, available);
    left -= proposed;
    return { balance, available, proposed };
  });
}

// ── What a document holds ───────────────────────────────────────────────────────────────────────

/** Whether the document still holds allocated stock. */
export async function hasOpenAllocations(reader: Reader, source: StockSource): Promise<boolean> {
  const [row] = await reader
    .select({ n: sql<number>`count(*)::int` })
    .from(stockAllocations)
    .where(and(ofSource(source), eq(stockAllocations.status, 'open')));
  return (row?.n ?? 0) > 0;
}

/** The stock allocated to a document (its picks): item, place, lot, quantity and status. */
export async function allocationsOf(reader: Reader, source: StockSource) {
  return reader
    .select({
      sku: vendorProducts.sku,
      vendorProductId: stockAllocations.vendorProductId,
      location: balances.location,
      lotNumber: balances.lotNumber,
      expirationDate: balances.expirationDate,
      lpn: balances.lpn,
      quantity: stockAllocations.quantity,
      status: stockAllocations.status,
    })
    .from(stockAllocations)
    .innerJoin(balances, eq(balances.id, stockAllocations.balanceId))
    .innerJoin(vendorProducts, eq(vendorProducts.id, stockAllocations.vendorProductId))
    .where(ofSource(source))
    .orderBy(vendorProducts.sku, balances.location);
}

/** The ledger rows a document caused (allocations, releases, shipping), oldest first: its stock timeline. */
export async function ledgerRowsOf(reader: Reader, source: StockSource) {
  return reader
    .select({
      id: stockLedger.id,
      createdAt: stockLedger.createdAt,
      kind: stockLedger.kind,
      sku: vendorProducts.sku,
      vendorProductId: stockLedger.vendorProductId,
      warehouseId: stockLedger.warehouseId,
      location: stockLedger.location,
      lotNumber: stockLedger.lotNumber,
      expirationDate: stockLedger.expirationDate,
      quantityDelta: stockLedger.quantityDelta,
      allocatedDelta: stockLedger.allocatedDelta,
      reason: stockLedger.reason,
      userId: stockLedger.userId,
    })
    .from(stockLedger)
    .innerJoin(vendorProducts, eq(vendorProducts.id, stockLedger.vendorProductId))
    .where(and(eq(stockLedger.sourceType, source.type), eq(stockLedger.sourceId, String(source.id))))
    .orderBy(asc(stockLedger.id))
    .limit(2000);
}

/** What left with a document (its consumed allocations), per item, lot and expiry. */
export async function consumedLots(
  reader: Reader,
  source: StockSource,
): Promise<
  { vendorProductId: number; lotNumber: string | null; expirationDate: string | null; quantity: number }[]
> {
  return reader
    .select({
      vendorProductId: stockAllocations.vendorProductId,
      lotNumber: balances.lotNumber,
      expirationDate: balances.expirationDate,
      quantity: sql<number>`sum(${stockAllocations.quantity})::int`,
    })
    .from(stockAllocations)
    .innerJoin(balances, eq(balances.id, stockAllocations.balanceId))
    .where(and(ofSource(source), eq(stockAllocations.status, 'consumed')))
    .groupBy(stockAllocations.vendorProductId, balances.lotNumber, balances.expirationDate)
    .orderBy(
      stockAllocations.vendorProductId,
      sql`${balances.expirationDate} nulls last`,
      balances.lotNumber,
    );
}

/**
 * Of these vendors, those that ever received stock: a ledger row that added on-hand units to one of
 * their items (a receipt, an added count, a transfer in). Read per item through the ledger's item index.
 */
export async function vendorsThatReceivedStock(
  reader: Reader,
  vendorIds: readonly number[],
): Promise<Set<number>> {
  if (vendorIds.length === 0) return new Set();
  const buckets = sql.join(
    onHandBuckets.map((b) => sql`${b}`),
    sql`, `,
  );
  const rows = await reader
    .selectDistinct({ vendorId: vendorProducts.vendorId })
    .from(vendorProducts)
    .where(
      and(
        inArray(vendorProducts.vendorId, [...new Set(vendorIds)]),
        sql`exists (select 1 from ${stockLedger} where ${stockLedger.vendorProductId} = ${vendorProducts.id} and ${stockLedger.quantityDelta} > 0 and ${stockLedger.bucket} in (${buckets}))`,
      ),
    );
  return new Set(rows.map((r) => r.vendorId));
}

// ── Warehouses ──────────────────────────────────────────────────────────────────────────────────

/** The warehouses among `ids` run in the external 3PL system. */
export async function externalWarehouseIds(reader: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await reader
    .select({ id: warehouses.id, wmsType: warehouses.wmsType })
    .from(warehouses)
    .where(inArray(warehouses.id, [...new Set(ids)]));
  return new Set(rows.filter(isExternalWms).map((w) => w.id));
}

/** The stock figures and units shipped of one warehouse and vendor, or of one item there. */
export interface StockReportRow {
  warehouseId: number;
  vendorId: number;
  /** null when grouped per vendor. */
  vendorProductId: number | null;
  onHand: number;
  allocated: number;
  available: number;
  inTransit: number;
  /** Units that left with shipped documents since `since` (the ledger's ship rows). */
  shipped: number;
}

/**
 * The inventory report's figures (issue 17): stock per warehouse and vendor, or per warehouse and
 * item (`byItem`), with the units shipped since `since`. `where` narrows the balances and ledger
 * rows read by their warehouse and vendor columns (the user's scope, the report's filters).
 */
export async function stockReport(
  reader: Reader,
  request: {
    byItem: boolean;
    since: Date;
    where: (columns: { warehouseId: AnyColumn; vendorId: AnyColumn }) => SQL | undefined;
  },
): Promise<StockReportRow[]> {
  const stockKeys = request.byItem
    ? [balances.warehouseId, balances.vendorId, balances.vendorProductId]
    : [balances.warehouseId, balances.vendorId];
  const shippedKeys = request.byItem
    ? [stockLedger.warehouseId, stockLedger.vendorId, stockLedger.vendorProductId]
    : [stockLedger.warehouseId, stockLedger.vendorId];
  const [stock, shipped] = await Promise.all([
    reader
      .select({
        warehouseId: balances.warehouseId,
        vendorId: balances.vendorId,
        vendorProductId: request.byItem ? balances.vendorProductId : sql<null>`null::int`,
        onHand: stockFigures.onHand,
        allocated: stockFigures.allocated,
        available: stockFigures.available,
        inTransit: stockFigures.inTransit,
      })
      .from(balances)
      .where(request.where(balances))
      .groupBy(...stockKeys),
    reader
      .select({
        warehouseId: stockLedger.warehouseId,
        vendorId: stockLedger.vendorId,
        vendorProductId: request.byItem ? stockLedger.vendorProductId : sql<null>`null::int`,
        shipped: sql<number>`coalesce(sum(-${stockLedger.quantityDelta}), 0)::int`,
      })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.kind, 'ship'),
          sql`${stockLedger.createdAt} >= ${request.since}`,
          request.where(stockLedger),
        ),
      )
      .groupBy(...shippedKeys),
  ]);
  const key = (r: { warehouseId: number; vendorId: number; vendorProductId: number | null }) =>
    `${r.warehouseId}:${r.vendorId}:${r.vendorProductId ?? ''}`;
  const rows = new Map<string, StockReportRow>(stock.map((r) => [key(r), { ...r, shipped: 0 }]));
  for (const s of shipped) {
    const row = rows.get(key(s));
    if (row) row.shipped = s.shipped;
    else rows.set(key(s), { ...s, onHand: 0, allocated: 0, available: 0, inTransit: 0 });
  }
  return [...rows.values()];
}

// ── Against an external count (the 3PL WMS's stock summary) ──────────────────────────────────────

/** One balance's on-hand stock (on-hand buckets only) with its item's SKU and vendor. */
export interface OnHandPlace {
  balanceId: number;
  vendorId: number;
  vendorProductId: number;
  sku: string;
  bucket: string;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  onHand: number;
  allocated: number;
}

/** The balances holding stock of these vendors at a warehouse (the drift check sums them per SKU and lot). */
export async function onHandPlaces(
  reader: Reader,
  warehouseId: number,
  vendorIds: readonly number[],
): Promise<OnHandPlace[]> {
  if (vendorIds.length === 0) return [];
  return reader
    .select({
      balanceId: balances.id,
      vendorId: balances.vendorId,
      vendorProductId: balances.vendorProductId,
      sku: vendorProducts.sku,
      bucket: balances.bucket,
      location: balances.location,
      lotNumber: balances.lotNumber,
      lpn: balances.lpn,
      expirationDate: balances.expirationDate,
      onHand: balances.quantity,
      allocated: balances.quantityAllocated,
    })
    .from(balances)
    .innerJoin(vendorProducts, eq(vendorProducts.id, balances.vendorProductId))
    .where(
      and(
        eq(balances.warehouseId, warehouseId),
        inArray(balances.vendorId, [...new Set(vendorIds)]),
        inArray(balances.bucket, [...onHandBuckets]),
        sql`${balances.quantity} <> 0`,
      ),
    )
    .orderBy(asc(balances.id));
}

/**
 * The on-hand movements of items at a warehouse since an instant, newest first (allocations move no
 * on-hand stock and are left out); `where` narrows them further (a sync leaves out what came from the
 * external system itself).
 */
export async function onHandMovements(
  reader: Reader,
  request: {
    warehouseId: number;
    vendorProductIds: readonly number[];
    since: Date;
    limit: number;
    where?: (ledger: typeof stockLedger) => SQL | undefined;
  },
) {
  if (request.vendorProductIds.length === 0) return [];
  return reader
    .select({
      id: stockLedger.id,
      createdAt: stockLedger.createdAt,
      vendorProductId: stockLedger.vendorProductId,
      lotNumber: stockLedger.lotNumber,
      kind: stockLedger.kind,
      quantityDelta: stockLedger.quantityDelta,
      sourceType: stockLedger.sourceType,
      sourceId: stockLedger.sourceId,
      reason: stockLedger.reason,
    })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.warehouseId, request.warehouseId),
        inArray(stockLedger.vendorProductId, [...new Set(request.vendorProductIds)]),
        inArray(stockLedger.bucket, [...onHandBuckets]),
        sql`${stockLedger.quantityDelta} <> 0`,
        gte(stockLedger.createdAt, request.since),
        request.where?.(stockLedger),
      ),
    )
    .orderBy(sql`${stockLedger.createdAt} desc`, sql`${stockLedger.id} desc`)
    .limit(request.limit);
}

// The ledger summed per balance over a period (the Warehouse Transactions Summary), kept in a file of
// its own; this file stays the one door through which other modules read stock.
export { lastLedgerRow, stockMovementColumns, stockTransactionsQuery } from './stock-transactions.queries';
export { storageDays, vendorsWithStock, type StorageDay } from './storage-days.queries';
export { nameLedgerSources } from './ledger-sources.queries';
