/**
 * Products mapping (/products-mapping): which vendor item a storefront product ships as. The mapping
 * decides how an order line finds its vendor item; the screen and the server share these shapes.
 */
import * as yup from 'yup';
import { ref } from './fields';

/** Body of POST /api/common/products/{id}/map. */
export const productMappingSchema = yup.object({
  vendorProductId: ref('vendor item'),
});

/** A vendor item as the mapping screen offers it (GET /api/common/projects/{id}/vendor-items). */
export interface VendorItemOption {
  id: number;
  sku: string;
  item: string;
  status: string;
}

/** Answer of POST /api/common/projects/{id}/auto-map-products. */
export interface AutoMapResult {
  mapped: number;
}

export const vendorItemLabel = (v: Pick<VendorItemOption, 'sku' | 'item'>) => `${v.sku} — ${v.item}`;
