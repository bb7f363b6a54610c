/**
 * The return confirm flow through its actor: the order's only open return chosen by itself, choosing
 * among several and searching by RMA, entries checked against what is still expected, the summary,
 * committing once with the flow's key, a refused commit reloading the return with the reason, and a
 * return that has already arrived in full.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderReturnRow } from '../../../src/domain/order-return';
import { receiptSummary } from '../../../src/machines/return-confirm/return-confirm.logic';
import { returnConfirmMachine } from '../../../src/machines/return-confirm/return-confirm.machine';
import type { CommitInput } from '../../../src/machines/return-confirm/return-confirm.types';

const line = (sku: string, quantity: number, restockedQuantity = 0) => ({
  lineIndex: 0,
  sku,
  name: sku,
  wmsSku: sku,
  vendorProductId: 1,
  quantity,
  restockedQuantity,
  damagedQuantity: 0,
});
const open: OrderReturnRow = {
  id: 5,
  version: 1,
  orderId: 7,
  orderNumber: 'NWG-10427',
  vendorId: 1,
  warehouseId: 2,
  receiveDate: null,
  carrierCode: 'usps',
  serviceCode: 'usps_ground_advantage',
  trackingNumber: 'RMA00000005',
  confirmation: 'none',
  items: [line('MUG', 2), line('TOTE', 1)],
  notes: null,
  createdAt: '2025-05-01T10:00:00Z',
  updatedAt: '2025-05-01T10:00:00Z',
};

function start(
  options: {
    input?: { orderId?: number; orderReturnId?: number };
    choices?: OrderReturnRow[];
    failFirstLoad?: boolean;
    loadReturn?: () => Promise<OrderReturnRow>;
    commit?: (input: CommitInput) => Promise<OrderReturnRow>;
  } = {},
) {
  const loadChoices = vi.fn(
    async (_input: { orderId: number | null; search: string }) => options.choices ?? [open],
  );
  if (options.failFirstLoad) loadChoices.mockRejectedValueOnce(new Error('The server answered 503.'));
  const loadReturn = vi.fn(options.loadReturn ?? (async () => open));
  const commit = vi.fn(options.commit ?? (async () => ({ ...open, confirmation: 'partial' as const })));
  const actor = createActor(
    returnConfirmMachine.provide({
      actors: {
        loadChoices: fromPromise<OrderReturnRow[], { orderId: number | null; search: string }>(({ input }) =>
          loadChoices(input),
        ),
        loadReturn: fromPromise(() => loadReturn()),
        commit: fromPromise<OrderReturnRow, CommitInput>(({ input }) => commit(input)),
      },
      delays: { searchDebounce: 0 },
    }),
    { input: { ...options.input, idempotencyKey: 'key-9' } },
  ).start();
  return { actor, loadChoices, loadReturn, commit };
}

describe('return confirm', () => {
  it("takes the order's only open return, checks the entries, summarises and commits", async () => {
    const { actor, loadChoices, commit } = start({ input: { orderId: 7 } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loadChoices).toHaveBeenCalledWith({ orderId: 7, search: '' });
    actor.send({ type: 'receipt.review' });
    expect(actor.getSnapshot().context.problems.lines).toMatch(/at least one line/);
    actor.send({ type: 'entry.set', index: 0, field: 'restock', value: 2 });
    actor.send({ type: 'entry.set', index: 0, field: 'damaged', value: 1 });
    actor.send({ type: 'receipt.review' });
    expect(actor.getSnapshot().context.problems).toEqual({ 0: 'Only 2 of 2 are still expected.' });
    actor.send({ type: 'entry.set', index: 0, field: 'restock', value: 1 });
    actor.send({ type: 'location.set', value: ' RET-1 ' });
    actor.send({ type: 'receipt.review' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    const { orderReturn, entries } = actor.getSnapshot().context;
    expect(receiptSummary(orderReturn!, entries)).toEqual({
      restock: 1,
      damaged: 1,
      stillExpected: 1,
      confirmation: 'partial',
    });
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(commit).toHaveBeenCalledWith({
      id: 5,
      idempotencyKey: 'key-9',
      body: { lines: [{ index: 0, restock: 1, damaged: 1, location: 'RET-1' }] },
    });
  });

  it('lets the user choose among several, searching by RMA number', async () => {
    const other = { ...open, id: 6, trackingNumber: 'RMA00000006' };
    const { actor, loadChoices } = start({ choices: [open, other] });
    await waitFor(actor, (s) => s.matches({ choosing: 'idle' }));
    actor.send({ type: 'search.change', text: 'RMA00000006' });
    await waitFor(actor, () => loadChoices.mock.calls.length === 2);
    expect(loadChoices).toHaveBeenLastCalledWith({ orderId: null, search: 'RMA00000006' });
    actor.send({ type: 'return.choose', orderReturnId: 6 });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'entries.restockAll' });
    expect(actor.getSnapshot().context.entries).toEqual({
      0: { restock: 2, damaged: 0 },
      1: { restock: 1, damaged: 0 },
    });
    actor.send({ type: 'return.change' });
    await waitFor(actor, (s) => s.matches({ choosing: 'idle' }));
    expect(actor.getSnapshot().context.orderReturn).toBeNull();
  });

  it('reloads the return with the reason when the server refuses the receipt', async () => {
    const refusal = Object.assign(new Error('Some lines are not valid.'), {
      status: 400,
      fields: { 'lines[0]': 'MUG: 2 received, but only 1 of 2 are still expected' },
    });
    const received = { ...open, items: [line('MUG', 2, 1), line('TOTE', 1)] };
    const loadReturn = vi
      .fn<() => Promise<OrderReturnRow>>()
      .mockResolvedValueOnce(open)
      .mockResolvedValue(received);
    const commit = vi.fn<(input: CommitInput) => Promise<OrderReturnRow>>().mockRejectedValue(refusal);
    const { actor } = start({ input: { orderReturnId: 5 }, loadReturn, commit });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'entry.set', index: 0, field: 'restock', value: 2 });
    actor.send({ type: 'receipt.review' });
    actor.send({ type: 'receipt.submit' });
    await waitFor(actor, (s) => s.matches('editing') && loadReturn.mock.calls.length === 2);
    const { context } = actor.getSnapshot();
    expect(context.orderReturn).toBe(received);
    expect(context.error).toBe('Some lines are not valid.');
    expect(context.problems).toEqual({ 0: 'MUG: 2 received, but only 1 of 2 are still expected' });
    expect(context.entries).toEqual({});
  });

  it('goes back to the choice when the return has already arrived in full', async () => {
    const full = { ...open, confirmation: 'full' as const, items: [line('MUG', 2, 2)] };
    const { actor } = start({ input: { orderReturnId: 5 }, loadReturn: async () => full, choices: [] });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.error).toBe('Return RMA00000005 has already arrived in full.');
  });

  it('fails when the returns cannot be loaded, and tries again', async () => {
    const { actor, loadChoices } = start({ failFirstLoad: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server answered 503.');
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(loadChoices).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
