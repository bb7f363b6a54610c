/**
 * Exact quantities for manufacturing (issue 15): a bill of materials multiplies quantities per unit,
 * unit conversions (1000 g per kg) and waste factors (× 1.08) level by level, and floats would drift
 * (0.1 × 3 ≠ 0.3). A Ratio is a fraction of BigInts kept in lowest terms with a positive denominator;
 * decimals are read by their digits, never through float arithmetic. Only the final requirement is
 * rounded, to whole units (bom-explosion.ts says how).
 */

export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

/** n / d in lowest terms (d ≠ 0). */
export function fraction(n: bigint | number, d: bigint | number = 1n): Ratio {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('A ratio’s denominator cannot be 0');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return { n: num / g, d: den / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

/**
 * A number (by its shortest text: 0.1 is '0.1'), a decimal text ('12.5', '1e-3'), a bigint or a Ratio,
 * exactly; null for anything else (NaN, Infinity, '', 'abc').
 */
export function ratioOf(value: number | string | bigint | Ratio | null | undefined): Ratio | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return fraction(value.n, value.d);
  if (typeof value === 'bigint') return fraction(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  if (!/\d/.test(int + frac)) return null;
  const digits = BigInt(int + frac) * (sign === '-' ? -1n : 1n);
  const scale = frac.length - Number(exp);
  return scale >= 0 ? fraction(digits, 10n ** BigInt(scale)) : fraction(digits * 10n ** BigInt(-scale));
}

/** ratioOf, or `fallback` when the value is no number. */
export const ratio = (value: number | string | bigint | Ratio | null | undefined, fallback: Ratio = ZERO) =>
  ratioOf(value) ?? fallback;

export const mul = (a: Ratio, b: Ratio) => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Ratio, b: Ratio) => fraction(a.n * b.d, a.d * b.n);
export const add = (a: Ratio, b: Ratio) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Ratio, b: Ratio) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const compare = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const isPositive = (a: Ratio) => a.n > 0n;

/** 1 + percent / 100: the factor a waste (or markup) percentage multiplies by. */
export const percentFactor = (percent: Ratio) => add(ONE, div(percent, fraction(100)));

/** The smallest whole number ≥ the ratio. */
export function ceil(a: Ratio): number {
  const q = a.n / a.d;
  return Number(a.n > 0n && a.n % a.d !== 0n ? q + 1n : q);
}

/** The largest whole number ≤ the ratio. */
export function floor(a: Ratio): number {
  const q = a.n / a.d;
  return Number(a.n < 0n && a.n % a.d !== 0n ? q - 1n : q);
}

/** The ratio as a number rounded half away from zero to `decimals` places (for display). */
export function toNumber(a: Ratio, decimals = 6): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = a.n * scale;
  let q = scaled / a.d;
  const r = abs(scaled % a.d);
  if (r * 2n >= a.d) q += a.n < 0n ? -1n : 1n;
  return Number(q) / Number(scale);
}

/** 'n/d' (or 'n' when whole): how a ratio is stored in JSON without losing anything. */
export const toText = (a: Ratio) => (a.d === 1n ? String(a.n) : `${a.n}/${a.d}`);

/** The inverse of toText (and any decimal text); null when it is neither. */
export function fromText(text: unknown): Ratio | null {
  if (typeof text === 'number') return ratioOf(text);
  if (typeof text !== 'string') return null;
  const m = /^(-?\d+)\/(\d+)$/.exec(text.trim());
  if (m) return m[2] === '0' ? null : fraction(BigInt(m[1]!), BigInt(m[2]!));
  return ratioOf(text);
}
