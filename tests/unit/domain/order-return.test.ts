/**
 * Order return rules shared by the server and the screens: what a shipped order can still return
 * (ignored and unmapped lines never shipped; earlier returns, old ones without their order line
 * included, count against it), a return's confirmation, and how numbers and carriers read.
 */
import { describe, expect, it } from 'vitest';
import {
  addressSummary,
  carrierServiceLabel,
  confirmationOf,
  labelFileName,
  normalizeReturnLine,
  remainingOf,
  returnableLines,
  rmaNumber,
} from '../../../src/domain/order-return';

const orderLines = [
  { sku: 'SF-MUG', name: 'Mug', quantity: 3, wmsSku: 'MUG', vendorProductId: 1 },
  { sku: 'SF-TOTE', name: 'Tote', quantity: 2, wmsSku: 'TOTE', vendorProductId: 2, ignored: true },
  { sku: 'SF-GIFT', name: 'Gift', quantity: 1, wmsSku: null, vendorProductId: null },
  { sku: 'SF-CAP', name: 'Cap', quantity: 4, wmsSku: 'CAP', vendorProductId: 4 },
];

describe('returnableLines', () => {
  it('takes what shipped minus what earlier returns cover', () => {
    const lines = returnableLines(orderLines, [
      [{ lineIndex: 0, sku: 'SF-MUG', quantity: 1 }],
      // A return stored before lines named their order line: matched by SKU.
      [{ sku: 'SF-CAP', quantity: 3 }],
    ]);
    expect(lines.map((l) => [l.sku, l.shipped, l.returned, l.returnable])).toEqual([
      ['SF-MUG', 3, 1, 2],
      ['SF-TOTE', 0, 0, 0],
      ['SF-GIFT', 0, 0, 0],
      ['SF-CAP', 4, 3, 1],
    ]);
  });

  it('never answers a negative quantity', () => {
    const [mug] = returnableLines(orderLines, [[{ lineIndex: 0, sku: 'SF-MUG', quantity: 5 }]]);
    expect(mug!.returnable).toBe(0);
  });
});

describe('a return’s lines', () => {
  it('fill in what old lines lack from the order', () => {
    expect(normalizeReturnLine({ sku: 'SF-CAP', quantity: 2 }, orderLines)).toEqual({
      lineIndex: 3,
      sku: 'SF-CAP',
      name: 'Cap',
      wmsSku: 'CAP',
      vendorProductId: 4,
      quantity: 2,
      restockedQuantity: 0,
      damagedQuantity: 0,
    });
  });

  it('read none, partial and full from what arrived', () => {
    const line = (quantity: number, restockedQuantity: number, damagedQuantity: number) =>
      normalizeReturnLine({ lineIndex: 0, sku: 'X', quantity, restockedQuantity, damagedQuantity });
    expect(confirmationOf([line(2, 0, 0), line(1, 0, 0)])).toBe('none');
    expect(confirmationOf([line(2, 1, 0), line(1, 0, 0)])).toBe('partial');
    expect(confirmationOf([line(2, 1, 1), line(1, 0, 1)])).toBe('full');
    expect(confirmationOf([])).toBe('none');
    expect(remainingOf(line(3, 1, 1))).toBe(1);
  });
});

describe('how returns read', () => {
  it('numbers, file names, carriers and addresses', () => {
    expect(rmaNumber(42)).toBe('RMA00000042');
    expect(labelFileName('RMA00000042')).toBe('return-label-RMA00000042.pdf');
    expect(carrierServiceLabel('usps', 'usps_priority_mail')).toBe('USPS · Priority Mail');
    expect(carrierServiceLabel('dhl', 'express')).toBe('dhl · express');
    expect(carrierServiceLabel(null, null)).toBe('');
    expect(
      addressSummary({
        name: 'Ava Chen',
        addressLine1: '12 Elm St',
        city: 'Austin',
        state: 'TX',
        postcode: '78701',
      }),
    ).toBe('Ava Chen · 12 Elm St · Austin, TX 78701');
  });
});
