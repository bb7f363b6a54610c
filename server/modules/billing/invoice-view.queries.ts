/**
 * Reading client invoices (issue 18): an invoice in the user's scope (404 outside it, as a missing
 * id), its lines (the charges locked to it, which never change once locked), their groups per charge
 * type and total (money.ts, in minor units), and the invoice page (GET /{id}/view): files, history
 * from the action log, related credit notes and the steps this user may take now.
 */
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type {
  InvoiceChargeGroup,
  InvoiceLine,
  InvoiceView,
  VendorInvoiceRow,
} from '../../../src/domain/contracts/vendor-invoices';
import {
  invoicePdfPath,
  invoiceXlsxPath,
  uploadedInvoiceFilePath,
} from '../../../src/domain/contracts/vendor-invoices';
import { sourceHref } from '../../../src/domain/billing/source-links';
import { fromAmount, sum, toAmount, type Minor } from '../../../src/domain/money';
import {
  invoiceNextSteps,
  invoiceStepPermissions,
  type InvoiceStatus,
  type InvoiceType,
} from '../../../src/domain/vendor-invoice.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { allows, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import {
  actionLog,
  billingFiles,
  orderBillingEntries,
  users,
  vendorInvoices,
  vendors,
  warehouses,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { vendorInvoiceResource } from '../../resources/declarations/billing';

