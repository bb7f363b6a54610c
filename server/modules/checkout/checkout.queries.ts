/**
 * The checkout's reads (issue 16): a storefront's catalogue (its products that orders may name, kits
 * included, ignored ones left out) with what each maps to, its availability at the storefront's
 * warehouse (read through stock.queries) and its price, and the storefront's requested services.
 * The decisions on price and availability are written in src/domain/contracts/checkout.ts.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogueComponent,
  CataloguePage,
  CatalogueProduct,
  CheckoutServices,
} from '../../../src/domain/contracts/checkout';
import { add, mul, ratio, ZERO } from '../../../src/domain/manufacturing/ratio';
import { fromAmount, roundFraction, toAmount } from '../../../src/domain/money';
import { kitsCoveredBy, perKitOf, perKitText } from '../../../src/domain/order-kits';
import type { CheckoutCatalogueQuery } from '../../../src/domain/resources/checkout.schema';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import { shipCodeMappings, storefrontProducts, vendorProducts } from '../../db/schema';
import { availableAt, untrackedItems } from '../inventory/stock.queries';
import { kitsOf, routeOrder } from '../orders/order-checks.logic';

type Reader = Db | Tx;
type StorefrontProduct = typeof storefrontProducts.$inferSelect;

/** The storefront a catalogue belongs to. */
export interface CatalogueProject {
  id: number;
  vendorId: number;
  warehouseId: number | null;
}

/** An item's availability: null (always) when it does not track stock. */
const availabilityOf = (id: number, untracked: Set<number>, available: Map<number, number>) =>
  untracked.has(id) ? null : (available.get(id) ?? 0);

/** Whole kits the components cover: the scarcest component decides; null when none tracks stock. */
function kitsAvailable(components: readonly CatalogueComponent[]): number | null {
  const covered = components
    .filter((c) => c.available !== null)
    .map((c) => kitsCoveredBy(c.perKit, c.available!));
  if (covered.length === 0) return null;
  const fewest = Math.min(...covered);
  return Number.isFinite(fewest) ? fewest : null;
}

/** The catalogue rows of storefront products: mapping, availability and price of each. */
export async function describeProducts(
  reader: Reader,
  project: CatalogueProject,
  products: readonly StorefrontProduct[],
): Promise<CatalogueProduct[]> {
  const kits = await kitsOf(reader, project.vendorId, products);
  const itemIds = [
    ...products.map((p) => p.vendorProductId),
    ...kits.flatMap((k) => k.items.map((c) => c.vendorProductId)),
  ].filter((id): id is number => id != null);
  const items = itemIds.length
    ? await reader
        .select({
          id: vendorProducts.id,
          sku: vendorProducts.sku,
          name: vendorProducts.item,
          wholesalePrice: vendorProducts.wholesalePrice,
        })
        .from(vendorProducts)
        .where(
          and(
            inArray(vendorProducts.id, [...new Set(itemIds)]),
            eq(vendorProducts.vendorId, project.vendorId),
          ),
        )
    : [];
  const untracked = await untrackedItems(
    reader,
    items.map((i) => i.id),
  );
  const tracked = items.map((i) => i.id).filter((id) => !untracked.has(id));
  // A storefront without a warehouse has nothing available anywhere (intake holds its orders).
  const available =
    project.warehouseId == null
      ? new Map<number, number>()
      : await availableAt(reader, project.warehouseId, tracked);

  return products.map((product): CatalogueProduct => {
    const base = {
      id: product.id,
      sku: product.sku,
      name: product.name,
      forcedHold: product.onFulfillmentHold,
    };
    const kit = kits.find((k) => k.id === product.billOfMaterialsId);
    if (kit) {
      const parts = kit.items.map((component) => ({
        component,
        item: items.find((i) => i.id === component.vendorProductId),
      }));
      const components = parts.map(({ component, item }): CatalogueComponent => ({
        sku: item?.sku ?? component.sku,
        name: item?.name ?? component.name ?? null,
        perKit: perKitText(component),
        available: item ? availabilityOf(item.id, untracked, available) : 0,
      }));
      const notOrderable =
        parts.length === 0
          ? 'Kit without components'
          : parts.some((p) => !p.item)
            ? 'A component is not mapped to an item of the vendor'
            : null;
      // Σ wholesale × perKit, exact, rounded once to the cent.
      const priced = parts.every((p) => p.item?.wholesalePrice != null);
      const exact = parts.reduce(
        (sum, p) => add(sum, mul(ratio(fromAmount(p.item?.wholesalePrice)), perKitOf(p.component))),
        ZERO,
      );
      return {
        ...base,
        kind: 'kit',
        mappedTo: kit.name,
        mappedSku: null,
        components,
        available: kitsAvailable(components),
        price: priced && parts.length ? toAmount(roundFraction(exact.n, exact.d)) : null,
        orderable: notOrderable === null,
        notOrderable,
      };
    }
    const item = items.find((i) => i.id === product.vendorProductId);
    return {
      ...base,
      kind: 'item',
      mappedTo: item?.name ?? null,
      mappedSku: item?.sku ?? null,
      components: [],
      available: item ? availabilityOf(item.id, untracked, available) : 0,
      price: item?.wholesalePrice == null ? null : toAmount(fromAmount(item.wholesalePrice)),
      orderable: item !== undefined,
      notOrderable: item ? null : 'Not mapped',
    };
  });
}

