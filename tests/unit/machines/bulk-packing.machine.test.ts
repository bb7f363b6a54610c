/**
 * The bulk packing flow's rules: a scan names a line by its SKU or its item's barcode (as receiving
 * reads codes), never past the allocation; packing again keeps stored cartons and pallets by their
 * LPN; the body sends only cartons holding something and pallets holding a carton.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { packBody, packingStart, scanOutcome } from '../../../src/machines/bulk-packing/bulk-packing.logic';
import { bulkPackingMachine } from '../../../src/machines/bulk-packing/bulk-packing.machine';
import { packedStart, unpackedStart } from '../../../src/machines/bulk-packing/bulk-packing.model';
import type { PackInput, PackingStart } from '../../../src/machines/bulk-packing/bulk-packing.types';
import { bulkRow, packingOf } from '../components/bulk-fixtures';

function start(from: PackingStart) {
  const sent: PackInput[] = [];
  const actor = createActor(
    bulkPackingMachine.provide({
      actors: {
        loadPacking: fromPromise(async () => from),
        pack: fromPromise<unknown, PackInput>(async ({ input }) => sent.push(input)),
      },
    }),
    { input: { shipmentId: 9, vendorId: 1, idempotencyKey: 'k1' } },
  ).start();
  return { actor, sent };
}

describe('bulk packing', () => {
  it('reads a scan as a SKU, a UPC or its GTIN-14, and refuses past the allocation', () => {
    const context = { lines: unpackedStart.lines, cartons: [] };
    for (const code of [' mug ', '860001000016', '00860001000016', '(01)00860001000016(10)L1'])
      expect(scanOutcome(context, code)).toEqual({ lineIndex: 0 });
    expect(scanOutcome(context, '860001000023')).toEqual({
      refusal: '860001000023 is not on this shipment.',
    });
    const full = { ...context, cartons: [{ ...packedStart.cartons[0]!, contents: { 0: 2 } }] };
    expect(scanOutcome(full, 'MUG')).toEqual({ refusal: 'All 2 allocated MUG are packed already.' });
  });

  it('starts from the stored packing, keyed by LPN, with barcodes by SKU', () => {
    const start = packingStart(packingOf(bulkRow('packed')), new Map([['NWG-MUG-11', '860001000016']]));
    expect(start.lines.map((l) => [l.sku, l.allocated, l.barcode])).toEqual([
      ['NWG-MUG-11', 6, '860001000016'],
      ['NWG-TOTE-CAN', 4, null],
    ]);
    expect(start.cartons.map((c) => [c.key, c.palletKey, c.contents])).toEqual([
      ['CTN-000101', 'PLT-000103', { 0: 6 }],
      ['CTN-000102', 'PLT-000103', { 1: 4 }],
    ]);
    // Unchanged, it saves the same body it was loaded from.
    expect(packBody(start).pallets).toEqual([
      { key: 'PLT-000103', weight: 62, length: 48, width: 40, height: 50 },
    ]);
  });

  it('takes a stored carton off its pallet, drops the empty pallet and saves against the version read', async () => {
    const { actor, sent } = start(packedStart);
    await waitFor(actor, (s) => s.matches('packing'));
    actor.send({ type: 'packing.save' });
    expect(actor.getSnapshot().context.error).toBe('Nothing changed since the packing was saved.');
    actor.send({ type: 'carton.palletize', key: 'CTN-000101', palletKey: null });
    actor.send({ type: 'packing.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent[0]).toMatchObject({
      version: 5,
      body: {
        cartons: [{ key: 'CTN-000101', palletKey: null, contents: [{ lineIndex: 0, quantity: 1 }] }],
        pallets: [],
      },
    });
  });
});
