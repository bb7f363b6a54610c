/**
 * The receiving flow's model for generated paths (flow-model.ts): a purchase-order batch of two lines
 * (MUG-11: 10 expected, TOTE: 4, its item's barcode 012345678905) with a 10 % tolerance, opened
 * from its purchase order, directly, or to resume its draft (the purchase order's "Resume
 * receiving"). At most one entry is counted at a time, so the states stay few: 11 MUG-11 is over
 * within the tolerance, 11 TOTE beyond it. A scan counts one unit (a second scan of MUG-11 two);
 * 'NOPE' is refused.
 */
import { SHIPMENT_STATUS } from '../../domain/warehouse-shipment.lifecycle';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { receivingMachine } from './receiving.machine';
import type { LoadedShipment, ReceiptEntry, ReceivableShipment, ReceivingEvent } from './receiving.types';

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
  orderStatus: SHIPMENT_STATUS.Open,
  vendorId: 1,
  toWarehouseId: 3,
  fromWarehouseId: null,
  purchaseOrderId: 1,
  expectedDate: null,
  version: 1,
  items: [line('MUG-11', 10), { ...line('TOTE', 4), barcode: '012345678905' }],
};

const draftEntry: ReceiptEntry = {
  lineIndex: 0,
  received: 2,
  damaged: 0,
  quarantine: 0,
  location: 'A-1',
  lotNumber: '',
  lpn: '',
  expirationDate: '',
};

const loaded = (withDraft: boolean): LoadedShipment => ({
  shipment,
  tolerancePercent: 10,
  draft: withDraft ? { shipmentId: 7, entries: [draftEntry], closeShort: [] } : null,
  sentLots: [],
});

/** A refusal as the implementations hand it on: the server's message and its error code. */
const refusal = (message: string, error: string) =>
  asCallFailure(Object.assign(new Error(message), { data: { error, message } }));

export const receivingModel = defineFlowModel({
  machine: receivingMachine,
  inputs: [
    { purchaseOrderId: 1, canOverReceive: false, idempotencyKey: 'key-1' },
    { shipmentId: 7, canOverReceive: false, idempotencyKey: 'key-1' },
    { shipmentId: 7, purchaseOrderId: 1, resume: true, canOverReceive: false, idempotencyKey: 'key-1' },
  ],
  events: ({ context }): ReceivingEvent[] => {
    const none = context.entries.length === 0;
    // Each scan counts a unit: offered until the line being counted has 2, so the states stay few.
    const scans = none && (context.current?.received ?? 0) < 2;
    return [
      { type: 'shipment.choose', shipmentId: 7 },
      { type: 'shipment.choose', shipmentId: 7, resume: true },
      { type: 'draft.resume' },
      { type: 'draft.discard' },
      ...(scans
        ? ([
            { type: 'receipt.lineScanned', code: ' mug-11 ' },
            { type: 'receipt.lineScanned', code: 'NOPE' },
          ] as const)
        : []),
      ...(none
        ? ([{ type: 'receipt.linePicked', lineIndex: 1 }] as const)
        : ([{ type: 'entry.remove', index: 0 }] as const)),
      { type: 'line.toggleCloseShort', lineIndex: 1 },
      { type: 'entry.edit', field: 'received', value: '11' },
      { type: 'entry.save' },
      { type: 'entry.cancel' },
      { type: 'receipt.review' },
      { type: 'receipt.back' },
      { type: 'receipt.submit' },
      { type: 'receipt.confirmOverReceipt' },
      { type: 'receipt.receiveMore' },
      { type: 'load.retry' },
    ];
  },
  answers: {
    loadChoices: { output: [[shipment]], error: [new Error('Cannot reach the server.')] },
    loadShipment: { output: [loaded(false), loaded(true)], error: [new Error('Not found')] },
    commit: {
      output: [{ ...shipment, orderStatus: SHIPMENT_STATUS.Shipped }],
      error: [refusal('More than expected', 'over_receipt'), new Error('Not enough stock')],
    },
  },
  facets: (s) => ({
    shipmentId: s.context.shipmentId,
    resume: s.context.resume,
    entries: s.context.entries.map((e) => [e.lineIndex, e.received]),
    closeShort: s.context.closeShort,
    current: s.context.current && [s.context.current.lineIndex, s.context.current.received],
    draft: s.context.draft !== null,
    confirmed: s.context.overReceiptConfirmed,
    result: s.matches('done') ? s.context.result?.orderStatus : undefined,
  }),
});
