/**
 * The transfer allocation flow through its actor: the first-expiry-first-out proposal as the starting
 * plan, changing it, refusing a plan that takes too much, allocating, and the stock having changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planProblems } from '../../../src/machines/transfer-allocation/transfer-allocation.logic';
import { transferAllocationMachine } from '../../../src/machines/transfer-allocation/transfer-allocation.machine';
import type {
  AllocateInput,
  Proposal,
} from '../../../src/machines/transfer-allocation/transfer-allocation.types';

const proposal: Proposal = {
  shipmentId: 5,
  status: 'Open',
  lines: [
    {
      lineIndex: 0,
      sku: 'MUG',
      name: 'Mug',
      quantity: 7,
      stock: [
        {
          balanceId: 11,
          location: 'A-1',
          lotNumber: 'EARLY',
          lpn: null,
          expirationDate: '2027-01-01',
          available: 4,
          proposed: 4,
        },
        {
          balanceId: 12,
          location: 'A-2',
          lotNumber: 'LATE',
          lpn: null,
          expirationDate: '2028-01-01',
          available: 6,
          proposed: 3,
        },
      ],
    },
  ],
};

function start(allocate = vi.fn(async (_input: AllocateInput) => ({}))) {
  const actor = createActor(
    transferAllocationMachine.provide({
      actors: {
        loadProposal: fromPromise(async () => proposal),
        allocate: fromPromise<unknown, AllocateInput>(({ input }) => allocate(input)),
      },
    }),
    { input: { shipmentId: 5, idempotencyKey: 'k1' } },
  ).start();
  return { actor, allocate };
}

describe('transfer allocation', () => {
  it('starts from the proposal and allocates it', async () => {
    const { actor, allocate } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.plan).toEqual({ 0: { 11: 4, 12: 3 } });
    actor.send({ type: 'allocation.submit' });
    await waitFor(actor, (s) => s.matches('allocated'));
    expect(allocate).toHaveBeenCalledWith({
      shipmentId: 5,
      idempotencyKey: 'k1',
      lines: [
        {
          lineIndex: 0,
          from: [
            { balanceId: 11, quantity: 4 },
            { balanceId: 12, quantity: 3 },
          ],
        },
      ],
    });
  });

  it('lets the user choose other stock, refuses too much, and can go back to the proposal', async () => {
    const { actor, allocate } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 11, quantity: 0 });
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 8 });
    const { context } = actor.getSnapshot();
    expect(planProblems(context.proposal!, context.plan)).toEqual({ 0: 'A-2 has only 6.' });
    actor.send({ type: 'allocation.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Fix the highlighted lines first.');
    actor.send({ type: 'plan.set', lineIndex: 0, balanceId: 12, quantity: 5 });
    actor.send({ type: 'allocation.submit' });
    await waitFor(actor, (s) => s.matches('allocated'));
    expect(allocate.mock.calls[0]![0].lines).toEqual([
      { lineIndex: 0, from: [{ balanceId: 12, quantity: 5 }] },
    ]);
  });

  it('refuses more than requested, and a plan with nothing chosen', () => {
    expect(planProblems(proposal, { 0: { 11: 4, 12: 6 } })).toEqual({ 0: '10 chosen, but 7 requested.' });
    expect(planProblems(proposal, { 0: { 11: 0, 12: 0 } })).toEqual({
      0: 'Choose stock for at least one line.',
    });
  });

  it('offers to reload when the stock changed meanwhile, with a new idempotency key', async () => {
    const changed = Object.assign(new Error('Not enough stock'), { status: 409 });
    const { actor } = start(
      vi.fn<(input: AllocateInput) => Promise<object>>().mockRejectedValueOnce(changed),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'allocation.submit' });
    await waitFor(actor, (s) => s.matches('stockChanged'));
    expect(actor.getSnapshot().context.error).toBe('Not enough stock');
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe('k1');
    actor.send({ type: 'proposal.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
