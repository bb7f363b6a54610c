/** The Onboarding Status list call: a list page plus the counts per stage, which the summary shows. */
import { useMemo } from 'react';
import { requestBody, type ListQuery, type Page } from './resource-client';
import {
  ONBOARDING_STATUS_BASE,
  type OnboardingAnswer,
  type OnboardingRow,
  type OnboardingStage,
} from '../domain/onboarding';
import { useApi } from '../machines/use-app';

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
