/**
 * Pure: the tool's checked answers (schemas.ts) as the records Dockhand keeps of them, and the rules
 * that match a pulled record to Dockhand's own (same name, same SKU). The external id is the tool's
 * id as text; a record the tool lists twice (a page that shifted while it was read) is kept once.
 */
import { fromAmountOrNull, toAmountOrNull } from '../../../src/domain/money';
import type { ShipStationProduct, ShipStationStore, ShipStationTag } from './schemas';

export interface PulledStore {
  externalId: string;
  name: string;
  marketplace: string | null;
  active: boolean;
}

export interface PulledProduct {
  externalId: string;
  name: string;
  sku: string;
  price: number | null;
  weightOz: number | null;
  active: boolean;
}

export interface PulledTag {
  externalId: string;
  name: string;
  color: string | null;
  /** The tool has no inactive tags: a tag it lists is in use. */
  active: boolean;
}

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** The last record of each external id, in the tool's order. */
export function uniqueByExternalId<T extends { externalId: string }>(rows: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) byId.set(row.externalId, row);
  return [...byId.values()];
}

export const storeOf = (store: ShipStationStore): PulledStore => ({
  externalId: String(store.storeId),
  name: trimmed(store.storeName) || `Store ${store.storeId}`,
  marketplace: trimmed(store.marketplaceName) || null,
  active: store.active,
});

export const productOf = (product: ShipStationProduct): PulledProduct => ({
  externalId: String(product.productId),
  sku: trimmed(product.sku),
  name: trimmed(product.name) || trimmed(product.sku) || `Product ${product.productId}`,
  // As the columns keep them (cents; thousandths of an ounce), so an unchanged product compares equal.
  price: toAmountOrNull(fromAmountOrNull(product.price)),
  weightOz: product.weightOz == null ? null : Number(product.weightOz.toFixed(3)),
  active: product.active,
});

export const tagOf = (tag: ShipStationTag): PulledTag => ({
  externalId: String(tag.tagId),
  name: trimmed(tag.name) || `Tag ${tag.tagId}`,
  color: tagColor(tag.color),
  active: true,
});

/** A colour as order tags keep it ('#RRGGBB', upper case); null when the tool's is not one. */
export function tagColor(color: string | null | undefined): string | null {
  const value = trimmed(color);
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : null;
}

/** How names are compared when a pulled record is matched to Dockhand's: trimmed, any case. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** The record of `candidates` whose name matches `name`, if exactly one does. */
export function sameName<T extends { name: string }>(name: string, candidates: readonly T[]): T | null {
  const key = nameKey(name);
  const found = candidates.filter((c) => nameKey(c.name) === key);
  return found.length === 1 ? found[0]! : null;
}
