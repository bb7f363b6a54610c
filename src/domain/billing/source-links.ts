/**
 * Where a charge's source document opens in the app: the ledger, the invoice and the unbilled list link
 * each charge to it. The billing run keeps what the link needs in the charge's inputs (`document`).
 */
import type { BillingSourceType } from './rating';

/** The document behind a receipt event: an ASN, a transfer or a purchase order's batch. */
export interface SourceDocument {
  kind: 'asn' | 'transfer' | 'po' | 'workOrder';
  id: number;
  number?: string | null;
}

export function sourceHref(
  sourceType: BillingSourceType | string,
  sourceId: string | null,
  inputs?: Record<string, unknown> | null,
): string | null {
  const document = inputs?.document as SourceDocument | undefined;
  if (document) {
    if (document.kind === 'asn') return `/warehouses/advancedShipNotice/view/${document.id}`;
    if (document.kind === 'transfer') return `/warehouses/warehouseTransfers/view/${document.id}`;
    if (document.kind === 'po') return `/warehouses/purchaseOrders/view/${document.id}`;
    if (document.kind === 'workOrder') return `/manufacturing/work-orders/edit/${document.id}`;
  }
  if (!sourceId) return null;
  switch (sourceType) {
    case 'order':
      return `/orders/details/${sourceId}`;
    case 'manualShipment':
      return `/warehouses/manual-shipments/edit/${sourceId}`;
    case 'bulkShipment':
      return `/warehouses/bulkShipments/${sourceId}`;
    case 'return':
      return `/orders/returns/view/${sourceId}`;
    case 'ptcFile':
      return '/manage/billing/ptcFiles';
    default:
      return null;
  }
}
