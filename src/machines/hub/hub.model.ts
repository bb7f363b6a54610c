/**
 * The live hub's model for generated paths (flow-model.ts): starts that succeed or fail, a close, a
 * stop. Failures count up to one past the limit (the 8th raises site-down); more look the same.
 */
import { HUB_SITE_DOWN_AFTER_RETRIES } from '../../domain/constants';
import { defineFlowModel } from '../flow-model';
import { hubMachine, type HubEvent } from './hub.machine';

export const hubModel = defineFlowModel({
  machine: hubMachine,
  inputs: [undefined],
  events: (): HubEvent[] => [
    { type: 'hub.start' },
    { type: 'hub.stop' },
    { type: 'hub.closed', error: 'The connection was lost.' },
  ],
  answers: {
    startConnection: { output: [undefined], error: [new Error('The hub refused the ticket.')] },
  },
  facets: (s) => ({ failures: Math.min(s.context.failures, HUB_SITE_DOWN_AFTER_RETRIES + 1) }),
});
