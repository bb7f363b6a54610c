/**
 * Vendor onboarding (DESIGN.md §5): vendor status records (/manage/customer-status) name the states
 * that count as started, denied and onboarded. Shared by the server, which answers the Onboarding
 * Status list, and the screen.
 *
 * A vendor's onboarding stage is the status record its vendorStatusId names (set on the vendor form):
 * the record's flags decide what it counts as, and a record with none of them counts as not started.
 * A vendor without a record falls back to what its own status (vendors.status) means
 * (stageOfVendorStatus), and its row says so (stageFromStatus).
 *
 * The checklist of steps (company … go-live) is decided in ./onboarding-steps.ts; its answer shapes
 * are here.
 */
import * as yup from 'yup';
import type { OnboardingStep, OnboardingStepId, StepRef } from './onboarding-steps';
import { textField } from './resources/fields';

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

/** A vendor's stage: its stage record's, else what its status means. */
export function vendorStage(status: string, record: StatusFlags | undefined): OnboardingStage {
  return record ? stageOfRecord(record) : (stageOfVendorStatus[status] ?? 'notStarted');
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
  /** The checklist's progress in required steps (src/domain/onboarding-steps.ts), computed on every call. */
  stepsDone: number;
  stepsTotal: number;
  /** The first required step not done; null when every required step is. */
  blockingStep: StepRef | null;
  /** Whole days since the vendor's last stage change (or since it was created). */
  daysInStage: number;
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
export const onboardingSortKeys = [
  'name',
  'code',
  'status',
  'vendorStatus',
  'stage',
  'updatedAt',
  'stepsDone',
  'daysInStage',
] as const;

// ── One vendor's checklist (GET /api/common/vendors/{id}/onboarding) ──────────────────────────────

/** The checklist's path under a vendor: `${vendorOnboardingPath(id)}` and `/{action}`, `/timeline`. */
export const vendorOnboardingPath = (vendorId: number) => `/api/common/vendors/${vendorId}/onboarding`;

/**
 * Staff see every step; a brand user (no clients permission) sees the steps that are the brand's,
 * read-only: its progress and blocking step count those alone, and it can never complete.
 */
export type OnboardingAudience = 'staff' | 'brand';

export interface OnboardingChecklist {
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  /** vendors.status, and the stage record with the stage it counts as. */
  status: string;
  vendorStatusId: number | null;
  vendorStatusName: string | null;
  stage: OnboardingStage;
  audience: OnboardingAudience;
  steps: OnboardingStep[];
  requiredDone: number;
  requiredTotal: number;
  blockingStep: StepRef | null;
  /** Every required step is done and the vendor is not onboarded yet (always false for a brand). */
  canComplete: boolean;
  checkedAt: string;
}

export const onboardingActions = ['complete', 'deny'] as const;
export type OnboardingAction = (typeof onboardingActions)[number];

/** The body of POST …/onboarding/{action}: an optional note kept in the action log and the timeline. */
export const onboardingActionSchema = yup.object({
  reason: textField('Reason').max(1000, 'Reason must be at most 1000 characters').nullable().default(null),
});
export type OnboardingActionInput = yup.InferType<typeof onboardingActionSchema>;

/** 409 of "complete" while a required step is not done. */
export interface OnboardingIncomplete {
  error: 'onboarding_incomplete';
  message: string;
  missing: { step: OnboardingStepId; label: string; missing: string[] }[];
}

// ── The timeline (GET /api/common/vendors/{id}/onboarding/timeline) ──────────────────────────────

/** What a timeline entry is about: the vendor's record, its stage, or the step its change serves. */
export type OnboardingEventKind = 'vendor' | 'stage' | 'onboarded' | 'denied' | OnboardingStepId;

export interface OnboardingEvent {
  /** The action-log row (items imported together are one entry: the first row's id). */
  id: number;
  at: string;
  kind: OnboardingEventKind;
  message: string;
  actorId: string | null;
  actorName: string | null;
}

export interface OnboardingTimeline {
  vendorId: number;
  /** Newest first, at most ONBOARDING_TIMELINE_LIMIT. */
  items: OnboardingEvent[];
}

export const ONBOARDING_TIMELINE_LIMIT = 200;
