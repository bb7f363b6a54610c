/**
 * Vendor onboarding (DESIGN.md §5): vendor status records (/manage/customer-status) name the states
 * that count as started, denied and onboarded. Shared by the server, which answers the Onboarding
 * Status list, and the screen.
 *
 * A vendor's onboarding stage is the status record its vendorStatusId names (set on the vendor form):
 * the record's flags decide what it counts as, and a record with none of them counts as not started.
 * A vendor without a record falls back to what its own status (vendors.status) means
 * (stageOfVendorStatus), and its row says so (stageFromStatus).
 */

export const onboardingStages = ['notStarted', 'started', 'onboarded', 'denied'] as const;
export type OnboardingStage = (typeof onboardingStages)[number];

export const onboardingStageLabels: Record<OnboardingStage, string> = {
  notStarted: 'Not started',
  started: 'Started',
  onboarded: 'Onboarded',
  denied: 'Denied',
};

/** What a vendor status means for a vendor without an onboarding stage record (vendor.schema's statuses). */
export const stageOfVendorStatus: Readonly<Record<string, OnboardingStage>> = {
  InProgress: 'started',
  Onboarded: 'onboarded',
  Denied: 'denied',
  Inactive: 'notStarted',
};

export interface StatusFlags {
  vendorStartedState: boolean;
  vendorDeniedState: boolean;
  vendorOnboardedState: boolean;
}

/** The stage a status record counts as: denied and onboarded outrank started (a record may set both). */
export function stageOfRecord(record: StatusFlags): OnboardingStage {
  if (record.vendorDeniedState) return 'denied';
  if (record.vendorOnboardedState) return 'onboarded';
  if (record.vendorStartedState) return 'started';
  return 'notStarted';
}

/** One vendor's row of the Onboarding Status list. */
export interface OnboardingRow {
  id: number;
  code: string;
  name: string;
  /** The vendor's status (vendors.status). */
  status: string;
  /** The vendor's onboarding stage record (vendors.vendorStatusId) and its name; null when not set. */
  vendorStatusId: number | null;
  vendorStatusName: string | null;
  stage: OnboardingStage;
  /** No stage record is set: the stage is what the vendor's status means. */
  stageFromStatus: boolean;
  updatedAt: string;
}

/** A status record, the stage it counts as and how many vendors in scope are at it, in the records' order. */
export interface OnboardingStatusRecord {
  id: number;
  name: string;
  sortOrder: number;
  stage: OnboardingStage;
  vendors: number;
}

/**
 * POST /api/admin/onboardingStatus/listItems: the list page; the counts per stage of every vendor in
 * scope, the status records, and how many vendors have no stage record (their stage comes from their status).
 */
export interface OnboardingAnswer {
  total: number;
  items: OnboardingRow[];
  counts: Record<OnboardingStage, number>;
  statuses: OnboardingStatusRecord[];
  withoutRecord: number;
}

export const ONBOARDING_STATUS_BASE = '/api/admin/onboardingStatus';
/** `vendorStatus` sorts by the stage record, in the records' order (vendors without one last). */
export const onboardingSortKeys = ['name', 'code', 'status', 'vendorStatus', 'stage', 'updatedAt'] as const;
