/**
 * What each area records for automations, built from the rows its service already holds, so each
 * service adds one line inside its transaction. Payloads carry what a template needs: numbers and
 * names, the customer's address, an items summary, tracking, totals as decimal strings and the
 * record's page as an app path.
 */
import { eq } from 'drizzle-orm';
import type { AutomationEventType } from '../../../src/domain/automation-events';
import { linkPath } from '../../../src/domain/communications';
import { outboundShipmentPath } from '../../../src/domain/contracts/bulk-shipments';
import { generatedReportScreenPath } from '../../../src/domain/contracts/generated-reports';
import { invoiceScreenPath } from '../../../src/domain/contracts/vendor-invoices';
import { WAREHOUSE_TRANSFER } from '../../../src/domain/resources/warehouse-shipment.schema';
import type { Tx } from '../../db/client';
import {
  generatedReports,
  manualShipments,
  orderReturns,
  orders,
  projects,
  users,
  vendorInvoices,
  warehouseShipments,
} from '../../db/schema';
import { clockAt, recordAutomationEvent } from './automation-events.service';

type Order = typeof orders.$inferSelect;
type Line = { sku: string; name?: string | null; quantity: number };

const decimal = (value: unknown) => Number(value ?? 0).toFixed(2);
const linesOf = (items: unknown): Line[] =>
  (Array.isArray(items) ? (items as Line[]) : []).map((l) => ({
    sku: String(l.sku ?? ''),
    name: l.name ?? null,
    quantity: Number(l.quantity ?? 0),
  }));
const summaryOf = (lines: Line[]) => lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ');

async function storefrontName(tx: Tx, projectId: number | null): Promise<string | null> {
  if (projectId == null) return null;
  const [p] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return p?.name ?? null;
}

/** An order created, held with a marker, shipped or cancelled. */
export async function recordOrderAutomation(
  tx: Tx,
  at: Date,
  type: Extract<AutomationEventType, `Order${string}`>,
  order: Order,
  extra: { userId?: string | null; marker?: string | null; reason?: string | null } = {},
): Promise<void> {
  const address = (order.shipmentAddress ?? {}) as { name?: string | null; city?: string | null };
  const lines = linesOf(order.items);
  await recordAutomationEvent(tx, clockAt(at), {
    type,
    subject: { type: 'order', id: order.id, ref: `Order ${order.orderNumber}` },
    vendorId: order.vendorId,
    warehouseId: order.warehouseId,
    projectId: order.projectId,
    marker: extra.marker ?? null,
    createdBy: extra.userId ?? null,
    payload: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      customerName: address.name ?? null,
      customerEmail: order.customerEmail ?? null,
      storefront: await storefrontName(tx, order.projectId),
      items: lines,
      itemsSummary: summaryOf(lines),
      itemCount: order.itemCount,
      orderTotal: decimal(order.orderTotal),
      trackingNumber: order.trackingNumber ?? null,
      carrierCode: order.carrierCode ?? null,
      serviceCode: order.serviceCode ?? null,
      shipDate: order.shipDate?.toISOString() ?? null,
      marker: extra.marker ?? null,
      reason: extra.reason ?? null,
      link: linkPath({ type: 'order', id: order.id }),
    },
  });
}

/** A receipt on an ASN, a purchase order's batch or a transfer (each receipt; `complete` once all arrived). */
export async function recordReceiptAutomation(
  tx: Tx,
  at: Date,
  shipment: typeof warehouseShipments.$inferSelect,
  userId: string | null,
): Promise<void> {
  const transfer = shipment.type === WAREHOUSE_TRANSFER;
  const type: AutomationEventType = transfer
    ? 'TransferReceived'
    : shipment.purchaseOrderId
      ? 'PurchaseOrderReceived'
      : 'AsnReceived';
  const lines = (Array.isArray(shipment.items) ? shipment.items : []) as (Line & {
    receivedQuantity?: number;
  })[];
  const path = transfer
    ? `/warehouses/warehouseTransfers/edit/${shipment.id}`
    : shipment.purchaseOrderId
      ? linkPath({ type: 'purchase_order', id: shipment.purchaseOrderId })
      : `/warehouses/advancedShipNotice/edit/${shipment.id}`;
  await recordAutomationEvent(tx, clockAt(at), {
    type,
    subject: {
      type: transfer ? 'transfer' : shipment.purchaseOrderId ? 'purchase_order' : 'asn',
      id: shipment.purchaseOrderId ?? shipment.id,
      ref: `${transfer ? 'Transfer' : shipment.purchaseOrderId ? 'Purchase order' : 'ASN'} ${shipment.orderNumber}`,
    },
    vendorId: shipment.vendorId,
    warehouseId: shipment.toWarehouseId,
    projectId: shipment.projectId,
    createdBy: userId,
    payload: {
      shipmentId: shipment.id,
      purchaseOrderId: shipment.purchaseOrderId ?? null,
      number: shipment.orderNumber,
      status: shipment.orderStatus,
      complete: shipment.orderStatus === 'Received',
      items: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, received: l.receivedQuantity ?? 0 })),
      itemsSummary: lines.map((l) => `${l.receivedQuantity ?? 0}/${l.quantity} × ${l.sku}`).join(', '),
      link: path,
    },
  });
}

