/**
 * Issue 13 item 11: a receiving scan names a line by its SKU or by its item's barcode (a GTIN), in
 * any of the forms a scanner sends it; an item's barcode is a GTIN with a right check digit.
 */
import { describe, expect, it } from 'vitest';
import { gtinProblem, readScan, scanMatchesItem } from '../../../src/domain/barcode';
import { gs1CheckDigit as gtinCheckDigit } from '../../../src/domain/gs1';
import { vendorProductSchema } from '../../../src/domain/resources/vendor-product.schema';

const mug = { sku: 'NWG-MUG-11', barcode: '012345678905' };
const matches = (code: string, item: { sku: string; barcode?: string | null } = mug) =>
  scanMatchesItem(readScan(code), item);

describe('matching a scan to a line’s item', () => {
  it('by the SKU, as before', () => {
    expect(matches(' nwg-mug-11 ')).toBe(true);
    expect(matches('NWG-MUG-12')).toBe(false);
  });

  it('by the item’s barcode, whether the scanner sends it as UPC-A, EAN-13 or GTIN-14', () => {
    expect(matches('012345678905')).toBe(true);
    expect(matches('0012345678905')).toBe(true);
    expect(matches('00012345678905')).toBe(true);
    expect(matches('012345678912')).toBe(false);
  });

  it('by the GTIN a GS1-128 label carries, bracketed or as the scanner sends it', () => {
    expect(matches('(01)00012345678905(10)L24(17)271231')).toBe(true);
    expect(matches(']C10100012345678905' + '10ABC\x1d' + '17270630')).toBe(true);
    expect(matches('(01)00012345678912')).toBe(false);
  });

  it('an item stored as EAN-13 is found by its UPC-A scan, and the other way round', () => {
    expect(matches('012345678905', { sku: 'X', barcode: '0012345678905' })).toBe(true);
    expect(matches('0012345678905', { sku: 'X', barcode: '012345678905' })).toBe(true);
  });

  it('an item without a barcode is named by its SKU only', () => {
    expect(matches('012345678905', { sku: 'NWG-MUG-11', barcode: null })).toBe(false);
    expect(matches('012345678905', { sku: 'NWG-MUG-11' })).toBe(false);
    expect(matches('', { sku: 'NWG-MUG-11', barcode: '' })).toBe(false);
  });
});

describe('an item’s barcode', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(gtinCheckDigit('01234567890')).toBe(5);
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });

  it('is 8, 12, 13 or 14 digits with a right check digit', () => {
    for (const ok of ['96385074', '012345678905', '4006381333931', '10012345678902'])
      expect(gtinProblem(ok)).toBeNull();
    expect(gtinProblem('012345678900')).toBe('has a wrong check digit (the last digit should be 5)');
    for (const bad of ['1234567', '12345678901', '123456789012345', 'ABCDEFGHIJKL'])
      expect(gtinProblem(bad)).toBe('must be a UPC, EAN or GTIN: 8, 12, 13 or 14 digits');
  });

  it('the item form says what is wrong in the field’s words, and drops spaces as printed', async () => {
    const field = vendorProductSchema.fields.barcode;
    const validate = (barcode: unknown) => vendorProductSchema.validateAt('barcode', { barcode });
    expect(field.cast('0 12345-67890 5')).toBe('012345678905');
    expect(field.cast('  ')).toBeNull();
    await expect(validate('012345678900')).rejects.toThrow(
      'Barcode has a wrong check digit (the last digit should be 5)',
    );
    await expect(validate('12345')).rejects.toThrow(
      'Barcode must be a UPC, EAN or GTIN: 8, 12, 13 or 14 digits',
    );
    await expect(validate(null)).resolves.toBeNull();
  });
});
