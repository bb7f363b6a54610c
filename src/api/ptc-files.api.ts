/**
 * The HTTP calls of PTC (pass-through cost) files (src/domain/contracts/ptc-files.ts): the list through
 * its contract, the preview of a sheet's rows (nothing written), the import (the file's content as
 * base64 in the JSON body), the files of a vendor with a given name (the upload warns before a second
 * import of the same file), and the stored sheet fetched with the user's token and saved.
 */
import type { FetchOptions } from 'ofetch';
import { useMemo } from 'react';
import { orderBillingEntriesContract } from '../domain/contracts/order-billing-entries';
import {
  ptcFileDownloadPath,
  ptcFilesContract,
  ptcImportPath,
  ptcPreviewPath,
  type PtcFileRow,
  type PtcImportInput,
  type PtcPreviewAnswer,
  type PtcPreviewInput,
} from '../domain/contracts/ptc-files';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';

export type { PtcFileRow, PtcPreviewAnswer };

export const PTC_FILES_PATH = ptcFilesContract.screen.path;
export const ptcUploadPath = `${PTC_FILES_PATH}/upload`;

/** The billing ledger showing the charges PTC files made (of one vendor when given). */
export const ptcLedgerPath = (vendorId?: number | null) =>
  `${orderBillingEntriesContract.screen.path}?${new URLSearchParams({
    sourceType: 'ptcFile',
    ...(vendorId ? { vendorId: String(vendorId) } : {}),
  }).toString()}`;

export const ptcFilesClient = (api: ApiClient) =>
  contractClient<typeof ptcFilesContract, Record<string, unknown>>(api, ptcFilesContract);

export function usePtcFilesClient() {
  const api = useApi();
  return useMemo(() => ptcFilesClient(api), [api]);
}

/** Each row checked and priced for the vendor; writes nothing. */
export const previewPtcSheet = (api: ApiClient, input: PtcPreviewInput, signal?: AbortSignal) =>
  api<PtcPreviewAnswer>(ptcPreviewPath, { method: 'POST', body: { ...input }, signal });

/** Imports the sheet: the new PTC file (a 400 carries `preview` when rows were refused). */
export const importPtcSheet = (api: ApiClient, input: PtcImportInput, signal?: AbortSignal) =>
  api<PtcFileRow>(ptcImportPath, { method: 'POST', body: { ...input }, signal });

/** The vendor's file named exactly `name` (any case), the newest, or null. */
export async function findPtcFileNamed(
  api: ApiClient,
  vendorId: number,
  name: string,
  signal?: AbortSignal,
): Promise<PtcFileRow | null> {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const page = await ptcFilesClient(api).list(
    { filters: { vendorId, search: trimmed }, page: 1, perPage: 50, sortBy: 'createdAt', sortDesc: true },
    signal,
  );
  return page.items.find((f) => f.name.trim().toLowerCase() === trimmed.toLowerCase()) ?? null;
}

/** The file's name to save it under: its name, with the extension its content has when it lacks one. */
export function ptcDownloadName(name: string, contentType: string): string {
  if (/\.(csv|xlsx)$/i.test(name)) return name;
  return `${name}.${/spreadsheetml/.test(contentType) ? 'xlsx' : 'csv'}`;
}

/** Fetches the sheet as it was uploaded and hands it to the browser's downloads. */
export async function downloadPtcFile(api: ApiClient, file: Pick<PtcFileRow, 'id' | 'name'>) {
  const blob = await api<Blob>(ptcFileDownloadPath(file.id), {
    responseType: 'blob',
  } as unknown as FetchOptions<'json'>);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ptcDownloadName(file.name, blob.type);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
