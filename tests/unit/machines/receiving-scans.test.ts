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
