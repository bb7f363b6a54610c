/**
 * The live side of work orders, sent after the change committed: WorkOrderUpdated to everyone who
 * may read the work order (the hub's audience applies work-order-access.policy.ts), so lists and
 * its page reload it. Stock events of its movements go out through the ledger (changeStock).
 */
import type { DomainEvent } from '../../events/domain-events';

export const workOrderUpdated = (row: {
  id: number;
  status: string;
  vendorId: number;
  warehouseId: number;
  purchaseOrderId: number | null;
}): DomainEvent => ({
  type: 'WorkOrderUpdated',
  workOrderId: row.id,
  status: row.status,
  vendorId: row.vendorId,
  warehouseId: row.warehouseId,
  purchaseOrderId: row.purchaseOrderId,
});
