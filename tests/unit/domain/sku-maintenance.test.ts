import { describe, expect, it } from 'vitest';
import { normalSku, skuExplains } from '../../../src/domain/sku-maintenance';
import { packingListTotals, pdfFileName } from '../../../src/domain/resources/packing-list.schema';

describe('SKU rules', () => {
  it('compare SKUs without case and spaces', () => {
    expect(normalSku(' nwg-mug 11 ')).toBe('NWG-MUG11');
  });

  it('explain a storefront SKU by its item: same SKU, behind the client code, or the prefix replaced', () => {
    expect(skuExplains('nwg-mug-11', 'NWG-MUG-11', 'NWG-SHOP')).toBe(true);
    expect(skuExplains('NWG-SHOP-NWG-MUG-11', 'NWG-MUG-11', 'NWG-SHOP')).toBe(true);
    expect(skuExplains('NWG-SHOP-MUG-11', 'NWG-MUG-11', 'NWG-SHOP')).toBe(true);
    expect(skuExplains('LUM-WEB-SER-VC', 'LUM-SER-VC', 'LUM-WEB')).toBe(true);
  });

  it('do not explain another item, another storefront’s code or a loose suffix', () => {
    expect(skuExplains('NWG-SHOP-MUG-11', 'NWG-TOTE-CAN', 'NWG-SHOP')).toBe(false);
    expect(skuExplains('NWG-WHSL-MUG-11', 'NWG-MUG-11', 'NWG-SHOP')).toBe(false);
    expect(skuExplains('MUG-11', 'NWG-MUG-11', 'NWG-SHOP')).toBe(false);
    // An item SKU without a vendor prefix only matches itself or behind the client code.
    expect(skuExplains('NWG-SHOP-MUG', 'MUG', 'NWG-SHOP')).toBe(true);
    expect(skuExplains('NWG-SHOP-', 'MUG-', 'NWG-SHOP')).toBe(false);
  });
});

describe('packing lists', () => {
  it('total their lines, weights to the hundredth', () => {
    expect(
      packingListTotals([
        { quantity: 24, cartons: 2, weight: 21.6 },
        { quantity: 40, cartons: 1, weight: 16.05 },
        { quantity: 1, cartons: 1, weight: null },
      ]),
    ).toEqual({ quantity: 65, cartons: 4, weight: 37.65 });
  });

  it('name the PDF by the reference', () => {
    expect(pdfFileName('PL 2024/77')).toBe('packing-list-PL-2024-77.pdf');
    expect(pdfFileName('***')).toBe('packing-list-document.pdf');
  });
});
