/**
 * The generate form's pure rules: the period a preset covers (counted from the user's today), the
 * body POST …/vendorInvoices/generate takes, what is wrong with the values (in the words the server
 * answers for its own check of the same body: vendor required, the end not before the start, at most
 * 366 days), a 400's messages placed on the form's fields, and what the preview lets the user do.
 */
import { ValidationError } from 'yup';
import { addDays } from '../../domain/dashboard';
import { generateInvoiceSchema } from '../../domain/resources/vendor-invoice.schema';
import type { GenerateInvoiceInput, InvoicePreview } from '../../domain/contracts/vendor-invoices';
import type { GenerateValues, PeriodPreset } from './invoice-generate.types';

export const DEFAULT_PRESET: PeriodPreset = 'last-month';
export const periodPresetLabels: Record<PeriodPreset, string> = {
  'last-month': 'Last month',
  'this-month': 'This month',
  custom: 'Custom dates',
};

const monthStart = (d: string) => `${d.slice(0, 8)}01`;
const monthEnd = (d: string) => addDays(monthStart(addDays(monthStart(d), 31)), -1);

/** The first and last day a preset covers, on the user's calendar of `today`. */
export function presetPeriod(preset: PeriodPreset, today: string) {
  if (preset === 'this-month') return { periodStart: monthStart(today), periodEnd: monthEnd(today) };
  const lastMonthEnd = addDays(monthStart(today), -1);
  return { periodStart: monthStart(lastMonthEnd), periodEnd: lastMonthEnd };
}

/** A new form: last month, all warehouses, the URL's values over them. */
export function newGenerateValues(today: string, prefill: Partial<GenerateValues> = {}): GenerateValues {
  const preset = prefill.preset ?? (prefill.periodStart || prefill.periodEnd ? 'custom' : DEFAULT_PRESET);
  return {
    vendorId: null,
    warehouseId: null,
    dueDate: null,
    notes: '',
    ...presetPeriod(preset === 'custom' ? DEFAULT_PRESET : preset, today),
    ...prefill,
    preset,
  };
}

/** The values with the preset's days written out (custom keeps the days typed). */
export function withPresetDays(values: GenerateValues, today: string): GenerateValues {
  return values.preset === 'custom' ? values : { ...values, ...presetPeriod(values.preset, today) };
}

/** The body of POST /generate (without `preview`: the calls add it). */
export function generateBody(values: GenerateValues, today: string): GenerateInvoiceInput {
  const v = withPresetDays(values, today);
  return {
    vendorId: v.vendorId ?? 0,
    warehouseId: v.warehouseId,
    periodStart: v.periodStart ?? '',
    periodEnd: v.periodEnd ?? '',
    dueDate: v.dueDate,
    notes: v.notes.trim() || null,
  };
}

/** What is wrong with the values, by the form's field names. */
export function generateProblems(values: GenerateValues, today: string): Record<string, string> {
  const body = generateBody(values, today);
  try {
    generateInvoiceSchema.validateSync(
      { ...body, vendorId: values.vendorId, periodStart: body.periodStart || null },
      { abortEarly: false },
    );
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
    return problems;
  }
}

const FORM_FIELDS = new Set(['vendorId', 'warehouseId', 'periodStart', 'periodEnd', 'dueDate', 'notes']);

/** A 400's messages as the form shows them: a field's under it, the rest in the form's message. */
export function refusalOf(message: string, fields: Record<string, string>) {
  const problems: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, text] of Object.entries(fields))
    if (FORM_FIELDS.has(path)) problems[path] = text;
    else elsewhere.push(text);
  return { problems, error: elsewhere.length ? `${message} ${elsewhere.join('. ')}.` : message };
}

/** The preview has something to invoice: charges, or a minimum to top up. */
export const hasCharges = (preview: InvoicePreview | null) =>
  preview !== null && (preview.entryCount > 0 || preview.minimumTopUp !== null);

/**
 * An invoice can be issued from this preview: it has something to invoice, and no live invoice
 * covers this vendor, warehouse and period yet (the screen links to that one instead).
 */
export const mayIssue = (preview: InvoicePreview | null) =>
  hasCharges(preview) && preview?.existingInvoice === null;

/** The values a link may give (`?vendorId=3&warehouseId=2`, e.g. from the ledger). */
export function prefillOfSearch(search: string): Partial<GenerateValues> {
  const params = new URLSearchParams(search);
  const id = (key: string) => {
    const n = Number(params.get(key));
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  };
  const vendorId = id('vendorId');
  const warehouseId = id('warehouseId');
  return { ...(vendorId ? { vendorId } : {}), ...(warehouseId ? { warehouseId } : {}) };
}