/** What the catalogue lists: the storefront's products that are not ignored on fulfilment. */
const listed = (projectId: number): SQL =>
  and(eq(storefrontProducts.projectId, projectId), eq(storefrontProducts.onFulfillmentIgnore, false))!;

/** A page of the storefront's catalogue, by name, searched by SKU or name. */
export async function cataloguePage(
  reader: Reader,
  project: CatalogueProject,
  query: Pick<CheckoutCatalogueQuery, 'search' | 'page' | 'perPage'>,
): Promise<CataloguePage> {
  const search = query.search?.trim();
  const where = and(
    listed(project.id),
    search
      ? or(
          ilike(storefrontProducts.sku, containsPattern(search)),
          ilike(storefrontProducts.name, containsPattern(search)),
        )
      : undefined,
  );
  const [count] = await reader
    .select({ n: sql<number>`count(*)::int` })
    .from(storefrontProducts)
    .where(where);
  const rows = await reader
    .select()
    .from(storefrontProducts)
    .where(where)
    .orderBy(asc(storefrontProducts.name), asc(storefrontProducts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: count?.n ?? 0, items: await describeProducts(reader, project, rows) };
}

/** The catalogue rows of the given SKUs (those the storefront lists), for placing an order. */
export async function catalogueProductsBySku(
  reader: Reader,
  project: CatalogueProject,
  skus: readonly string[],
): Promise<CatalogueProduct[]> {
  if (skus.length === 0) return [];
  const rows = await reader
    .select()
    .from(storefrontProducts)
    .where(and(listed(project.id), inArray(storefrontProducts.sku, [...new Set(skus)])));
  return describeProducts(reader, project, rows);
}

/**
 * The requested services an order of the storefront may name: those of its active ship-code
 * mappings; whether it has a default is whether intake routes an order that names none.
 */
export async function requestedServicesOf(reader: Reader, projectId: number): Promise<CheckoutServices> {
  const rows = await reader
    .select({ requestedService: shipCodeMappings.requestedService })
    .from(shipCodeMappings)
    .where(and(eq(shipCodeMappings.projectId, projectId), eq(shipCodeMappings.active, true)));
  const names = rows.map((r) => r.requestedService?.trim() ?? '').filter((name) => name !== '');
  const route = await routeOrder(reader, {
    projectId,
    requestedService: null,
    carrierCode: null,
    serviceCode: null,
  });
  return {
    requestedServices: [...new Set(names)].sort((a, b) => a.localeCompare(b)),
    hasDefault: route !== null,
  };
}
