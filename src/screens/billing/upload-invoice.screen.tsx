/**
 * /billing/customerInvoices/uploadExisting: keep an invoice made elsewhere — its vendor, number,
 * dates, period and total, Issued as it is or kept as a Draft, with its PDF or XLSX (read in the
 * browser and sent as base64). Upload → the invoice's page. The server's messages show under their
 * fields (the file's under the file).
 */
import { Form, Formik } from 'formik';
import { FetchError } from 'ofetch';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { uploadInvoice } from '../../api/invoices.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { useRefNames, vendorsRef } from '../../components/crud/crud-refs';
import { DateField } from '../../components/form/date-field';
import { MoneyInput } from '../../components/form/money-input';
import { nestErrors } from '../../components/form/nest-errors';
import { FormStatusError } from '../../components/form-error';
import { FormField } from '../../components/form-field';
import { userDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { invoiceScreenPath, vendorInvoicesContract } from '../../domain/contracts/vendor-invoices';
import { isApiErrorBody } from '../../domain/errors';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  FileField,
  fileFieldOf,
  newUploadValues,
  uploadBody,
  uploadProblems,
  type UploadValues,
} from './invoice-upload-fields';

const statusOptions = [
  { value: 'Issued' as const, label: 'Issued: sent to the client as it is' },
  { value: 'Draft' as const, label: 'Draft: to be issued later' },
];

/** The server's messages about the file's content go under the file field. */
function onFileField(error: unknown): never {
  if (error instanceof FetchError && isApiErrorBody(error.data) && error.data.fields)
    error.data.fields = Object.fromEntries(
      Object.entries(error.data.fields).map(([path, message]) => [fileFieldOf(path), message]),
    );
  throw error;
}

export default function UploadInvoiceScreen(_props: Partial<ScreenProps>) {
  const api = useApi();
  const [, navigate] = useLocation();
  const refs = useRefNames([vendorsRef]);
  const vendorOptions = useMemo(
    () => [
      { value: null, label: 'Choose a vendor' },
      ...refs.options(vendorsRef).map((o) => ({ value: Number(o.value), label: o.label })),
    ],
    [refs],
  );
  const submit = apiSubmit(
    async (values: UploadValues) => uploadInvoice(api, await uploadBody(values)).catch(onFileField),
    (invoice) => {
      toast.success(`${invoice.invoiceNumber} uploaded.`);
      navigate(invoiceScreenPath(invoice.id));
    },
  );
  return (
    <div className={ui.maxW960}>
      <PageHeader
        title="Upload existing invoice"
        description="Keep an invoice made outside Dockhand with its file, so the client sees it with the others."
      />
      <Formik<UploadValues>
        initialValues={newUploadValues(userDay())}
        validate={(v) => nestErrors<UploadValues>(uploadProblems(v))}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={ui.stack}>
            <FormStatusError />
            <Card title="Invoice">
              <div className={ui.formGrid}>
                <SelectField name="vendorId" label="Vendor" options={vendorOptions} />
                <FormField name="invoiceNumber" label="Invoice number" autoComplete="off" />
                <DateField name="invoiceDate" label="Invoice date" />
                <DateField name="dueDate" label="Due date" />
                <DateField name="periodStart" label="Period start" />
                <DateField name="periodEnd" label="Period end" />
                <MoneyInput name="total" label="Total" helpText="In US dollars, as on the invoice." />
                <SelectField name="status" label="Status" options={statusOptions} />
              </div>
            </Card>
            <Card title="File">
              <div className={ui.stack}>
                <FileField name="file" label="Invoice file" helpText="PDF or XLSX, at most 3 MB." />
                <CrudFieldControl row={null} name="notes" label="Notes" type="textarea" />
              </div>
            </Card>
            <div className={ui.rowCenter}>
              <Button type="submit" loading={isSubmitting}>
                Upload invoice
              </Button>
              <Link
                href={vendorInvoicesContract.screen.path}
                className={buttonClass({ variant: 'secondary' })}
              >
                Cancel
              </Link>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
