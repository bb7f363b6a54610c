import { describe, expect, it } from 'vitest';
import {
  importOrderBody,
  orderDateOf,
  orderTemplateCells,
  readOrderFile,
  sendableOrders,
} from '../../../src/domain/order-file';

const header = [
  'orderNumber',
  'orderDate',
  'customerEmail',
  'shipToName',
  'shipToAddress1',
  'shipToCity',
  'shipToState',
  'shipToPostcode',
  'shipToCountry',
  'requestedService',
  'sku',
  'quantity',
  'unitPrice',
];

describe('reading an orders file', () => {
  it('groups the rows of one order number into one order with its lines', () => {
    const file = readOrderFile([
      header,
      [
        'WEB-1',
        '2025-03-05',
        'Olivia@Example.com',
        'Olivia',
        '1 Main St',
        'Austin',
        'TX',
        '78701',
        'us',
        'Standard',
        'MUG',
        '2',
        '18.70',
      ],
      ['WEB-1', '', '', '', '', '', '', '', '', '', 'TOTE', 1, ''],
      [
        'WEB-2',
        '3/6/2025',
        'max@example.com',
        'Max',
        '2 Oak Rd',
        'Reno',
        'NV',
        '89501',
        'US',
        'Expedited',
        'MUG',
        '1,000',
        '$1,234.5',
      ],
    ]);
    expect(file.rowCount).toBe(3);
    expect(file.orders.map((o) => o.orderNumber)).toEqual(['WEB-1', 'WEB-2']);
    const [first, second] = file.orders;
    expect(first!.lines).toEqual([2, 3]);
    expect(first!.problems).toEqual([]);
    expect(first!.input).toEqual({
      orderNumber: 'WEB-1',
      orderDate: '2025-03-05T12:00:00.000Z',
      customerEmail: 'olivia@example.com',
      shipmentAddress: {
        name: 'Olivia',
        addressLine1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postcode: '78701',
        countryCode: 'US',
      },
      requestedService: 'Standard',
      items: [
        { sku: 'MUG', quantity: 2, unitPrice: 18.7 },
        { sku: 'TOTE', quantity: 1, unitPrice: null },
      ],
    });
    expect(second!.input.orderDate).toBe('2025-03-06T12:00:00.000Z');
    expect(second!.input.items).toEqual([{ sku: 'MUG', quantity: 1000, unitPrice: 1234.5 }]);
    expect(sendableOrders(file)).toHaveLength(2);
  });

  it('reads headers in other spellings and keeps rows of orders that are interleaved together', () => {
    const file = readOrderFile([
      [],
      ['Order Number', 'SKU', 'Qty', 'Unit Price', 'Zip', 'Gift wrap'],
      ['A-1', 'MUG', 1, 5, '10001', 'yes'],
      ['A-2', 'MUG', 2, 5, '10002', ''],
      ['A-1', 'TOTE', 3, '', '10001', ''],
    ]);
    expect(file.ignoredHeaders).toEqual(['Gift wrap']);
    expect(file.orders.map((o) => [o.orderNumber, o.lines, o.input.items.length])).toEqual([
      ['A-1', [3, 5], 2],
      ['A-2', [4], 1],
    ]);
    expect(file.orders[0]!.input.shipmentAddress).toEqual({ postcode: '10001' });
  });

  it('names each problem with its file line, and does not send an order that has one', () => {
    const file = readOrderFile([
      header,
      ['B-1', 'yesterday', 'not-an-email', '', '', '', '', '', 'USA', '', 'MUG', '0', '1.234'],
      ['B-2', '', '', '', '', '', '', '', '', '', '', '2', ''],
      ['', '', '', '', '', '', '', '', '', '', 'MUG', '1', ''],
      ['B-3', '2025-02-30', '', '', '', '', '', '', '', '', 'MUG', '1.5', ''],
      ['B-4', '', '', '', '', '', '', '', '', '', 'MUG', '1', ''],
    ]);
    const problems = (n: string) =>
      file.orders.find((o) => o.orderNumber === n)!.problems.map((p) => [p.line, p.field]);
    expect(problems('B-1')).toEqual([
      [2, 'orderDate'],
      [2, 'customerEmail'],
      [2, 'shipToCountry'],
      [2, 'quantity'],
      [2, 'unitPrice'],
    ]);
    expect(problems('B-2')).toEqual([[3, 'sku']]);
    expect(problems('B-3')).toEqual([
      [5, 'orderDate'],
      [5, 'quantity'],
    ]);
    expect(file.orphanProblems).toEqual([
      { line: 4, field: 'orderNumber', message: 'orderNumber is required: the row belongs to no order' },
    ]);
    expect(sendableOrders(file).map((o) => o.orderNumber)).toEqual(['B-4']);
  });

  it('flags rows of one order that disagree on an order-level column', () => {
    const file = readOrderFile([
      ['orderNumber', 'customerEmail', 'sku', 'quantity'],
      ['C-1', 'a@example.com', 'MUG', 1],
      ['C-1', 'b@example.com', 'TOTE', 1],
    ]);
    expect(file.orders[0]!.problems).toEqual([
      {
        line: 3,
        field: 'customerEmail',
        message: 'customerEmail differs from an earlier row of order C-1 (a@example.com)',
      },
    ]);
  });

  it('refuses a header row without the required columns', () => {
    const file = readOrderFile([
      ['orderNumber', 'qty'],
      ['D-1', 1],
    ]);
    expect(file.missingColumns).toEqual(['sku']);
    expect(file.orders).toEqual([]);
  });

  it('answers an empty sheet with nothing to import', () => {
    expect(readOrderFile([[], ['', null]])).toEqual({
      orders: [],
      rowCount: 0,
      orphanProblems: [],
      ignoredHeaders: [],
      missingColumns: [],
    });
  });

  it('takes XLSX date cells and rejects dates that do not exist', () => {
    expect(orderDateOf(new Date('2025-01-02T00:00:00Z'))).toBe('2025-01-02T00:00:00.000Z');
    expect(orderDateOf('2025-02-29')).toBeNull();
    expect(orderDateOf('2024-02-29')).toBe('2024-02-29T12:00:00.000Z');
    expect(orderDateOf('2025-03-05T08:30:00-06:00')).toBe('2025-03-05T14:30:00.000Z');
    expect(orderDateOf('13/1/2025')).toBeNull();
  });

  it('reads its own template back as one valid order', () => {
    const file = readOrderFile(orderTemplateCells());
    expect(file.missingColumns).toEqual([]);
    expect(file.orders).toHaveLength(1);
    expect(file.orders[0]!.problems).toEqual([]);
    expect(file.orders[0]!.input.items).toHaveLength(2);
  });

  it('dates the payment of paid orders with their order date, else now', () => {
    const [order] = readOrderFile([
      ['orderNumber', 'sku', 'quantity'],
      ['E-1', 'MUG', 1],
    ]).orders;
    const now = new Date('2025-05-01T10:00:00Z');
    expect(importOrderBody(order!, true, now).paymentDate).toBe('2025-05-01T10:00:00.000Z');
    expect(importOrderBody(order!, false, now).paymentDate).toBeNull();
  });
});
