/**
 * The demo data's history agrees with itself (issue 12): on a freshly seeded database, every
 * document's timeline, action-log rows and stock-ledger rows come at or after its creation and in
 * time order; a received transfer or ASN received what its ledger received; and nothing is dated
 * after the moment the seed finished. Every document's status is where its last recorded step left
 * it. Issue 13 item 14: Has Inventory, Inventory Tracking Off and System logs show rows.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundLine } from '../../src/domain/receiving';
import { INVENTORY_HOLD_TYPES } from '../../src/domain/order.lifecycle';
import { openDatabase, type Database } from '../../server/db/client';
import {
  actionLog,
  fulfillmentOrders,
  inboundReceipts,
  manualShipments,
  orderEvents,
  orderHolds,
  orderReturns,
  orders,
  purchaseOrders,
  stockAllocations,
  stockLedger,
  systemLog,
  users,
  vendorProducts,
  warehouseProductLocations,
  warehouseShipments,
} from '../../server/db/schema';
import { authUserOf, seedDemoData } from '../../server/db/seed';
import { INTEGRITY_SOURCE } from '../../server/modules/inventory/integrity-watchdog.service';
import { automationResource } from '../../server/resources/declarations/automation';
import {
  billingEntryResource,
  ledgerEntryResource,
  ptcFileResource,
  rateCardResource,
  vendorInvoiceResource,
} from '../../server/resources/declarations/billing';
import {
  changelogResource,
  knowledgebaseGroupResource,
  knowledgebasePageResource,
} from '../../server/resources/declarations/docs';
import { directInventoryUpdateResource } from '../../server/resources/declarations/inventory';
import {
  billOfMaterialsResource,
  rndProjectResource,
  workOrderResource,
} from '../../server/resources/declarations/manufacturing';
import { packingListResource } from '../../server/resources/declarations/packing-lists';
import { generatedReportResource } from '../../server/resources/declarations/reports';
import { ticketResource } from '../../server/resources/declarations/support';
import {
  tplCarrierResource,
  tplCustomerResource,
  tplReceiverResource,
} from '../../server/resources/declarations/tpl';
import {
  parseRecsRequest,
  unholdRecommendations,
} from '../../server/modules/orders/order-recommendations.service';

let database: Database;
let startedAt: Date;
let seededAt: Date;

type Ledger = typeof stockLedger.$inferSelect;
let ledger: Ledger[];
let log: (typeof actionLog.$inferSelect)[];

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  startedAt = new Date();
  expect(await seedDemoData(database.db)).toBe(true);
  seededAt = new Date();
  ledger = await database.db.select().from(stockLedger).orderBy(asc(stockLedger.id));
  log = await database.db.select().from(actionLog).orderBy(asc(actionLog.id));
}, 120_000);
afterAll(() => database?.close());

const db = () => database.db;
const ms = (d: Date | null | undefined) => (d ? d.getTime() : NaN);
const ledgerOf = (type: string, id: number) =>
  ledger.filter((r) => r.sourceType === type && r.sourceId === String(id));
const logOf = (resource: string, id: number) =>
  log.filter((r) => r.resource === resource && r.resourceId === String(id));

/** Every time at or after `created`, and in the order the rows were written. */
function expectInOrderAfter(what: string, created: Date, times: readonly Date[]) {
  for (const [i, at] of times.entries()) {
    expect(ms(at), `${what}: entry ${i} before the document was created`).toBeGreaterThanOrEqual(ms(created));
    if (i > 0)
      expect(ms(at), `${what}: entry ${i} before entry ${i - 1}`).toBeGreaterThanOrEqual(ms(times[i - 1]));
  }
}

