/**
 * SKU maintenance (/skuMaintenance): the SKU problems that make orders hold or ship the wrong item,
 * and the rule that decides when a storefront SKU and its vendor item's SKU belong together. The
 * server applies the rule in SQL (server/modules/inventory/sku-maintenance.ts); this copy explains it
 * on the page and is what the unit tests pin.
 */

/** How SKUs are compared: case and spaces never make two SKUs different. */
export const normalSku = (sku: string) => sku.replace(/\s+/g, '').toUpperCase();

/**
 * A storefront SKU is explained by its item's SKU when, compared without case and spaces, it is
 * - the item's SKU itself (NWG-MUG-11 → NWG-MUG-11);
 * - the item's SKU behind the storefront's client code (NWG-SHOP-NWG-MUG-11);
 * - the item's SKU with its vendor prefix (the part before the first '-') replaced by the storefront's
 *   client code (NWG-MUG-11 → NWG-SHOP-MUG-11), the way storefronts prefix their SKUs.
 */
export function skuExplains(storefrontSku: string, itemSku: string, clientCode: string): boolean {
  const s = normalSku(storefrontSku);
  const i = normalSku(itemSku);
  const code = normalSku(clientCode);
  if (s === i || s === `${code}-${i}`) return true;
  const dash = i.indexOf('-');
  return dash > 0 && dash < i.length - 1 && s === `${code}-${i.slice(dash + 1)}`;
}

export const inconsistentSkuRule =
  'A mapped storefront product is inconsistent when its SKU is not its vendor item’s SKU (ignoring case and spaces), ' +
  'nor that SKU behind the storefront’s client code (NWG-SHOP-NWG-MUG-11), ' +
  'nor that SKU with its vendor prefix replaced by the client code (NWG-MUG-11 sold as NWG-SHOP-MUG-11).';

export interface SkuItem {
  id: number;
  vendorId: number;
  sku: string;
  item: string;
  status: string;
  version: number;
}

/** Items of one vendor whose SKUs differ only in case or spaces. */
export interface DuplicateSkuGroup {
  vendorId: number;
  /** The SKU they share once normalised. */
  key: string;
  items: SkuItem[];
}

export interface SkuStorefrontProduct {
  id: number;
  projectId: number;
  projectName: string;
  clientCode: string;
  vendorId: number;
  sku: string;
  name: string;
  version: number;
  /** The item it maps to (inconsistent ones). */
  mapped: { id: number; sku: string; item: string } | null;
  /** An item of the storefront's vendor whose SKU explains this product's SKU, when there is one. */
  suggestion: { id: number; sku: string; item: string } | null;
}

export interface SkuSection<T> {
  total: number;
  /** At most SKU_SECTION_LIMIT rows; `total` says how many there are. */
  rows: T[];
}

export const SKU_SECTION_LIMIT = 200;

export interface SkuMaintenanceReport {
  duplicates: SkuSection<DuplicateSkuGroup>;
  unmapped: SkuSection<SkuStorefrontProduct>;
  inconsistent: SkuSection<SkuStorefrontProduct>;
}
