/**
 * What the inventory screens read from the server beyond the generic calls: stock per item and
 * warehouse, the ledger rows of a document, the integrity watchdog's findings and the SKU
 * maintenance report. Shared by the server (which answers them) and the SPA (which shows them).
 */

/** One item at one warehouse, its balances summed over locations, lots and buckets. */
export interface StockLevel {
  /** `${warehouseId}:${vendorProductId}` */
  id: string;
  warehouseId: number;
  vendorId: number;
  vendorProductId: number;
  sku: string;
  item: string;
  itemUnit: string;
  /** Every unit in the building: the available, quarantine and damaged buckets. */
  onHand: number;
  allocated: number;
  /** Available bucket minus allocated: what orders can still take. */
  available: number;
  inTransit: number;
  quarantine: number;
  damaged: number;
}

export const stockLevelSorts = [
  'sku',
  'item',
  'onHand',
  'allocated',
  'available',
  'inTransit',
  'quarantine',
  'damaged',
] as const;

/** A ledger row as the screens show it. */
export interface LedgerRow {
  id: number;
  createdAt: string;
  kind: string;
  bucket: string;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  quantityDelta: number;
  allocatedDelta: number;
  countedQuantity: number | null;
  variance: number | null;
  reason: string;
  userId: string | null;
  userName: string | null;
}

export type DriftProblem = 'ledger' | 'allocations' | 'negative';

export const driftProblemLabels: Record<DriftProblem, string> = {
  ledger: 'Balance differs from the sum of its ledger rows',
  allocations: 'Allocated differs from the open allocations',
  negative: 'Negative stock (more allocated than on hand)',
};

export interface StockDriftView {
  balanceId: number;
  warehouseId: number;
  vendorId: number;
  vendorProductId: number;
  sku: string;
  item: string;
  bucket: string;
  location: string;
  lotNumber: string | null;
  quantity: number;
  quantityAllocated: number;
  ledgerQuantity: number;
  ledgerAllocated: number;
  openAllocated: number;
  problems: DriftProblem[];
  repairable: boolean;
}

export interface IntegrityReport {
  /** When this check ran (it runs on every request). */
  checkedAt: string;
  drifts: StockDriftView[];
  /** The last run of the scheduled job, from the system log; null when it has not run. */
  lastScheduledRun: { at: string; level: string; message: string } | null;
}
