/** The contract of /api/common/orderBillingEntries (see index.ts): charges, custom and rated. */
import type { BillingSourceType } from '../billing/rating';
import { defineContract } from './contract';

export interface BillingEntryRow {
  id: number;
  vendorId: number;
  warehouseId: number | null;
  entryDate: string;
  /** The rate: may go below the cent (0.0125). */
  singleUnitCharge: number;
  numberOfUnits: number;
  /** singleUnitCharge × numberOfUnits, rounded once to the cent. */
  amount: number;
  chargeLabel: string;
  chargeType: string;
  type: string;
  invoiceId: number | null;
  refNum: string | null;
  sourceType: BillingSourceType;
  sourceId: string | null;
  sourceRef: string | null;
  ruleKey: string | null;
  tierKey: string | null;
  rateCardVersionId: number | null;
  carrierRateCardId: number | null;
  ptcFileId: number | null;
  creditOfEntryId: number | null;
  inputs: Record<string, unknown> | null;
  /** Computed by the list and the read: the invoice's number, the latest question's status. */
  invoiceNumber?: string | null;
  disputeStatus?: DisputeStatus | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const orderBillingEntriesContract = defineContract<BillingEntryRow>()({
  name: 'orderBillingEntries',
  base: '/api/common/orderBillingEntries',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    invoiceId: 'number',
    chargeType: 'string',
    type: 'string',
    search: 'string',
    startDate: 'date',
    endDate: 'date',
    sourceType: 'string',
    invoiced: 'boolean',
    disputed: 'boolean',
  },
  sortKeys: ['entryDate', 'chargeLabel', 'singleUnitCharge', 'amount', 'createdAt'],
  permissions: {
    view: ['billing.entries', 'billing.view'],
    create: ['billing.entries'],
    edit: ['billing.entries'],
    delete: [],
  },
  screen: { path: '/manage/billing/customerBilingLedger' },
});

const base = orderBillingEntriesContract.base;
export const billingRunPath = `${base}/run`;
export const unbilledPath = `${base}/unbilled`;
export const billingTotalsPath = `${base}/totals`;
export const billingExportPath = `${base}/export`;
export const openPeriodPath = `${base}/open-period`;
export const billingEntryTracePath = (id: number) => `${base}/${id}/trace`;
export const billingEntryDisputePath = (id: number) => `${base}/${id}/dispute`;
export const billingEntryResolvePath = (id: number) => `${base}/${id}/resolve`;
/** The Add Custom Charge screen (spec §2). */
export const addCustomChargeScreenPath = '/manage/billing/customerBillingLedger';

/** POST /run: rate a vendor's (or every vendor's) events of a period. Answers the queued job. */
export interface BillingRunInput {
  vendorId?: number | null;
  from: string;
  to: string;
}
export interface BillingRunAnswer {
  jobId: number;
  created: boolean;
}

/** A billable event that produced no charge, and why. */
export interface UnbilledEvent {
  sourceType: BillingSourceType;
  sourceId: string;
  sourceRef: string;
  activity: string;
  vendorId: number;
  warehouseId: number | null;
  day: string;
  reason: string;
  /** Where the source document opens in the app. */
  href: string | null;
}

/** GET /unbilled?vendorId=&from=&to= */
export interface UnbilledAnswer {
  from: string;
  to: string;
  /** Events no rule prices: fix the rate card before invoicing. */
  unpriced: UnbilledEvent[];
  /** Events a rule prices that the billing run has not charged yet. */
  pendingCount: number;
  eventCount: number;
}

/** GET /totals: the ledger's totals under the list's filters. */
export interface BillingTotalsAnswer {
  count: number;
  amount: number;
  byChargeType: { chargeType: string; count: number; amount: number }[];
}

export const disputeStatuses = ['Open', 'Resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
export const disputeResolutions = ['credit', 'explanation'] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

export interface BillingDisputeRow {
  id: number;
  entryId: number;
  status: DisputeStatus;
  comment: string;
  raisedBy: string | null;
  raisedByName: string | null;
  raisedAt: string;
  resolution: DisputeResolution | null;
  resolutionComment: string | null;
  creditEntryId: number | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
}

/** GET /{id}/trace: a charge and everything it came from. */
export interface BillingEntryTrace {
  entry: BillingEntryRow;
  vendorName: string;
  warehouseName: string | null;
  invoiceNumber: string | null;
  /** The source document in the app, when it has a page. */
  sourceHref: string | null;
  rateCard: { id: number; name: string; versionNumber: number; effectiveFrom: string } | null;
  rule: { key: string; label: string; unit: string; rate: number; tier: string | null } | null;
  carrierRateCard: { id: number; name: string } | null;
  disputes: BillingDisputeRow[];
}

export interface DisputeInput {
  comment: string;
}
export interface ResolveInput {
  resolution: DisputeResolution;
  comment: string;
  /** With resolution credit: the amount credited (the whole charge when omitted). */
  creditAmount?: number | null;
}

/** GET /open-period?vendorId=: what the client has run up since its last invoice, live. */
export interface OpenPeriodAnswer {
  vendorId: number;
  periodStart: string;
  today: string;
  periodEnd: string;
  total: number;
  byChargeType: { chargeType: string; amount: number }[];
  lines: (BillingEntryRow & { disputeStatus: DisputeStatus | null; sourceHref: string | null })[];
  /** Storage: yesterday's daily storage charge × the days left in the month. */
  projectedStorage: { dailyAmount: number; daysLeft: number; projected: number };
  projectedTotal: number;
}
