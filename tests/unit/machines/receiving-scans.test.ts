/**
 * Issue 13 item 11: receiving counts scans. Each scan of a line's SKU, or of a UPC/GS1-128 barcode
 * that carries it, adds one unit; a quantity can still be typed; a code of no line is refused with a
 * message and a counted miss (the screen's flash); a scan of another line adds the line being counted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readScan, scanMatchesSku } from '../../../src/domain/barcode';
import { receivingMachine } from '../../../src/machines/receiving/receiving.machine';
import type { LoadedShipment, ReceivableShipment } from '../../../src/machines/receiving/receiving.types';

const line = (sku: string, quantity: number) => ({
  sku,
  name: sku,
  quantity,
  receivedQuantity: 0,
  rejectedQuantity: 0,
  cancelledQuantity: 0,
});

const shipment: ReceivableShipment = {
  id: 7,
  type: 2,
  orderNumber: 'PO-1-B7',
  orderStatus: 'Open',
  vendorId: 1,
  toWarehouseId: 3,
  fromWarehouseId: null,
  purchaseOrderId: 1,
  expectedDate: null,
  version: 1,
  items: [line('MUG-11', 10), line('TOTE', 4), line('00012345678905', 6)],
};

async function scanning() {
  const machine = receivingMachine.provide({
    actors: {
      loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async () => ({
        shipment,
        tolerancePercent: 0,
        draft: null,
      })),
    },
  });
  const actor = createActor(machine, {
    input: { shipmentId: 7, canOverReceive: false, idempotencyKey: 'k' },
  }).start();
  await waitFor(actor, (s) => s.matches('scanning'));
  const scan = (code: string) => actor.send({ type: 'receipt.lineScanned', code });
  return { actor, scan, context: () => actor.getSnapshot().context };
}

describe('scanning counts units', () => {
  it('each scan of a SKU adds one; a typed quantity replaces the count', async () => {
    const { actor, scan, context } = await scanning();
    scan('mug-11');
    expect(actor.getSnapshot().value).toBe('entering');
    expect(context().current).toMatchObject({ lineIndex: 0, received: 1 });
    scan('MUG-11');
    scan(' mug-11 ');
    expect(context().current?.received).toBe(3);
    actor.send({ type: 'entry.edit', field: 'received', value: '8' });
    scan('MUG-11');
    expect(context().current?.received).toBe(9);
    actor.send({ type: 'entry.save' });
    expect(context().entries).toEqual([expect.objectContaining({ lineIndex: 0, received: 9 })]);
  });

  it('a scan of another line adds the line being counted and opens that one', async () => {
    const { actor, scan, context } = await scanning();
    scan('MUG-11');
    scan('MUG-11');
    scan('TOTE');
    expect(actor.getSnapshot().value).toBe('entering');
    expect(context().entries).toEqual([expect.objectContaining({ lineIndex: 0, received: 2 })]);
    expect(context().current).toMatchObject({ lineIndex: 1, received: 1 });
  });

  it('refuses a code of no line with a message and a counted miss, keeping the count', async () => {
    const { actor, scan, context } = await scanning();
    scan('NOPE-1');
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(context().notice).toBe('No line for NOPE-1 on this shipment.');
    expect(context().scanMisses).toBe(1);
    scan('MUG-11');
    expect(context().notice).toBeNull();
    scan('BOGUS');
    expect(context().notice).toBe('No line for BOGUS on this shipment.');
    expect(context().scanMisses).toBe(2);
    expect(context().current).toMatchObject({ lineIndex: 0, received: 1 });
  });

  it('maps a UPC and a GS1-128 barcode to their line, with the lot and expiry it carries', async () => {
    const { scan, context } = await scanning();
    scan('012345678905'); // UPC-A of GTIN 00012345678905
    expect(context().current).toMatchObject({ lineIndex: 2, received: 1 });
    scan('(01)00012345678905(10)L24(17)271231');
    expect(context().current).toMatchObject({ lineIndex: 2, received: 2 });
    scan(']C1240MUG-11\x1d10LOT7\x1d17270600');
    expect(context().entries.at(-1)).toMatchObject({ lineIndex: 2, received: 2 });
    expect(context().current).toMatchObject({
      lineIndex: 0,
      received: 1,
      lotNumber: 'LOT7',
      expirationDate: '2027-06-30',
    });
  });
});

describe('reading a scan', () => {
  it('reads plain codes, GTINs and GS1-128 element strings', () => {
    expect(readScan(' MUG-11 ')).toEqual({ codes: ['MUG-11'] });
    expect(scanMatchesSku(readScan('012345678905'), '00012345678905')).toBe(true);
    expect(readScan('(01)00012345678905(10)L24(17)271231')).toEqual({
      codes: ['00012345678905'],
      lotNumber: 'L24',
      expirationDate: '2027-12-31',
    });
    expect(readScan(']C10100012345678905' + '10ABC\x1d' + '240MUG-11')).toEqual({
      codes: ['MUG-11', '00012345678905'],
      lotNumber: 'ABC',
    });
    expect(scanMatchesSku(readScan('4006381333931'), '04006381333931')).toBe(true);
    expect(scanMatchesSku(readScan('MUG-12'), 'MUG-11')).toBe(false);
  });
});

describe('scanning an item’s barcode (the item carries one)', () => {
  const barcoded: ReceivableShipment = {
    ...shipment,
    items: [
      { ...line('NWG-MUG-11', 10), barcode: '860001000016' },
      { ...line('NWG-TOTE-CAN', 4), barcode: '860001000023' },
      line('NWG-BOX-SM', 20),
    ],
  };

  async function counting(loaded: Partial<LoadedShipment> = {}, input = {}) {
    const machine = receivingMachine.provide({
      actors: {
        loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async () => ({
          shipment: barcoded,
          tolerancePercent: 0,
          draft: null,
          ...loaded,
        })),
      },
    });
    const actor = createActor(machine, {
      input: { shipmentId: 7, canOverReceive: false, idempotencyKey: 'k', ...input },
    }).start();
    await waitFor(actor, (s) => s.matches('scanning') || s.matches('resumePrompt'));
    return actor;
  }

  it('each scan of the barcode adds one to the line of that item', async () => {
    const actor = await counting();
    const scan = (code: string) => actor.send({ type: 'receipt.lineScanned', code });
    scan('860001000023');
    expect(actor.getSnapshot().context.current).toMatchObject({ lineIndex: 1, received: 1 });
    // The same item as EAN-13 and inside a GS1-128 label: still that line, one more each.
    scan('0860001000023');
    scan('(01)00860001000023(10)B7');
    expect(actor.getSnapshot().context.current).toMatchObject({ lineIndex: 1, received: 3 });
    // The other item's barcode adds the count so far and opens its line.
    scan('860001000016');
    expect(actor.getSnapshot().context.entries).toEqual([
      expect.objectContaining({ lineIndex: 1, received: 3 }),
    ]);
    expect(actor.getSnapshot().context.current).toMatchObject({ lineIndex: 0, received: 1 });
    // The SKU still counts, and a barcode of no line is refused with the visual cue.
    scan('NWG-MUG-11');
    expect(actor.getSnapshot().context.current).toMatchObject({ lineIndex: 0, received: 2 });
    scan('860001000030');
    expect(actor.getSnapshot().context.notice).toBe('No line for 860001000030 on this shipment.');
    expect(actor.getSnapshot().context.scanMisses).toBe(1);
    expect(actor.getSnapshot().context.current).toMatchObject({ lineIndex: 0, received: 2 });
  });
});

describe('resuming a receipt in progress', () => {
  const draft = {
    shipmentId: 7,
    entries: [
      {
        lineIndex: 0,
        received: 3,
        damaged: 0,
        quarantine: 0,
        location: 'A-1',
        lotNumber: '',
        lpn: '',
        expirationDate: '',
      },
    ],
    closeShort: [],
  };
  const start = async (input: { resume?: boolean }) => {
    const machine = receivingMachine.provide({
      actors: {
        loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async () => ({
          shipment,
          tolerancePercent: 0,
          draft,
        })),
      },
    });
    const actor = createActor(machine, {
      input: { shipmentId: 7, purchaseOrderId: 1, canOverReceive: false, idempotencyKey: 'k', ...input },
    }).start();
    await waitFor(actor, (s) => s.matches('scanning') || s.matches('resumePrompt'));
    return actor.getSnapshot();
  };

  it('opened to resume (the purchase order’s one click), it goes on with the draft at once', async () => {
    const snapshot = await start({ resume: true });
    expect(snapshot.value).toBe('scanning');
    expect(snapshot.context.entries).toEqual(draft.entries);
  });

  it('chosen among the purchase order’s shipments as "Resume receiving", it goes on at once too', async () => {
    const machine = receivingMachine.provide({
      actors: {
        loadChoices: fromPromise<ReceivableShipment[], { purchaseOrderId: number }>(async () => [
          { ...shipment, receiptInProgress: true },
        ]),
        loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async () => ({
          shipment,
          tolerancePercent: 0,
          draft,
        })),
      },
    });
    const actor = createActor(machine, {
      input: { purchaseOrderId: 1, canOverReceive: false, idempotencyKey: 'k' },
    }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'shipment.choose', shipmentId: 7, resume: true });
    await waitFor(actor, (s) => s.matches('scanning') || s.matches('resumePrompt'));
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(actor.getSnapshot().context.entries).toEqual(draft.entries);
  });

  it('opened otherwise, it asks first', async () => {
    const snapshot = await start({});
    expect(snapshot.value).toBe('resumePrompt');
    expect(snapshot.context.entries).toEqual([]);
  });
});
