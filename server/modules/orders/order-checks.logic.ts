/**
 * What intake (and an edit) finds wrong with an order, as the problem markers of spec §3:
 * NO_ORDER_ITEMS, CONFIG_ERROR (no warehouse or ship-code mapping), MISSING_SKU (a line without a
 * mapped vendor item), SKU_FORCED_HOLD (a storefront product on forced hold) and
 * NOT_ENOUGH_INVENTORY (a line short at the order's warehouse, read through stock.queries). Also:
 * mapping lines from storefront SKUs to vendor items, and the ship-code mapping that routes an order.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { componentQuantity, isKitComponent, isKitLine, perKitText } from '../../../src/domain/order-kits';
import type { ProblemMarker } from '../../../src/domain/order.lifecycle';
import type { Db, Tx } from '../../db/client';
import {
  billsOfMaterials,
  projects,
  shipCodeMappings,
  storefrontProducts,
  vendorProducts,
} from '../../db/schema';
import { availabilityForLines, type ItemAvailability } from '../inventory/stock.queries';
import { stockNeedsOf, type OrderLine } from './order-records.repository';
import { missingShipToParts } from '../../../src/domain/ship-to';
import type { Address } from '../../db/schema/columns';

type Reader = Db | Tx;
export type Project = typeof projects.$inferSelect;
export type ShipCodeMapping = typeof shipCodeMappings.$inferSelect;

export interface Problem {
  type: ProblemMarker;
  reason: string;
}

/** A line as the storefront sends it (a kit's component line sent back is dropped and made again). */
export interface IncomingLine {
  sku: string;
  name?: string | null;
  quantity: number;
  unitPrice?: number | null;
  kitComponent?: unknown;
}

type Kit = typeof billsOfMaterials.$inferSelect;

/**
 * The Kit bills of materials of the vendor that the products name: what intake explodes, and so what
 * the checkout catalogue calls a kit.
 */
export async function kitsOf(
  reader: Reader,
  vendorId: number,
  products: readonly { billOfMaterialsId: number | null }[],
) {
  const ids = [...new Set(products.map((p) => p.billOfMaterialsId).filter((id): id is number => id != null))];
  if (ids.length === 0) return [];
  return reader
    .select()
    .from(billsOfMaterials)
    .where(
      and(
        inArray(billsOfMaterials.id, ids),
        eq(billsOfMaterials.vendorId, vendorId),
        eq(billsOfMaterials.type, 'Kit'),
      ),
    );
}

/**
 * Maps each line's storefront SKU through the project's storefront products to a vendor item. A SKU
 * the storefront never listed becomes a storefront product (so Products Mapping shows it), mapped
 * at once when the vendor has an item with that very SKU, as auto-map by SKU would. Answers the
 * lines, the storefront products each line is on (for forced holds) and the products created.
 */
