/**
 * Document lines that name one of a vendor's items, by id or by SKU (ignoring case, as a scanner or a
 * person types it; an exact match wins): each line gets the item's id and SKU and, when it has none,
 * its name. A line that names no item of the vendor answers 400 on that line, and nothing is written.
 * Shared by the write hooks of inbound shipments (ASNs, transfers) and outbound shipments.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { vendorProducts } from '../db/schema';
import { badRequest } from '../http/errors';

export interface ItemLineInput {
  sku: string;
  name?: string | null;
  vendorProductId?: number | null;
}

export type ResolvedItemLine<L> = L & { sku: string; name: string | null; vendorProductId: number };

export async function resolveItemLines<L extends ItemLineInput>(
  tx: Tx,
  vendorId: number,
  lines: readonly L[],
): Promise<ResolvedItemLine<L>[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.vendorProductId).filter((id): id is number => id != null);
  const skus = lines.filter((l) => l.vendorProductId == null).map((l) => l.sku.toLowerCase());
  const products = await tx
    .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        or(
          ids.length ? inArray(vendorProducts.id, ids) : undefined,
          skus.length ? inArray(sql`lower(${vendorProducts.sku})`, skus) : undefined,
        ) ?? sql`false`,
      ),
    );
  const bySku = (sku: string) =>
    products.find((p) => p.sku === sku) ?? products.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
  const fields: Record<string, string> = {};
  const resolved: ResolvedItemLine<L>[] = [];
  lines.forEach((line, i) => {
    const byId = line.vendorProductId != null;
    const product = byId ? products.find((p) => p.id === line.vendorProductId) : bySku(line.sku);
    if (!product)
      fields[byId ? `items[${i}].vendorProductId` : `items[${i}].sku`] = 'Choose an item of this vendor';
    else
      resolved.push({
        ...line,
        sku: product.sku,
        name: line.name ?? product.item,
        vendorProductId: product.id,
      });
  });
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
  return resolved;
}
