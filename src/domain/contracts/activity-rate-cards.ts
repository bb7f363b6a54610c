/**
 * The contract of /api/common/activityRateCards (see index.ts): activity rate cards, beside the
 * carrier rate cards of /api/common/rateCards. The engine serves a card's list, add, read and edit;
 * its versions, publishing and the what-if are calls of their own (server/modules/billing).
 */
import type { ActivityRule, VersionStatus } from '../billing/activity-rates';
import { defineContract } from './contract';

export interface ActivityRateCardRow {
  id: number;
  vendorId: number;
  warehouseId: number | null;
  name: string;
  currency: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const activityRateCardsContract = defineContract<ActivityRateCardRow>()({
  name: 'activityRateCards',
  base: '/api/common/activityRateCards',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['billing.rateCards'],
    create: ['billing.rateCards'],
    edit: ['billing.rateCards'],
    // A card with charges is history: it is never deleted, only given new versions.
    delete: [],
  },
  screen: { path: '/manage/billing/activityRateCards' },
});

/** One version of a card, as the versions call answers it. */
export interface RateCardVersionRow {
  id: number;
  rateCardId: number;
  versionNumber: number;
  status: VersionStatus;
  effectiveFrom: string;
  rules: ActivityRule[];
  monthlyMinimum: number | null;
  passThroughMarkupPercent: number;
  notes: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** Charges made with this version (a published version with charges is history). */
  chargeCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** GET {base}/{id}/versions. */
export interface RateCardVersionsAnswer {
  card: ActivityRateCardRow & { vendorName: string; warehouseName: string | null };
  versions: RateCardVersionRow[];
  /** The published version in effect today, if any. */
  currentVersionId: number | null;
}

/** POST {base}/{id}/versions/{versionId}/what-if body. */
export interface WhatIfQuery {
  from: string;
  to: string;
}

/** One row of the what-if: a client and charge type, what was charged and what the draft would charge. */
export interface WhatIfRow {
  vendorId: number;
  vendorName: string;
  chargeType: string;
  actual: number;
  whatIf: number;
  difference: number;
}

export interface WhatIfAnswer {
  from: string;
  to: string;
  versionId: number;
  rows: WhatIfRow[];
  totals: { actual: number; whatIf: number; difference: number };
  /** Events the draft leaves unpriced (no rule of their activity). */
  unpricedCount: number;
  eventCount: number;
}

export const activityRateCardPath = (id: number) => `${activityRateCardsContract.base}/${id}`;
export const rateCardVersionPath = (cardId: number, versionId: number) =>
  `${activityRateCardPath(cardId)}/versions/${versionId}`;
