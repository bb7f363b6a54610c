/**
 * Every HTTP call of the client invoice screens (issue 18): the list through its contract, the
 * preview and the issue of a generated invoice (POST …/generate, `preview: true` writes nothing), the
 * billing run the preview may ask for, an upload of an invoice made elsewhere, an invoice's page, its
 * lifecycle steps (POST …/{id}/{step}), and its files fetched with the user's token and handed to the
 * browser's downloads (a plain link would carry no token).
 */
import type { FetchOptions } from 'ofetch';
import { useMemo } from 'react';
import {
  billingRunPath,
  type BillingRunAnswer,
  type BillingRunInput,
} from '../domain/contracts/order-billing-entries';
import {
  generateInvoicePath,
  invoiceStepPath,
  invoiceViewPath,
  uploadInvoicePath,
  vendorInvoicesContract,
  type CreditNoteInput,
  type GenerateInvoiceAnswer,
  type GenerateInvoiceInput,
  type InvoicePreview,
  type InvoiceView,
  type UploadInvoiceInput,
  type VendorInvoiceRow,
} from '../domain/contracts/vendor-invoices';
import type { InvoiceStep } from '../domain/vendor-invoice.lifecycle';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';

export type { InvoicePreview, InvoiceView, VendorInvoiceRow };

export const invoicesClient = (api: ApiClient) =>
  contractClient<typeof vendorInvoicesContract, Record<string, unknown>>(api, vendorInvoicesContract);

export function useInvoicesClient() {
  const api = useApi();
  return useMemo(() => invoicesClient(api), [api]);
}

/** What the invoice would lock, grouped, with what is still unpriced; writes nothing. */
export const previewInvoice = (api: ApiClient, input: GenerateInvoiceInput, signal?: AbortSignal) =>
  api<InvoicePreview>(generateInvoicePath, {
    method: 'POST',
    body: { ...input, preview: true },
    signal,
  });

/** Issues it: the new invoice, or the one already issued for that period (`replayed`). */
export const issueInvoice = (api: ApiClient, input: GenerateInvoiceInput, signal?: AbortSignal) =>
  api<GenerateInvoiceAnswer>(generateInvoicePath, {
    method: 'POST',
    body: { ...input, preview: false },
    signal,
  });

/** Queues the billing run of a vendor's period (the events a rule prices become charges). */
export const runBilling = (api: ApiClient, input: BillingRunInput, signal?: AbortSignal) =>
  api<BillingRunAnswer>(billingRunPath, { method: 'POST', body: { ...input }, signal });

export const uploadInvoice = (api: ApiClient, input: UploadInvoiceInput) =>
  api<VendorInvoiceRow>(uploadInvoicePath, { method: 'POST', body: { ...input } });

export const loadInvoiceView = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<InvoiceView>(invoiceViewPath(id), { signal });

/** The body of each step: the version acted on, and a void's reason or a credit note's lines. */
export type InvoiceStepBody =
  | { step: 'issue' | 'mark-paid'; version: number }
  | { step: 'void'; version: number; reason: string }
  | ({ step: 'credit-note'; version: number } & CreditNoteInput);

/** Takes a step; answers the invoice as it is now (a credit note: the new credit note). */
export const takeInvoiceStep = (api: ApiClient, id: number, { step, ...body }: InvoiceStepBody) =>
  api<VendorInvoiceRow>(invoiceStepPath(id, step satisfies InvoiceStep), { method: 'POST', body });

/** An invoice file's name: `INV-NWG-0008.pdf` for its own files, the uploaded file's label else. */
export function invoiceFileName(invoiceNumber: string, file: { label: string; href: string }) {
  const extension = /\.(pdf|xlsx)$/i.exec(file.href)?.[1];
  if (extension) return `${invoiceNumber}.${extension.toLowerCase()}`;
  return /\.[a-z0-9]{2,5}$/i.test(file.label) ? file.label : invoiceNumber;
}

/** Fetches one of an invoice's files (PDF, XLSX, the uploaded one) and saves it. */
export async function downloadInvoiceFile(api: ApiClient, href: string, fileName: string) {
  const blob = await api<Blob>(href, { responseType: 'blob' } as unknown as FetchOptions<'json'>);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A chosen file's content as base64, for the upload's JSON body. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
