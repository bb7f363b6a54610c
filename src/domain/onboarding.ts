/**
 * Vendor onboarding (DESIGN.md §5): vendor status records name the states that count as started,
 * denied and onboarded; a vendor's stage follows from its status. Shared by the server, which answers
 * the Onboarding Status list, and the screen.
 *
 * A vendor's status (vendors.status) is matched to the status record of the same name (ignoring case,
 * spaces and punctuation: 'InProgress' is 'In progress'). Where no record bears that name, the vendor
 * status's own meaning decides (stageOfVendorStatus).
 */

export const onboardingStages = ['notStarted', 'started', 'onboarded', 'denied'] as const;
export type OnboardingStage = (typeof onboardingStages)[number];

export const onboardingStageLabels: Record<OnboardingStage, string> = {
  notStarted: 'Not started',
  started: 'Started',
  onboarded: 'Onboarded',
  denied: 'Denied',
};

/** What a vendor status means without a status record of its name (vendor.schema's statuses). */
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

/** 'In progress', 'in-progress' and 'InProgress' are one name. */
export const statusNameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One vendor's row of the Onboarding Status list. */
export interface OnboardingRow {
  id: number;
  code: string;
  name: string;
  /** The vendor's status (vendors.status). */
  status: string;
  /** The status record matching the vendor's status, if one bears its name. */
  statusRecordId: number | null;
  statusRecordName: string | null;
  stage: OnboardingStage;
  updatedAt: string;
}

/** A status record and the stage it counts as, in the records' order. */
export interface OnboardingStatusRecord {
  id: number;
  name: string;
  sortOrder: number;
  stage: OnboardingStage;
}

/** POST /api/admin/onboardingStatus/listItems: the list page, the counts per stage of every vendor in scope. */
export interface OnboardingAnswer {
  total: number;
  items: OnboardingRow[];
  counts: Record<OnboardingStage, number>;
  statuses: OnboardingStatusRecord[];
}

export const ONBOARDING_STATUS_BASE = '/api/admin/onboardingStatus';
export const onboardingSortKeys = ['name', 'code', 'status', 'stage', 'updatedAt'] as const;
