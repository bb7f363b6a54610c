/**
 * Has Inventory and Recommended Splits (spec §2): held orders whose every line is available now, and
 * orders with some lines available, with the split that would ship those now. Each order is judged on
 * its own against today's stock (two orders may count on the same units: sending them to fulfilment
 * is what decides). Candidates are the oldest held or waiting orders, bounded so a large backlog stays
 * quick; orders held for anything but inventory are left to people. A kit counts as available only
 * when every one of its components is (src/domain/order-kit-lines.ts).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_HOLD_TYPES, orderTransitions } from '../../../src/domain/order.lifecycle';
import { componentsOf, isKitComponent, isKitLine } from '../../../src/domain/order-kits';
import { kitsAvailable, kitShipNow } from '../../../src/domain/order-kit-lines';
import type {
  RecommendationPage,
  SplitProposalLine,
  SplitRecommendation,
  UnholdRec,
} from '../../../src/domain/contracts/order-answers';
import { ordersContract } from '../../../src/domain/contracts/orders';
import { contractRow, type Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { orderHolds, orders } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { MAX_PER_PAGE } from '../../resources/resource';
import { availableStock, untrackedItems } from '../inventory/stock.queries';
import { linesOf, type Order } from './order-records.repository';
import { scopeCondition } from '../../auth/policy';

/** How many of the oldest candidates are judged per request. */
const CANDIDATE_LIMIT = 2000;

export interface RecsRequest {
  page: number;
  perPage: number;
  projectId?: number;
  warehouseId?: number;
}

export function parseRecsRequest(body: unknown): RecsRequest {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const int = (key: string, fallback?: number) => {
    const raw = b[key];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) fields[key] = 'Must be a whole number from 1';
    return n;
  };
  const request = {
    page: int('page', 1)!,
    perPage: int('perPage', 25)!,
    projectId: int('projectId'),
    warehouseId: int('warehouseId'),
  };
  if (request.perPage > MAX_PER_PAGE) fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);
  return request;
}

/** No open hold other than an inventory one. */
const onlyInventoryHolds = sql`not exists (select 1 from ${orderHolds} h where h.order_id = ${orders.id} and h.released_at is null and h.type not in (${sql.join(
  INVENTORY_HOLD_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}))`;

async function candidates(
  db: Db,
  user: AuthUser,
  request: RecsRequest,
  statuses: readonly string[],
): Promise<Order[]> {
  const where: (SQL | undefined)[] = [
    scopeCondition(orderResource, user),
    inArray(orders.orderStatus, [...statuses]),
    eq(orders.isArchived, false),
    onlyInventoryHolds,
    request.projectId ? eq(orders.projectId, request.projectId) : undefined,
    request.warehouseId ? eq(orders.warehouseId, request.warehouseId) : undefined,
  ];
  return db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.orderDate), asc(orders.id))
    .limit(CANDIDATE_LIMIT);
}

/** Available units per `${warehouseId}:${vendorProductId}`, and the items that do not track stock. */
async function stockFor(db: Db, list: readonly Order[]) {
  const ids = list
    .flatMap((o) => linesOf(o).map((l) => l.vendorProductId))
    .filter((v): v is number => v != null);
  const warehouseIds = list.map((o) => o.warehouseId).filter((v): v is number => v != null);
  const [rows, untracked] = await Promise.all([
    availableStock(db, { warehouseIds, vendorProductIds: ids }),
    untrackedItems(db, ids),
  ]);
  return {
    available: new Map(rows.map((r) => [`${r.warehouseId}:${r.vendorProductId}`, r.available])),
    untracked,
  };
}

/**
 * Per line, how much could ship now (lines of one item share its stock, first line first). A kit line
 * ships whole kits only: as many as its scarcest component covers, and the units those kits take are
 * its components' share of the stock; components are never proposed on their own.
 */