export async function mapLines(
  tx: Tx,
  project: Project,
  received: readonly IncomingLine[],
): Promise<{ lines: OrderLine[]; forcedHold: string[]; createdProductIds: number[]; weightTotal: number }> {
  const incoming = received.filter((l) => l.kitComponent == null);
  const skus = [...new Set(incoming.map((l) => l.sku.trim()))];
  if (skus.length === 0) return { lines: [], forcedHold: [], createdProductIds: [], weightTotal: 0 };
  const known = await tx
    .select()
    .from(storefrontProducts)
    .where(and(eq(storefrontProducts.projectId, project.id), inArray(storefrontProducts.sku, skus)));
  const missing = skus.filter((sku) => !known.some((p) => p.sku === sku));
  const createdProductIds: number[] = [];
  if (missing.length) {
    const vendorItems = await tx
      .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, project.vendorId), inArray(vendorProducts.sku, missing)));
    const created = await tx
      .insert(storefrontProducts)
      .values(
        missing.map((sku) => {
          const item = vendorItems.find((v) => v.sku === sku);
          const name = incoming.find((l) => l.sku.trim() === sku)?.name?.trim() || item?.item || sku;
          return { projectId: project.id, sku, name, vendorProductId: item?.id ?? null };
        }),
      )
      // A racing intake of the same new SKU created it first: read it below instead.
      .onConflictDoNothing()
      .returning();
    createdProductIds.push(...created.map((p) => p.id));
    known.push(...created);
    if (created.length < missing.length) {
      known.push(
        ...(await tx
          .select()
          .from(storefrontProducts)
          .where(
            and(
              eq(storefrontProducts.projectId, project.id),
              inArray(
                storefrontProducts.sku,
                missing.filter((sku) => !created.some((c) => c.sku === sku)),
              ),
            ),
          )),
      );
    }
  }
  const kits = await kitsOf(tx, project.vendorId, known);
  const mappedIds = [
    ...known.map((p) => p.vendorProductId),
    ...kits.flatMap((k) => k.items.map((c) => c.vendorProductId)),
  ].filter((id): id is number => id != null);
  const items = mappedIds.length
    ? await tx
        .select({
          id: vendorProducts.id,
          sku: vendorProducts.sku,
          name: vendorProducts.item,
          weight: vendorProducts.weight,
        })
        .from(vendorProducts)
        .where(and(inArray(vendorProducts.id, mappedIds), eq(vendorProducts.vendorId, project.vendorId)))
    : [];
  const lines = incoming.flatMap((line, index): OrderLine[] => {
    const product = known.find((p) => p.sku === line.sku.trim());
    const kit = kits.find((k) => k.id === product?.billOfMaterialsId);
    const item = kit ? undefined : items.find((i) => i.id === product?.vendorProductId);
    const ignored = product?.onFulfillmentIgnore ?? false;
    const customerLine: OrderLine = {
      sku: line.sku.trim(),
      name: line.name ?? product?.name ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice ?? null,
      wmsSku: item?.sku ?? null,
      vendorProductId: item?.id ?? null,
      storefrontProductId: product?.id ?? null,
      ignored,
    };
    if (!kit) return [customerLine];
    return [
      {
        ...customerLine,
        kit: { key: `k${index + 1}`, billOfMaterialsId: kit.id, revision: kit.revision, name: kit.name },
      },
      ...explode(kit, `k${index + 1}`, line.quantity, ignored, items),
    ];
  });
  const forcedHold = known.filter((p) => p.onFulfillmentHold).map((p) => p.sku);
  // What the shipped lines weigh, from the items' unit weights (the orders list's weight total).
  const weight = lines.reduce(
    (sum, l) =>
      sum + (l.ignored ? 0 : (items.find((i) => i.id === l.vendorProductId)?.weight ?? 0) * l.quantity),
    0,
  );
  return { lines, forcedHold, createdProductIds, weightTotal: Math.round(weight * 1000) / 1000 };
}

/**
 * A kit line's component lines: one per component of the kit's bill of materials, ceil(perKit × kits)
 * of the item. A component whose item is not the vendor's stays unmapped (MISSING_SKU names it).
 */
function explode(
  kit: Kit,
  key: string,
  kits: number,
  ignored: boolean,
  items: readonly { id: number; sku: string; name: string }[],
): OrderLine[] {
  return kit.items.map((component) => {
    const item = items.find((i) => i.id === component.vendorProductId);
    const perKit = perKitText(component);
    return {
      sku: item?.sku ?? component.sku,
      name: item?.name ?? component.name ?? null,
      quantity: componentQuantity(perKit, kits),
      unitPrice: null,
      wmsSku: item?.sku ?? null,
      vendorProductId: item?.id ?? null,
      storefrontProductId: null,
      ignored,
      kitComponent: { key, perKit },
    };
  });
}

/** Each item short at the warehouse for the lines that ship: needed, available. */
export async function shortages(
  reader: Reader,
  warehouseId: number,
  lines: readonly OrderLine[],
): Promise<ItemAvailability[]> {
  const items = await availabilityForLines(reader, warehouseId, stockNeedsOf(lines));
  return items.filter((s) => s.available < s.needed);
}

const normal = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * The active ship-code mapping for an order: the one naming its requested service, else the one for
 * its carrier and service codes, else the project's catch-all (no requested service, no codes).
 */
export async function routeOrder(
  reader: Reader,
  order: {
    projectId: number;
    requestedService: string | null;
    carrierCode: string | null;
    serviceCode: string | null;
  },
): Promise<ShipCodeMapping | null> {
  const mappings = await reader
    .select()
    .from(shipCodeMappings)
    .where(and(eq(shipCodeMappings.projectId, order.projectId), eq(shipCodeMappings.active, true)))
    .orderBy(asc(shipCodeMappings.id));
  const byService = normal(order.requestedService)
    ? mappings.find((m) => normal(m.requestedService) === normal(order.requestedService))
    : undefined;
  const byCodes =
    order.carrierCode && order.serviceCode
      ? mappings.find(
          (m) =>
            normal(m.orderCarrierCode) === normal(order.carrierCode) &&
            normal(m.orderServiceCode) === normal(order.serviceCode),
        )
      : undefined;
  const catchAll = mappings.find(
    (m) => !normal(m.requestedService) && !normal(m.orderCarrierCode) && !normal(m.orderServiceCode),
  );
  return byService ?? byCodes ?? catchAll ?? null;
}

