/**
 * GS1 codes of cartons and pallets: the mod-10 check digit against published examples, SSCC-18 and
 * LPN making, GS1-128 element strings, and the barcode bwip-js draws from them decoded back, bar by
 * bar, with an independent Code 128 table (so a wrong FNC1, AI or digit shows here, not at a scanner).
 */
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import {
  GS,
  gs1_128ElementString,
  gs1CheckDigit,
  hasValidCheckDigit,
  isValidSscc,
  lpnFor,
  ssccElementString,
  ssccFor,
  ssccFromScan,
} from '../../../src/domain/gs1';

// ── A Code 128 decoder (ISO/IEC 15417 symbol table), independent of bwip-js ──────────────────────

/** Bar/space widths of symbol values 0–105, and the stop pattern. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232'
).split(' ');
const STOP = '2331112';
const FNC1 = 102;
const START = { A: 103, B: 104, C: 105 } as const;

/**
 * The data of a Code 128 symbol from its bar/space widths: checks the start, the modulo-103 check
 * symbol and the stop, and answers the characters with FNC1 as ']C1' when first (GS1-128) and GS
 * elsewhere, as a scanner would transmit them.
 */
function decodeCode128(sbs: readonly number[]): string {
  const widths = sbs.join('');
  if (!widths.endsWith(STOP)) throw new Error('no stop pattern');
  const body = widths.slice(0, -STOP.length);
  if (body.length % 6 !== 0) throw new Error('symbols are six elements each');
  const values = body.match(/.{6}/g)!.map((p) => {
    const v = PATTERNS.indexOf(p);
    if (v < 0) throw new Error(`unknown symbol pattern ${p}`);
    return v;
  });
  const check = values.pop()!;
  const sum = values.reduce((s, v, i) => s + v * Math.max(i, 1), 0);
  if (sum % 103 !== check) throw new Error(`check symbol ${check}, expected ${sum % 103}`);
  const [start, ...symbols] = values;
  const startSet = (['A', 'B', 'C'] as const).find((s) => START[s] === start);
  if (!startSet) throw new Error('no start symbol');
  let set: 'A' | 'B' | 'C' = startSet;
  let out = '';
  symbols.forEach((v, i) => {
    if (v === FNC1) out += i === 0 ? ']C1' : GS;
    else if (set === 'C' && v < 100) out += String(v).padStart(2, '0');
    else if (v === 99) set = 'C';
    else if (v === 100 && set !== 'B') set = 'B';
    else if (v === 101 && set !== 'A') set = 'A';
    else if (set === 'B' && v < 96) out += String.fromCharCode(v + 32);
    else if (set === 'A' && v < 96) out += String.fromCharCode(v < 64 ? v + 32 : v - 64);
    else throw new Error(`symbol ${v} not handled in set ${set}`);
  });
  return out;
}

/** What bwip-js draws for a 'gs1-128' input, decoded. */
function scanGs1_128(barcode: string): string {
  const [symbol] = bwipjs.raw('gs1-128', barcode, { includetext: false });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no bars');
  return decodeCode128(symbol.sbs);
}

// ── Tests ───────────────────────────────────────────────────────────────────────────────────────

describe('the GS1 check digit', () => {
  it('matches published examples', () => {
    // GS1 General Specifications' example SSCC (00) 1 0614141 234567890 8.
    expect(gs1CheckDigit('10614141234567890')).toBe(8);
    // Its other example SSCC (00) 0 0614141 123456789 0.
    expect(gs1CheckDigit('00614141123456789')).toBe(0);
    // GTIN-13 4006381333931 and UPC-A 036000291452 (the usual worked examples).
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(() => gs1CheckDigit('12a4')).toThrow(/digits only/);
  });

  it('tells right codes from wrong ones', () => {
    expect(hasValidCheckDigit('106141412345678908')).toBe(true);
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('')).toBe(false);
    expect(hasValidCheckDigit('7')).toBe(false);
  });
});

