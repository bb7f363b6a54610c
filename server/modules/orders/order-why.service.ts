/**
 * "Why isn't this shipping?": the chain of causes that keeps an order from shipping, for its details
 * page and the list's quick view. Each open hold; each unmapped SKU; each item short at the order's
 * warehouse with the earliest open inbound document (purchase-order batch or purchase order, ASN,
 * transfer or work order) whose quantities, added up in expected-date order, would cover it; a
 * missing warehouse or ship-code mapping; a missing payment; or, when nothing blocks it, what it is
 * waiting for. A kit is judged by its components (issue 16): a short or unmapped component names the
 * kits it belongs to, since it holds each of them whole.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { holdTypeLabel, ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  billsOfMaterials,
  fulfillmentOrders,
  users,
  vendorProducts,
  warehouses,
  workOrders,
} from '../../db/schema';
import { coveringDocument, incomingDocuments } from '../inbound/incoming-documents.queries';
import { projectOf, routeOrder, shortages } from './order-checks.logic';
import { openHolds } from './order-holds.service';
import { findOrder, linesOf, type Order, type OrderLine } from './order-records.repository';
import { isKitLine } from '../../../src/domain/order-kits';
import { kitLineOf } from '../../../src/domain/order-kit-lines';
import { FULFILLMENT_ORDER_STATUS } from '../../../src/domain/fulfillment-order.lifecycle';
import type { IncomingDocument, WhyAnswer } from '../../../src/domain/contracts/order-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { openWorkOrderStatuses } from '../../../src/domain/work-order.lifecycle';

/** An inbound document for a shortage, as the answer carries it. */
type Incoming = IncomingDocument & { coversShortage: boolean };

/** The server's causes: the answer's (WhyCause), with dates as Dates and the hold's label always set. */
export type Cause =
  | {
      kind: 'hold';
      holdId: number;
      type: string;
      label: string;
      reason: string;
      since: Date;
      by: string;
      until: Date | null;
    }
  | { kind: 'unmapped'; sku: string; lineIndex: number; kits?: string[] }
  | {
      kind: 'shortage';
      sku: string;
      wmsSku: string;
      vendorProductId: number;
      needed: number;
      available: number;
      warehouseName: string;
      incoming: Incoming | null;
      kits?: string[];
    }
  | { kind: 'config'; message: string }
  | { kind: 'payment'; message: string }
  | {
      kind: 'fulfillment';
      message: string;
      /** The fulfillment order it was sent as, for the screen to name by its number and link. */
      fulfillmentOrder?: { id: number; number: string; sentAt: string; external: boolean };
    };

/** Every open inbound document bringing the item to the warehouse, in expected-date order. */
export async function inboundFor(
  db: Db,
  warehouseId: number,
  vendorProductId: number,
): Promise<Omit<Incoming, 'coversShortage'>[]> {
  const [documents, wos] = await Promise.all([
    incomingDocuments(db, { warehouseIds: [warehouseId], vendorProductIds: [vendorProductId], limit: 50 }),
    db
      .select({
        id: workOrders.id,
        orderNumber: workOrders.orderNumber,
        quantity: workOrders.quantity,
        dueDate: workOrders.dueDate,
      })
      .from(workOrders)
      .innerJoin(billsOfMaterials, eq(billsOfMaterials.id, workOrders.billOfMaterialsId))
      .where(
        and(
          eq(workOrders.warehouseId, warehouseId),
          eq(billsOfMaterials.warehouseProductId, vendorProductId),
          inArray(workOrders.status, [...openWorkOrderStatuses]),
        ),
      )
      .limit(50),
  ]);
  const docs: Omit<Incoming, 'coversShortage'>[] = [
    ...documents.map(({ type, id, number, date, quantity, link }) => ({
      type,
      id,
      number,
      date,
      quantity,
      link,
    })),
    ...wos.map((w) => ({
      type: 'work_order' as const,
      id: w.id,
      number: w.orderNumber,
      date: w.dueDate,
      quantity: w.quantity,
      link: `/manufacturing/work-orders/edit/${w.id}`,
    })),
  ];
  return docs
    .filter((d) => d.quantity > 0)
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id - b.id);
}

/** The earliest document by which the shortage is covered, or the last partial one. */
async function incomingFor(
  db: Db,
  warehouseId: number,
  vendorProductId: number,
  short: number,
): Promise<Incoming | null> {
  return coveringDocument(await inboundFor(db, warehouseId, vendorProductId), short);
}

/** The storefront SKUs of the kits whose component lines `match` (none for lines outside kits). */
function kitsOf(lines: readonly OrderLine[], match: (line: OrderLine) => boolean): string[] {
  const kits = lines.filter((l) => match(l)).map((l) => kitLineOf(lines, l)?.sku);
  return [...new Set(kits.filter((sku): sku is string => sku != null))];
}

/** `{ kits }` when there are some, so the answer names them only for kit components. */
const withKits = (kits: string[]) => (kits.length ? { kits } : {});

