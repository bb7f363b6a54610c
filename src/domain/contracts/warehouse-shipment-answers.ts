/**
 * The answers of the reads beside the warehouse shipment base (server/modules/inbound/
 * shipment-documents.service.ts; src/api/shipments.api.ts): a shipment's receipts and the stock
 * available at a transfer's source. The service checks what it returns against them (`Sendable<…>`,
 * wire.ts).
 */

/** One receipt recorded against a shipment line, with who received it. */
export interface ShipmentReceipt {
  id: number;
  lineIndex: number;
  sku: string;
  receivedQuantity: number;
  damagedQuantity: number;
  quarantineQuantity: number;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  overReceiptConfirmed: boolean;
  receivedByName: string | null;
  createdAt: string;
}

/** GET {base}/:id/receipts, oldest first. */
export interface ShipmentReceiptsAnswer {
  total: number;
  items: ShipmentReceipt[];
}

/** GET {base}/availability: available units per item at a warehouse (0 where it has none). */
export interface SourceAvailabilityAnswer {
  warehouseId: number;
  items: { vendorProductId: number; available: number }[];
}
