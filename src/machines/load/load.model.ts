/**
 * The load machine's model for generated paths (flow-model.ts): one input, a second one, an answer
 * and a failure of the call, retry and refresh. Whether data is held is a facet: loading with the last
 * answer kept is another state than loading from nothing.
 */
import { defineFlowModel } from '../flow-model';
import { loadMachine } from './load.machine';
import type { LoadEvent } from './load.types';

export const loadModel = defineFlowModel({
  machine: loadMachine,
  inputs: [{ input: 1 }],
  events: (): LoadEvent[] => [
    { type: 'load.change', input: 2 },
    { type: 'load.retry' },
    { type: 'load.refresh' },
  ],
  answers: {
    fetch: {
      output: [{ id: 1, name: 'North' }],
      error: [new Error('The server answered 503.')],
    },
  },
  facets: (snapshot) => ({ hasData: snapshot.context.hasData, failed: snapshot.context.error !== null }),
});
