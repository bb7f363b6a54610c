/**
 * The return confirm flow's model for generated paths (flow-model.ts): a return of 2 MUG and 1 TOTE,
 * alone or beside another of the same order, or one that arrived in full; opened from the order, from
 * the return, or with neither. Restocking 9 MUG is refused before anything is sent.
 */
import type { OrderReturnRow } from '../../domain/order-return';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { returnConfirmMachine } from './return-confirm.machine';
import type { ConfirmEvent } from './return-confirm.types';

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
const other: OrderReturnRow = { ...open, id: 6, trackingNumber: 'RMA00000006' };
const full: OrderReturnRow = {
  ...open,
  items: [line('MUG', 2, 2), line('TOTE', 1, 1)],
  confirmation: 'full',
};

export const returnConfirmModel = defineFlowModel({
  machine: returnConfirmMachine,
  inputs: [
    { idempotencyKey: 'key-9' },
    { orderId: 7, idempotencyKey: 'key-9' },
    { orderReturnId: 5, idempotencyKey: 'key-9' },
  ],
  events: (): ConfirmEvent[] => [
    { type: 'search.change', text: 'RMA00000005' },
    { type: 'return.choose', orderReturnId: 5 },
    { type: 'return.change' },
    { type: 'entry.set', index: 0, field: 'restock', value: 2 },
    { type: 'entry.set', index: 0, field: 'restock', value: 9 },
    { type: 'entries.restockAll' },
    { type: 'location.set', value: 'R-1' },
    { type: 'receipt.review' },
    { type: 'receipt.back' },
    { type: 'receipt.submit' },
    { type: 'load.retry' },
  ],
  answers: {
    loadChoices: { output: [[open], [open, other]], error: [new Error('The server answered 503.')] },
    loadReturn: { output: [open, full], error: [new Error('Not found')] },
    commit: {
      output: [{ ...open, confirmation: 'partial' }],
      error: [
        Object.assign(asCallFailure(new Error('Someone else received it.')), { status: 409 }),
        new Error('The server answered 503.'),
      ],
    },
  },
  facets: (s) => ({
    orderReturnId: s.context.orderReturnId,
    searched: s.context.search !== '',
    orderReturn: s.context.orderReturn !== null,
    entries: s.context.entries,
  }),
});
