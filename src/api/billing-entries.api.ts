/**
 * The HTTP calls of client charges (src/domain/contracts/order-billing-entries.ts): the ledger as a
 * contract client, a custom charge, the totals and the export under the ledger's filters, a charge's
 * trace, a dispute and its resolution, the client's open period, the unbilled check and the billing
 * run. The export is fetched with the user's token and handed to the browser's downloads (a plain
 * link would carry no token).
 */
import { useMemo } from 'react';
import type { FetchOptions } from 'ofetch';
import type { ApiClient } from './http';
import { contractClient, type FilterValue } from './resource-client';
import { useApi } from '../machines/use-app';
import {
  billingEntryDisputePath,
  billingEntryResolvePath,
  billingEntryTracePath,
  billingExportPath,
  billingRunPath,
  billingTotalsPath,
  openPeriodPath,
  orderBillingEntriesContract,
  unbilledPath,
  type BillingDisputeRow,
  type BillingEntryRow,
  type BillingEntryTrace,
  type BillingRunAnswer,
  type BillingRunInput,
  type BillingTotalsAnswer,
  type DisputeInput,
  type OpenPeriodAnswer,
  type ResolveInput,
  type UnbilledAnswer,
} from '../domain/contracts/order-billing-entries';
import type { BillingEntryInput } from '../domain/resources/billing-entry.schema';

export type { BillingEntryRow };

export type LedgerFileFormat = 'csv' | 'xlsx';

/** The ledger's applied filters as query parameters: empty ones left out, as the list leaves them. */
export function ledgerQuery(filters: Record<string, FilterValue | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') query[name] = text;
  }
  return query;
}

/** The export's file name: 'billing-ledger-2026-11-01-to-2026-11-30.csv', or undated. */
export function ledgerFileName(filters: Record<string, FilterValue | undefined>, format: LedgerFileFormat) {
  const from = typeof filters.startDate === 'string' ? filters.startDate : '';
  const to = typeof filters.endDate === 'string' ? filters.endDate : '';
  const period = from || to ? `-${from || 'start'}-to-${to || 'today'}` : '';
  return `billing-ledger${period}.${format}`;
}

function saveFile(blob: Blob, fileName: string) {
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

/**
 * A refusal asked for as a file arrives as a blob: read its JSON, so its message can be shown (ofetch
 * reads an error's data from its response).
 */
async function withErrorBody(error: unknown): Promise<never> {
  const response = (error as { response?: { _data?: unknown } } | null)?.response;
  const data = response?._data as Blob | undefined;
  if (response && typeof data?.text === 'function') {
    try {
      response._data = JSON.parse(await data.text()) as unknown;
    } catch {
      // Not JSON: the status alone says what failed.
    }
  }
  throw error;
}

export function createBillingEntryCalls(api: ApiClient) {
  return {
    totals: (filters: Record<string, FilterValue | undefined>, signal?: AbortSignal) =>
      api<BillingTotalsAnswer>(billingTotalsPath, { query: ledgerQuery(filters), signal }),
    /** Fetches the ledger's CSV or XLSX under its filters and saves it. */
    async exportFile(filters: Record<string, FilterValue | undefined>, format: LedgerFileFormat) {
      const blob = await api<Blob>(billingExportPath, {
        query: { ...ledgerQuery(filters), format },
        responseType: 'blob',
      } as unknown as FetchOptions<'json'>).catch(withErrorBody);
      saveFile(blob, ledgerFileName(filters, format));
    },
    addCustomCharge: (body: BillingEntryInput) =>
      api<BillingEntryRow>(orderBillingEntriesContract.base, {
        method: 'POST',
        body: { ...body } as Record<string, unknown>,
      }),
    trace: (id: number, signal?: AbortSignal) =>
      api<BillingEntryTrace>(billingEntryTracePath(id), { signal }),
    dispute: (id: number, body: DisputeInput, signal?: AbortSignal) =>
      api<BillingDisputeRow>(billingEntryDisputePath(id), { method: 'POST', body: { ...body }, signal }),
    resolve: (id: number, body: ResolveInput, signal?: AbortSignal) =>
      api<BillingDisputeRow>(billingEntryResolvePath(id), { method: 'POST', body: { ...body }, signal }),
    openPeriod: (vendorId: number | null, signal?: AbortSignal) =>
      api<OpenPeriodAnswer>(openPeriodPath, {
        query: vendorId === null ? {} : { vendorId: String(vendorId) },
        signal,
      }),
    unbilled: (
      q: { vendorId: number; warehouseId?: number | null; from: string; to: string },
      signal?: AbortSignal,
    ) =>
      api<UnbilledAnswer>(unbilledPath, {
        query: ledgerQuery({
          vendorId: q.vendorId,
          warehouseId: q.warehouseId ?? null,
          from: q.from,
          to: q.to,
        }),
        signal,
      }),
    run: (body: BillingRunInput) =>
      api<BillingRunAnswer>(billingRunPath, { method: 'POST', body: { ...body } }),
  };
}
export type BillingEntryCalls = ReturnType<typeof createBillingEntryCalls>;

export function useBillingEntryCalls(): BillingEntryCalls {
  const api = useApi();
  return useMemo(() => createBillingEntryCalls(api), [api]);
}

/** The ledger as a list client (useResourceList). */
export function useBillingEntriesClient() {
  const api = useApi();
  return useMemo(() => contractClient(api, orderBillingEntriesContract), [api]);
}
