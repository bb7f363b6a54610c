/**
 * The meal-kit simulation flow, model-based: every path of order-simulation.model.ts replayed against
 * a real actor. Nothing is sent with values that fail the simulation's schema, a result is only shown
 * with an answer, and a new simulation cancels the one still running.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  newSimulationValues,
  simulationBody,
  simulationProblems,
} from '../../../src/machines/order-simulation/order-simulation.logic';
import { orderSimulationMachine } from '../../../src/machines/order-simulation/order-simulation.machine';
import { orderSimulationModel } from '../../../src/machines/order-simulation/order-simulation.model';
import type {
  SimulationBody,
  SimulationContext,
} from '../../../src/machines/order-simulation/order-simulation.types';
import type { OrderSimulation } from '../../../src/domain/contracts/order-simulation';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as SimulationContext;
  if (snapshot.matches('simulating')) expect(simulationProblems(context.values)).toEqual({});
  if (snapshot.matches('result')) expect(context.result).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
}

const values = {
  ...newSimulationValues(3),
  lines: [{ sku: ' KIT-1 ', quantity: 2 }],
  count: 20,
};

describe('order simulation (model-based)', () => {
  const paths = flowPaths(orderSimulationModel);
  const replay = createReplay(orderSimulationModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('a new simulation cancels the one still running, and answers only the last', async () => {
    const calls: { body: SimulationBody; signal: AbortSignal; answer: (v: OrderSimulation) => void }[] = [];
    const actor = createActor(
      orderSimulationMachine.provide({
        actors: {
          simulate: fromPromise(
            ({ input, signal }) =>
              new Promise((resolve) => calls.push({ body: input, signal, answer: resolve })),
          ),
        },
      }),
      { input: { timezone: null } },
    ).start();
    actor.send({ type: 'simulation.run', values });
    actor.send({ type: 'simulation.run', values: { ...values, count: 40 } });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.answer({ refused: null, markers: [] } as unknown as OrderSimulation);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.values.count).toBe(40);
    actor.stop();
  });

  it('reads the values as the server takes them, and names what is wrong by field', () => {
    expect(simulationBody(values, null)).toMatchObject({
      projectId: 3,
      lines: [{ sku: 'KIT-1', quantity: 2 }],
      shipmentAddress: { countryCode: 'US', city: null },
      requestedService: null,
      orderDate: null,
      count: 20,
    });
    expect(
      simulationProblems({ ...values, projectId: null, lines: [{ sku: '', quantity: '' }], count: 1001 }),
    ).toEqual({
      projectId: 'Storefront is required',
      'lines[0].sku': 'SKU is required',
      'lines[0].quantity': 'Quantity is required',
      count: 'Orders to simulate must be at most 1000',
    });
  });
});
