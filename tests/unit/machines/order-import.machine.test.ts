import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readOrderFile, type OrderFile, type OrderImportResult } from '../../../src/domain/order-file';
import { orderImportMachine } from '../../../src/machines/order-import/order-import.machine';
import { countOutcomes, selectOutcomes } from '../../../src/machines/order-import/order-import.selectors';
import type { SubmitOrdersInput } from '../../../src/machines/order-import/order-import.types';

const file = new File(['x'], 'orders.csv');
const sheet = readOrderFile([
  ['orderNumber', 'sku', 'quantity'],
  ['W-1', 'MUG', 1],
  ['W-2', 'MUG', 'two'],
  ['W-3', 'TOTE', 2],
]);

function start({
  read = async (): Promise<OrderFile> => sheet,
  submit = async ({ orders }: SubmitOrdersInput): Promise<OrderImportResult[]> =>
    orders.map((o, index) => ({
      index,
      orderNumber: o.orderNumber,
      outcome: 'created',
      orderId: 100 + index,
    })),
  // eslint-disable-next-line typed/no-unnecessary-type-assertion -- widens the default to allow null
  projectId = 7 as number | null,
} = {}) {
  const sent: SubmitOrdersInput[] = [];
  const actor = createActor(
    orderImportMachine.provide({
      actors: {
        readFile: fromPromise(read),
        submitOrders: fromPromise(async ({ input }: { input: SubmitOrdersInput }) => {
          sent.push(input);
          return submit(input);
        }),
      },
    }),
    { input: { target: { projectId } } },
  ).start();
  return { actor, sent };
}

