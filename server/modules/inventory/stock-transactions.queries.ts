/**
 * The stock ledger summed per balance and lot over a period (the Warehouse Transactions Summary of
 * server/modules/generated-reports): on hand at the start, what moved it by kind, on hand at the end.
 * Beside the ledger (DESIGN.md §3), as every stock read is. On hand: src/domain/stock.ts onHandBuckets
 * (in-transit stock counts when it is received); allocations move allocated, not on hand (their
 * quantity delta is 0), so they never show. Signed: a shipment is negative.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { onHandBuckets } from '../../../src/domain/stock';
import type { AuthUser } from '../../auth/guard';
import { vendorScope, warehouseScope } from '../../auth/policy';
import type { Db } from '../../db/client';
import { stockLedger, vendorProducts, vendors, warehouses } from '../../db/schema';

const l = stockLedger;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const TRANSFER_KINDS = [
  'transfer_out',
  'transfer_in_transit',
  'transfer_in',
  'transfer_receive',
  'transfer_discrepancy',
];
const WORK_ORDER_KINDS = [
  'work_order_issue',
  'work_order_consume',
  'work_order_produce',
  'work_order_return',
];
const NAMED_KINDS = ['receipt', 'ship', 'return', ...TRANSFER_KINDS, ...WORK_ORDER_KINDS];

/**
 * The movement columns of the summary, in file order, and which ledger rows each adds up: disjoint,
 * and together every row, so Opening + movements = Closing whatever kinds the ledger gains.
 */
export const stockMovementColumns: { key: string; label: string; rows: SQL }[] = [
  { key: 'receipts', label: 'Receipts', rows: sql`${l.kind} = 'receipt'` },
  { key: 'shipments', label: 'Shipments', rows: sql`${l.kind} = 'ship'` },
  { key: 'adjustments', label: 'Adjustments', rows: sql`${l.kind} not in (${list(NAMED_KINDS)})` },
  {
    key: 'transfersIn',
    label: 'Transfers in',
    rows: sql`${l.kind} in (${list(TRANSFER_KINDS)}) and ${l.quantityDelta} > 0`,
  },
  {
    key: 'transfersOut',
    label: 'Transfers out',
    rows: sql`${l.kind} in (${list(TRANSFER_KINDS)}) and ${l.quantityDelta} < 0`,
  },
  { key: 'returns', label: 'Returns', rows: sql`${l.kind} = 'return'` },
  { key: 'workOrders', label: 'Work orders', rows: sql`${l.kind} in (${list(WORK_ORDER_KINDS)})` },
];

export interface StockTransactionsQuery {
  /** [start, end) of the period. */
  start: Date;
  end: Date;
  /** The last ledger row read (a snapshot: rows written later are left out). */
  lastId: number;
  vendorId: number | null;
  warehouseId: number | null;
  /** Whose vendors and warehouses limit the rows. */
  user: AuthUser;
}

/**
 * The rows of the Warehouse Transactions Summary in file order (vendor code, SKU, warehouse code,
 * lot): per balance and lot, the labels, then Opening, the movement columns of `stockMovementColumns`
 * and Closing. One grouped pass over the ledger, for a cursor to read a page at a time.
 */
export function stockTransactionsQuery(q: StockTransactionsQuery): SQL {
  const start = sql`${q.start.toISOString()}::timestamptz`;
  const end = sql`${q.end.toISOString()}::timestamptz`;
  const onHand = sql`${l.bucket} in (${list(onHandBuckets)})`;
  const before = sql`${onHand} and ${l.createdAt} < ${start}`;
  const during = sql`${onHand} and ${l.createdAt} >= ${start}`;
  const total = (rows: SQL) => sql`coalesce(sum(${l.quantityDelta}) filter (where ${rows}), 0)::bigint`;
  const where = and(
    sql`${l.id} <= ${q.lastId}`,
    sql`${l.createdAt} < ${end}`,
    q.vendorId === null ? undefined : sql`${l.vendorId} = ${q.vendorId}`,
    q.warehouseId === null ? undefined : sql`${l.warehouseId} = ${q.warehouseId}`,
    vendorScope(q.user, l.vendorId),
    warehouseScope(q.user, l.warehouseId),
  );
  return sql`
    select v.code, p.sku, p.item, w.code, g.lot, g.opening,
      ${sql.join(
        stockMovementColumns.map((m) => sql.raw(`g."${m.key}"`)),
        sql`, `,
      )}, g.closing
    from (
      select ${l.vendorProductId} as item_id, ${l.warehouseId} as warehouse_id, ${l.lotNumber} as lot,
        ${total(before)} as opening,
        ${sql.join(
          stockMovementColumns.map(
            (m) => sql`${total(sql`${during} and ${m.rows}`)} as ${sql.identifier(m.key)}`,
          ),
          sql`, `,
        )},
        ${total(onHand)} as closing
      from ${l}
      where ${where}
      group by ${l.vendorProductId}, ${l.warehouseId}, ${l.lotNumber}
      -- Nothing on hand at the start and nothing moved since: not a row (an emptied old balance).
      having sum(${l.quantityDelta}) filter (where ${before}) <> 0
        or count(*) filter (where ${during} and ${l.quantityDelta} <> 0) > 0
    ) g
    join ${vendorProducts} p on p.id = g.item_id
    join ${vendors} v on v.id = p.vendor_id
    join ${warehouses} w on w.id = g.warehouse_id
    order by v.code, p.sku, w.code, g.lot nulls first`;
}

/** The newest ledger row (its id is a summary's snapshot, its time the summary's "as of"). */
export async function lastLedgerRow(db: Db): Promise<{ id: number; at: Date } | null> {
  const [last] = await db
    .select({ id: l.id, at: l.createdAt })
    .from(l)
    .where(eq(l.id, sql`(select max(${l.id}) from ${l})`));
  return last ?? null;
}
