/**
 * The dry run's model for generated paths (flow-model.ts): events of one kind or another are loaded
 * (some, none, or a failure), one is picked or the newest is kept, and the run answers an e-mail, a
 * refusal (the loop guard), or fails.
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { automationDryRunMachine } from './automation-dry-run.machine';
import type { AutomationEventOption, DryRunAnswer, DryRunEvent } from './automation-dry-run.types';

const event: AutomationEventOption = {
  id: 41,
  type: 'OrderShipped',
  label: 'Order shipped',
  subjectRef: 'Order NWG-10442',
  occurredAt: '2026-11-28T10:00:00Z',
  vendorId: 1,
  projectId: 1,
  warehouseId: 1,
  marker: null,
};

const answer = (extra: Partial<DryRunAnswer> = {}): DryRunAnswer => ({
  automation: { id: 3, name: 'Shipping confirmation', type: 'Email', enabled: false },
  event,
  wouldRun: true,
  reason: null,
  email: {
    to: ['ada@example.com'],
    subject: 'Your order NWG-10442 is on its way',
    html: '<p>Hello</p>',
    text: 'Hello',
  },
  webhook: null,
  ...extra,
});

export const automationDryRunModel = defineFlowModel({
  machine: automationDryRunMachine,
  inputs: [{ automationId: 3 }],
  events: (): DryRunEvent[] => [
    { type: 'events.load', eventType: 'OrderShipped' },
    { type: 'events.load', eventType: 'OrderCreated' },
    { type: 'event.pick', eventId: 41 },
    { type: 'event.pick', eventId: null },
    { type: 'dryRun.run', draft: { name: 'Shipping confirmation', onEvent: 'OrderShipped' } },
    { type: 'dryRun.retry' },
  ],
  answers: {
    fetchEvents: {
      output: [{ items: [event] }, { items: [] }],
      error: [asCallFailure(new Error('The server answered 503.'))],
    },
    runDryRun: {
      output: [
        answer(),
        answer({ wouldRun: false, reason: 'Loop guard: the automation itself caused this event.' }),
      ],
      error: [asCallFailure(new Error('The server answered 503.'))],
    },
  },
  facets: (s) => ({
    kind: s.context.eventType,
    picked: s.context.eventId,
    answered: s.context.answer?.wouldRun ?? null,
    error: s.context.error !== null,
    failedAt: s.context.failedAt,
    ran: s.context.draft !== null,
  }),
});
