/**
 * What a scanned code says (receiving, issue 13 item 11): a plain SKU, a UPC/EAN/GTIN, or a GS1-128
 * element string. GS1-128 arrives either with its application identifiers in brackets
 * ('(01)00012345678905(10)L24(17)271231') or as a scanner sends it: an optional symbology prefix
 * (']C1') and FNC1 as the group separator (\x1d) after each variable-length field. The codes a line's
 * SKU may be matched against are the text itself, the GTIN of (01), and the product ids of (240)
 * (assigned by the maker) and (241) (the customer's part number); (10) is the lot, (17) the expiry.
 * A line is named by its SKU or by its item's barcode (vendor_products.barcode, a GTIN); GTINs compare
 * as 14 digits, so the UPC-A 012345678905 and the EAN-13 0012345678905 are the same item.
 */
import { gs1CheckDigit } from './gs1';

export interface Scan {
  /** What a line's SKU may be: the text, and any product id the barcode carries. */
  codes: string[];
  lotNumber?: string;
  /** 'YYYY-MM-DD'. */
  expirationDate?: string;
}

const GS = '\x1d';
/** Fixed-length application identifiers used here, with their data length; the rest end at FNC1. */
const fixed: Record<string, number> = { '00': 18, '01': 14, '02': 14, '11': 6, '13': 6, '15': 6, '17': 6 };
const known = ['00', '01', '02', '10', '11', '13', '15', '17', '21', '240', '241'];

/** The elements of a GS1 element string, or null when it is none. */
function gs1Elements(raw: string): Map<string, string> | null {
  const text = raw.replace(/^\]C1|^\]e0|^\]d2/, '');
  const elements = new Map<string, string>();
  if (text.startsWith('(')) {
    const re = /\((\d{2,4})\)([^(]*)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) elements.set(m[1]!, m[2]!.replace(GS, ''));
    return elements.size > 0 && [...elements.keys()].every((k) => known.includes(k)) ? elements : null;
  }
  if (text === raw && !text.includes(GS)) return null;
  let rest = text;
  while (rest.length > 0) {
    while (rest.startsWith(GS)) rest = rest.slice(GS.length);
    const ai = known.find((k) => rest.startsWith(k) && (k.length === 3 || !known.includes(rest.slice(0, 3))));
    if (!ai) return null;
    const body = rest.slice(ai.length);
    const length = fixed[ai] ?? (body.includes(GS) ? body.indexOf(GS) : body.length);
    elements.set(ai, body.slice(0, length));
    rest = body.slice(length);
  }
  return elements.size > 0 ? elements : null;
}

/** A GTIN (UPC-A 12, EAN-13, GTIN-14, EAN-8 digits) as 14 digits, or null. */
function gtin14(code: string): string | null {
  const digits = code.trim();
  return /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) ? digits.padStart(14, '0') : null;
}

/**
 * Why a code is no GTIN an item can carry (UPC-A 12, EAN-13, GTIN-14 or EAN-8 digits, with a right
 * check digit), in words after the field's label; null when it is one.
 */
export function gtinProblem(code: string): string | null {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code))
    return 'must be a UPC, EAN or GTIN: 8, 12, 13 or 14 digits';
  const expected = gs1CheckDigit(code.slice(0, -1));
  return Number(code.at(-1)) === expected
    ? null
    : `has a wrong check digit (the last digit should be ${expected})`;
}

/** 'YYMMDD' as 'YYYY-MM-DD' (day 00 is the month's last day, as GS1 says). */
function gs1Date(yymmdd: string): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return undefined;
  if (day === 0) day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function readScan(raw: string): Scan {
  const text = raw.trim();
  const elements = gs1Elements(text);
  if (!elements) return { codes: [text] };
  const codes = [elements.get('240'), elements.get('241'), elements.get('01') ?? elements.get('02')].filter(
    (c): c is string => Boolean(c),
  );
  return {
    codes: codes.length > 0 ? codes : [text],
    lotNumber: elements.get('10') || undefined,
    expirationDate: gs1Date(elements.get('17') ?? elements.get('15') ?? ''),
  };
}

/** Whether a scan names this code: the same text (any case, spaces trimmed) or the same GTIN. */
function scanNames(scan: Scan, wantedCode: string): boolean {
  const wanted = wantedCode.trim().toUpperCase();
  if (wanted === '') return false;
  const asGtin = gtin14(wanted);
  return scan.codes.some((code) => {
    const c = code.trim().toUpperCase();
    if (c === wanted) return true;
    const g = gtin14(c);
    return g !== null && g === asGtin;
  });
}

/** Whether a scan names an item of this SKU: the same text (any case, spaces trimmed) or the same GTIN. */
export const scanMatchesSku = (scan: Scan, sku: string): boolean => scanNames(scan, sku);

/** Whether a scan names a line's item: by its SKU, or by the item's barcode when it has one. */
export const scanMatchesItem = (scan: Scan, item: { sku: string; barcode?: string | null }): boolean =>
  scanNames(scan, item.sku) || (!!item.barcode && scanNames(scan, item.barcode));
