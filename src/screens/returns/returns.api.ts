/**
 * The returns screens' calls: the orderReturns base (spec §7) and its label PDF, opened in a new tab
 * or saved (fetched with the user's token, so a plain link would not do), and how values read.
 */
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { resourceClient } from '../../api/resource-client';
import {
  labelFileName,
  returnNumberOf,
  type OrderReturnRow,
  type ReturnConfirmation,
} from '../../domain/order-return';
import { fetchReturnLabel, RETURNS_BASE } from '../../machines/return-label/return-label.implementations';
import { useApi } from '../../machines/use-app';

export const RETURNS_PATH = '/orders/returns';
export const returnViewPath = (id: number) => `${RETURNS_PATH}/view/${id}`;
export const returnConfirmPath = (r: Pick<OrderReturnRow, 'id' | 'orderId'>) =>
  `${RETURNS_PATH}/confirm/${r.orderId}?returnId=${r.id}`;
export const orderDetailsPath = (orderId: number) => `/orders/details/${orderId}`;

export function useReturnsClient() {
  const api = useApi();
  return useMemo(() => resourceClient<OrderReturnRow, Record<string, unknown>>(api, RETURNS_BASE), [api]);
}

export const confirmationTone: Record<ReturnConfirmation, 'accent' | 'warning' | 'success'> = {
  none: 'accent',
  partial: 'warning',
  full: 'success',
};

/** Opens a PDF in a new tab (the browser's viewer prints it). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // The new tab has read the URL by then; keeping it longer would only hold the memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a PDF under `fileName`. */
export function savePdf(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Open and download of a return's label PDF, fetched on demand, with a busy flag. */
export function useLabelPdf(row: Pick<OrderReturnRow, 'id' | 'trackingNumber'>) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const run = async (then: (blob: Blob) => void) => {
    setBusy(true);
    try {
      then(await fetchReturnLabel(api, row.id));
    } catch (error) {
      toast.error(`The label could not be made: ${describeApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    open: () => void run(openPdf),
    download: () => void run((blob) => savePdf(blob, labelFileName(returnNumberOf(row)))),
  };
}

const count = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => count.format(n);
