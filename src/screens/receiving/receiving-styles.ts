/** Where the receiving screen's "Back to the document" leads (its styles are components/flow-styles.ts). */
import { ADVANCED_SHIP_NOTICE, WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';

/** Where "Back to the document" leads: the transfer, the ASN, or the batch's purchase order. */
export function documentLink(shipment: { id: number; type: number; purchaseOrderId: number | null }) {
  if (shipment.type === WAREHOUSE_TRANSFER) return `/warehouses/warehouseTransfers/view/${shipment.id}`;
  if (shipment.type === ADVANCED_SHIP_NOTICE) return `/warehouses/advancedShipNotice/view/${shipment.id}`;
  return `/warehouses/purchaseOrders/view/${shipment.purchaseOrderId}`;
}
