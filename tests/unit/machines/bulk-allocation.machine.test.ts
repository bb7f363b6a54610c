/**
 * The bulk allocation flow through its actor and its rules: a change past what a place has free or
 * a line needs is refused and the plan kept; two lines of one item share its balances; nothing is
 * reviewed before every line that tracks stock is complete; the reviewed picks are what is sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  freeFor,
  planProblems,
  proposedPlan,
  quantityRefusal,
} from '../../../src/machines/bulk-allocation/bulk-allocation.logic';
import { bulkAllocationMachine } from '../../../src/machines/bulk-allocation/bulk-allocation.machine';
import { bulkAllocationProposal as proposal } from '../../../src/machines/bulk-allocation/bulk-allocation.model';
import type {
  AllocationProposal,
  BulkAllocateInput,
} from '../../../src/machines/bulk-allocation/bulk-allocation.types';

function start(allocate = vi.fn(async (_input: BulkAllocateInput) => ({}))) {
  const actor = createActor(
    bulkAllocationMachine.provide({
      actors: {
        loadProposal: fromPromise(async () => proposal),
        allocate: fromPromise<unknown, BulkAllocateInput>(({ input }) => allocate(input)),
      },
    }),
    { input: { shipmentId: 9, idempotencyKey: 'k1' } },
  ).start();
  return { actor, allocate };
}

/** Two lines of one item: the second is proposed what the first leaves of balance 21 (10 free). */
const shared: AllocationProposal = {
  ...proposal,
  lines: [0, 1].map((lineIndex) => ({
    ...proposal.lines[0]!,
    lineIndex,
    quantity: 6,
    stock: [
      {
        balanceId: 21,
        location: 'A-1',
        lotNumber: null,
        lpn: null,
        expirationDate: null,
        available: lineIndex === 0 ? 10 : 4,
        proposed: lineIndex === 0 ? 6 : 4,
      },
    ],
  })),
};

describe('bulk allocation', () => {
  it('refuses more than a place holds or a line needs, keeping the plan', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 8 });
    expect(actor.getSnapshot().context.plan[0]).toEqual({ 11: 4, 12: 3 });
    expect(actor.getSnapshot().context.refusal).toEqual({
      lineIndex: 0,
      balanceId: 12,
      message: 'A-12 · lot LATE has only 6 free for this line.',
    });
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 4 });
    expect(actor.getSnapshot().context.refusal?.message).toBe('MUG needs 7: 8 would be more than that.');
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 11, quantity: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ plan: { 0: { 11: 1, 12: 3 } }, refusal: null });
  });

  it('reviews only a complete plan, and sends exactly the reviewed picks with the version read', async () => {
    const { actor, allocate } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 11, quantity: 2 });
    actor.send({ type: 'allocation.review' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(planProblems(proposal, actor.getSnapshot().context.plan)).toEqual({
      0: '5 of 7 chosen: choose 2 more.',
    });
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 5 });
    actor.send({ type: 'allocation.review' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'allocation.submit' });
    await waitFor(actor, (s) => s.matches('allocated'));
    // The line that does not track stock is left to the server (allocated without a reservation).
    expect(allocate).toHaveBeenCalledWith({
      shipmentId: 9,
      idempotencyKey: 'k1',
      version: 3,
      lines: [
        {
          lineIndex: 0,
          from: [
            { balanceId: 11, quantity: 2 },
            { balanceId: 12, quantity: 5 },
          ],
        },
      ],
    });
  });

  it('lets lines of one item share its balances without taking a unit twice', () => {
    const plan = proposedPlan(shared);
    expect(freeFor(shared, plan, 1, 21)).toBe(4);
    expect(planProblems(shared, plan)).toEqual({
      1: 'Not enough stock: 6 needed, 4 available at this warehouse.',
    });
    const fewer = { ...plan, 0: { 21: 2 } };
    expect(freeFor(shared, fewer, 1, 21)).toBe(8);
    expect(quantityRefusal(shared, fewer, { lineIndex: 1, balanceId: 21, quantity: 6 })).toBeNull();
    expect(quantityRefusal(shared, plan, { lineIndex: 1, balanceId: 21, quantity: 5 })).toBe(
      'A-1 has only 4 free for this line.',
    );
  });
});
