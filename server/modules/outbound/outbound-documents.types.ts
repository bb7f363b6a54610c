/**
 * What the printable documents of a manual or bulk shipment are drawn from, read once per download
 * by shipment-documents.queries.ts; each *.pdf.ts of this module takes the parts it prints.
 */
import type { Address } from '../../db/schema/columns';

export interface DocumentLine {
  sku: string;
  /** The line's name, or the vendor's item name of its SKU when the line has none. */
  name: string;
  quantity: number;
  allocated: number;
  packed: number;
}

export interface DocumentCarton {
  id: number;
  lpn: string;
  sscc: string;
  palletId: number | null;
  weight: number | null;
  contents: { sku: string; name: string; quantity: number }[];
}

export interface DocumentPallet {
  id: number;
  lpn: string;
  sscc: string;
  weight: number | null;
  dimensions: { length: number | null; width: number | null; height: number | null };
  cartons: DocumentCarton[];
}

/** One allocated lot at one location (a pick), as the ledger holds it, or an untracked item's units. */
export interface DocumentPick {
  sku: string;
  name: string;
  location: string | null;
  lotNumber: string | null;
  expirationDate: string | null;
  lpn: string | null;
  quantity: number;
  /** open while reserved; consumed once shipped; untracked: an item not stocked by location. */
  status: string;
}

export interface ShipmentDocument {
  id: number;
  /** What every document prints and is filed under (src/domain/outbound-documents.ts shipmentNumberOf). */
  number: string;
  orderType: string;
  orderStatus: string;
  customReferenceNumber: string | null;
  createdAt: Date;
  wantedShipDate: string | null;
  shipDate: Date | null;
  vendor: { code: string; name: string };
  warehouse: { code: string; fullName: string } | null;
  shipTo: Address;
  /** 'FedEx · Ground', or '' before a carrier is chosen. */
  carrier: string;
  trackingNumber: string | null;
  proNumber: string | null;
  freightClass: string | null;
  packageCount: number | null;
  /** The weight recorded when shipping, in pounds. */
  weight: number | null;
  pickedUpBy: string | null;
  notes: string | null;
  lines: DocumentLine[];
  pallets: DocumentPallet[];
  /** Every carton, in packing order; `palletId` tells which pallet holds it. */
  cartons: DocumentCarton[];
  /** Sorted by location, then SKU and expiry. */
  picks: DocumentPick[];
}