async function shortageCauses(db: Db, order: Order): Promise<Cause[]> {
  if (order.warehouseId == null) return [];
  const short = await shortages(db, order.warehouseId, linesOf(order));
  if (short.length === 0) return [];
  const [items, [warehouse]] = await Promise.all([
    db
      .select({ id: vendorProducts.id, sku: vendorProducts.sku })
      .from(vendorProducts)
      .where(
        inArray(
          vendorProducts.id,
          short.map((s) => s.vendorProductId),
        ),
      ),
    db.select({ name: warehouses.fullName }).from(warehouses).where(eq(warehouses.id, order.warehouseId)),
  ]);
  return Promise.all(
    short.map(async ({ vendorProductId, needed: n, available }): Promise<Cause> => {
      const have = Math.max(0, available);
      const lines = linesOf(order);
      return {
        kind: 'shortage',
        sku: lines.find((l) => l.vendorProductId === vendorProductId)?.sku ?? '',
        wmsSku: items.find((i) => i.id === vendorProductId)?.sku ?? '',
        vendorProductId,
        needed: n,
        available: have,
        warehouseName: warehouse?.name ?? '',
        incoming: await incomingFor(db, order.warehouseId!, vendorProductId, n - have),
        ...withKits(kitsOf(lines, (l) => !l.ignored && l.vendorProductId === vendorProductId)),
      };
    }),
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The answer, checked against the contract's (WhyAnswer) as it reads on the wire. */
const answer = (blocked: boolean, summary: string, causes: Cause[]) =>
  ({ blocked, summary, causes }) satisfies Sendable<WhyAnswer>;

export async function whyNotShipping(db: Db, user: AuthUser, id: number) {
  const order = await findOrder(db, user, id);
  if (order.orderStatus === ORDER_STATUS.shipped)
    return answer(false, `Shipped${order.shipDate ? ` on ${day(order.shipDate)}` : ''}.`, []);
  if (order.orderStatus === ORDER_STATUS.cancelled) return answer(false, 'Cancelled: it will not ship.', []);
  if (order.orderStatus === ORDER_STATUS.pendingFulfillment) {
    const [fo] = await db
      .select({
        id: fulfillmentOrders.id,
        orderNumber: fulfillmentOrders.orderNumber,
        createdAt: fulfillmentOrders.createdAt,
        mirrored: fulfillmentOrders.mirrored,
      })
      .from(fulfillmentOrders)
      .where(
        and(
          eq(fulfillmentOrders.orderId, id),
          eq(fulfillmentOrders.orderStatus, FULFILLMENT_ORDER_STATUS.Open),
        ),
      )
      .orderBy(asc(fulfillmentOrders.id));
    const message = fo
      ? `Sent ${fo.mirrored ? 'to the external 3PL system' : 'to the warehouse'} on ${day(fo.createdAt)} as fulfilment order ${fo.orderNumber}; its stock is allocated and it waits to be shipped.`
      : 'Sent to fulfilment; waiting to be shipped.';
    const fulfillmentOrder = fo && {
      id: fo.id,
      number: fo.orderNumber,
      sentAt: fo.createdAt.toISOString(),
      external: fo.mirrored,
    };
    return answer(false, 'Waiting for the warehouse to ship it.', [
      { kind: 'fulfillment', message, ...(fulfillmentOrder ? { fulfillmentOrder } : {}) },
    ]);
  }

  const causes: Cause[] = [];
  const holds = await openHolds(db, id);
  const holders = holds.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(users)
        .where(
          inArray(
            users.id,
            holds.map((h) => h.createdBy).filter((v): v is string => v != null),
          ),
        )
    : [];
  for (const h of holds) {
    const by = holders.find((u) => u.id === h.createdBy);
    causes.push({
      kind: 'hold',
      holdId: h.id,
      type: h.type,
      label: holdTypeLabel(h.type),
      reason: h.reason,
      since: h.createdAt,
      by: by ? by.name || by.email : 'System',
      until: h.holdUntil,
    });
  }
  if (order.orderStatus === ORDER_STATUS.awaitingPayment)
    causes.push({ kind: 'payment', message: 'The storefront has not recorded the payment yet.' });
  // A kit line ships through its components: an unmapped one is named, with its kit.
  const lines = linesOf(order);
  lines.forEach((line, lineIndex) => {
    if (!line.ignored && !isKitLine(line) && line.vendorProductId == null)
      causes.push({
        kind: 'unmapped',
        sku: line.sku,
        lineIndex,
        ...withKits(kitsOf(lines, (l) => l === line)),
      });
  });
  const project = await projectOf(db, order.projectId);
  if (order.warehouseId == null)
    causes.push({ kind: 'config', message: 'The storefront has no warehouse to ship from.' });
  else if (!(await routeOrder(db, order)))
    causes.push({
      kind: 'config',
      message: `No active ship-code mapping of ${project?.name ?? 'the storefront'} matches the requested service “${order.requestedService ?? ''}”.`,
    });
  causes.push(...(await shortageCauses(db, order)));

  if (causes.length === 0)
    return answer(false, 'Nothing blocks it: every line is in stock. It waits to be sent to fulfilment.', [
      { kind: 'fulfillment', message: 'Ready to be sent to fulfilment.' },
    ]);
  const first = causes[0]!;
  const summary =
    first.kind === 'hold'
      ? `On hold (${first.label})${causes.length > 1 ? `, and ${causes.length - 1} more cause${causes.length > 2 ? 's' : ''}` : ''}.`
      : `${causes.length} cause${causes.length > 1 ? 's' : ''} keep${causes.length > 1 ? '' : 's'} it from shipping.`;
  return answer(true, summary, causes);
}
