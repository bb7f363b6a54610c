/**
 * The return label flow's model for generated paths (flow-model.ts): a shipped order of two lines
 * (2 of MUG and 1 of TOTE may come back), or one with nothing left; started from the picker or from
 * the route's order. Asking for 5 MUG, or no carrier, is refused before anything is sent.
 */
import { ORDER_STATUS } from '../../domain/order.lifecycle';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { detailProblems } from './return-label.logic';
import { returnLabelMachine } from './return-label.machine';
import type { LabelEvent, OrderChoice, ReturnableOrder } from './return-label.types';

const line = (lineIndex: number, sku: string, returnable: number) => ({
  lineIndex,
  sku,
  name: sku,
  wmsSku: `NWG-${sku}`,
  vendorProductId: 11 + lineIndex,
  shipped: returnable,
  returned: 0,
  returnable,
});

const order: ReturnableOrder = {
  order: {
    id: 7,
    orderNumber: 'NWG-10427',
    orderStatus: ORDER_STATUS.shipped,
    vendorId: 1,
    warehouseId: 2,
    shipDate: '2025-05-01T10:00:00Z',
    carrierCode: 'ups',
    serviceCode: 'ups_ground',
    trackingNumber: '1Z1',
    shipmentAddress: { name: 'Ava Chen' },
  },
  lines: [line(0, 'MUG', 2), line(1, 'TOTE', 1)],
};
const nothingLeft: ReturnableOrder = { ...order, lines: order.lines.map((l) => ({ ...l, returnable: 0 })) };

export const returnLabelModel = defineFlowModel({
  machine: returnLabelMachine,
  inputs: [{ idempotencyKey: 'key-1' }, { orderId: 7, idempotencyKey: 'key-1' }],
  events: (): LabelEvent[] => [
    { type: 'search.change', text: 'NWG-104' },
    { type: 'order.choose', orderId: 7 },
    { type: 'order.change' },
    { type: 'line.set', lineIndex: 0, quantity: 2 },
    { type: 'line.set', lineIndex: 0, quantity: 5 },
    { type: 'lines.all' },
    { type: 'lines.next' },
    { type: 'details.back' },
    { type: 'details.set', field: 'carrierCode', value: '' },
    { type: 'details.set', field: 'carrierCode', value: 'ups' },
    { type: 'details.submit' },
    { type: 'label.retry' },
  ],
  answers: {
    searchOrders: {
      output: [[{ id: 7, orderNumber: 'NWG-10427' } as OrderChoice]],
      error: [new Error('Offline')],
    },
    loadOrder: { output: [order, nothingLeft], error: [new Error('Not found')] },
    createReturn: {
      output: [{ id: 42, trackingNumber: 'RMA00000042' }],
      error: [
        Object.assign(asCallFailure(new Error('Too many')), {
          status: 400,
          fields: { 'lines[0].quantity': 'Too many' },
        }),
        new Error('The server answered 503.'),
      ],
    },
    fetchLabel: { output: [new Blob(['%PDF-1.3'])], error: [new Error('The server answered 503.')] },
  },
  facets: (s) => ({
    orderId: s.context.orderId,
    order: s.context.order !== null,
    quantities: s.context.quantities,
    detailsValid: Object.keys(detailProblems(s.context.details)).length === 0,
  }),
});