/** A bulk shipment left the warehouse. */
export async function recordBulkShippedAutomation(
  tx: Tx,
  at: Date,
  shipment: typeof manualShipments.$inferSelect,
  shipped: { carrierCode?: string | null; trackingNumber?: string | null; proNumber?: string | null },
  userId: string | null,
): Promise<void> {
  const lines = linesOf(shipment.items);
  await recordAutomationEvent(tx, clockAt(at), {
    type: 'BulkShipmentShipped',
    subject: { type: 'bulk_shipment', id: shipment.id, ref: `Bulk shipment ${shipment.orderNumber}` },
    vendorId: shipment.vendorId,
    warehouseId: shipment.warehouseId,
    createdBy: userId,
    payload: {
      shipmentId: shipment.id,
      number: shipment.orderNumber,
      carrierCode: shipped.carrierCode ?? null,
      trackingNumber: shipped.trackingNumber ?? null,
      proNumber: shipped.proNumber ?? null,
      items: lines,
      itemsSummary: summaryOf(lines),
      link: outboundShipmentPath({ id: shipment.id, orderType: shipment.orderType }),
    },
  });
}

/** A return arrived (in full or in part) and was confirmed. */
export async function recordReturnAutomation(
  tx: Tx,
  at: Date,
  row: typeof orderReturns.$inferSelect,
  order: Order | undefined,
  userId: string | null,
): Promise<void> {
  const rma = row.trackingNumber ?? `#${row.id}`;
  const lines = linesOf(row.items);
  await recordAutomationEvent(tx, clockAt(at), {
    type: 'ReturnConfirmed',
    subject: { type: 'return', id: row.id, ref: `Return ${rma}` },
    vendorId: order?.vendorId ?? null,
    warehouseId: row.warehouseId,
    projectId: order?.projectId ?? null,
    createdBy: userId,
    payload: {
      returnId: row.id,
      rma,
      confirmation: row.confirmation,
      orderNumber: order?.orderNumber ?? row.orderNumber ?? null,
      customerName: (order?.shipmentAddress as { name?: string } | undefined)?.name ?? null,
      customerEmail: order?.customerEmail ?? null,
      items: lines,
      itemsSummary: summaryOf(lines),
      link: order ? linkPath({ type: 'order', id: order.id }) : '/orders/returns',
    },
  });
}

/** A generated report is ready to download: its requester's address is the event's. */
export async function recordReportReadyAutomation(
  tx: Tx,
  at: Date,
  report: typeof generatedReports.$inferSelect,
): Promise<void> {
  const [requester] = report.requestedBy
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, report.requestedBy))
    : [];
  await recordAutomationEvent(tx, clockAt(at), {
    type: 'ReportReady',
    subject: { type: 'report', id: report.id, ref: `Report ${report.name}` },
    vendorId: report.vendorId,
    warehouseId: report.warehouseId,
    projectId: report.projectId,
    createdBy: report.requestedBy,
    payload: {
      reportId: report.id,
      name: report.name,
      reportType: report.type,
      rowCount: report.rowCount,
      requestedByEmail: requester?.email ?? null,
      link: generatedReportScreenPath(report.id),
    },
  });
}

/** An invoice (or credit note) was issued to a vendor. */
export async function recordInvoiceIssuedAutomation(
  tx: Tx,
  at: Date,
  invoice: typeof vendorInvoices.$inferSelect,
  userId: string | null,
): Promise<void> {
  await recordAutomationEvent(tx, clockAt(at), {
    type: 'InvoiceIssued',
    subject: { type: 'invoice', id: invoice.id, ref: `Invoice ${invoice.invoiceNumber}` },
    vendorId: invoice.vendorId,
    warehouseId: invoice.warehouseId,
    createdBy: userId,
    payload: {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      kind: invoice.type,
      currency: invoice.currency,
      total: decimal(invoice.total),
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate ?? null,
      periodStart: invoice.periodStart ?? null,
      periodEnd: invoice.periodEnd ?? null,
      link: invoiceScreenPath(invoice.id),
    },
  });
}
