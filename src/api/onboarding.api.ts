/**
 * The Onboarding Status list call (a list page plus the counts per stage, which the summary shows), and
 * one vendor's checklist, its complete and deny actions and its timeline.
 */
import { useMemo } from 'react';
import { requestBody, type ListQuery, type Page } from './resource-client';
import {
  ONBOARDING_STATUS_BASE,
  vendorOnboardingPath,
  type OnboardingAction,
  type OnboardingAnswer,
  type OnboardingChecklist,
  type OnboardingTimeline,
  type OnboardingRow,
  type OnboardingStage,
} from '../domain/onboarding';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';

export const stageTone: Record<OnboardingStage, 'neutral' | 'accent' | 'success' | 'danger'> = {
  notStarted: 'neutral',
  started: 'accent',
  onboarded: 'success',
  denied: 'danger',
};

export type OnboardingSummary = Pick<OnboardingAnswer, 'counts' | 'statuses' | 'withoutRecord'>;

/**
 * A list client for useResourceList; each answer's counts, status records and number of vendors
 * without a stage record also go to `onSummary` (a state setter), so the cards follow the list
 * without a second call.
 */
export function useOnboardingClient(onSummary: (summary: OnboardingSummary) => void) {
  const api = useApi();
  return useMemo(
    () => ({
      async list(query: ListQuery, signal?: AbortSignal): Promise<Page<OnboardingRow>> {
        const answer = await api<OnboardingAnswer>(`${ONBOARDING_STATUS_BASE}/listItems`, {
          method: 'POST',
          body: requestBody(query),
          signal,
        });
        onSummary({ counts: answer.counts, statuses: answer.statuses, withoutRecord: answer.withoutRecord });
        return answer;
      },
    }),
    [api, onSummary],
  );
}

// ── One vendor's checklist, its actions and its timeline (GET/POST /api/common/vendors/{id}/onboarding…) ──

/** The vendor's checklist: every step for staff, the brand's own steps for a brand user. */
export const loadOnboardingChecklist = (api: ApiClient, vendorId: number, signal?: AbortSignal) =>
  api<OnboardingChecklist>(vendorOnboardingPath(vendorId), { signal });

/**
 * Marks the vendor onboarded (`complete`) or denied (`deny`), with an optional reason; answers the new
 * checklist. 409 `onboarding_incomplete` names the required steps not done.
 */
export const submitOnboardingAction = (
  api: ApiClient,
  vendorId: number,
  action: OnboardingAction,
  reason: string | null,
) =>
  api<OnboardingChecklist>(`${vendorOnboardingPath(vendorId)}/${action}`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });

/** The vendor's onboarding events, newest first (staff only). */
export const loadOnboardingTimeline = (api: ApiClient, vendorId: number, signal?: AbortSignal) =>
  api<OnboardingTimeline>(`${vendorOnboardingPath(vendorId)}/timeline`, { signal });
