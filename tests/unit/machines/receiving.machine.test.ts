/**
 * The receiving flow through its actor, with its I/O faked: choosing a purchase order's shipment,
 * resuming or discarding a draft, scanning (matched and unmatched codes), entering lines, closing a
 * line short, a partial receipt, over-receipt confirmed or taken back, the server refusing, and
 * starting again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Receipt } from '../../../src/domain/receiving';
import { receivingMachine } from '../../../src/machines/receiving/receiving.machine';
import type {
  CommitInput,
  LoadedShipment,
  ReceivableShipment,
  ReceivingDraft,
} from '../../../src/machines/receiving/receiving.types';

const shipment = (id = 7, type = 2): ReceivableShipment => ({
  id,
  type,
  orderNumber: `PO-1-B${id}`,
  orderStatus: 'Open',
  vendorId: 1,
  toWarehouseId: 3,
  fromWarehouseId: null,
  purchaseOrderId: 1,
  expectedDate: null,
  version: 1,
  items: [
    {
      sku: 'MUG-11',
      name: 'Mug',
      quantity: 10,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    },
    {
      sku: 'TOTE',
      name: 'Tote',
      quantity: 4,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    },
  ],
});

function start({
  draft = null as ReceivingDraft | null,
  tolerancePercent = 0,
  canOverReceive = false,
  commit = vi.fn(async ({ shipment: s }: CommitInput) => ({ ...s, orderStatus: 'Shipped' })),
  purchaseOrderId = undefined as number | undefined,
} = {}) {
  const saved: ReceivingDraft[] = [];
  const machine = receivingMachine.provide({
    actors: {
      loadChoices: fromPromise(async () => [shipment(7), shipment(8)]),
      loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async ({ input }) => ({
        shipment: shipment(input.shipmentId),
        tolerancePercent,
        draft,
      })),
      saveDraft: fromPromise<void, ReceivingDraft>(async ({ input }) => void saved.push(input)),
      commit: fromPromise<ReceivableShipment, CommitInput>(({ input }) => commit(input)),
    },
  });
  const actor = createActor(machine, {
    input: purchaseOrderId
      ? { purchaseOrderId, canOverReceive, idempotencyKey: 'key-1' }
      : { shipmentId: 7, canOverReceive, idempotencyKey: 'key-1' },
  }).start();
  return { actor, saved, commit };
}

const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor, value: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  waitFor(actor, (s) => s.matches(value));

function enter(actor: ReturnType<typeof start>['actor'], code: string, fields: Record<string, string>) {
  actor.send({ type: 'receipt.lineScanned', code });
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'entry.edit', field: field as 'received', value });
  }
  actor.send({ type: 'entry.save' });
}

describe('receiving flow', () => {
  it('chooses one of the purchase order’s shipments, then scans', async () => {
    const { actor } = start({ purchaseOrderId: 1 });
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.choices.map((c) => c.id)).toEqual([7, 8]);
    actor.send({ type: 'shipment.choose', shipmentId: 8 });
    await settle(actor, 'scanning');
    expect(actor.getSnapshot().context.shipment?.id).toBe(8);
  });

  it('matches a scanned SKU (any case, spaces trimmed) and says when nothing matches', async () => {
    const { actor } = start();
    await settle(actor, 'scanning');
    actor.send({ type: 'receipt.lineScanned', code: 'NOPE-1' });
    expect(state(actor)).toBe('scanning');
    expect(actor.getSnapshot().context.notice).toBe('No line for NOPE-1 on this shipment.');
    actor.send({ type: 'receipt.lineScanned', code: ' tote \n' });
    expect(state(actor)).toBe('entering');
    expect(actor.getSnapshot().context.current?.lineIndex).toBe(1);
  });

  it('will not add an empty line, and explains why', async () => {
    const { actor } = start();
    await settle(actor, 'scanning');
    // Picked, not scanned: a scan would count one unit.
    actor.send({ type: 'receipt.linePicked', lineIndex: 0 });
    actor.send({ type: 'entry.save' });
    expect(state(actor)).toBe('entering');
    expect(actor.getSnapshot().context.notice).toBe(
      'Enter how many arrived (received, damaged or to quarantine).',
    );
    actor.send({ type: 'entry.cancel' });
    expect(state(actor)).toBe('scanning');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('commits a partial receipt with lot, expiry, LPN, location and a line closed short, saving the draft on the way', async () => {
    const { actor, saved, commit } = start();
    await settle(actor, 'scanning');
    enter(actor, 'MUG-11', {
      received: '6',
      damaged: '1',
      location: 'A-1',
      lotNumber: 'L9',
      expirationDate: '2027-03-01',
      lpn: 'P1',
    });
    actor.send({ type: 'line.toggleCloseShort', lineIndex: 1 });
    await waitFor(actor, () => saved.length >= 3);
    expect(saved.at(-1)).toMatchObject({
      shipmentId: 7,
      closeShort: [1],
      entries: [{ lineIndex: 0, received: 6 }],
    });
    actor.send({ type: 'receipt.review' });
    expect(state(actor)).toBe('reviewing');
    actor.send({ type: 'receipt.submit' });
    await settle(actor, 'done');
    const receipt: Receipt = commit.mock.calls[0]![0].receipt;
    expect(receipt).toEqual({
      lines: [
        {
          lineIndex: 0,
          received: 6,
          damaged: 1,
          quarantine: 0,
          location: 'A-1',
          lotNumber: 'L9',
          lpn: 'P1',
          expirationDate: '2027-03-01',
        },
      ],
      closeShort: [1],
      confirmOverReceipt: false,
    });
    expect(commit.mock.calls[0]![0].idempotencyKey).toBe('key-1');
  });

  it('asks before an over-receipt; back returns to the summary, confirm commits with the confirmation', async () => {
    const { actor, commit } = start({ tolerancePercent: 10, canOverReceive: false });
    await settle(actor, 'scanning');
    enter(actor, 'MUG-11', { received: '11' });
    actor.send({ type: 'receipt.review' });
    actor.send({ type: 'receipt.submit' });
    expect(state(actor)).toBe('confirmingOverReceipt');
    actor.send({ type: 'receipt.back' });
    expect(state(actor)).toBe('reviewing');
    actor.send({ type: 'receipt.submit' });
    actor.send({ type: 'receipt.confirmOverReceipt' });
    await settle(actor, 'done');
    expect(commit.mock.calls[0]![0].receipt.confirmOverReceipt).toBe(true);
  });

  it('resumes a saved draft, or discards it', async () => {
    const draft: ReceivingDraft = {
      shipmentId: 7,
      entries: [
        {
          lineIndex: 1,
          received: 2,
          damaged: 0,
          quarantine: 0,
          location: '',
          lotNumber: '',
          lpn: '',
          expirationDate: '',
        },
      ],
      closeShort: [],
    };
    const resumed = start({ draft }).actor;
    await settle(resumed, 'resumePrompt');
    resumed.send({ type: 'draft.resume' });
    expect(resumed.getSnapshot().context.entries).toEqual(draft.entries);
    const discarded = start({ draft });
    await settle(discarded.actor, 'resumePrompt');
    discarded.actor.send({ type: 'draft.discard' });
    expect(discarded.actor.getSnapshot().context.entries).toEqual([]);
    await waitFor(discarded.actor, () => discarded.saved.length > 0);
    expect(discarded.saved.at(-1)).toEqual({ shipmentId: 7, entries: [], closeShort: [] });
  });

  it('goes back to the summary with the server’s message when the commit fails, and retries with the same key', async () => {
    const commit = vi
      .fn<(input: CommitInput) => Promise<ReceivableShipment>>()
      .mockRejectedValueOnce(new Error('Not enough stock'))
      .mockImplementation(async ({ shipment: s }) => s);
    const { actor } = start({ commit });
    await settle(actor, 'scanning');
    enter(actor, 'TOTE', { received: '4' });
    actor.send({ type: 'receipt.review' });
    actor.send({ type: 'receipt.submit' });
    await settle(actor, 'reviewing');
    expect(actor.getSnapshot().context.error).toBe('Not enough stock');
    actor.send({ type: 'receipt.submit' });
    await settle(actor, 'done');
    expect(commit.mock.calls.map((c) => c[0].idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('takes the server’s over-receipt refusal to the confirmation', async () => {
    const refusal = Object.assign(new Error('More than expected'), { data: { error: 'over_receipt' } });
    const commit = vi
      .fn<(input: CommitInput) => Promise<ReceivableShipment>>()
      .mockRejectedValueOnce(refusal);
    const { actor } = start({ commit });
    await settle(actor, 'scanning');
    enter(actor, 'TOTE', { received: '2' });
    actor.send({ type: 'receipt.review' });
    actor.send({ type: 'receipt.submit' });
    await settle(actor, 'confirmingOverReceipt');
  });

  it('starts again with a new key after a purchase order’s receipt', async () => {
    const { actor } = start({ purchaseOrderId: 1 });
    await settle(actor, 'choosing');
    actor.send({ type: 'shipment.choose', shipmentId: 7 });
    await settle(actor, 'scanning');
    enter(actor, 'TOTE', { received: '1' });
    actor.send({ type: 'receipt.review' });
    actor.send({ type: 'receipt.submit' });
    await settle(actor, 'done');
    actor.send({ type: 'receipt.receiveMore' });
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe('key-1');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });
});
