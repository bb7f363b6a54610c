/**
 * "Simulate a meal-kit order" (issue 16, `orders.simulateMealKit`): what the real intake would make of
 * a hypothetical order, without anything being saved or allocated. It runs THE intake
 * (intakeInTransaction: SKU mapping, kit explosion, problem checks, holds) in a transaction, reads
 * what it needs in that same transaction (the order's lines, its open holds and markers, the
 * ship-code mapping it routes to, stock through stock.queries, inbound supply as "Why isn't this
 * shipping?" reads it), then throws a private sentinel so the transaction rolls back and no event is
 * published. So the simulation can never disagree with what intake would do.
 *
 * Rolled back is not invisible everywhere: PostgreSQL sequences are not transactional, so the ids of
 * the rows intake inserted (the order, its holds, its events, new storefront products) are used up
 * even though the rows are gone. Ids stay unique; they only skip numbers.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { IncomingDocument } from '../../../src/domain/contracts/order-answers';
import type {
  OrderSimulation,
  PromotionComponent,
  SimulationSku,
  SimulatedAvailability,
  SimulatedLine,
  SimulatedShipping,
  SimulatedShortage,
} from '../../../src/domain/contracts/order-simulation';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { componentsOf, customerLines, kitsCoveredBy } from '../../../src/domain/order-kits';
import { holdTypeLabel, isOrderMarker } from '../../../src/domain/order.lifecycle';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import type { OrderSimulationInput } from '../../../src/domain/resources/order-simulation.schema';
import type { AuthUser } from '../../auth/guard';
import { canSeeVendor, warehouseScope } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { storefrontProducts, vendorProducts, warehouses } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { coveringDocument } from '../inbound/incoming-documents.queries';
import { availableStock } from '../inventory/stock.queries';
import {
  projectOf,
  routeOrder,
  shortages,
  type Project,
  type ShipCodeMapping,
} from '../orders/order-checks.logic';
import { openHolds } from '../orders/order-holds.service';
import { intakeInTransaction } from '../orders/order-intake.service';
import { inboundFor } from '../orders/order-why.service';
import { linesOf, stockNeedsOf, type Order, type OrderLine } from '../orders/order-records.repository';

type Answer = Sendable<OrderSimulation>;

/** Thrown at the end of the simulation's transaction to roll it back; carries the answer out. */
class SimulationRollback extends Error {
  constructor(readonly answer: Answer) {
    super('Simulation rolled back');
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The later of two days ('YYYY-MM-DD'). */
const later = (a: string, b: string) => (a > b ? a : b);

/** The customer's lines, each kit with the components it explodes into. */
function simulatedLines(lines: readonly OrderLine[]): SimulatedLine[] {
  return customerLines(lines).map((line) => ({
    sku: line.sku,
    name: line.name ?? null,
    quantity: line.quantity,
    wmsSku: line.wmsSku ?? null,
    vendorProductId: line.vendorProductId ?? null,
    ignored: line.ignored ?? false,
    kit: line.kit
      ? { billOfMaterialsId: line.kit.billOfMaterialsId, revision: line.kit.revision, name: line.kit.name }
      : null,
    components: componentsOf(lines, line).map(({ line: c }) => ({
      sku: c.sku,
      name: c.name ?? null,
      wmsSku: c.wmsSku ?? null,
      vendorProductId: c.vendorProductId ?? null,
      perKit: c.kitComponent!.perKit,
      quantity: c.quantity,
    })),
  }));
}

/** Units one order needs per item, over its lines that ship (kit components and plain lines). */
function needsOf(lines: readonly OrderLine[]): Map<number, number> {
  const needs = new Map<number, number>();
  for (const n of stockNeedsOf(lines))
    needs.set(n.vendorProductId, (needs.get(n.vendorProductId) ?? 0) + n.quantity);
  return needs;
}

/** The documents, in expected-date order, up to the one by which `short` units are covered. */
function coveringSupply(docs: readonly Omit<IncomingDocument, 'coversShortage'>[], short: number) {
  const covering = coveringDocument(docs, short);
  if (!covering) return { documents: [], covered: false, coveredOn: null };
  const upTo = docs.findIndex((d) => d.type === covering.type && d.id === covering.id);
  return {
    documents: docs
      .slice(0, upTo + 1)
      .map((d, i) => ({ ...d, coversShortage: i === upTo && covering.coversShortage })),
    covered: covering.coversShortage,
    coveredOn: covering.coversShortage ? covering.date : null,
  };
}

const matchedBy = (mapping: ShipCodeMapping) =>
  mapping.requestedService?.trim()
    ? 'requested service'
    : mapping.orderCarrierCode?.trim() || mapping.orderServiceCode?.trim()
      ? 'carrier and service codes'
      : 'catch-all';

/** When the order could ship: nothing blocks it, the stock coming covers it, or what keeps it. */
function shippingOf(
  markers: readonly string[],
  shortagesFound: SimulatedShortage[],
  orderDay: string,
  today: string,
): SimulatedShipping {
  const start = later(orderDay, today);
  const blockers = markers.filter((m) => m !== 'NOT_ENOUGH_INVENTORY');
  if (blockers.length)
    return {
      status: 'blocked',
      date: null,
      summary: `It would be held for ${blockers.map(holdTypeLabel).join(', ')}: someone has to fix that before it can ship.`,
      shortages: shortagesFound,
    };
  if (shortagesFound.length === 0)
    return {
      status: 'now',
      // Today needs no date (the server's day may not be the user's); a later order date does.
      date: start > today ? start : null,
      summary:
        start > today
          ? 'Everything is in stock: it could ship on its order date.'
          : 'Everything is in stock: it could ship now.',
      shortages: [],
    };
  if (shortagesFound.every((s) => s.covered)) {
    const undated = shortagesFound.some((s) => s.coveredOn == null);
    return {
      status: 'when_supplied',
      date: undated ? null : shortagesFound.reduce((d, s) => later(d, s.coveredOn!), start),
      summary: undated
        ? 'The documents coming cover the shortage, but one has no expected date.'
        : 'It could ship once the documents coming have been received.',
      shortages: shortagesFound,
    };
  }
  return {
    status: 'not_covered',
    date: null,
    summary: 'Nothing coming covers the shortage: order more stock, or the order waits on hold.',
    shortages: shortagesFound,
  };
}

/** Everything the answer needs, read inside the intake's transaction. */
async function readSimulation(
  tx: Tx,
  user: AuthUser,
  project: Project,
  order: Order,
  count: number,
  now: Date,
): Promise<Answer> {
  const lines = linesOf(order);
  const warehouseId = project.warehouseId;
  const needs = needsOf(lines);
  const itemIds = [...needs.keys()];
  const scope = warehouseScope(user, warehouses.id);
  const [holds, items, visible, route] = await Promise.all([
    openHolds(tx, order.id),
    itemIds.length
      ? tx
          .select({
            id: vendorProducts.id,
            sku: vendorProducts.sku,
            name: vendorProducts.item,
            trackInventory: vendorProducts.trackInventory,
          })
          .from(vendorProducts)
          .where(inArray(vendorProducts.id, itemIds))
      : [],
    tx
      .select({ id: warehouses.id, name: warehouses.fullName })
      .from(warehouses)
      // The user's warehouses, and the storefront's own (the one it ships from).
      .where(scope && warehouseId != null ? or(eq(warehouses.id, warehouseId), scope) : scope)
      .orderBy(asc(warehouses.fullName)),
    warehouseId == null ? null : routeOrder(tx, order),
  ]);
  const stock = await availableStock(tx, {
    warehouseIds: visible.map((w) => w.id),
    vendorProductIds: itemIds,
  });
  const availableAt = (whId: number, itemId: number) =>
    stock.find((s) => s.warehouseId === whId && s.vendorProductId === itemId)?.available ?? 0;
  // The storefront's warehouse first, then the others where some needed item is available.
  const shown = visible
    .filter((w) => w.id === warehouseId || stock.some((s) => s.warehouseId === w.id && s.available > 0))
    .sort((a, b) => Number(b.id === warehouseId) - Number(a.id === warehouseId));
  const item = (id: number) => items.find((i) => i.id === id);
  const availability: SimulatedAvailability[] = itemIds.map((id) => ({
    vendorProductId: id,
    sku: item(id)?.sku ?? `#${id}`,
    name: item(id)?.name ?? null,
    needed: needs.get(id)!,
    trackInventory: item(id)?.trackInventory ?? true,
    available: shown.map((w) => ({ warehouseId: w.id, available: Math.max(0, availableAt(w.id, id)) })),
  }));

  // Supply as "Why isn't this shipping?" reads it: every open document in expected-date order.
  const supply = new Map<number, Awaited<ReturnType<typeof inboundFor>>>();
  const supplyOf = async (itemId: number) => {
    if (!supply.has(itemId)) supply.set(itemId, await inboundFor(tx, warehouseId!, itemId));
    return supply.get(itemId)!;
  };
  const short = warehouseId == null ? [] : await shortages(tx, warehouseId, lines);
  const shortagesFound: SimulatedShortage[] = [];
  for (const s of short) {
    const have = Math.max(0, s.available);
    shortagesFound.push({
      vendorProductId: s.vendorProductId,
      sku: item(s.vendorProductId)?.sku ?? `#${s.vendorProductId}`,
      needed: s.needed,
      available: have,
      ...coveringSupply(await supplyOf(s.vendorProductId), s.needed - have),
    });
  }

  const markers = order.tags.filter(isOrderMarker);
  const promotion = count > 1 ? await promotionOf(availability, warehouseId, count, supplyOf) : null;
  return {
    refused: null,
    storefront: storefrontOf(project, visible),
    orderStatus: order.orderStatus,
    lines: simulatedLines(lines),
    warehouses: shown.map((w) => ({ id: w.id, name: w.name, ships: w.id === warehouseId })),
    availability,
    markers,
    holds: holds.map((h) => ({ type: h.type, reason: h.reason })),
    route: route && {
      id: route.id,
      fulfillmentService: route.fulfillmentService,
      carrierCode: route.fulfillmentCarrierCode,
      carrierName: route.fulfillmentCarrierName,
      serviceCode: route.fulfillmentServiceCode,
      serviceName: route.fulfillmentServiceName,
      manualFulfill: route.overrideToUseManualFulfill,
      matchedBy: matchedBy(route),
      requestedService: route.requestedService,
    },
    noRouteReason: route
      ? null
      : warehouseId == null
        ? `Storefront ${project.name} has no warehouse to ship from.`
        : `No active ship-code mapping of ${project.name} matches the requested service “${order.requestedService ?? ''}” or the carrier and service codes, and it has no catch-all mapping.`,
    shipping: shippingOf(markers, shortagesFound, day(order.orderDate ?? now), day(now)),
    promotion,
  } satisfies Answer;
}

/**
 * N orders of this content (a promotion): per component item, N × what one order takes, how many
 * whole orders today's stock at the storefront's warehouse covers, and the day the documents coming
 * cover all N. The component covering the fewest orders runs out first.
 */
async function promotionOf(
  availability: readonly SimulatedAvailability[],
  warehouseId: number | null,
  count: number,
  supplyOf: (itemId: number) => Promise<Omit<IncomingDocument, 'coversShortage'>[]>,
) {
  const components: PromotionComponent[] = [];
  for (const a of availability) {
    const available = a.available.find((w) => w.warehouseId === warehouseId)?.available ?? 0;
    const totalNeeded = a.needed * count;
    const short = a.trackInventory ? Math.max(0, totalNeeded - available) : 0;
    const supply =
      short > 0 && warehouseId != null
        ? coveringSupply(await supplyOf(a.vendorProductId), short)
        : { documents: [], covered: short === 0, coveredOn: null };
    components.push({
      vendorProductId: a.vendorProductId,
      sku: a.sku,
      name: a.name,
      perOrder: a.needed,
      totalNeeded,
      available,
      ordersCovered: a.trackInventory ? kitsCoveredBy(String(a.needed), available) : null,
      coversAll: supply.covered,
      coversAllOn: supply.coveredOn,
      documents: supply.documents,
    });
  }
  const tracked = components.filter((c) => c.ordersCovered != null);
  const first = tracked.reduce<PromotionComponent | null>(
    (min, c) => (min == null || c.ordersCovered! < min.ordersCovered! ? c : min),
    null,
  );
  return {
    count,
    components,
    runsOutFirst: first && {
      vendorProductId: first.vendorProductId,
      sku: first.sku,
      ordersCovered: first.ordersCovered!,
    },
  };
}

function storefrontOf(project: Project, known: readonly { id: number; name: string }[]) {
  return {
    id: project.id,
    name: project.name,
    warehouseId: project.warehouseId,
    warehouseName: known.find((w) => w.id === project.warehouseId)?.name ?? null,
  };
}

/** Intake's refusal (a disabled storefront) as the answer: nothing else to show. */
function refusedAnswer(project: Project, message: string): Answer {
  return {
    refused: message,
    storefront: storefrontOf(project, []),
    orderStatus: null,
    lines: [],
    warehouses: [],
    availability: [],
    markers: [],
    holds: [],
    route: null,
    noRouteReason: null,
    shipping: { status: 'blocked', date: null, summary: message, shortages: [] },
    promotion: null,
  };
}

/** The most SKUs the picker offers. */
const MAX_SKUS = 500;

/** The storefront, when the user may simulate its orders (its vendor in scope, as intake from the screen). */
async function visibleProject(db: Db, user: AuthUser, projectId: number) {
  const project = await projectOf(db, projectId);
  if (!project || !canSeeVendor(user, project.vendorId))
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a project you have access to' });
  return project;
}

/** The SKUs a simulated line may name: the storefront's products, kits included, by SKU. */
export async function simulationSkus(db: Db, user: AuthUser, projectId: number) {
  const project = await visibleProject(db, user, projectId);
  const rows = await db
    .select({
      sku: storefrontProducts.sku,
      name: storefrontProducts.name,
      vendorProductId: storefrontProducts.vendorProductId,
      billOfMaterialsId: storefrontProducts.billOfMaterialsId,
    })
    .from(storefrontProducts)
    .where(eq(storefrontProducts.projectId, project.id))
    .orderBy(asc(storefrontProducts.sku))
    .limit(MAX_SKUS);
  return rows.map((r) => ({
    sku: r.sku,
    name: r.name,
    kit: r.billOfMaterialsId != null,
    mapped: r.vendorProductId != null || r.billOfMaterialsId != null,
  })) satisfies SimulationSku[];
}

/** Simulates `input.count` orders of one content for the user: intake run and rolled back. */
export async function simulateOrder(
  db: Db,
  user: AuthUser,
  input: OrderSimulationInput,
  now: Date,
): Promise<Answer> {
  const project = await visibleProject(db, user, input.projectId);
  const intake = await orderIntakeSchema.validate(
    {
      // Unique, so the simulation never meets a real order's number (and never holds one as a duplicate).
      orderNumber: `SIM-${randomUUID()}`,
      projectId: project.id,
      storeId: input.storeId,
      orderDate: input.orderDate,
      shipmentAddress: input.shipmentAddress,
      items: input.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
      requestedService: input.requestedService,
      carrierCode: input.carrierCode,
      serviceCode: input.serviceCode,
    },
    { stripUnknown: true },
  );
  try {
    await db.transaction(async (tx) => {
      const { result } = await intakeInTransaction(tx, intake, {
        channel: 'simulation',
        userId: user.id,
        at: now,
      });
      throw new SimulationRollback(await readSimulation(tx, user, project, result.order, input.count, now));
    });
  } catch (err) {
    if (err instanceof SimulationRollback) return err.answer;
    // Intake refuses an order outright only when the storefront takes none: that is the simulation's answer.
    if (err instanceof HttpError && err.statusCode === 409) return refusedAnswer(project, err.message);
    throw err;
  }
  throw new Error('The simulation ended without an answer.');
}
