import { describe, expect, it } from 'vitest';
import {
  arrivalOf,
  batchLineErrors,
  batchLinesOf,
  closeShort,
  editLineErrors,
  nextBatchNumber,
  purchaseOrderProgress,
  type BatchLike,
  type OrderLine,
} from '../../../src/domain/purchase-order.progress';
import { formatMinor } from '../../../src/domain/money';
import { orderTotalsMinor, totalsMinor } from '../../../src/domain/purchase-order.totals';

const lines: OrderLine[] = [
  { sku: 'MUG', name: 'Mug', quantity: 10, unitPrice: 2.5, vendorProductId: 1 },
  { sku: 'TOTE', name: 'Tote', quantity: 5, unitPrice: 4, vendorProductId: 2 },
];
const line = (poLineIndex: number, quantity: number, more: object = {}) => ({
  sku: lines[poLineIndex]!.sku,
  vendorProductId: lines[poLineIndex]!.vendorProductId,
  quantity,
  poLineIndex,
  ...more,
});

describe('purchase order progress', () => {
  const batches: BatchLike[] = [
    { orderStatus: 'Received', items: [line(0, 6, { receivedQuantity: 5, rejectedQuantity: 1 })] },
    { orderStatus: 'Shipped', items: [line(0, 4, { cancelledQuantity: 1 }), line(1, 2)] },
    { orderStatus: 'Cancelled', items: [line(1, 3, { cancelledQuantity: 3 })] },
  ];

  it('counts scheduled (not cancelled, less closed short), received, rejected and what is left', () => {
    const [mug, tote] = purchaseOrderProgress(lines, batches);
    expect(mug).toMatchObject({
      ordered: 10,
      scheduled: 9,
      received: 5,
      rejected: 1,
      cancelled: 0,
      unscheduled: 1,
    });
    expect(tote).toMatchObject({ ordered: 5, scheduled: 2, received: 0, unscheduled: 3 });
  });

  it('places lines made before batches carried poLineIndex by their item', () => {
    const old = [{ orderStatus: 'Open', items: [{ sku: 'tote', quantity: 2 }] }];
    expect(purchaseOrderProgress(lines, old)[1]!.scheduled).toBe(2);
  });

  it('tells how much of the order arrived', () => {
    expect(arrivalOf(purchaseOrderProgress(lines, []))).toBe('none');
    expect(arrivalOf(purchaseOrderProgress(lines, batches))).toBe('some');
    const all = [
      {
        orderStatus: 'Received',
        items: [line(0, 10, { receivedQuantity: 10 }), line(1, 5, { rejectedQuantity: 5 })],
      },
    ];
    expect(arrivalOf(purchaseOrderProgress(lines, all))).toBe('all');
  });
});

describe('a new batch', () => {
  const progress = purchaseOrderProgress(lines, [{ orderStatus: 'Open', items: [line(0, 8)] }]);

  it('may take what is left of each line, named once', () => {
    expect(
      batchLineErrors(progress, [
        { poLineIndex: 0, quantity: 2 },
        { poLineIndex: 1, quantity: 5 },
      ]),
    ).toEqual({});
    expect(
      batchLineErrors(progress, [
        { poLineIndex: 0, quantity: 3 },
        { poLineIndex: 1, quantity: 1 },
        { poLineIndex: 1, quantity: 1 },
        { poLineIndex: 4, quantity: 1 },
      ]),
    ).toEqual({
      'lines[0].quantity': 'Only 2 of MUG are left to schedule (10 ordered, 8 in batches)',
      'lines[2].poLineIndex': 'TOTE is named twice; give it one quantity',
      'lines[3].poLineIndex': 'The order has no line 5',
    });
    expect(batchLineErrors(progress, [{ poLineIndex: 1, quantity: 0 }])).toEqual({
      lines: 'Give at least one line a quantity',
    });
  });

  it('has the line shape receiving reads, without empty lines, numbered after the order', () => {
    expect(
      batchLinesOf(lines, [
        { poLineIndex: 1, quantity: 3 },
        { poLineIndex: 0, quantity: 0 },
      ]),
    ).toEqual([
      {
        sku: 'TOTE',
        name: 'Tote',
        vendorProductId: 2,
        quantity: 3,
        poLineIndex: 1,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        cancelledQuantity: 0,
      },
    ]);
    expect(nextBatchNumber('PO-1', [])).toBe('PO-1-B1');
    expect(nextBatchNumber('PO-1', [{ orderNumber: 'PO-1-B1' }, { orderNumber: 'PO-1-B4' }])).toBe('PO-1-B5');
    expect(nextBatchNumber('PO-1', [{ orderNumber: 'OLD-NAME' }])).toBe('PO-1-B2');
  });

  it('closes short what has not arrived', () => {
    expect(closeShort(line(0, 10, { receivedQuantity: 6, rejectedQuantity: 1 }))).toMatchObject({
      cancelledQuantity: 3,
    });
    const full = line(0, 2, { receivedQuantity: 2 });
    expect(closeShort(full)).toBe(full);
  });
});

describe('an edit of an order with batches', () => {
  const progress = purchaseOrderProgress(lines, [{ orderStatus: 'Open', items: [line(0, 6)] }]);

  it('keeps a batched line in place, with its item and at least its batched quantity', () => {
    expect(editLineErrors(lines, progress, [{ ...lines[0]!, quantity: 6 }, lines[1]!])).toEqual({});
    expect(editLineErrors(lines, progress, [{ ...lines[0]!, quantity: 5 }])).toEqual({
      'items[0].quantity': 'At least 6: batches hold or brought that many already',
    });
    expect(Object.keys(editLineErrors(lines, progress, [lines[1]!]))).toEqual(['items[0].sku']);
    expect(Object.keys(editLineErrors(lines, progress, []))).toEqual(['items']);
  });
});

describe('totals', () => {
  it('add lines and fees in cents', () => {
    const totals = totalsMinor({
      lines: [
        { quantity: 3, unitPrice: 110 },
        { quantity: 7, unitPrice: null },
      ],
      shippingFee: 1250,
      otherFees: 5,
    });
    expect(totals).toEqual({ lines: 330, fees: 1255, total: 1585 });
    expect(formatMinor(totals.total)).toBe('$15.85');
  });

  it('read an order as the API answers it (amounts with cents) without float drift', () => {
    const order = {
      items: [
        { quantity: 3, unitPrice: 0.1 },
        { quantity: 1, unitPrice: 0.2 },
      ],
      shippingFee: 0.7,
      otherFees: 0,
    };
    expect(orderTotalsMinor(order)).toEqual({ lines: 50, fees: 70, total: 120 });
  });
});
