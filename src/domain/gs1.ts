/**
 * GS1 codes of outbound cartons and pallets (issue 14): the mod-10 check digit, the SSCC-18 of a
 * container, its warehouse licence plate (LPN), and GS1-128 element strings for labels. Pure: the
 * server makes the codes when packing and the PDFs print them; screens may validate a scanned one.
 *
 * The serial reference of both codes is one number from the `container_serial_seq` sequence, so a
 * carton's LPN and SSCC name the same container and no two containers share either.
 */

/** GS1's own example company prefix (GS1 General Specifications); a real one is licensed per shipper. */
export const GS1_EXAMPLE_COMPANY_PREFIX = '0614141';

const DIGITS = /^\d+$/;

/**
 * The GS1 mod-10 check digit of `digits` (the code without its check digit): from the right, the
 * digits are weighted 3, 1, 3, 1, …; the check digit brings the sum up to a multiple of ten. The same
 * for GTIN-8/12/13/14, SSCC, GLN.
 */
export function gs1CheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new Error(`A GS1 check digit is computed over digits only: "${digits}"`);
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of `code` is the GS1 check digit of the others. */
export const hasValidCheckDigit = (code: string): boolean =>
  DIGITS.test(code) && code.length >= 2 && gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));

/** An SSCC: 18 digits (extension digit, company prefix, serial reference, check digit). */
export const SSCC_LENGTH = 18;

/** Whether `code` is a well-formed SSCC-18 with a correct check digit. */
export const isValidSscc = (code: string): boolean => code.length === SSCC_LENGTH && hasValidCheckDigit(code);

/**
 * The SSCC-18 of a container: extension digit + company prefix + the serial reference left-padded
 * with zeros to fill 17 digits + the check digit. With the 7-digit example prefix, serial references
 * run to 999 999 999; a serial that does not fit would silently collide with another, so it is refused.
 */
export function ssccFor(
  serialReference: number,
  companyPrefix: string = GS1_EXAMPLE_COMPANY_PREFIX,
  extensionDigit = 0,
): string {
  if (!DIGITS.test(companyPrefix) || companyPrefix.length < 6 || companyPrefix.length > 12)
    throw new Error(`A GS1 company prefix is 6 to 12 digits: "${companyPrefix}"`);
  if (!Number.isInteger(extensionDigit) || extensionDigit < 0 || extensionDigit > 9)
    throw new Error(`An SSCC extension digit is 0 to 9: ${extensionDigit}`);
  const serialDigits = SSCC_LENGTH - 2 - companyPrefix.length;
  if (!Number.isSafeInteger(serialReference) || serialReference < 0 || serialReference >= 10 ** serialDigits)
    throw new Error(
      `Serial reference ${serialReference} does not fit the ${serialDigits} digits left by company prefix ${companyPrefix}`,
    );
  const body = `${extensionDigit}${companyPrefix}${String(serialReference).padStart(serialDigits, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The LPN prefixes: CTN for a carton, PLT for a pallet, so a scanned plate says what it is. */
export const LPN_PREFIX = { carton: 'CTN', pallet: 'PLT' } as const;
export type ContainerKind = keyof typeof LPN_PREFIX;

/**
 * A container's licence plate: its kind's prefix and the serial reference, zero-padded to at least
 * six digits ('CTN-000123', 'PLT-000045'); longer serials simply print longer. Code 128 friendly.
 */
export function lpnFor(serialReference: number, kind: ContainerKind): string {
  if (!Number.isSafeInteger(serialReference) || serialReference < 0)
    throw new Error(`A licence plate's serial is a whole number: ${serialReference}`);
  return `${LPN_PREFIX[kind]}-${String(serialReference).padStart(6, '0')}`;
}

/** A GS1 Application Identifier and its value, e.g. { ai: '00', value: '106141412345678908' }. */
export interface Gs1Element {
  ai: string;
  value: string;
}

/** The AIs whose value has a fixed length (no FNC1 separator after them) and a check digit. */
const FIXED: Record<string, { length: number; checkDigit: boolean }> = {
  '00': { length: 18, checkDigit: true }, // SSCC
  '01': { length: 14, checkDigit: true }, // GTIN
  '02': { length: 14, checkDigit: true }, // GTIN of contained trade items
  '410': { length: 13, checkDigit: true }, // ship-to GLN
  '413': { length: 13, checkDigit: true }, // ship-for GLN
};

/** GS1's character set 82, less the parentheses that bracket AIs in the bwip-js input. */
const VALUE_CHARS = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]+$/;

/** The FNC1 of a GS1-128 barcode as a scanner transmits it between fields: ASCII GS. */
export const GS = '\u001d';

export interface Gs1_128 {
  /** Human-readable interpretation printed under the bars: '(00) 106141412345678908'. */
  text: string;
  /** The input of bwip-js's 'gs1-128' encoder: '(00)106141412345678908'. */
  barcode: string;
  /**
   * What a scanner transmits after its ']C1' symbology identifier: the AIs and values run together,
   * with GS after each variable-length value that is not last.
   */
  data: string;
}

/**
 * A GS1-128 element string from its AIs and values, checked: AIs are 2 to 4 digits, fixed-length
 * values have their length and check digit, and values use GS1's character set (refused otherwise,
 * before anything is printed).
 */
export function gs1_128ElementString(ais: readonly Gs1Element[]): Gs1_128 {
  if (ais.length === 0) throw new Error('A GS1-128 barcode needs at least one element');
  let data = '';
  ais.forEach(({ ai, value }, i) => {
    if (!/^\d{2,4}$/.test(ai)) throw new Error(`A GS1 Application Identifier is 2 to 4 digits: "${ai}"`);
    const fixed = FIXED[ai];
    if (fixed) {
      if (value.length !== fixed.length || !DIGITS.test(value))
        throw new Error(`AI (${ai}) takes ${fixed.length} digits: "${value}"`);
      if (fixed.checkDigit && !hasValidCheckDigit(value))
        throw new Error(`AI (${ai}) value has a wrong check digit: "${value}"`);
    } else if (!VALUE_CHARS.test(value) || value.length > 90) {
      throw new Error(`AI (${ai}) value has characters a GS1 barcode cannot carry: "${value}"`);
    }
    data += ai + value + (!fixed && i < ais.length - 1 ? GS : '');
  });
  return {
    text: ais.map(({ ai, value }) => `(${ai}) ${value}`).join(' '),
    barcode: ais.map(({ ai, value }) => `(${ai})${value}`).join(''),
    data,
  };
}

/** The SSCC label element string: '(00) 106141412345678908'. */
export const ssccElementString = (sscc: string): Gs1_128 => gs1_128ElementString([{ ai: '00', value: sscc }]);

/**
 * The SSCC of a scanned or typed container code: 18 digits, '(00)…', '00…' or ']C100…' as a scanner
 * sends it; null when it is none of them or its check digit is wrong.
 */
export function ssccFromScan(input: string): string | null {
  const compact = input
    .trim()
    .replace(/^\]C1/, '')
    .replace(/[()\s]/g, '');
  const candidate =
    compact.length === SSCC_LENGTH + 2 && compact.startsWith('00') ? compact.slice(2) : compact;
  return isValidSscc(candidate) ? candidate : null;
}
