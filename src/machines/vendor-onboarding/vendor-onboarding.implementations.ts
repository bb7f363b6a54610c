/** The vendor onboarding checklist's I/O: the calls of onboarding.api.ts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { loadOnboardingChecklist, submitOnboardingAction } from '../../api/onboarding.api';
import type { OnboardingChecklist } from '../../domain/onboarding';
import { asCallFailure, failingAs } from '../api-failure';
import { fromLoad } from '../load/load.implementations';
import { missingOf } from './vendor-onboarding.logic';
import { vendorOnboardingMachine } from './vendor-onboarding.machine';
import type { ActionCallInput, ChecklistCallInput } from './vendor-onboarding.types';

/** A failure as CallFailure, keeping the 409's `missing` steps. */
const withMissing = (error: unknown) =>
  Object.assign(asCallFailure(error), {
    missing: missingOf((error as { data?: unknown } | null)?.data ?? null),
  });

export function createVendorOnboardingMachine(api: ApiClient) {
  return vendorOnboardingMachine.provide({
    actors: {
      loadChecklist: fromLoad<OnboardingChecklist, ChecklistCallInput>((input, signal) =>
        failingAs(loadOnboardingChecklist(api, input.vendorId, signal)),
      ),
      submitAction: fromPromise<OnboardingChecklist, ActionCallInput>(({ input }) =>
        submitOnboardingAction(api, input.vendorId, input.action, input.reason).catch((error: unknown) =>
          Promise.reject(withMissing(error)),
        ),
      ),
    },
  });
}
