/**
 * A return's label PDF, opened in a new tab or saved: fetched with the user's token (a plain link would
 * carry none), on demand, with a busy flag.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { labelFileName, returnNumberOf, type OrderReturnRow } from '../../domain/order-return';
import { fetchReturnLabel } from '../../machines/return-label/return-label.implementations';
import { useApi } from '../../machines/use-app';

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
