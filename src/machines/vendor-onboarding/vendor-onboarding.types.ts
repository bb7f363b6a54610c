/** The vendor onboarding checklist's context, events and I/O shapes. */
import type { OnboardingAction, OnboardingChecklist, OnboardingIncomplete } from '../../domain/onboarding';

export interface OnboardingInput {
  vendorId: number;
  /** Whether the user may mark the vendor onboarded or denied (clients.manage). */
  mayManage: boolean;
}

export interface ChecklistCallInput {
  vendorId: number;
}

export interface ActionCallInput {
  vendorId: number;
  action: OnboardingAction;
  reason: string | null;
}

/** A required step the server found not done when asked to complete (409 onboarding_incomplete). */
export type MissingStep = OnboardingIncomplete['missing'][number];

export interface OnboardingContext {
  vendorId: number;
  mayManage: boolean;
  checklist: OnboardingChecklist | null;
  /** The action being confirmed or sent, and its note. */
  action: OnboardingAction | null;
  reason: string;
  missing: MissingStep[];
  error: string | null;
}

export type OnboardingEvent =
  | { type: 'onboarding.complete' }
  | { type: 'onboarding.deny' }
  | { type: 'reason.set'; value: string }
  | { type: 'onboarding.confirm' }
  | { type: 'onboarding.cancel' }
  | { type: 'onboarding.retry' }
  | { type: 'onboarding.close' }
  | { type: 'onboarding.refresh' };
