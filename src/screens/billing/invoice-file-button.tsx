/** A download of one of an invoice's files (PDF, XLSX, the uploaded file), fetched with the token. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { downloadInvoiceFile, invoiceFileName } from '../../api/invoices.api';
import { Button, type ButtonProps } from '../../components/button';
import { useApi } from '../../machines/use-app';

export function InvoiceFileButton({
  invoiceNumber,
  file,
  ...look
}: {
  invoiceNumber: string;
  file: { label: string; href: string };
} & Pick<ButtonProps, 'variant' | 'size'>) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoiceFile(api, file.href, invoiceFileName(invoiceNumber, file));
    } catch (error) {
      toast.error(
        `${file.label} of ${invoiceNumber} could not be downloaded: ${describeApiError(error).message}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...look}
      loading={busy}
      aria-label={`${file.label} of ${invoiceNumber}`}
      onClick={() => void download()}
    >
      {file.label}
    </Button>
  );
}
