/**
 * The vendor onboarding checklist's model for generated paths (flow-model.ts): an admin who may
 * manage clients and one who may not; a checklist with every required step done and one blocked at
 * Storefronts; complete and deny answered with the new checklist, refused with 409
 * onboarding_incomplete (the missing steps), 409 conflict or failing (an outage).
 */
import type { OnboardingChecklist } from '../../domain/onboarding';
import type { OnboardingStep } from '../../domain/onboarding-steps';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { vendorOnboardingMachine } from './vendor-onboarding.machine';
import type { MissingStep, OnboardingEvent } from './vendor-onboarding.types';

export const step = (
  over: Partial<OnboardingStep> & Pick<OnboardingStep, 'id' | 'label'>,
): OnboardingStep => ({
  state: 'done',
  required: true,
  missing: [],
  owner: 'staff',
  ...over,
});

export const checklist = (over: Partial<OnboardingChecklist> = {}): OnboardingChecklist => ({
  vendorId: 4,
  vendorCode: 'NWG',
  vendorName: 'Northwind Goods',
  status: 'InProgress',
  vendorStatusId: 2,
  vendorStatusName: 'Started',
  stage: 'started',
  audience: 'staff',
  steps: [
    step({ id: 'company', label: 'Company' }),
    step({ id: 'storefronts', label: 'Storefronts and stores' }),
  ],
  requiredDone: 2,
  requiredTotal: 2,
  blockingStep: null,
  canComplete: true,
  checkedAt: '2026-11-29T12:00:00Z',
  ...over,
});

export const blockedChecklist = checklist({
  steps: [
    step({ id: 'company', label: 'Company' }),
    step({ id: 'storefronts', label: 'Storefronts and stores', state: 'todo', missing: ['A project'] }),
    step({ id: 'orderChannel', label: 'Order channel', state: 'blocked', blockedBy: ['storefronts'] }),
  ],
  requiredDone: 1,
  requiredTotal: 3,
  blockingStep: { id: 'storefronts', label: 'Storefronts and stores' },
  canComplete: false,
});

const onboarded = checklist({ stage: 'onboarded', status: 'Onboarded', canComplete: false });

export const missingSteps: MissingStep[] = [
  { step: 'storefronts', label: 'Storefronts and stores', missing: ['A project'] },
];

const failure = (status: number, message: string, code: string | null = null, missing?: MissingStep[]) =>
  Object.assign(asCallFailure(new Error(message)), { status, code }, missing ? { missing } : {});

export const vendorOnboardingModel = defineFlowModel({
  machine: vendorOnboardingMachine,
  inputs: [
    { vendorId: 4, mayManage: true },
    { vendorId: 4, mayManage: false },
  ],
  events: (): OnboardingEvent[] => [
    { type: 'onboarding.complete' },
    { type: 'onboarding.deny' },
    { type: 'reason.set', value: 'The brand withdrew.' },
    { type: 'onboarding.confirm' },
    { type: 'onboarding.cancel' },
    { type: 'onboarding.retry' },
    { type: 'onboarding.close' },
    { type: 'onboarding.refresh' },
  ],
  answers: {
    loadChecklist: {
      output: [checklist(), blockedChecklist],
      error: [failure(503, 'The server answered 503. Try again in a moment.')],
    },
    submitAction: {
      output: [onboarded],
      error: [
        failure(409, 'Required steps are not done.', 'onboarding_incomplete', missingSteps),
        failure(409, 'Someone changed this vendor meanwhile.', 'conflict'),
        failure(503, 'The server answered 503. Try again in a moment.'),
      ],
    },
  },
  facets: (s) => ({
    stage: s.context.checklist?.stage ?? null,
    canComplete: s.context.checklist?.canComplete ?? null,
    action: s.context.action,
    reason: s.context.reason !== '',
    missing: s.context.missing.length,
    error: s.context.error !== null,
  }),
});
