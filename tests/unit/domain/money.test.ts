import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPrecision,
  completeMoneyInput,
  formatMinorUnits,
  formatMoneyInput,
  parseMoney,
} from '../../../src/domain/money';

describe('formatMoneyInput', () => {
  it.each([
    ['1234', '1,234'],
    ['1234567.891', '1,234,567.89'],
    ['-1234.5', '-1,234.5'],
    ['$ 1 2a3', '123'],
    ['1,2,3,4', '1,234'],
    ['0012', '12'],
    ['.5', '0.5'],
    ['12.', '12.'],
    ['1.2.3', '1.23'],
    ['-', '-'],
    ['abc', ''],
    ['', ''],
    ['5-5', '55'],
  ])('%s → %s', (text, expected) => {
    expect(formatMoneyInput(text)).toBe(expected);
  });

  it('keeps as many decimals as the precision, none at 0', () => {
    expect(formatMoneyInput('1.23456', 4)).toBe('1.2345');
    expect(formatMoneyInput('1234.56', 0)).toBe('1,234');
  });
});

describe('clampPrecision', () => {
  it('limits the precision to 0–20, 2 by default', () => {
    expect(clampPrecision()).toBe(2);
    expect(clampPrecision(-3)).toBe(0);
    expect(clampPrecision(25)).toBe(20);
    expect(clampPrecision(3.7)).toBe(3);
    expect(clampPrecision(Number.NaN)).toBe(2);
    expect(formatMoneyInput('1.123456789012345678901234', 99)).toBe('1.12345678901234567890');
  });
});

describe('completeMoneyInput', () => {
  it('writes every decimal out when the field is left', () => {
    expect(completeMoneyInput('1,234.5')).toBe('1,234.50');
    expect(completeMoneyInput('12')).toBe('12.00');
    expect(completeMoneyInput('-')).toBe('');
    expect(completeMoneyInput('7', 0)).toBe('7');
  });
});

describe('parseMoney', () => {
  it('answers minor units', () => {
    expect(parseMoney('1,234.56')).toBe(123456);
    expect(parseMoney('-0.5')).toBe(-50);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12', 0)).toBe(12);
    expect(parseMoney('-0')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('-')).toBeNull();
  });

  it('answers a digit string beyond safe integers', () => {
    expect(parseMoney('123456789.123456789012', 12)).toBe('123456789123456789012');
    expect(parseMoney('-1.00000000000000000001', 20)).toBe('-100000000000000000001');
  });

  it('round-trips with formatMinorUnits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 }), (cents, p) => {
        expect(parseMoney(formatMinorUnits(cents, p), p)).toBe(cents);
      }),
    );
  });
});

describe('formatMinorUnits', () => {
  it('shows minor units as text', () => {
    expect(formatMinorUnits(123456)).toBe('1,234.56');
    expect(formatMinorUnits(-5)).toBe('-0.05');
    expect(formatMinorUnits(null)).toBe('');
    expect(formatMinorUnits('100000000000000000001', 20)).toBe('1.00000000000000000001');
  });
});
