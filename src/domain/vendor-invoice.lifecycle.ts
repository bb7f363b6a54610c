/**
 * The lifecycle of a client invoice (issue 18): the only authority for its statuses, the steps each
 * offers and who may take them. The server refuses through `invoiceStepRefusal`; screens offer what
 * `invoiceNextSteps` says.
 *
 * A generated invoice is Issued when it is made (its charges locked to it); an uploaded one (made
 * elsewhere) is Issued too, or kept as a Draft until it is issued. Issued → Paid (`mark-paid`).
 * An issued invoice is never edited: it is corrected by a credit note (`credit-note`, a CreditNote
 * invoice of negative lines pointing at it). `void` withdraws a Draft or an unpaid Issued invoice; its
 * charges are released to be invoiced again.
 */
export const invoiceStatuses = ['Draft', 'Issued', 'Paid', 'Void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** InvoiceUploaded (a file made elsewhere, spec §3's default), InvoiceGenerated, CreditNote. */
export const invoiceTypes = ['InvoiceUploaded', 'InvoiceGenerated', 'CreditNote'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

export const invoiceTypeLabels: Record<InvoiceType, string> = {
  InvoiceUploaded: 'Uploaded',
  InvoiceGenerated: 'Generated',
  CreditNote: 'Credit note',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  Draft: 'Draft',
  Issued: 'Issued',
  Paid: 'Paid',
  Void: 'Void',
};

export const invoiceStatusTones: Record<InvoiceStatus, 'neutral' | 'accent' | 'success' | 'danger'> = {
  Draft: 'neutral',
  Issued: 'accent',
  Paid: 'success',
  Void: 'danger',
};

export type InvoiceStep = 'issue' | 'mark-paid' | 'void' | 'credit-note';
export const invoiceSteps: readonly InvoiceStep[] = ['issue', 'mark-paid', 'void', 'credit-note'];

export const invoiceStepLabels: Record<InvoiceStep, string> = {
  issue: 'Issue',
  'mark-paid': 'Mark paid',
  void: 'Void',
  'credit-note': 'Credit note',
};

const transitions: Record<InvoiceStep, readonly InvoiceStatus[]> = {
  issue: ['Draft'],
  'mark-paid': ['Issued'],
  void: ['Draft', 'Issued'],
  'credit-note': ['Issued', 'Paid'],
};

/** Where each step leaves the invoice (a credit note leaves it as it was). */
export const invoiceStepTarget: Record<Exclude<InvoiceStep, 'credit-note'>, InvoiceStatus> = {
  issue: 'Issued',
  'mark-paid': 'Paid',
  void: 'Void',
};

/** Who may take each step: billing staff with the client-invoices permission. */
export const invoiceStepPermissions: Record<InvoiceStep, readonly string[]> = {
  issue: ['billing.invoices'],
  'mark-paid': ['billing.invoices'],
  void: ['billing.invoices'],
  'credit-note': ['billing.invoices'],
};

export interface InvoiceState {
  status: string;
  type: string;
}

/** Why `step` cannot be taken now, in the words the screens show; null when it can. */
export function invoiceStepRefusal(invoice: InvoiceState, step: InvoiceStep): string | null {
  const status = invoice.status as InvoiceStatus;
  if (step === 'credit-note' && invoice.type === 'CreditNote') return 'A credit note cannot be credited.';
  if (transitions[step].includes(status)) return null;
  if (status === 'Void') return 'This invoice is void.';
  if (status === 'Paid')
    return step === 'void'
      ? 'A paid invoice cannot be voided: issue a credit note.'
      : 'This invoice is paid.';
  if (status === 'Draft') return 'Issue this invoice first.';
  return step === 'issue'
    ? 'This invoice is already issued.'
    : `An ${status.toLowerCase()} invoice cannot take this step.`;
}

/** The steps an invoice offers now. */
export const invoiceNextSteps = (invoice: InvoiceState): InvoiceStep[] =>
  invoiceSteps.filter((step) => invoiceStepRefusal(invoice, step) === null);

export const invoiceStatusLabel = (status: string) => invoiceStatusLabels[status as InvoiceStatus] ?? status;
