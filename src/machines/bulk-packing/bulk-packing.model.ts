/**
 * The packing flow's model for generated paths (flow-model.ts): one line of 2 allocated mugs (barcode
 * 860001000016), starting unpacked or with one stored carton of 1 mug on a stored pallet. A third scan
 * of the mug and a code of no line are refused; a negative weight is not stored.
 */
import { ssccFor } from '../../domain/gs1';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { hasChanges, unitsIn } from './bulk-packing.logic';
import { bulkPackingMachine } from './bulk-packing.machine';
import type { BulkPackingEvent, PackingStart } from './bulk-packing.types';

const lines = [{ lineIndex: 0, sku: 'MUG', name: 'Mug', allocated: 2, barcode: '860001000016' }];
const measures = { weight: null, length: null, width: null, height: null };

export const unpackedStart: PackingStart = { version: 4, lines, cartons: [], pallets: [] };
export const packedStart: PackingStart = {
  version: 5,
  lines,
  cartons: [
    {
      key: 'CTN-000101',
      lpn: 'CTN-000101',
      sscc: ssccFor(101),
      contents: { 0: 1 },
      palletKey: 'PLT-000102',
      ...measures,
    },
  ],
  pallets: [{ key: 'PLT-000102', lpn: 'PLT-000102', sscc: ssccFor(102), ...measures }],
};

const conflict = Object.assign(asCallFailure(new Error('The shipment changed meanwhile.')), { status: 409 });

export const bulkPackingModel = defineFlowModel({
  machine: bulkPackingMachine,
  inputs: [{ shipmentId: 9, vendorId: 1, idempotencyKey: 'key-1' }],
  events: ({ context }): BulkPackingEvent[] => {
    const carton = context.cartons[0]?.key ?? 'none';
    const pallet = context.pallets[0]?.key ?? 'none';
    return [
      { type: 'carton.open' },
      { type: 'item.scan', code: '860001000016' },
      { type: 'item.scan', code: 'NOPE-1' },
      { type: 'item.remove', lineIndex: 0 },
      { type: 'carton.close' },
      { type: 'carton.discard' },
      { type: 'carton.reopen', key: carton },
      { type: 'carton.remove', key: carton },
      { type: 'carton.palletize' },
      { type: 'carton.palletize', key: carton, palletKey: null },
      { type: 'carton.palletize', key: carton, palletKey: pallet },
      { type: 'carton.measure', key: carton, field: 'weight', value: 12.5 },
      { type: 'carton.measure', key: carton, field: 'weight', value: -1 },
      { type: 'pallet.measure', key: pallet, field: 'weight', value: 40 },
      { type: 'packing.save' },
      { type: 'packing.reload' },
      { type: 'load.retry' },
    ];
  },
  answers: {
    loadPacking: {
      output: [unpackedStart, packedStart],
      error: [new Error('Cannot reach the server.')],
    },
    pack: { output: [{}], error: [conflict, new Error('Something went wrong.')] },
  },
  facets: ({ context }) => ({
    cartons: context.cartons.map((c) => [
      unitsIn(c),
      context.pallets.findIndex((p) => p.key === c.palletKey),
      Boolean(c.lpn),
    ]),
    pallets: context.pallets.map((p) => Boolean(p.lpn)),
    // Weights are left out: no guard reads them, and each would multiply the states.
    open: context.cartons.findIndex((c) => c.key === context.openKey),
    closed: context.cartons.findIndex((c) => c.key === context.closedKey),
    changed: context.lines.length > 0 && hasChanges(context),
  }),
  limit: 20_000,
});
