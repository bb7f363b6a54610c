/**
 * Issue 13, item 8: where names repeat across storefronts (order tags, storefront products), the list
 * shows the owning storefront by default and can be filtered by it.
 */
import { describe, expect, it } from 'vitest';
import { orderTagsCrud } from '../../../src/components/crud/configs/order-tags';
import { storefrontProductsCrud } from '../../../src/components/crud/configs/storefront-products';

describe.each([
  ['Order tags', orderTagsCrud],
  ['Storefront products', storefrontProductsCrud],
])('%s', (_name, crud) => {
  it('shows the Storefront column by default and filters by it', () => {
    const owner = crud.columns.find((c) => c.key === 'projectId');
    expect(owner).toMatchObject({ header: 'Storefront' });
    expect(owner?.hiddenByDefault).toBeFalsy();
    expect(crud.filters?.some((f) => f.name === 'projectId')).toBe(true);
  });
});