describe('SSCC-18', () => {
  it('is the extension digit, the company prefix, the padded serial and the check digit', () => {
    expect(ssccFor(234567890, '0614141', 1)).toBe('106141412345678908');
    expect(ssccFor(123456789, '0614141', 0)).toBe('006141411234567890');
    const first = ssccFor(1);
    expect(first).toMatch(/^0061414100000000\d\d$/);
    expect(first).toHaveLength(18);
    expect(isValidSscc(first)).toBe(true);
    // A longer prefix leaves fewer serial digits; the total stays 18.
    expect(ssccFor(42, '061414199999')).toHaveLength(18);
  });

  it('refuses a serial that does not fit, and bad prefixes or extension digits', () => {
    expect(ssccFor(999_999_999)).toHaveLength(18);
    expect(() => ssccFor(1_000_000_000)).toThrow(/does not fit/);
    expect(() => ssccFor(100_000, '061414199999')).toThrow(/does not fit/);
    expect(() => ssccFor(-1)).toThrow(/does not fit/);
    expect(() => ssccFor(1.5)).toThrow(/does not fit/);
    expect(() => ssccFor(1, '12345')).toThrow(/6 to 12 digits/);
    expect(() => ssccFor(1, '06141A1')).toThrow(/6 to 12 digits/);
    expect(() => ssccFor(1, '0614141', 10)).toThrow(/extension digit/);
  });

  it('is validated and read from what a scanner or a person gives', () => {
    expect(isValidSscc('106141412345678908')).toBe(true);
    expect(isValidSscc('106141412345678907')).toBe(false);
    expect(isValidSscc('10614141234567890')).toBe(false);
    expect(isValidSscc('4006381333931')).toBe(false);
    expect(ssccFromScan('106141412345678908')).toBe('106141412345678908');
    expect(ssccFromScan('(00) 106141412345678908')).toBe('106141412345678908');
    expect(ssccFromScan('00106141412345678908')).toBe('106141412345678908');
    expect(ssccFromScan(']C100106141412345678908')).toBe('106141412345678908');
    expect(ssccFromScan('(00)106141412345678907')).toBeNull();
    expect(ssccFromScan('CTN-000123')).toBeNull();
  });
});

describe('licence plates', () => {
  it('carry the kind and the zero-padded serial', () => {
    expect(lpnFor(123, 'carton')).toBe('CTN-000123');
    expect(lpnFor(45, 'pallet')).toBe('PLT-000045');
    expect(lpnFor(12_345_678, 'carton')).toBe('CTN-12345678');
    expect(() => lpnFor(-3, 'carton')).toThrow();
  });
});

describe('GS1-128 element strings', () => {
  it('give the printed text, the bwip-js input and the scanned data', () => {
    expect(ssccElementString('106141412345678908')).toEqual({
      text: '(00) 106141412345678908',
      barcode: '(00)106141412345678908',
      data: '00106141412345678908',
    });
    // A variable-length value is followed by FNC1 (GS) unless it is last.
    expect(
      gs1_128ElementString([
        { ai: '400', value: 'PO-7781' },
        { ai: '00', value: '106141412345678908' },
        { ai: '37', value: '24' },
      ]),
    ).toEqual({
      text: '(400) PO-7781 (00) 106141412345678908 (37) 24',
      barcode: '(400)PO-7781(00)106141412345678908(37)24',
      data: `400PO-7781${GS}0010614141234567890837` + '24',
    });
  });

  it('refuse what a GS1 barcode cannot carry', () => {
    expect(() => gs1_128ElementString([])).toThrow(/at least one/);
    expect(() => ssccElementString('106141412345678907')).toThrow(/check digit/);
    expect(() => ssccElementString('1061414123456789')).toThrow(/18 digits/);
    expect(() => gs1_128ElementString([{ ai: '0', value: '1' }])).toThrow(/2 to 4 digits/);
    expect(() => gs1_128ElementString([{ ai: '400', value: 'PO (7)' }])).toThrow(/cannot carry/);
  });

  it('encode with bwip-js to bars that decode back to the same AIs and values', () => {
    for (const serial of [1, 45, 123, 999_999_999]) {
      const gs1 = ssccElementString(ssccFor(serial));
      expect(scanGs1_128(gs1.barcode)).toBe(`]C1${gs1.data}`);
    }
    const published = ssccElementString('106141412345678908');
    expect(scanGs1_128(published.barcode)).toBe(']C100106141412345678908');
    const several = gs1_128ElementString([
      { ai: '400', value: 'PO-7781' },
      { ai: '00', value: '106141412345678908' },
      { ai: '37', value: '24' },
    ]);
    expect(scanGs1_128(several.barcode)).toBe(`]C1${several.data}`);
  });

  it('are checked by bwip-js too: a wrong SSCC check digit is refused by its GS1 linter', () => {
    expect(() => bwipjs.raw('gs1-128', '(00)106141412345678907', {})).toThrow(/GS1badChecksum/);
    expect(() => bwipjs.raw('gs1-128', '(00)106141412345678908', {})).not.toThrow();
  });

  it('decoder self-check: a plain Code 128 symbol decodes to its text', () => {
    const [symbol] = bwipjs.raw('code128', 'CTN-000123', {});
    expect(decodeCode128((symbol as { sbs: number[] }).sbs)).toBe('CTN-000123');
  });
});
