import { describe, expect, it } from 'vitest';
import {
  fieldOfHeader,
  itemExportCells,
  itemFileColumns,
  readItemSheet,
  type ItemExportRow,
} from '../../../src/domain/vendor-product-file';

describe('the Vendor Items file', () => {
  it('reads headers by label, field name or alias, ignoring case and punctuation', () => {
    expect(fieldOfHeader('Wholesale price')).toBe('wholesalePrice');
    expect(fieldOfHeader('wholesalePrice')).toBe('wholesalePrice');
    expect(fieldOfHeader(' FACTORING % ')).toBe('factoringPercentage');
    expect(fieldOfHeader('Unit of measure')).toBe('itemUnit');
    expect(fieldOfHeader('Colour')).toBeUndefined();
  });

  it('turns cells into rows with their file lines, skipping blank rows and naming unknown columns', () => {
    const sheet = readItemSheet([
      [],
      ['SKU', 'Item', 'Weight', 'Colour', ''],
      ['A-1', ' Alpha ', 1.5, 'red', null],
      ['', null, '  ', undefined],
      ['B-2', 'Beta', '', 'blue', 'x'],
    ]);
    expect(sheet.ignoredHeaders).toEqual(['Colour']);
    expect(sheet.rows).toEqual([
      { line: 3, values: { sku: 'A-1', item: 'Alpha', weight: 1.5 } },
      { line: 5, values: { sku: 'B-2', item: 'Beta' } },
    ]);
  });

  it('exports the import columns (vendor and warehouse by code), and the stock in the detailed view', () => {
    const row = {
      vendorCode: 'NWG',
      warehouseCode: null,
      sku: 'A-1',
      item: 'Alpha',
      trackInventory: true,
      stock: { onHand: 5, allocated: 1, available: 4, quarantine: 0, damaged: 0, inTransit: 2 },
    } as unknown as ItemExportRow;
    const [header, first] = itemExportCells([row], true);
    expect(header!.slice(0, itemFileColumns.length)).toEqual(itemFileColumns.map((c) => c.header));
    expect(header!.slice(-3)).toEqual(['Quarantine', 'Damaged', 'In transit']);
    expect(first!.slice(0, 4)).toEqual(['NWG', null, 'A-1', 'Alpha']);
    expect(first!.slice(-6)).toEqual([5, 1, 4, 0, 0, 2]);
    expect(itemExportCells([row], false)[0]).toHaveLength(itemFileColumns.length);
  });
});