export type VendorInvoice = typeof vendorInvoices.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The row as the API answers it (VendorInvoiceRow). */
export const toInvoiceRow = (row: VendorInvoice): VendorInvoiceRow => ({
  ...row,
  type: row.type as InvoiceType,
  status: row.status as InvoiceStatus,
  issuedAt: iso(row.issuedAt),
  paidAt: iso(row.paidAt),
  voidedAt: iso(row.voidedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The invoice as the user may read it, locked until the transaction ends (`lock`); 404 otherwise. */
export async function findInvoice(
  reader: Db | Tx,
  user: AuthUser | null,
  id: number,
  lock = false,
): Promise<VendorInvoice> {
  const scope = user ? scopeCondition(vendorInvoiceResource, user) : undefined;
  const query = reader
    .select()
    .from(vendorInvoices)
    .where(and(eq(vendorInvoices.id, id), scope));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Invoice');
  return row;
}

/** The charges locked to an invoice, by day. */
export async function invoiceLines(reader: Db | Tx, invoiceId: number): Promise<InvoiceLine[]> {
  const e = orderBillingEntries;
  const rows = await reader
    .select({
      id: e.id,
      entryDate: e.entryDate,
      chargeType: e.chargeType,
      chargeLabel: e.chargeLabel,
      sourceType: e.sourceType,
      sourceId: e.sourceId,
      sourceRef: e.sourceRef,
      refNum: e.refNum,
      inputs: e.inputs,
      warehouseId: e.warehouseId,
      singleUnitCharge: e.singleUnitCharge,
      numberOfUnits: e.numberOfUnits,
      amount: e.amount,
    })
    .from(e)
    .where(eq(e.invoiceId, invoiceId))
    .orderBy(asc(e.entryDate), asc(e.id));
  return rows.map(({ sourceId, inputs, refNum, ...r }) => ({
    ...r,
    sourceRef: r.sourceRef ?? refNum,
    sourceHref: sourceHref(r.sourceType, sourceId, inputs),
  }));
}

/** The lines per charge type (first seen first), amounts summed in minor units. */
export function groupsOf(lines: readonly Pick<InvoiceLine, 'chargeType' | 'amount'>[]): InvoiceChargeGroup[] {
  const groups = new Map<string, { count: number; amounts: Minor[] }>();
  for (const line of lines) {
    const group = groups.get(line.chargeType) ?? { count: 0, amounts: [] };
    group.count += 1;
    group.amounts.push(fromAmount(line.amount));
    groups.set(line.chargeType, group);
  }
  return [...groups].map(([chargeType, g]) => ({
    chargeType,
    count: g.count,
    amount: toAmount(sum(g.amounts)),
  }));
}

/** The sum of the lines (an invoice's total always equals it). */
export const totalOf = (lines: readonly Pick<InvoiceLine, 'amount'>[]): number =>
  toAmount(sum(lines.map((l) => fromAmount(l.amount))));

/** What the PDF and the XLSX are made of. */
export interface InvoiceDocument {
  invoice: VendorInvoice;
  vendor: { code: string; name: string };
  warehouseName: string | null;
  lines: InvoiceLine[];
  groups: InvoiceChargeGroup[];
  total: number;
  /** The credited invoice's number (a credit note). */
  creditFor: string | null;
}

export async function invoiceDocument(
  db: Db | Tx,
  user: AuthUser | null,
  id: number,
): Promise<InvoiceDocument> {
  const invoice = await findInvoice(db, user, id);
  const [vendor] = await db
    .select({ code: vendors.code, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, invoice.vendorId));
  const [warehouse] =
    invoice.warehouseId === null
      ? []
      : await db
          .select({ name: warehouses.fullName })
          .from(warehouses)
          .where(eq(warehouses.id, invoice.warehouseId));
  const [credited] =
    invoice.creditForInvoiceId === null
      ? []
      : await db
          .select({ number: vendorInvoices.invoiceNumber })
          .from(vendorInvoices)
          .where(eq(vendorInvoices.id, invoice.creditForInvoiceId));
  const lines = await invoiceLines(db, id);
  return {
    invoice,
    vendor: vendor ?? { code: '', name: '' },
    warehouseName: warehouse?.name ?? null,
    lines,
    groups: groupsOf(lines),
    // An uploaded invoice has no lines here: its total is the one written on it.
    total: invoice.type === 'InvoiceUploaded' ? invoice.total : totalOf(lines),
    creditFor: credited?.number ?? null,
  };
}

const historyLabels: Record<string, string> = {
  add: 'Created',
  generate: 'Generated',
  upload: 'Uploaded',
  issue: 'Issued',
  'mark-paid': 'Marked paid',
  void: 'Voided',
  'credit-note': 'Credit note issued',
  edit: 'Edited',
};

/** A history row's detail: the reason of a void or a credit note, the number and total of a new one. */
function detailOf(action: string, after: unknown): string | null {
  const a = (after ?? {}) as Record<string, unknown>;
  if (action === 'void' && typeof a.voidReason === 'string') return a.voidReason;
  if (action === 'credit-note' && typeof a.creditNoteNumber === 'string')
    return `${a.creditNoteNumber}${typeof a.reason === 'string' ? `: ${a.reason}` : ''}`;
  if (typeof a.reason === 'string') return a.reason;
  return null;
}

/** GET /{id}/view: the invoice page. */
export async function invoiceView(db: Db, user: AuthUser, id: number): Promise<InvoiceView> {
  const d = await invoiceDocument(db, user, id);
  const { invoice } = d;
  const history = await db
    .select({
      at: actionLog.createdAt,
      action: actionLog.action,
      after: actionLog.after,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(actionLog)
    .leftJoin(users, eq(users.id, actionLog.userId))
    .where(and(eq(actionLog.resource, 'vendorInvoices'), eq(actionLog.resourceId, String(id))))
    .orderBy(asc(actionLog.createdAt), asc(actionLog.id));
  const relatedWhere =
    invoice.creditForInvoiceId === null
      ? eq(vendorInvoices.creditForInvoiceId, id)
      : or(
          eq(vendorInvoices.id, invoice.creditForInvoiceId),
          eq(vendorInvoices.creditForInvoiceId, invoice.creditForInvoiceId),
        );
  const related = await db
    .select({
      id: vendorInvoices.id,
      invoiceNumber: vendorInvoices.invoiceNumber,
      type: vendorInvoices.type,
      total: vendorInvoices.total,
      status: vendorInvoices.status,
    })
    .from(vendorInvoices)
    .where(and(relatedWhere, scopeCondition(vendorInvoiceResource, user)))
    .orderBy(desc(vendorInvoices.createdAt));
  const [uploaded] =
    invoice.fileId === null
      ? []
      : await db
          .select({ fileName: billingFiles.fileName })
          .from(billingFiles)
          .where(eq(billingFiles.id, invoice.fileId));
  const files =
    invoice.type === 'InvoiceUploaded'
      ? uploaded
        ? [{ label: uploaded.fileName, href: uploadedInvoiceFilePath(id) }]
        : []
      : [
          { label: 'Invoice PDF', href: invoicePdfPath(id) },
          { label: 'Invoice XLSX', href: invoiceXlsxPath(id) },
        ];
  return {
    invoice: toInvoiceRow(invoice),
    vendorName: d.vendor.name,
    warehouseName: d.warehouseName,
    lines: d.lines,
    groups: d.groups,
    total: d.total,
    files,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      action: historyLabels[h.action] ?? h.action,
      userName: h.firstName === null ? null : `${h.firstName} ${h.lastName ?? ''}`.trim(),
      detail: detailOf(h.action, h.after),
    })),
    related: related
      .filter((r) => r.id !== id)
      .map((r) => ({ ...r, type: r.type as InvoiceType, status: r.status as InvoiceStatus })),
    steps: invoiceNextSteps(invoice).filter((step) => allows(user, invoiceStepPermissions[step])),
  };
}
