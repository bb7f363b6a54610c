/**
 * The orders import flow, model-based: every path of order-import.model.ts replayed against a real
 * actor. Orders are only sent to a chosen storefront, and only those without problems.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { sendableOrders } from '../../../src/domain/order-file';
import { flowPaths } from '../../../src/machines/flow-model';
import { fileRefusal } from '../../../src/machines/order-import/order-import.machine';
import { orderImportModel } from '../../../src/machines/order-import/order-import.model';
import type { OrderImportContext } from '../../../src/machines/order-import/order-import.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as OrderImportContext;
  if (snapshot.matches('submitting')) {
    expect(context.target.projectId).not.toBeNull();
    expect(context.sent).toEqual(sendableOrders(context.sheet!));
    expect(context.sent.length).toBeGreaterThan(0);
  }
  if (snapshot.matches('preview')) expect(fileRefusal(context.sheet!)).toBeNull();
  if (snapshot.matches('results')) expect(context.results).not.toBeNull();
}

describe('orders import (model-based)', () => {
  const paths = flowPaths(orderImportModel);
  const replay = createReplay(orderImportModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
