/**
 * The bulk packing flow, model-based: every path of bulk-packing.model.ts replayed against a real
 * actor. No line is ever packed past its allocation, a carton is closed only with something in it,
 * no pallet stands empty, saving happens only when the packing changed, and a refusal because the
 * shipment changed comes with a new key.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { leftToPack, unitsIn } from '../../../src/machines/bulk-packing/bulk-packing.logic';
import { bulkPackingModel } from '../../../src/machines/bulk-packing/bulk-packing.model';
import type { BulkPackingContext } from '../../../src/machines/bulk-packing/bulk-packing.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as BulkPackingContext;
  for (const line of context.lines) expect(leftToPack(context, line.lineIndex)).toBeGreaterThanOrEqual(0);
  for (const pallet of context.pallets)
    expect(context.cartons.some((c) => c.palletKey === pallet.key)).toBe(true);
  // Only the open carton may be empty.
  for (const carton of context.cartons)
    if (carton.key !== context.openKey) expect(unitsIn(carton)).toBeGreaterThan(0);
  expect(context.openKey !== null).toBe(snapshot.matches({ packing: 'scanning' }));
  if (snapshot.matches({ packing: { settled: 'closed' } })) expect(context.closedKey).not.toBeNull();
  if (snapshot.matches('conflict')) expect(context.idempotencyKey).not.toBe('key-1');
  for (const carton of context.cartons) expect(carton.weight === null || carton.weight >= 0).toBe(true);
  expect(snapshot.status).toBe(snapshot.matches('saved') ? 'done' : 'active');
}

describe('bulk packing (model-based)', () => {
  const paths = flowPaths(bulkPackingModel);
  const replay = createReplay(bulkPackingModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