/** The project of an order, for checks and routing. */
export async function projectOf(reader: Reader, projectId: number): Promise<Project | undefined> {
  const [project] = await reader.select().from(projects).where(eq(projects.id, projectId));
  return project;
}

/**
 * Every problem of an order's content, in the order a person would fix them. `checkShipTo`: the
 * ship-to must be deliverable (orders from connectors, and an order held for its address being edited).
 */
export async function problemsOf(
  reader: Reader,
  project: Project,
  order: {
    projectId: number;
    lines: readonly OrderLine[];
    forcedHold: readonly string[];
    requestedService: string | null;
    carrierCode: string | null;
    serviceCode: string | null;
    shipmentAddress?: Address | null;
  },
  { checkShipTo = false }: { checkShipTo?: boolean } = {},
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const { lines } = order;
  const missing = checkShipTo ? missingShipToParts(order.shipmentAddress) : [];
  if (missing.length)
    problems.push({
      type: 'MISSING_ADDRESS',
      reason: `The ship-to address has no ${missing.join(', ')}: correct it before the order is sent.`,
    });
  if (lines.length === 0 || lines.every((l) => l.ignored)) {
    problems.push({
      type: 'NO_ORDER_ITEMS',
      reason: lines.length ? 'Every line is on a product the storefront ignores.' : 'The order has no lines.',
    });
  }
  if (project.warehouseId == null) {
    problems.push({ type: 'CONFIG_ERROR', reason: `Storefront ${project.name} has no warehouse.` });
  } else if (!(await routeOrder(reader, order))) {
    problems.push({
      type: 'CONFIG_ERROR',
      reason: `No active ship-code mapping of storefront ${project.name} matches the requested service “${order.requestedService ?? ''}”.`,
    });
  }
  const emptyKits = lines.filter(
    (l) => isKitLine(l) && !l.ignored && !lines.some((c) => c.kitComponent?.key === l.kit!.key),
  );
  if (emptyKits.length) {
    problems.push({
      type: 'CONFIG_ERROR',
      reason: `Kit without components: ${[...new Set(emptyKits.map((l) => l.sku))].join(', ')}.`,
    });
  }
  const unmapped = lines
    .filter((l) => !l.ignored && !isKitLine(l) && l.vendorProductId == null)
    .map((l) => l.sku);
  if (unmapped.length) {
    problems.push({
      type: 'MISSING_SKU',
      reason: `Not mapped to a warehouse item: ${[...new Set(unmapped)].join(', ')}.`,
    });
  }
  const forced = lines
    .filter((l) => !l.ignored && !isKitComponent(l) && order.forcedHold.includes(l.sku))
    .map((l) => l.sku);
  if (forced.length) {
    problems.push({
      type: 'SKU_FORCED_HOLD',
      reason: `The storefront holds these products: ${[...new Set(forced)].join(', ')}.`,
    });
  }
  if (project.warehouseId != null) {
    const short = await shortages(reader, project.warehouseId, lines);
    if (short.length)
      problems.push({ type: 'NOT_ENOUGH_INVENTORY', reason: await describeShortages(reader, short) });
  }
  return problems;
}

/** “NWG-MUG-11: 3 needed, 1 available; …” */
export async function describeShortages(reader: Reader, short: readonly ItemAvailability[]): Promise<string> {
  const items = await reader
    .select({ id: vendorProducts.id, sku: vendorProducts.sku })
    .from(vendorProducts)
    .where(
      inArray(
        vendorProducts.id,
        short.map((s) => s.vendorProductId),
      ),
    );
  return `Not enough stock: ${short
    .map(
      (s) =>
        `${items.find((i) => i.id === s.vendorProductId)?.sku ?? `#${s.vendorProductId}`}: ${s.needed} needed, ${Math.max(0, s.available)} available`,
    )
    .join('; ')}.`;
}
