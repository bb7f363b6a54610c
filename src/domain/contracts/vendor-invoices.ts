/** The contract of /api/common/vendorInvoices (see index.ts): client invoices and credit notes. */
import type { InvoiceStatus, InvoiceStep, InvoiceType } from '../vendor-invoice.lifecycle';
import { defineContract } from './contract';
import type { UnbilledEvent } from './order-billing-entries';

export interface VendorInvoiceRow {
  id: number;
  vendorId: number;
  warehouseId: number | null;
  invoiceNumber: string;
  type: InvoiceType;
  currency: string;
  status: InvoiceStatus;
  invoiceExcelUrl: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  total: number;
  creditForInvoiceId: number | null;
  fileId: number | null;
  notes: string | null;
  issuedAt: string | null;
  paidAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const vendorInvoicesContract = defineContract<VendorInvoiceRow>()({
  name: 'vendorInvoices',
  base: '/api/common/vendorInvoices',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    invoiceNumber: 'string',
    type: 'string',
    status: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['invoiceDate', 'invoiceNumber', 'total', 'createdAt'],
  permissions: {
    view: ['billing.invoices', 'billing.view'],
    // Invoices are generated or uploaded by their own calls, with the lifecycle's issue permission
    // (vendor-invoice.lifecycle.ts invoiceStepPermissions.issue), never added bare.
    create: [],
    // Invoices move by their lifecycle's steps (vendor-invoice.lifecycle.ts), never by the form.
    edit: [],
    // An invoice is voided (status), never deleted.
    delete: [],
  },
  screen: { path: '/manage/billing/customerInvoices' },
});

const base = vendorInvoicesContract.base;
export const generateInvoicePath = `${base}/generate`;
export const uploadInvoicePath = `${base}/upload`;
export const invoiceViewPath = (id: number) => `${base}/${id}/view`;
export const invoiceStepPath = (id: number, step: InvoiceStep) => `${base}/${id}/${step}`;
export const invoicePdfPath = (id: number) => `${base}/${id}/invoice.pdf`;
export const invoiceXlsxPath = (id: number) => `${base}/${id}/invoice.xlsx`;
export const uploadedInvoiceFilePath = (id: number) => `${base}/${id}/file`;
export const invoiceScreenPath = (id: number) => `/billing/customerInvoices/view/${id}`;
export const generateInvoiceScreenPath = '/billing/customerInvoices/generate';
export const uploadInvoiceScreenPath = '/billing/customerInvoices/uploadExisting';

/** POST /generate: `preview: true` answers the preview and writes nothing. */
export interface GenerateInvoiceInput {
  vendorId: number;
  warehouseId?: number | null;
  periodStart: string;
  periodEnd: string;
  dueDate?: string | null;
  notes?: string | null;
  preview?: boolean;
}

export interface InvoiceChargeGroup {
  chargeType: string;
  count: number;
  amount: number;
}

/** The preview: the charges an invoice would lock, grouped, with what is still unpriced. */
export interface InvoicePreview {
  vendorId: number;
  warehouseId: number | null;
  periodStart: string;
  periodEnd: string;
  currency: string;
  groups: InvoiceChargeGroup[];
  entryCount: number;
  /** The monthly minimum's top-up, when the charges fall short of it. */
  minimumTopUp: { minimum: number; months: number; amount: number } | null;
  total: number;
  unbilled: { unpriced: UnbilledEvent[]; pendingCount: number };
  /** A live invoice already issued for this vendor, warehouse and period. */
  existingInvoice: { id: number; invoiceNumber: string } | null;
}

/** POST /generate without preview: 201 a new invoice, 200 the one already issued (`replayed`). */
export interface GenerateInvoiceAnswer {
  invoice: VendorInvoiceRow;
  replayed: boolean;
}

/** POST /upload: an invoice made elsewhere, with its PDF or XLSX (base64). */
export interface UploadInvoiceInput {
  vendorId: number;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  total: number;
  currency?: string;
  /** Draft keeps it to be issued later; Issued (default) sends it as it is. */
  status?: 'Draft' | 'Issued';
  notes?: string | null;
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/** One line of an invoice: a charge locked to it. */
export interface InvoiceLine {
  id: number;
  entryDate: string;
  chargeType: string;
  chargeLabel: string;
  sourceType: string;
  sourceRef: string | null;
  sourceHref: string | null;
  warehouseId: number | null;
  singleUnitCharge: number;
  numberOfUnits: number;
  amount: number;
}

export interface InvoiceHistoryEntry {
  at: string;
  action: string;
  userName: string | null;
  detail: string | null;
}

/** GET /{id}/view: the invoice page. */
export interface InvoiceView {
  invoice: VendorInvoiceRow;
  vendorName: string;
  warehouseName: string | null;
  lines: InvoiceLine[];
  groups: InvoiceChargeGroup[];
  total: number;
  files: { label: string; href: string }[];
  history: InvoiceHistoryEntry[];
  /** Credit notes against this invoice, or the invoice a credit note credits. */
  related: { id: number; invoiceNumber: string; type: InvoiceType; total: number; status: InvoiceStatus }[];
  /** The steps this user may take now (the lifecycle's, less what the user lacks). */
  steps: InvoiceStep[];
}

export interface VoidInput {
  reason: string;
}
/** POST /{id}/credit-note: credit some of the invoice's lines (whole or in part), or an amount. */
export interface CreditNoteInput {
  reason: string;
  lines: { entryId: number; amount: number }[];
}
