/** The generate flow's values, context, input and events (invoice-generate.machine.ts). */
import type {
  GenerateInvoiceAnswer,
  GenerateInvoiceInput,
  InvoicePreview,
  VendorInvoiceRow,
} from '../../domain/contracts/vendor-invoices';
import type { BillingRunAnswer, BillingRunInput } from '../../domain/contracts/order-billing-entries';

export type {
  BillingRunAnswer,
  BillingRunInput,
  GenerateInvoiceAnswer,
  GenerateInvoiceInput,
  InvoicePreview,
};

/** Last month (the default), this month, or days of the user's choosing. */
export type PeriodPreset = 'last-month' | 'this-month' | 'custom';

/** The form's values: the period's days are read from the preset unless it is custom. */
export interface GenerateValues {
  vendorId: number | null;
  /** Null: all warehouses. */
  warehouseId: number | null;
  preset: PeriodPreset;
  periodStart: string | null;
  periodEnd: string | null;
  dueDate: string | null;
  notes: string;
}

export interface GenerateInput {
  /** The user's calendar day when the form opens: the presets count from it. */
  today: string;
  /** Values the URL gave (`?vendorId=3`). */
  prefill?: Partial<GenerateValues>;
}

/** Which call failed, so that Retry repeats it. */
export type GenerateFailure = 'preview' | 'issue';

export interface GenerateContext {
  today: string;
  values: GenerateValues;
  /** What is wrong, by field (the form's own check, or the server's 400). */
  problems: Record<string, string>;
  preview: InvoicePreview | null;
  error: string | null;
  failedAt: GenerateFailure | null;
  /** "Billing is running…": said once a run was queued, until the next preview arrives. */
  notice: string | null;
  invoice: VendorInvoiceRow | null;
  /** The server answered the invoice already issued for this period rather than a new one. */
  replayed: boolean;
}

export type GenerateEvent =
  | { type: 'generate.preview'; values: GenerateValues }
  | { type: 'generate.back' }
  | { type: 'generate.refresh' }
  | { type: 'generate.runBilling' }
  | { type: 'generate.issue' }
  | { type: 'generate.retry' }
  | { type: 'generate.edit' };
