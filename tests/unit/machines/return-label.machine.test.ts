/**
 * The return label flow through its actor: searching shipped orders (debounced), starting from the
 * route's order, an order with nothing left to return, line quantities checked against what may
 * come back, carrier and service required, creating once with the flow's Idempotency-Key, a line the
 * server refuses shown on its line, and the label fetched at the end.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderReturnRow } from '../../../src/domain/order-return';
import { returnLabelMachine } from '../../../src/machines/return-label/return-label.machine';
import type {
  CreateReturnInput,
  OrderChoice,
  ReturnableOrder,
} from '../../../src/machines/return-label/return-label.types';

const returnable: ReturnableOrder = {
  order: {
    id: 7,
    orderNumber: 'NWG-10427',
    orderStatus: 'shipped',
    vendorId: 1,
    warehouseId: 2,
    shipDate: '2025-05-01T10:00:00Z',
    carrierCode: 'ups',
    serviceCode: 'ups_ground',
    trackingNumber: '1Z1',
    shipmentAddress: { name: 'Ava Chen' },
  },
  lines: [
    {
      lineIndex: 0,
      sku: 'MUG',
      name: 'Mug',
      wmsSku: 'NWG-MUG',
      vendorProductId: 11,
      shipped: 3,
      returned: 1,
      returnable: 2,
    },
    {
      lineIndex: 1,
      sku: 'TOTE',
      name: 'Tote',
      wmsSku: 'NWG-TOTE',
      vendorProductId: 12,
      shipped: 1,
      returned: 0,
      returnable: 1,
    },
  ],
};
const created = { id: 42, trackingNumber: 'RMA00000042' } as OrderReturnRow;
const choice = { id: 7, orderNumber: 'NWG-10427' } as OrderChoice;

function start(
  options: {
    orderId?: number;
    order?: ReturnableOrder;
    createReturn?: (input: CreateReturnInput) => Promise<OrderReturnRow>;
    search?: (input: { search: string }) => Promise<OrderChoice[]>;
  } = {},
) {
  const searchOrders = vi.fn(options.search ?? (async () => [choice]));
  const createReturn = vi.fn(options.createReturn ?? (async () => created));
  const fetchLabel = vi.fn(async () => new Blob(['%PDF-1.3']));
  const actor = createActor(
    returnLabelMachine.provide({
      actors: {
        searchOrders: fromPromise<OrderChoice[], { search: string }>(({ input }) => searchOrders(input)),
        loadOrder: fromPromise(async () => options.order ?? returnable),
        createReturn: fromPromise<OrderReturnRow, CreateReturnInput>(({ input }) => createReturn(input)),
        fetchLabel: fromPromise<Blob, { id: number }>(() => fetchLabel()),
      },
      delays: { searchDebounce: 0 },
    }),
    { input: { orderId: options.orderId, idempotencyKey: 'key-1' } },
  ).start();
  return { actor, searchOrders, createReturn, fetchLabel };
}

describe('return label', () => {
  it('searches shipped orders, then goes through lines and details to the created label', async () => {
    const { actor, searchOrders, createReturn, fetchLabel } = start();
    await waitFor(actor, (s) => s.matches({ choosingOrder: 'idle' }));
    expect(actor.getSnapshot().context.choices).toEqual([choice]);
    actor.send({ type: 'search.change', text: 'NWG-104' });
    await waitFor(actor, (s) => searchOrders.mock.calls.length === 2 && s.matches({ choosingOrder: 'idle' }));
    expect(searchOrders).toHaveBeenLastCalledWith({ search: 'NWG-104' });

    actor.send({ type: 'order.choose', orderId: 7 });
    await waitFor(actor, (s) => s.matches('choosingLines'));
    // The order's own carrier is proposed, with its first service.
    expect(actor.getSnapshot().context.details).toEqual({
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      notes: '',
    });
    actor.send({ type: 'line.set', lineIndex: 0, quantity: 2 });
    actor.send({ type: 'lines.next' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    actor.send({ type: 'details.set', field: 'carrierCode', value: 'usps' });
    expect(actor.getSnapshot().context.details.serviceCode).toBe('usps_ground_advantage');
    actor.send({ type: 'details.set', field: 'notes', value: '  Wrong size ' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ done: 'ready' }));
    expect(createReturn).toHaveBeenCalledWith({
      idempotencyKey: 'key-1',
      body: {
        orderId: 7,
        carrierCode: 'usps',
        serviceCode: 'usps_ground_advantage',
        lines: [{ lineIndex: 0, quantity: 2 }],
        notes: 'Wrong size',
      },
    });
    expect(fetchLabel).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.created).toBe(created);
    expect(actor.getSnapshot().context.label).toBeInstanceOf(Blob);
  });

  it('starts from the route’s order and checks the quantities before going on', async () => {
    const { actor, searchOrders } = start({ orderId: 7 });
    await waitFor(actor, (s) => s.matches('choosingLines'));
    expect(searchOrders).not.toHaveBeenCalled();
    actor.send({ type: 'lines.next' });
    expect(actor.getSnapshot().context.problems).toEqual({
      lines: expect.stringMatching(/at least one line/),
    });
    actor.send({ type: 'line.set', lineIndex: 0, quantity: 3 });
    actor.send({ type: 'lines.next' });
    expect(actor.getSnapshot().matches('choosingLines')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ 0: 'At most 2 can be returned.' });
    actor.send({ type: 'lines.all' });
    expect(actor.getSnapshot().context.quantities).toEqual({ 0: 2, 1: 1 });
    actor.send({ type: 'lines.next' });
    actor.send({ type: 'details.set', field: 'serviceCode', value: '' });
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(actor.getSnapshot().context.problems.serviceCode).toBe('Service is required');
    actor.send({ type: 'details.back' });
    actor.send({ type: 'order.change' });
    expect(actor.getSnapshot().context.order).toBeNull();
    await waitFor(actor, (s) => s.matches({ choosingOrder: 'idle' }));
  });

  it('says so when everything that shipped is already on returns', async () => {
    const nothing = { ...returnable, lines: returnable.lines.map((l) => ({ ...l, returnable: 0 })) };
    const { actor } = start({ orderId: 7, order: nothing });
    await waitFor(actor, (s) => s.matches('choosingOrder'));
    expect(actor.getSnapshot().context.error).toMatch(/already on returns/);
  });

  it('shows a line the server refuses on that line, and keeps the key for the retry', async () => {
    const refusal = Object.assign(new Error('Some lines cannot be returned.'), {
      status: 400,
      fields: { 'lines[1].quantity': 'At most 0 of TOTE can be returned' },
    });
    const createReturn = vi
      .fn<(input: CreateReturnInput) => Promise<OrderReturnRow>>()
      .mockRejectedValueOnce(refusal);
    createReturn.mockResolvedValue(created);
    const { actor } = start({ orderId: 7, createReturn });
    await waitFor(actor, (s) => s.matches('choosingLines'));
    actor.send({ type: 'lines.all' });
    actor.send({ type: 'lines.next' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('choosingLines') && s.context.error !== null);
    expect(actor.getSnapshot().context.problems).toEqual({ 1: 'At most 0 of TOTE can be returned' });
    actor.send({ type: 'line.set', lineIndex: 1, quantity: 0 });
    actor.send({ type: 'lines.next' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(createReturn.mock.calls.map(([input]) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
