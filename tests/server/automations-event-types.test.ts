/**
 * Every other event type of the catalogue reaches its automation with the data its template needs
 * (issue 19): receipts of an ASN, a purchase order's batch and a transfer; a bulk shipment shipped; a
 * return confirmed (to the order's customer); a report ready (to whoever asked for it); an invoice
 * issued. Each is recorded as its service records it (the area's helper, on a seeded record, in a
 * transaction), then dispatched and delivered by the job runner. The order events go through the
 * real order API in automations-dispatch.test.ts.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationEventType } from '../../src/domain/automation-events';
import {
  generatedReports,
  manualShipments,
  orderReturns,
  orders,
  vendorInvoices,
  warehouseShipments,
} from '../../server/db/schema';
import {
  recordBulkShippedAutomation,
  recordInvoiceIssuedAutomation,
  recordReceiptAutomation,
  recordReportReadyAutomation,
  recordReturnAutomation,
} from '../../server/modules/automations/automation-event-inputs.service';
import { startTestApp, type TestApp } from './harness';
import { automation, drain, quietSeededAutomations, runsOf, template } from './automations-fixtures';

let t: TestApp;
let admin: string;
let tpl: number;
const at = new Date();

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  await quietSeededAutomations(t);
  tpl = await template(
    t,
    admin,
    '{{ subject.ref }}',
    '{{ event.number }}{{ event.orderNumber }}{{ event.name }}{{ event.invoiceNumber }}|{{ event.itemsSummary }}{{ event.total }}|{{ event.link }}|{{ vendor.code }}',
  );
});
afterAll(() => t.close());

async function listen(type: AutomationEventType, fromEvent = false) {
  return automation(t, admin, {
    onEvent: type,
    contentTemplateId: tpl,
    fromEvent,
    recipients: fromEvent ? null : `${type.toLowerCase()}@example.com`,
  });
}

async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  expect(row).toBeTruthy();
  return row!;
}

describe('each event type triggers its template with its data', () => {
  it('receipts of an ASN, a purchase order batch and a transfer', async () => {
    const db = t.database.db;
    const ids = {
      asn: await listen('AsnReceived'),
      po: await listen('PurchaseOrderReceived'),
      transfer: await listen('TransferReceived'),
    };
    const asn = await only(
      db.select().from(warehouseShipments).where(eq(warehouseShipments.type, 1)).limit(1),
    );
    const batch = await only(
      db
        .select()
        .from(warehouseShipments)
        .where(and(eq(warehouseShipments.type, 2), isNotNull(warehouseShipments.purchaseOrderId)))
        .limit(1),
    );
    const transfer = await only(
      db.select().from(warehouseShipments).where(eq(warehouseShipments.type, 0)).limit(1),
    );
    await db.transaction(async (tx) => {
      for (const s of [asn, batch, transfer]) await recordReceiptAutomation(tx, at, s, null);
    });
    await drain(t);
    const [asnRun] = await runsOf(t, ids.asn);
    expect(asnRun).toMatchObject({
      status: 'Sent',
      recipient: 'asnreceived@example.com',
      subject: `ASN ${asn.orderNumber}`,
    });
    expect(asnRun!.content).toContain(`/warehouses/advancedShipNotice/edit/${asn.id}`);
    const [poRun] = await runsOf(t, ids.po);
    expect(poRun!.subject).toBe(`Purchase order ${batch.orderNumber}`);
    expect(poRun!.content).toContain(`/warehouses/purchaseOrders/view/${batch.purchaseOrderId}`);
    const [transferRun] = await runsOf(t, ids.transfer);
    expect(transferRun!.subject).toBe(`Transfer ${transfer.orderNumber}`);
    expect(transferRun!.content).toMatch(/\d+\/\d+ × /);
  });

  it('a bulk shipment shipped, a return confirmed to the order’s customer', async () => {
    const db = t.database.db;
    const bulkId = await listen('BulkShipmentShipped');
    const returnId = await listen('ReturnConfirmed', true);
    const bulk = await only(
      db.select().from(manualShipments).where(eq(manualShipments.orderType, 'BulkShipment')).limit(1),
    );
    const ret = await only(db.select().from(orderReturns).limit(1));
    const [order] = await db.select().from(orders).where(eq(orders.id, ret.orderId));
    await db.update(orders).set({ customerEmail: 'returner@example.com' }).where(eq(orders.id, order!.id));
    await db.transaction(async (tx) => {
      await recordBulkShippedAutomation(tx, at, bulk, { carrierCode: 'fedex', trackingNumber: 'PRO1' }, null);
      await recordReturnAutomation(tx, at, ret, { ...order!, customerEmail: 'returner@example.com' }, null);
    });
    await drain(t);
    const [bulkRun] = await runsOf(t, bulkId);
    expect(bulkRun).toMatchObject({ status: 'Sent', subject: `Bulk shipment ${bulk.orderNumber}` });
    expect(bulkRun!.content).toContain(`/warehouses/bulkShipments`);
    const [returnRun] = await runsOf(t, returnId);
    expect(returnRun).toMatchObject({ status: 'Sent', recipient: 'returner@example.com' });
    expect(returnRun!.content).toContain(order!.orderNumber);
    expect(returnRun!.content).toContain(`/orders/details/${order!.id}`);
  });

  it('a report ready to its requester, an invoice issued with its total', async () => {
    const db = t.database.db;
    const reportId = await listen('ReportReady', true);
    const invoiceId = await listen('InvoiceIssued');
    const report = await only(
      db.select().from(generatedReports).where(isNotNull(generatedReports.requestedBy)).limit(1),
    );
    const invoice = await only(db.select().from(vendorInvoices).limit(1));
    await db.transaction(async (tx) => {
      await recordReportReadyAutomation(tx, at, report);
      await recordInvoiceIssuedAutomation(tx, at, invoice, null);
    });
    await drain(t);
    const [reportRun] = await runsOf(t, reportId);
    expect(reportRun!.status).toBe('Sent');
    expect(reportRun!.recipient).toMatch(/@/);
    expect(reportRun!.content).toContain(`/reports/`);
    const [invoiceRun] = await runsOf(t, invoiceId);
    expect(invoiceRun!.subject).toBe(`Invoice ${invoice.invoiceNumber}`);
    expect(invoiceRun!.content).toContain(Number(invoice.total ?? 0).toFixed(2));
    expect(invoiceRun!.content).toContain(`/billing/customerInvoices/view/${invoice.id}`);
    expect(
      t.mails.some(
        (m) => m.to === 'invoiceissued@example.com' && m.subject === `Invoice ${invoice.invoiceNumber}`,
      ),
    ).toBe(true);
  });
});