describe('orders import machine', () => {
  it('reads the file, previews it, sends only the orders without problems, and shows every outcome', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(actor.getSnapshot().context.sheet?.orders).toHaveLength(3);

    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.orders.map((o) => o.orderNumber)).toEqual(['W-1', 'W-3']);
    expect(sent[0]!.target).toEqual({ projectId: 7, storeId: null, paid: true });

    const outcomes = selectOutcomes(actor.getSnapshot().context);
    expect(
      outcomes.map((o) => [o.order.orderNumber, o.result.outcome, o.result.orderId ?? null, o.sent]),
    ).toEqual([
      ['W-1', 'created', 100, true],
      ['W-2', 'invalid', null, false],
      ['W-3', 'created', 101, true],
    ]);
    expect(outcomes[1]!.result.message).toMatch(/^Not sent: quantity must be a whole number/);
    expect(countOutcomes(outcomes)).toEqual({ created: 2, replayed: 0, duplicate: 0, invalid: 1 });
  });

  it('maps the server outcome of each order back to it, whatever it is', async () => {
    const { actor } = start({
      submit: async () => [
        { index: 1, orderNumber: 'W-3', outcome: 'duplicate', orderId: 9, message: 'Taken' },
        { index: 0, orderNumber: 'W-1', outcome: 'replayed', orderId: 8 },
      ],
    });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('results'));
    const outcomes = selectOutcomes(actor.getSnapshot().context);
    expect(outcomes.map((o) => o.result.outcome)).toEqual(['replayed', 'invalid', 'duplicate']);
    expect(outcomes[2]!.result.message).toBe('Taken');
  });

  it('does not send until a storefront is chosen', async () => {
    const { actor, sent } = start({ projectId: null });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(actor.getSnapshot().can({ type: 'import.submit' })).toBe(false);
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().matches('preview')).toBe(true);

    actor.send({ type: 'target.change', target: { projectId: 3, storeId: 4 } });
    actor.send({ type: 'target.change', target: { paid: false } });
    expect(actor.getSnapshot().context.target).toEqual({ projectId: 3, storeId: 4, paid: false });
    // Another storefront has other stores.
    actor.send({ type: 'target.change', target: { projectId: 5 } });
    expect(actor.getSnapshot().context.target.storeId).toBeNull();
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(sent[0]!.target).toEqual({ projectId: 5, storeId: null, paid: false });
  });

  it('does not send a file in which no order passed', async () => {
    const { actor } = start({
      read: async () =>
        readOrderFile([
          ['orderNumber', 'sku', 'quantity'],
          ['X-1', '', 1],
        ]),
    });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(actor.getSnapshot().can({ type: 'import.submit' })).toBe(false);
  });

  it('fails on a file it cannot read, on one without the required columns, and on an empty one', async () => {
    const broken = start({
      read: async () => Promise.reject(new Error('The file cannot be read: bad quotes (row 3).')),
    });
    broken.actor.send({ type: 'file.chosen', file });
    await waitFor(broken.actor, (s) => s.matches('failed'));
    expect(broken.actor.getSnapshot().context.error).toBe('The file cannot be read: bad quotes (row 3).');

    const noSku = start({
      read: async () =>
        readOrderFile([
          ['orderNumber', 'quantity'],
          ['A', 1],
        ]),
    });
    noSku.actor.send({ type: 'file.chosen', file });
    await waitFor(noSku.actor, (s) => s.matches('failed'));
    expect(noSku.actor.getSnapshot().context.error).toBe(
      'The header row lacks the column sku. Start from the template.',
    );

    const empty = start({ read: async () => readOrderFile([['orderNumber', 'sku', 'quantity']]) });
    empty.actor.send({ type: 'file.chosen', file });
    await waitFor(empty.actor, (s) => s.matches('failed'));
    expect(empty.actor.getSnapshot().context.error).toBe('The file has no rows below its header row.');

    // Another file starts over.
    empty.actor.send({ type: 'file.chosen', file });
    await waitFor(empty.actor, (s) => s.matches('failed'));
  });

  it('keeps the preview and says why when the import call fails, so it can be sent again', async () => {
    let attempts = 0;
    const { actor } = start({
      submit: async ({ orders }) => {
        attempts += 1;
        if (attempts === 1) throw new Error('Cannot reach the server. Check your connection and try again.');
        return orders.map((o, index) => ({ index, orderNumber: o.orderNumber, outcome: 'created' as const }));
      },
    });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('preview') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(actor.getSnapshot().context.sheet?.orders).toHaveLength(3);
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores another file while sending, and starts over on reset keeping the storefront', async () => {
    let release: (r: OrderImportResult[]) => void = () => {};
    const { actor } = start({ submit: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    actor.send({ type: 'file.chosen', file: new File(['y'], 'other.csv') });
    expect(actor.getSnapshot().context.file?.name).toBe('orders.csv');
    release([]);
    await waitFor(actor, (s) => s.matches('results'));
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      file: null,
      sheet: null,
      results: null,
      target: { projectId: 7 },
    });
  });
});

describe('sending an import in parts', () => {
  it('sends at most 500 orders per call and numbers the answers across the parts', async () => {
    const { submitInParts } = await import('../../../src/api/orders.api');
    const many = readOrderFile([
      ['orderNumber', 'orderDate', 'sku', 'quantity'],
      ...Array.from({ length: 1203 }, (_, i) => [`N-${i}`, '2025-01-02', 'MUG', 1]),
    ]).orders;
    const bodies: {
      projectId: number;
      storeId?: number;
      orders: { orderNumber: string; paymentDate: string | null }[];
    }[] = [];
    const api = (async (_url: string, options: { body: (typeof bodies)[number] }) => {
      bodies.push(options.body);
      return {
        results: options.body.orders.map((o, index) => ({
          index,
          orderNumber: o.orderNumber,
          outcome: 'created',
        })),
      };
    }) as unknown as Parameters<typeof submitInParts>[0];
    const results = await submitInParts(api, {
      orders: many,
      target: { projectId: 4, storeId: 9, paid: true },
    });
    expect(bodies.map((b) => b.orders.length)).toEqual([500, 500, 203]);
    expect(bodies[0]).toMatchObject({ projectId: 4, storeId: 9 });
    expect(bodies[0]!.orders[0]!.paymentDate).toBe('2025-01-02T12:00:00.000Z');
    expect(results).toHaveLength(1203);
    expect(results[1000]).toMatchObject({ index: 1000, orderNumber: 'N-1000' });
  });
});