describe('the seeded demo history', () => {
  it('orders: timeline, holds, action log and ledger rows follow the order’s creation, in time order', async () => {
    const rows = await db().select().from(orders);
    const events = await db().select().from(orderEvents).orderBy(asc(orderEvents.id));
    const holds = await db().select().from(orderHolds);
    const fos = await db().select().from(fulfillmentOrders);
    expect(rows).toHaveLength(36); // 34 + the two kit orders (seed/kits.ts)
    for (const order of rows) {
      const what = `order ${order.orderNumber}`;
      const timeline = events.filter((e) => e.orderId === order.id);
      expect(timeline.length, `${what} has no timeline`).toBeGreaterThan(0);
      expect(timeline[0]!.kind, `${what}: its timeline starts with intake`).toBe('intake');
      expectInOrderAfter(
        `${what} timeline`,
        order.createdAt,
        timeline.map((e) => e.createdAt),
      );
      expect(ms(order.orderDate)).toBeLessThanOrEqual(ms(order.createdAt));
      expect(ms(order.updatedAt)).toBeGreaterThanOrEqual(ms(order.createdAt));
      // Every change of the order wrote its timeline entry at the same time.
      expect(
        timeline.some((e) => ms(e.createdAt) === ms(order.updatedAt)),
        `${what} changed without a timeline entry`,
      ).toBe(true);
      expectInOrderAfter(
        `${what} action log`,
        order.createdAt,
        logOf('orders', order.id).map((r) => r.createdAt),
      );
      for (const hold of holds.filter((h) => h.orderId === order.id)) {
        expect(ms(hold.createdAt), `${what}: a hold placed before the order`).toBeGreaterThanOrEqual(
          ms(order.createdAt),
        );
        if (hold.releasedAt) expect(ms(hold.releasedAt)).toBeGreaterThanOrEqual(ms(hold.createdAt));
      }
      if (order.shipDate) expect(ms(order.shipDate)).toBeGreaterThanOrEqual(ms(order.createdAt));
      for (const fo of fos.filter((f) => f.orderId === order.id)) {
        expect(ms(fo.createdAt)).toBeGreaterThanOrEqual(ms(order.createdAt));
        expectInOrderAfter(
          `${what} fulfilment order ${fo.id} ledger`,
          fo.createdAt,
          ledgerOf('fulfillment_order', fo.id).map((r) => r.createdAt),
        );
        if (fo.shipDate) expect(ms(fo.shipDate)).toBe(ms(order.shipDate));
      }
    }
    // A shipped order's stock left when it shipped.
    for (const order of rows.filter((o) => o.orderStatus === 'shipped')) {
      const fo = fos.find((f) => f.orderId === order.id)!;
      const shipped = ledgerOf('fulfillment_order', fo.id).filter((r) => r.kind === 'ship');
      expect(shipped.length, `order ${order.orderNumber} shipped no stock`).toBeGreaterThan(0);
      for (const row of shipped) expect(ms(row.createdAt)).toBe(ms(order.shipDate));
    }
  });

  it('warehouse shipments: action log and ledger rows follow creation; received ones received their ledger', async () => {
    const rows = await db().select().from(warehouseShipments);
    const receipts = await db().select().from(inboundReceipts);
    expect(rows.length).toBeGreaterThan(0);
    let received = 0;
    for (const shipment of rows) {
      const what = `shipment ${shipment.orderNumber}`;
      expectInOrderAfter(
        `${what} action log`,
        shipment.createdAt,
        logOf('warehouseShipments', shipment.id).map((r) => r.createdAt),
      );
      const moved = [
        ...ledgerOf('warehouse_shipment', shipment.id),
        ...ledgerOf('warehouse_transfer', shipment.id),
      ].sort((a, b) => a.id - b.id);
      expectInOrderAfter(
        `${what} ledger`,
        shipment.createdAt,
        moved.map((r) => r.createdAt),
      );
      if (shipment.receivedDate)
        expect(ms(shipment.receivedDate)).toBeGreaterThanOrEqual(ms(shipment.createdAt));
      if (shipment.orderStatus !== 'Received') continue;
      received++;
      expect(shipment.receivedDate, `${what} is Received without a received date`).not.toBeNull();
      const arrivals = ledgerOf('warehouse_shipment', shipment.id).filter(
        (r) => r.kind === 'receipt' || r.kind === 'transfer_receive',
      );
      const lines = shipment.items as InboundLine[];
      expect(lines.length).toBeGreaterThan(0);
      for (const [i, line] of lines.entries()) {
        const got = (line.receivedQuantity ?? 0) + (line.rejectedQuantity ?? 0);
        const itemArrivals = arrivals.filter((r) => r.vendorProductId === line.vendorProductId);
        const recorded = receipts.filter((r) => r.shipmentId === shipment.id && r.lineIndex === i);
        expect(got, `${what} line ${i} is received but the ledger holds no receipt`).toBeGreaterThan(0);
        expect(
          itemArrivals.reduce((n, r) => n + r.quantityDelta, 0),
          `${what} line ${i}: ledger`,
        ).toBe(got);
        expect(
          recorded.reduce((n, r) => n + r.receivedQuantity + r.damagedQuantity + r.quarantineQuantity, 0),
          `${what} line ${i}: receipts`,
        ).toBe(got);
        for (const r of itemArrivals) expect(ms(r.createdAt)).toBe(ms(shipment.receivedDate));
      }
    }
    expect(received, 'the demo has a received transfer').toBeGreaterThan(0);
  });

  it('purchase orders and returns: their action log and ledger rows follow their creation', async () => {
    for (const po of await db().select().from(purchaseOrders)) {
      const entries = logOf('purchaseOrders', po.id);
      expect(entries.length, `purchase order ${po.orderNumber} has no history`).toBeGreaterThan(0);
      expectInOrderAfter(
        `purchase order ${po.orderNumber}`,
        po.createdAt,
        entries.map((r) => r.createdAt),
      );
      expect(ms(po.updatedAt)).toBe(ms(entries.at(-1)!.createdAt));
    }
    const returns = await db().select().from(orderReturns);
    expect(returns).toHaveLength(2);
    const orderRows = await db().select().from(orders);
    for (const ret of returns) {
      const order = orderRows.find((o) => o.id === ret.orderId)!;
      expect(ms(ret.createdAt), `return ${ret.trackingNumber} before its order shipped`).toBeGreaterThan(
        ms(order.shipDate),
      );
      expectInOrderAfter(
        `return ${ret.trackingNumber} action log`,
        ret.createdAt,
        logOf('orderReturns', ret.id).map((r) => r.createdAt),
      );
      const restocked = ledgerOf('order_return', ret.id);
      expectInOrderAfter(
        `return ${ret.trackingNumber} ledger`,
        ret.createdAt,
        restocked.map((r) => r.createdAt),
      );
      const lines = ret.items as unknown as { restockedQuantity: number; damagedQuantity: number }[];
      expect(restocked.reduce((n, r) => n + r.quantityDelta, 0)).toBe(
        lines.reduce((n, l) => n + l.restockedQuantity + l.damagedQuantity, 0),
      );
      if (ret.receiveDate) expect(ret.receiveDate >= ret.createdAt.toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('the stock ledger runs forward in time, balance by balance, and allocations close after they open', async () => {
    expect(ledger.length).toBeGreaterThan(0);
    const byBalance = new Map<number, Ledger[]>();
    for (const row of ledger) byBalance.set(row.balanceId, [...(byBalance.get(row.balanceId) ?? []), row]);
    for (const [balanceId, rows] of byBalance) {
      let onHand = 0;
      let allocated = 0;
      for (const [i, row] of rows.entries()) {
        if (i > 0)
          expect(
            ms(row.createdAt),
            `balance ${balanceId}: ledger row ${row.id} before the one written earlier`,
          ).toBeGreaterThanOrEqual(ms(rows[i - 1]!.createdAt));
        onHand += row.quantityDelta;
        allocated += row.allocatedDelta;
        expect(onHand, `balance ${balanceId} below zero at ledger row ${row.id}`).toBeGreaterThanOrEqual(
          allocated,
        );
        expect(allocated).toBeGreaterThanOrEqual(0);
      }
    }
    for (const a of await db().select().from(stockAllocations)) {
      if (a.closedAt) expect(ms(a.closedAt)).toBeGreaterThanOrEqual(ms(a.createdAt));
    }
  });

  it('nothing is dated after the seed finished', async () => {
    const tables = [
      'orders',
      'order_events',
      'order_holds',
      'fulfillment_orders',
      'order_returns',
      'purchase_orders',
      'warehouse_shipments',
      'inbound_receipts',
      'stock_ledger',
      'stock_allocations',
      'warehouse_product_locations',
      'action_log',
      'direct_inventory_updates',
      'manual_shipments',
      'packing_lists',
      'vendor_products',
      'system_log',
      'channels',
      'messages',
      'tickets',
      'generated_reports',
      'vendor_invoices',
      'order_billing_entries',
      'automation_contents',
      'tpl_adjustments',
      'irms_purchase_orders',
      'work_orders',
      'changelog_entries',
    ];
    for (const table of tables) {
      const result = (await db().execute(`select max(created_at) as latest from ${table}`)) as unknown as {
        rows: { latest: string | Date | null }[];
      };
      const latest = result.rows[0]?.latest;
      expect(latest, `${table} is empty`).not.toBeNull();
      expect(new Date(latest!).getTime(), `${table} holds a time after the seed`).toBeLessThanOrEqual(
        seededAt.getTime(),
      );
    }
    const dated = (await db().execute(
      `select max(greatest(order_date, modify_date, coalesce(ship_date, order_date), updated_at)) as latest from orders`,
    )) as unknown as { rows: { latest: string | Date }[] };
    expect(new Date(dated.rows[0]!.latest).getTime()).toBeLessThanOrEqual(seededAt.getTime());
  });
});

describe('the seeded documents', () => {
  /** The status a document's last action-log entry left it in. */
  const lastStatus = (resource: string, id: number) =>
    (logOf(resource, id).at(-1)?.after as { orderStatus?: unknown } | undefined)?.orderStatus;

  it('stand where their last recorded step left them', async () => {
    for (const po of await db().select().from(purchaseOrders))
      expect(lastStatus('purchaseOrders', po.id), `purchase order ${po.orderNumber}`).toBe(po.orderStatus);
    for (const shipment of await db().select().from(warehouseShipments))
      expect(lastStatus('warehouseShipments', shipment.id), `shipment ${shipment.orderNumber}`).toBe(
        shipment.orderStatus,
      );
    for (const shipment of await db().select().from(manualShipments))
      expect(lastStatus('manualShipments', shipment.id), `shipment ${shipment.orderNumber}`).toBe(
        shipment.orderStatus,
      );
  });

  // Issue 14: outbound shipments moved through their steps, so their stock agrees with their status.
  it('outbound shipments hold, and shipped ones consumed, exactly what their lines say', async () => {
    const rows = await db().select().from(manualShipments);
    expect(new Set(rows.map((r) => r.orderStatus))).toEqual(
      new Set(['Draft', 'Open', 'AwaitingShipment', 'Shipped']),
    );
    for (const row of rows) {
      const lines = row.items as { allocatedQuantity?: number }[];
      const allocated = lines.reduce((n, l) => n + (l.allocatedQuantity ?? 0), 0);
      const source = ledgerOf('manual_shipment', row.id);
      const shipped = source.filter((r) => r.kind === 'ship').reduce((n, r) => n - r.quantityDelta, 0);
      expectInOrderAfter(
        `shipment ${row.orderNumber}`,
        row.createdAt,
        source.map((r) => r.createdAt),
      );
      if (row.orderStatus === 'Shipped') {
        expect(shipped, `shipment ${row.orderNumber} shipped`).toBe(allocated);
        expect(row.activity?.units, `shipment ${row.orderNumber} activity`).toBe(allocated);
      } else expect(shipped, `shipment ${row.orderNumber} shipped nothing`).toBe(0);
      if (row.orderStatus === 'AwaitingShipment') expect(allocated).toBeGreaterThan(0);
    }
  });

  /** A purchase order and its action-log actions, in order. */
  const orderHistory = async (orderNumber: string) => {
    const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderNumber, orderNumber));
    return { row: row!, actions: logOf('purchaseOrders', row!.id).map((r) => r.action) };
  };
  /** A shipment, its action-log entries, its ledger rows and its receipts. */
  const shipmentHistory = async (orderNumber: string) => {
    const [row] = await db()
      .select()
      .from(warehouseShipments)
      .where(eq(warehouseShipments.orderNumber, orderNumber));
    const entries = logOf('warehouseShipments', row!.id);
    return {
      row: row!,
      actions: entries.map((r) => r.action),
      actors: entries.map((r) => r.userId),
      ledger: ledgerOf('warehouse_shipment', row!.id),
      receipts: await db().select().from(inboundReceipts).where(eq(inboundReceipts.shipmentId, row!.id)),
    };
  };
  const lines = (row: { items: unknown }) => row.items as InboundLine[];

  it('PO-BPO-0902 was confirmed, shipped and received in full: Received, its stoves in the ledger', async () => {
    const po = await orderHistory('PO-BPO-0902');
    expect(po.row.orderStatus).toBe(3);
    expect(po.actions).toEqual(['add', 'confirm', 'received']);
    const batch = await shipmentHistory('PO-BPO-0902-B1');
    expect(batch.row).toMatchObject({ orderStatus: 'Received', purchaseOrderId: po.row.id });
    expect(batch.actions).toEqual(['ship-items', 'receive']);
    expect(lines(batch.row)[0]).toMatchObject({ quantity: 150, receivedQuantity: 150 });
    expect(batch.ledger.map((r) => [r.kind, r.quantityDelta])).toEqual([['receipt', 150]]);
    expect(batch.receipts.map((r) => r.receivedQuantity)).toEqual([150]);
    // The order turned Received in the receipt's transaction.
    expect(ms(po.row.updatedAt)).toBe(ms(batch.row.receivedDate));
  });

  it('PO-KTC-0110 received its first batch only: Partially received', async () => {
    const po = await orderHistory('PO-KTC-0110');
    expect(po.row.orderStatus).toBe(2);
    expect(po.actions).toEqual(['add', 'confirm', 'partially-received']);
    const batch = await shipmentHistory('PO-KTC-0110-B1');
    expect(batch.row.orderStatus).toBe('Received');
    const got = lines(batch.row)[0]!.receivedQuantity!;
    expect(got).toBeGreaterThan(0);
    expect(got).toBeLessThan(lines(po.row)[0]!.quantity);
    expect(batch.ledger.reduce((n, r) => n + r.quantityDelta, 0)).toBe(got);
  });

  it('ASN-NWG-3310, announced by Northwind, had its first truck received: Shipped, the rest to come', async () => {
    const asn = await shipmentHistory('ASN-NWG-3310');
    const [brand] = await db().select().from(users).where(eq(users.email, 'brand@northwind.test'));
    expect(asn.row).toMatchObject({ orderStatus: 'Shipped', customerRequested: true });
    expect(asn.actions).toEqual(['add', 'receive']);
    expect(asn.actors[0]).toBe(brand!.id);
    const [line] = lines(asn.row);
    expect(line!.receivedQuantity).toBeGreaterThan(0);
    expect(line!.receivedQuantity).toBeLessThan(line!.quantity);
    expect(asn.ledger.reduce((n, r) => n + r.quantityDelta, 0)).toBe(line!.receivedQuantity);
    for (const r of asn.ledger) expect(ms(r.createdAt)).toBe(ms(asn.row.receivedDate));
  });

  it('PO-BPO-0917-B1 is on its way: shipped by Bluepeak, nothing received, its order Confirmed', async () => {
    const batch = await shipmentHistory('PO-BPO-0917-B1');
    expect(batch.row.orderStatus).toBe('Shipped');
    expect(batch.actions).toEqual(['ship-items']);
    expect(batch.ledger).toEqual([]);
    expect(lines(batch.row)[0]).toMatchObject({ quantity: 40, receivedQuantity: 0 });
    const po = await orderHistory('PO-BPO-0917');
    expect(po.row.orderStatus).toBe(1);
    expect(po.actions).toEqual(['add', 'confirm']);
  });
});

describe('the back office', () => {
  it('records people add start with their add in the action log, at their creation, in time order', async () => {
    const declarations = [
      ticketResource,
      vendorInvoiceResource,
      billingEntryResource,
      rateCardResource,
      ptcFileResource,
      ledgerEntryResource,
      packingListResource,
      automationResource,
      billOfMaterialsResource,
      workOrderResource,
      rndProjectResource,
      generatedReportResource,
      knowledgebaseGroupResource,
      knowledgebasePageResource,
      changelogResource,
      tplCarrierResource,
      tplCustomerResource,
      tplReceiverResource,
      directInventoryUpdateResource,
    ];
    /** The billing run logs a page of charges at once: the 'rate' row naming its vendor and ids. */
    const rated = log.filter((r) => r.resource === billingEntryResource.name && r.action === 'rate');
    for (const decl of declarations) {
      const rows = (await db().select().from(decl.table)) as {
        id: number;
        createdAt?: Date;
        vendorId?: number;
        sourceType?: string;
      }[];
      expect(rows.length, `${decl.name} has no rows`).toBeGreaterThan(0);
      for (const row of rows) {
        if (decl === billingEntryResource && row.sourceType !== 'custom') {
          const page = rated.find((r) => {
            const after = r.after as { vendorId: number; fromId: number; toId: number };
            return after.vendorId === row.vendorId && after.fromId <= row.id && row.id <= after.toId;
          });
          expect(page, `charge ${row.id} was rated without an action-log row`).toBeDefined();
          expect(ms(page!.createdAt)).toBe(ms(row.createdAt));
          continue;
        }
        const entries = logOf(decl.name, row.id);
        expect(entries[0]?.action, `${decl.name} ${row.id} was not added`).toBe('add');
        if (row.createdAt) {
          expect(ms(entries[0]!.createdAt)).toBe(ms(row.createdAt));
          expectInOrderAfter(
            `${decl.name} ${row.id}`,
            row.createdAt,
            entries.map((e) => e.createdAt),
          );
        }
      }
    }
  });
});

describe('the screens of issue 13 item 14', () => {
  it('Has Inventory lists held orders whose stock has arrived', async () => {
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@dockhand.test'));
    const recs = await unholdRecommendations(db(), authUserOf(admin!), parseRecsRequest({}));
    expect(recs.total).toBeGreaterThanOrEqual(3);
    for (const order of recs.items) {
      expect(order.orderStatus).toBe('on_hold');
      expect(order.holds.length).toBeGreaterThan(0);
      for (const hold of order.holds) expect(INVENTORY_HOLD_TYPES).toContain(hold.type);
      // Held when it came in, before the stock arrived.
      expect(ms(order.holds[0]!.createdAt)).toBeGreaterThanOrEqual(ms(order.createdAt));
    }
  });

  it('Inventory Tracking Off lists items added with tracking off, which hold no stock', async () => {
    const untracked = await db()
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.trackInventory, false));
    expect(untracked.length).toBeGreaterThanOrEqual(3);
    const balances = await db().select().from(warehouseProductLocations);
    for (const item of untracked) {
      expect(
        balances.filter((b) => b.vendorProductId === item.id),
        item.sku,
      ).toEqual([]);
      expect(logOf('vendorProducts', item.id).map((r) => r.action)).toEqual(['add']);
      expect(ms(logOf('vendorProducts', item.id)[0]!.createdAt)).toBe(ms(item.createdAt));
    }
  });

  it('System logs hold the integrity check’s runs and the errors of the history, in its time', async () => {
    const rows = await db().select().from(systemLog).orderBy(asc(systemLog.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const checks = rows.filter((r) => r.source === INTEGRITY_SOURCE);
    expect(checks.filter((r) => r.level === 'info').length).toBeGreaterThan(1);
    expect(rows.some((r) => r.level === 'error')).toBe(true);
    // The checks judged the seeded stock consistent whenever they ran.
    expect(checks.filter((r) => r.level === 'error').every((r) => /failed/.test(r.message))).toBe(true);
    expectInOrderAfter(
      'system log',
      new Date(startedAt.getTime() - 61 * 24 * 3600_000),
      rows.map((r) => r.createdAt),
    );
    expect(ms(rows.at(-1)!.createdAt)).toBeLessThanOrEqual(ms(seededAt));
  });
});
