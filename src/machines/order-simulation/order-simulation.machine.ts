/**
 * Simulating a meal-kit order (issue 16): compose a hypothetical order (storefront, lines, ship-to,
 * requested service, day, how many orders), checked by the server's own schema before anything is
 * sent → simulating (POST /api/common/orders/simulate: the real intake, rolled back) → the result,
 * or back to composing with the server's messages per field, or failed (an outage: retry, or edit).
 * Editing again keeps the values. A new simulation while one is running cancels the running call
 * (its AbortSignal fires). Pure: simulate is provided by order-simulation.implementations.ts (and by
 * tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { OrderSimulation } from '../../domain/contracts/order-simulation';
import { fieldsOf, messageOf } from '../api-failure';
import {
  isFormField,
  newSimulationValues,
  simulationBody,
  simulationProblems,
} from './order-simulation.logic';
import type {
  SimulationBody,
  SimulationContext,
  SimulationEvent,
  SimulationInput,
} from './order-simulation.types';

/** A 400 naming only the form's fields goes back to the form; anything else fails the run. */
const isFieldRefusal = (error: unknown) => {
  const fields = Object.keys(fieldsOf(error));
  return fields.length > 0 && fields.every(isFormField);
};

const runValues = (event: SimulationEvent) => (event.type === 'simulation.run' ? event.values : null);

export const orderSimulationMachine = setup({
  types: {
    input: {} as SimulationInput,
    context: {} as SimulationContext,
    events: {} as SimulationEvent,
  },
  actors: {
    simulate: fromPromise<OrderSimulation, SimulationBody>(() =>
      Promise.reject(new Error('simulate not provided')),
    ),
  },
  guards: {
    valuesValid: ({ event }) => {
      const values = runValues(event);
      return values !== null && Object.keys(simulationProblems(values)).length === 0;
    },
    isFieldRefusal: (_, params: { error: unknown }) => isFieldRefusal(params.error),
  },
  actions: {
    storeValues: assign(({ event }) => {
      const values = runValues(event);
      return values ? { values, problems: {}, error: null } : {};
    }),
    explain: assign(({ event }) => {
      const values = runValues(event);
      return values ? { values, problems: simulationProblems(values), error: null } : {};
    }),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: fieldsOf(params.error),
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    storeResult: assign((_, params: { result: OrderSimulation }) => ({ result: params.result, error: null })),
  },
}).createMachine({
  id: 'orderSimulation',
  context: ({ input }) => ({
    timezone: input.timezone,
    values: input.values ?? newSimulationValues(),
    problems: {},
    error: null,
    result: null,
  }),
  initial: 'composing',
  // From any step: run the values (a run while one is running starts over, cancelling it).
  on: {
    'simulation.run': [
      { guard: 'valuesValid', target: '.simulating', reenter: true, actions: 'storeValues' },
      { target: '.composing', actions: 'explain' },
    ],
  },
  states: {
    composing: {},
    simulating: {
      on: { 'simulation.edit': 'composing' },
      invoke: {
        src: 'simulate',
        input: ({ context }) => simulationBody(context.values, context.timezone),
        onDone: {
          target: 'result',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'composing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    result: {
      on: { 'simulation.edit': 'composing' },
    },
    failed: {
      on: { 'simulation.retry': 'simulating', 'simulation.edit': 'composing' },
    },
  },
});
