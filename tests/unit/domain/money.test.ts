import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  allocateEvenly,
  clampPrecision,
  compare,
  completeMoneyInput,
  formatAmount,
  formatMinor,
  formatMinorUnits,
  formatMoneyInput,
  fromAmount,
  fromAmountOrNull,
  isNegative,
  isWholeCents,
  isZero,
  lineTotal,
  max,
  MoneyError,
  multiply,
  parseAmount,
  parseMoney,
  percentOf,
  subtract,
  sum,
  toAmount,
  toAmountOrNull,
  toDecimalString,
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

describe('parseAmount (what a user wrote)', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['-0', 0],
    ['-0.00', 0],
    ['0.1', 10],
    ['.5', 50],
    ['7.', 700],
    ['$12', 1200],
    ['-$3.25', -325],
    ['  42  ', 4200],
    ['1.500', 150],
    ['1,234,567.89', 123456789],
  ])('%s → %d', (text, minor) => {
    const parsed = parseAmount(text);
    expect(parsed).toEqual({ ok: true, minor });
    if (parsed.ok) expect(Object.is(parsed.minor, -0)).toBe(false);
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['abc', '"abc" is not an amount'],
    ['-', '"-" is not an amount'],
    ['$', '"$" is not an amount'],
    ['1e5', '"1e5" is not an amount'],
    ['1.2.3', '"1.2.3" is not an amount'],
    ['12a', '"12a" is not an amount'],
    ['1.005', '"1.005" has more than 2 decimals'],
    ['0.001', '"0.001" has more than 2 decimals'],
    ['1,23', "',' may only group thousands"],
    ['12,34.5', "',' may only group thousands"],
    [',5', "',' may only group thousands"],
    ['99999999999999999', '"99999999999999999" is too large'],
  ])('refuses %j with a clear message', (text, message) => {
    const parsed = parseAmount(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('reads back what formatMinor wrote, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(parseAmount(formatMinor(minor))).toEqual({ ok: true, minor });
        expect(parseAmount(formatMinorUnits(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('the database and API amount ⇄ minor units', () => {
  it('reads an amount with cents exactly, never through * 100', () => {
    expect(fromAmount(12.5)).toBe(1250);
    expect(fromAmount('12.50')).toBe(1250);
    expect(fromAmount(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(fromAmount(1.13)).toBe(113); // 1.13 * 100 is 112.99999999999999
    expect(fromAmount(-0.07)).toBe(-7);
    expect(fromAmount(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(fromAmount(1e-7)).toBe(0);
    expect(fromAmount(2e3)).toBe(200000);
    expect(fromAmount(null)).toBe(0);
    expect(fromAmount(undefined)).toBe(0);
    expect(fromAmount('')).toBe(0);
    expect(fromAmountOrNull(null)).toBeNull();
    expect(fromAmountOrNull(0)).toBe(0);
  });

  it('rounds digits below the cent half away from zero, as numeric(14,2) stores them', () => {
    expect(fromAmount(1.005)).toBe(101); // Math.round(1.005 * 100) says 100
    expect(fromAmount('1.00499')).toBe(100);
    expect(fromAmount(-1.005)).toBe(-101);
    expect(fromAmount('1.35000')).toBe(135);
    expect(fromAmount('0.125')).toBe(13);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '1,234', Number.NaN, Number.POSITIVE_INFINITY, '--1', '.'])
      expect(() => fromAmount(bad)).toThrow(MoneyError);
    expect(() => fromAmount(1e300)).toThrow(/too large/);
  });

  it('answers the number the column answers', () => {
    expect(toAmount(1250)).toBe(12.5);
    expect(toAmount(29)).toBe(0.29);
    expect(toAmount(-5)).toBe(-0.05);
    expect(toAmount(0)).toBe(0);
    expect(Object.is(toAmount(0), -0)).toBe(false);
    expect(toAmountOrNull(null)).toBeNull();
    expect(toDecimalString(123456)).toBe('1234.56');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString('100000000000000000001')).toBe('1000000000000000000.01');
    expect(() => toAmount(12.5)).toThrow(MoneyError);
  });

  it('round-trips every amount with cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (minor) => {
        expect(fromAmount(toAmount(minor))).toBe(minor);
        expect(fromAmount(toDecimalString(minor))).toBe(minor);
        expect(String(toAmount(minor))).toBe(String(Number(toDecimalString(minor))));
      }),
    );
  });

  it('tells whole cents apart', () => {
    expect(isWholeCents(12.5)).toBe(true);
    expect(isWholeCents('12.500')).toBe(true);
    expect(isWholeCents(0.29)).toBe(true);
    expect(isWholeCents(1.005)).toBe(false);
    expect(isWholeCents(0.1 + 0.2)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
    expect(isWholeCents('x')).toBe(false);
  });
});

describe('arithmetic in minor units', () => {
  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toAmount(add(fromAmount(0.1), fromAmount(0.2)))).toBe(0.3);
    expect(toAmount(sum(Array.from({ length: 10 }, () => fromAmount(0.1))))).toBe(1);
    expect(sum([])).toBe(0);
    expect(subtract(fromAmount(0.3), fromAmount(0.1))).toBe(20);
    expect(toAmount(subtract(fromAmount(1), fromAmount(0.9)))).toBe(0.1);
  });

  it('refuses amounts that are not minor units, and results beyond exactness', () => {
    expect(() => add(1, 0.5)).toThrow(MoneyError);
    expect(() => sum([Number.NaN])).toThrow(MoneyError);
    expect(() => add(Number.MAX_SAFE_INTEGER, 1)).toThrow(/too large/);
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow(/too large/);
  });

  it('multiplies by a quantity exactly', () => {
    expect(multiply(1999, 3)).toBe(5997);
    expect(multiply(fromAmount(19.99), 3)).toBe(5997); // 19.99 * 3 is 59.97000000000001
    expect(multiply(-250, 4)).toBe(-1000);
    expect(multiply(250, 0)).toBe(0);
    expect(Object.is(multiply(-250, 0), -0)).toBe(false);
  });

  it('multiplies by a rate, rounding half away from zero', () => {
    expect(multiply(200, 0.0725)).toBe(15); // 14.5 → 15 (float: 2 * 0.0725 * 100 rounds to 14)
    expect(multiply(6600, '0.0725')).toBe(479); // 478.5 → 479
    expect(multiply(1000, 0.0725)).toBe(73); // 72.5 → 73
    expect(multiply(-200, 0.0725)).toBe(-15);
    expect(multiply(1001, 0.5)).toBe(501);
    expect(multiply(1003, 0.5)).toBe(502);
    expect(multiply(999, 0.001)).toBe(1);
    expect(multiply(499, 0.001)).toBe(0);
    expect(multiply(1925, 2.2)).toBe(4235);
    expect(multiply(100, 2.5)).toBe(250);
    expect(multiply(333, '1e-1')).toBe(33);
    expect(() => multiply(100, Number.NaN)).toThrow(MoneyError);
    expect(() => multiply(100, 'ten')).toThrow(MoneyError);
  });

  it('multiplying by an integer agrees with repeated addition', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 50 }), (minor, n) => {
        expect(multiply(minor, n)).toBe(sum(Array.from({ length: n }, () => minor)));
      }),
    );
  });

  it('values a line while it is typed', () => {
    expect(lineTotal(3, 110)).toBe(330);
    expect(lineTotal('3', 110)).toBe(330);
    expect(lineTotal('', 110)).toBe(0);
    expect(lineTotal(null, 110)).toBe(0);
    expect(lineTotal('x', 110)).toBe(0);
    expect(lineTotal(3, null)).toBe(0);
  });

  it('compares', () => {
    expect(compare(1, 2)).toBe(-1);
    expect(compare(2, 2)).toBe(0);
    expect(compare(3, 2)).toBe(1);
    expect(isZero(0)).toBe(true);
    expect(isZero(fromAmount('-0'))).toBe(true);
    expect(isZero(1)).toBe(false);
    expect(isNegative(-1)).toBe(true);
    expect(isNegative(0)).toBe(false);
    expect(max(0, -5)).toBe(0);
    expect(max(0, 5)).toBe(5);
    expect(() => compare(0.5, 1)).toThrow(MoneyError);
  });

  it('takes a percentage', () => {
    expect(percentOf(600, 1000)).toBe(60);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(-1, 3)).toBe(-33.33);
    expect(percentOf(1, -3)).toBe(-33.33);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 3, 0)).toBe(33);
    expect(percentOf(5, 0)).toBeNull();
  });
});

