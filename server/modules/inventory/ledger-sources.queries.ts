/**
 * The documents of ledger rows, named for the item page: a direct update by its reference number, a
 * purchase order or a warehouse shipment by its order number (and a shipment's type, which decides
 * its screen), a fulfillment order by its order number, an order return by its RMA number, a manual
 * or bulk shipment by its order number (and its orderType, which decides its screen), a work order
 * by its order number. One query per kind of document for a page of rows, never one per row.
 */
import { inArray } from 'drizzle-orm';
import type { LedgerSource } from '../../../src/domain/item-stock';
import type { Db, Tx } from '../../db/client';
import {
  directInventoryUpdates,
  fulfillmentOrders,
  manualShipments,
  orderReturns,
  purchaseOrders,
  warehouseShipments,
  workOrders,
} from '../../db/schema';

const SHIPMENT_SOURCES = ['warehouse_shipment', 'warehouse_transfer'];

/** The named documents of a page of ledger rows, by `${sourceType}:${sourceId}`. */
export async function nameLedgerSources(
  db: Db | Tx,
  rows: readonly { sourceType: string | null; sourceId: string | null }[],
): Promise<Map<string, LedgerSource>> {
  const idsOf = (types: readonly string[]) => [
    ...new Set(
      rows
        .filter((r) => r.sourceType && types.includes(r.sourceType) && /^\d{1,9}$/.test(r.sourceId ?? ''))
        .map((r) => Number(r.sourceId)),
    ),
  ];
  const named = new Map<string, LedgerSource>();
  const updateIds = idsOf(['direct_inventory_update']);
  const orderIds = idsOf(['purchase_order']);
  const shipmentIds = idsOf(SHIPMENT_SOURCES);
  const returnIds = idsOf(['order_return']);
  const fulfillmentIds = idsOf(['fulfillment_order']);
  const outboundIds = idsOf(['manual_shipment']);
  const workOrderIds = idsOf(['work_order']);
  const [updates, orders, shipments, returns, fulfillments, outbound, made] = await Promise.all([
    updateIds.length
      ? db
          .select({ id: directInventoryUpdates.id, label: directInventoryUpdates.referenceNumber })
          .from(directInventoryUpdates)
          .where(inArray(directInventoryUpdates.id, updateIds))
      : [],
    orderIds.length
      ? db
          .select({ id: purchaseOrders.id, label: purchaseOrders.orderNumber })
          .from(purchaseOrders)
          .where(inArray(purchaseOrders.id, orderIds))
      : [],
    shipmentIds.length
      ? db
          .select({
            id: warehouseShipments.id,
            label: warehouseShipments.orderNumber,
            shipmentType: warehouseShipments.type,
            purchaseOrderId: warehouseShipments.purchaseOrderId,
          })
          .from(warehouseShipments)
          .where(inArray(warehouseShipments.id, shipmentIds))
      : [],
    returnIds.length
      ? db
          .select({ id: orderReturns.id, label: orderReturns.trackingNumber })
          .from(orderReturns)
          .where(inArray(orderReturns.id, returnIds))
      : [],
    fulfillmentIds.length
      ? db
          .select({ id: fulfillmentOrders.id, label: fulfillmentOrders.orderNumber })
          .from(fulfillmentOrders)
          .where(inArray(fulfillmentOrders.id, fulfillmentIds))
      : [],
    outboundIds.length
      ? db
          .select({
            id: manualShipments.id,
            label: manualShipments.orderNumber,
            orderType: manualShipments.orderType,
          })
          .from(manualShipments)
          .where(inArray(manualShipments.id, outboundIds))
      : [],
    workOrderIds.length
      ? db
          .select({ id: workOrders.id, label: workOrders.orderNumber })
          .from(workOrders)
          .where(inArray(workOrders.id, workOrderIds))
      : [],
  ]);
  for (const u of updates)
    named.set(`direct_inventory_update:${u.id}`, {
      type: 'direct_inventory_update',
      id: String(u.id),
      label: u.label,
    });
  for (const o of orders)
    named.set(`purchase_order:${o.id}`, { type: 'purchase_order', id: String(o.id), label: o.label });
  for (const s of shipments)
    for (const type of SHIPMENT_SOURCES)
      named.set(`${type}:${s.id}`, {
        type,
        id: String(s.id),
        label: s.label,
        shipmentType: s.shipmentType,
        purchaseOrderId: s.purchaseOrderId,
      });
  for (const r of returns)
    named.set(`order_return:${r.id}`, { type: 'order_return', id: String(r.id), label: r.label });
  for (const f of fulfillments)
    named.set(`fulfillment_order:${f.id}`, { type: 'fulfillment_order', id: String(f.id), label: f.label });
  for (const m of outbound)
    named.set(`manual_shipment:${m.id}`, {
      type: 'manual_shipment',
      id: String(m.id),
      label: m.label,
      orderType: m.orderType,
    });
  for (const w of made)
    named.set(`work_order:${w.id}`, { type: 'work_order', id: String(w.id), label: w.label });
  return named;
}