function proposalOf(order: Order, stock: Awaited<ReturnType<typeof stockFor>>): SplitProposalLine[] | null {
  const left = new Map<number, number>();
  const lines = linesOf(order);
  /** What is left of an item for the lines after those already proposed (Infinity: untracked). */
  const leftOf = (id: number) => {
    if (stock.untracked.has(id)) return Number.POSITIVE_INFINITY;
    if (!left.has(id)) left.set(id, Math.max(0, stock.available.get(`${order.warehouseId}:${id}`) ?? 0));
    return left.get(id)!;
  };
  const take = (id: number, units: number) => {
    if (!stock.untracked.has(id)) left.set(id, leftOf(id) - units);
  };
  const proposal: SplitProposalLine[] = [];
  for (const [lineIndex, line] of lines.entries()) {
    if (line.ignored || isKitComponent(line)) continue;
    if (order.warehouseId == null) return null;
    if (isKitLine(line)) {
      const parts = componentsOf(lines, line).filter((c) => !c.line.ignored);
      if (parts.length === 0 || parts.some((c) => c.line.vendorProductId == null)) return null;
      const components = parts.map((c) => ({
        perKit: c.line.kitComponent!.perKit,
        quantity: c.line.quantity,
        available: leftOf(c.line.vendorProductId!),
      }));
      const covered = kitsAvailable(components);
      const { shipNow, takes } = kitShipNow(line.quantity, components);
      parts.forEach((c, i) => take(c.line.vendorProductId!, takes[i]!));
      proposal.push({
        lineIndex,
        sku: line.sku,
        quantity: line.quantity,
        available: Number.isFinite(covered) ? covered : line.quantity,
        shipNow,
        kitName: line.kit!.name,
      });
      continue;
    }
    if (line.vendorProductId == null) return null;
    const available = leftOf(line.vendorProductId);
    if (!Number.isFinite(available)) {
      proposal.push({
        lineIndex,
        sku: line.sku,
        quantity: line.quantity,
        available: line.quantity,
        shipNow: line.quantity,
      });
      continue;
    }
    const shipNow = Math.min(line.quantity, available);
    take(line.vendorProductId, shipNow);
    proposal.push({ lineIndex, sku: line.sku, quantity: line.quantity, available, shipNow });
  }
  return proposal;
}

const page = <T>(items: readonly T[], request: RecsRequest) => ({
  total: items.length,
  items: items.slice((request.page - 1) * request.perPage, request.page * request.perPage),
});

/** Has Inventory: held (for inventory only) orders whose every line is available now. */
export async function unholdRecommendations(db: Db, user: AuthUser, request: RecsRequest) {
  const list = await candidates(db, user, request, orderTransitions.unhold.from);
  const stock = await stockFor(db, list);
  const ready = list.filter((o) => {
    const proposal = proposalOf(o, stock);
    return proposal !== null && proposal.length > 0 && proposal.every((l) => l.shipNow === l.quantity);
  });
  const shown = page(ready, request);
  const holds = shown.items.length
    ? await db
        .select()
        .from(orderHolds)
        .where(
          and(
            inArray(
              orderHolds.orderId,
              shown.items.map((o) => o.id),
            ),
            sql`${orderHolds.releasedAt} is null`,
          ),
        )
    : [];
  return {
    total: shown.total,
    items: shown.items.map((o) => ({
      ...contractRow(ordersContract, o),
      holds: holds
        .filter((h) => h.orderId === o.id)
        .map((h) => ({
          id: h.id,
          type: h.type,
          reason: h.reason,
          createdAt: h.createdAt,
          holdUntil: h.holdUntil,
        })),
    })),
  } satisfies Sendable<RecommendationPage<UnholdRec>>;
}

/** Recommended Splits: orders with some lines available now and some not, with the split to make. */
export async function splitRecommendations(db: Db, user: AuthUser, request: RecsRequest) {
  const list = await candidates(db, user, request, orderTransitions.split.from);
  const stock = await stockFor(db, list);
  const recs = list.flatMap((order) => {
    const proposal = proposalOf(order, stock);
    if (!proposal) return [];
    const now = proposal.reduce((n, l) => n + l.shipNow, 0);
    const all = proposal.reduce((n, l) => n + l.quantity, 0);
    return now > 0 && now < all ? [{ order: contractRow(ordersContract, order), proposal }] : [];
  });
  return page(recs, request) satisfies Sendable<RecommendationPage<SplitRecommendation>>;
}
