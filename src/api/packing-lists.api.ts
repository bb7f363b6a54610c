/** The packing list's PDF (GET /api/common/packingLists/{id}/pdf), downloaded with the user's token. */
import type { FetchOptions } from 'ofetch';
import type { ApiClient } from './http';
import { packingListsContract } from '../domain/contracts/packing-lists';
import { pdfFileName } from '../domain/resources/packing-list.schema';

const PACKING_LISTS_BASE = packingListsContract.base;

/** Fetches the PDF and hands it to the browser as a download named after the reference. */
export async function downloadPackingListPdf(api: ApiClient, id: number | string, reference: string) {
  const blob = await api<Blob>(`${PACKING_LISTS_BASE}/${encodeURIComponent(String(id))}/pdf`, {
    responseType: 'blob',
  } as unknown as FetchOptions<'json'>);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(reference);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
