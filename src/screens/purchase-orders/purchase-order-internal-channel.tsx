/**
 * HOOK for the communications issue: the purchase order's internal channel (permission
 * 'warehouses.po.internalChannel', spec §6 "Purchase order internal channel"). The view page renders
 * this slot below the order; it renders nothing until the communications centre exists. Wire the
 * channel here (open or join the order's channel, e.g. by `purchaseOrder:{id}`), gated by
 * `can('warehouses.po.internalChannel')`; the page needs no other change.
 */
import type { PurchaseOrder } from './purchase-orders.api';

export function PurchaseOrderInternalChannel(_props: { order: PurchaseOrder }) {
  return null;
}
