/**
 * The open inbound documents bringing items to warehouses: purchase orders (through their batches
 * once they have some), ASNs and transfers, each with what it still brings of each item and the day
 * it is expected. One home for "what is incoming", read by the order's "why isn't this shipping"
 * (orders/order-why.service.ts) and manufacturing's shortages (release refusals, the shortage plan).
 */
import { and, inArray, sql } from 'drizzle-orm';
import { PO_CONFIRMED, PO_OPEN } from '../../../src/domain/purchase-order.lifecycle';
import { outstanding, type InboundLine } from '../../../src/domain/receiving';
import {
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { incomingStatuses } from '../../../src/domain/warehouse-shipment.lifecycle';
import type { Db, Tx } from '../../db/client';
import { purchaseOrders, warehouseShipments } from '../../db/schema';

/** Orders without batches that still wait for goods (a Partially received order has batches). */
const OPEN_PO_STATUSES = [PO_OPEN, PO_CONFIRMED];

export interface IncomingLine {
  type: 'purchase_order' | 'asn' | 'transfer';
  /** The document (a batch counts as its purchase order). */
  id: number;
  number: string;
  date: string | null;
  warehouseId: number;
  vendorProductId: number;
  /** What it still brings of the item: a transfer counts what is on its way (sent, not received). */
  quantity: number;
  link: string;
}

const containsAny = (
  column: typeof warehouseShipments.items | typeof purchaseOrders.items,
  vendorProductIds: readonly number[],
) =>
  sql`(${sql.join(
    vendorProductIds.map((id) => sql`${column} @> ${JSON.stringify([{ vendorProductId: id }])}::jsonb`),
    sql` or `,
  )})`;

/** Per item of `vendorProductIds` on a document's lines, what is still outstanding. */
function outstandingByItem(items: unknown, vendorProductIds: ReadonlySet<number>, isTransfer: boolean) {
  const out = new Map<number, number>();
  for (const line of items as InboundLine[]) {
    if (line.vendorProductId == null || !vendorProductIds.has(line.vendorProductId)) continue;
    out.set(line.vendorProductId, (out.get(line.vendorProductId) ?? 0) + outstanding(line, isTransfer));
  }
  return out;
}

/**
 * Every open document bringing any of the items to any of the warehouses, one row per document and
 * item with something still to come, earliest expected first (documents without a date last).
 */
export async function incomingDocuments(
  reader: Db | Tx,
  request: { warehouseIds: readonly number[]; vendorProductIds: readonly number[]; limit?: number },
): Promise<IncomingLine[]> {
  const warehouseIds = [...new Set(request.warehouseIds)];
  const ids = [...new Set(request.vendorProductIds)];
  if (warehouseIds.length === 0 || ids.length === 0) return [];
  const limit = request.limit ?? 500;
  const [shipments, pos] = await Promise.all([
    reader
      .select()
      .from(warehouseShipments)
      .where(
        and(
          inArray(warehouseShipments.toWarehouseId, warehouseIds),
          inArray(warehouseShipments.orderStatus, [...incomingStatuses]),
          containsAny(warehouseShipments.items, ids),
        ),
      )
      .limit(limit),
    reader
      .select()
      .from(purchaseOrders)
      .where(
        and(
          inArray(purchaseOrders.warehouseId, warehouseIds),
          inArray(purchaseOrders.orderStatus, OPEN_PO_STATUSES),
          containsAny(purchaseOrders.items, ids),
          // An order with batches is counted through its batches.
          sql`not exists (select 1 from ${warehouseShipments} s where s.purchase_order_id = ${purchaseOrders.id})`,
        ),
      )
      .limit(limit),
  ]);
  const wanted = new Set(ids);
  const rows: IncomingLine[] = [];
  for (const s of shipments) {
    const isTransfer = s.type === WAREHOUSE_TRANSFER;
    const isBatch = s.type === PURCHASE_ORDER_BATCH;
    for (const [vendorProductId, quantity] of outstandingByItem(s.items, wanted, isTransfer))
      rows.push({
        type: isTransfer ? 'transfer' : isBatch ? 'purchase_order' : 'asn',
        id: isBatch ? (s.purchaseOrderId ?? s.id) : s.id,
        number: s.orderNumber,
        date: s.expectedDate,
        warehouseId: s.toWarehouseId,
        vendorProductId,
        quantity,
        link: isTransfer
          ? `/warehouses/warehouseTransfers/view/${s.id}`
          : isBatch
            ? `/warehouses/purchaseOrders/view/${s.purchaseOrderId}`
            : `/warehouses/advancedShipNotice/view/${s.id}`,
      });
  }
  for (const p of pos)
    for (const [vendorProductId, quantity] of outstandingByItem(p.items, wanted, false))
      rows.push({
        type: 'purchase_order',
        id: p.id,
        number: p.orderNumber,
        date: p.expectedDate,
        warehouseId: p.warehouseId,
        vendorProductId,
        quantity,
        link: `/warehouses/purchaseOrders/view/${p.id}`,
      });
  return rows
    .filter((r) => r.quantity > 0)
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id - b.id);
}

/**
 * The earliest document by which a shortage is covered (adding up the documents in date order), or
 * the last partial one; null when nothing is coming.
 */
export function coveringDocument<T extends { quantity: number }>(
  docs: readonly T[],
  short: number,
): (T & { coversShortage: boolean }) | null {
  let total = 0;
  for (const doc of docs) {
    total += doc.quantity;
    if (total >= short) return { ...doc, coversShortage: true };
  }
  const last = docs.at(-1);
  return last ? { ...last, coversShortage: false } : null;
}
