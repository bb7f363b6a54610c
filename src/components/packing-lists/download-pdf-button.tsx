/** "Download PDF" of a packing list: a button that fetches the printable PDF and saves it. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { Button, type ButtonProps } from '../button';
import { useApi } from '../../machines/use-app';
import type { CrudRow } from '../crud/crud-config';
import { downloadPackingListPdf } from '../../api/packing-lists.api';

export function DownloadPdfButton({
  id,
  reference,
  ...look
}: { id: number | string; reference: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPackingListPdf(api, id, reference);
    } catch (error) {
      toast.error(`The PDF could not be made: ${describeApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...look}
      loading={busy}
      aria-label={`Download PDF of ${reference}`}
      onClick={() => void download()}
    >
      Download PDF
    </Button>
  );
}

/** The list's row action. */
export function PackingListRowActions({ row }: { row: CrudRow }) {
  return <DownloadPdfButton id={row.id} reference={String(row.referenceNumber)} variant="ghost" size="sm" />;
}