describe('allocate (split so the parts add up)', () => {
  it('gives the leftover cents to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateEvenly(100, 3)).toEqual([34, 33, 33]);
    expect(allocate(1000, [1, 2, 3])).toEqual([167, 333, 500]);
    expect(allocate(5, [0.3, 0.7])).toEqual([2, 3]); // 1.5 and 3.5: a tie, the earlier part first
    expect(allocate(10, [0.33, 0.67])).toEqual([3, 7]);
    expect(allocate(5, ['0.5', '0.5'])).toEqual([3, 2]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
    expect(allocate(10, [0, 3])).toEqual([0, 10]);
    expect(allocate(999, [7])).toEqual([999]);
  });

  it('refuses no parts and negative or non-numeric weights', () => {
    expect(() => allocate(100, [])).toThrow(MoneyError);
    expect(() => allocate(100, [1, -1])).toThrow(MoneyError);
    expect(() => allocate(100, [Number.NaN])).toThrow(MoneyError);
    expect(() => allocate(0.5, [1])).toThrow(MoneyError);
  });

  it('parts always sum to the whole, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        // No subnormal weights: allocate reads a weight by its shortest decimal text (1.5e-323 is 15:64
        // of 6.4e-323), which is not the binary ratio the oracle below divides by.
        fc.array(
          fc.oneof(
            fc.nat({ max: 1e6 }),
            fc.double({ min: 0, max: 1e4, noNaN: true }).filter((w) => w === 0 || w >= 1e-300),
          ),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (amount, weights) => {
          const parts = allocate(amount, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sum(parts)).toBe(amount);
          for (const p of parts) expect(Number.isSafeInteger(p)).toBe(true);
          const whole = weights.reduce((s, w) => s + w, 0);
          if (whole > 0)
            parts.forEach((p, i) => {
              const exact = (amount * weights[i]!) / whole;
              expect(Math.abs(p - exact)).toBeLessThanOrEqual(1 + Math.abs(exact) * 1e-9);
            });
        },
      ),
    );
  });
});

describe('formatting', () => {
  it('shows minor units as money', () => {
    expect(formatMinor(123456)).toBe('$1,234.56');
    expect(formatMinor(-5)).toBe('-$0.05');
    expect(formatMinor(0)).toBe('$0.00');
    expect(formatMinor(99_999_999_999_999)).toBe('$999,999,999,999.99');
    expect(formatMinor(1250, 'EUR')).toBe('€12.50');
    expect(formatAmount(12.5)).toBe('$12.50');
    expect(formatAmount('0.29')).toBe('$0.29');
  });
});
