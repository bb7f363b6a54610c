/**
 * The steps of an invoice taken in a dialog on its page: issue a draft or mark an invoice paid (a
 * confirmation), and void one (with its reason). Each sends the version the page shows; a refusal
 * (409: paid meanwhile, already void) shows the server's words in the dialog and the page reloads.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { takeInvoiceStep, type InvoiceStepBody } from '../../api/invoices.api';
import { Button } from '../../components/button';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { nestErrors } from '../../components/form/nest-errors';
import { FormStatusError } from '../../components/form-error';
import { FramedDialog } from '../../components/framed-dialog';
import { ui } from '../../components/ui/styles';
import { apiSubmit, type ApiFormStatus } from '../../components/use-api-form';
import type { VendorInvoiceRow } from '../../domain/contracts/vendor-invoices';
import { formatAmount } from '../../domain/money';
import { voidInvoiceSchema } from '../../domain/resources/vendor-invoice.schema';
import { invoiceStepLabels } from '../../domain/vendor-invoice.lifecycle';
import { useApi } from '../../machines/use-app';

export interface InvoiceStepDialogProps {
  invoice: VendorInvoiceRow;
  onClose: () => void;
  /** After the step (with its answer), or after a refusal (the page shows the invoice as it is now). */
  onChanged: (answer?: VendorInvoiceRow) => void;
}

/** Formik submission of a step: field errors nested, a 409 reloads the page behind the dialog. */
export function useInvoiceStep<V extends object>(
  { invoice, onClose, onChanged }: InvoiceStepDialogProps,
  body: (values: V) => InvoiceStepBody,
  done: (answer: VendorInvoiceRow) => string,
  remapFields: (fields: Record<string, string>, values: V) => Record<string, string> = (f) => f,
) {
  const api = useApi();
  const submit = apiSubmit(
    (values: V) => takeInvoiceStep(api, invoice.id, body(values)),
    (answer) => {
      toast.success(done(answer));
      onClose();
      onChanged(answer);
    },
  );
  return (values: V, helpers: FormikHelpers<V>) =>
    submit(values, {
      ...helpers,
      setErrors: (errors) =>
        helpers.setErrors(nestErrors(remapFields(errors as Record<string, string>, values))),
      setStatus: (status: ApiFormStatus | undefined) => {
        helpers.setStatus(status);
        if (status?.failure.status === 409) onChanged();
      },
    });
}

export function DialogFooter({
  onClose,
  label,
  busy,
  danger,
}: {
  onClose: () => void;
  label: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className={ui.dialogFooter}>
      <Button variant="secondary" onClick={onClose}>
        Back
      </Button>
      <Button type="submit" loading={busy} variant={danger ? 'danger' : 'primary'}>
        {label}
      </Button>
    </div>
  );
}

/** Issue a draft, or mark an invoice paid: a confirmation. */
export function ConfirmStepDialog(props: InvoiceStepDialogProps & { step: 'issue' | 'mark-paid' }) {
  const { invoice, step } = props;
  const paid = step === 'mark-paid';
  const submit = useInvoiceStep<object>(
    props,
    () => ({ step, version: invoice.version }),
    (answer) => `${answer.invoiceNumber} ${paid ? 'marked paid' : 'issued'}.`,
  );
  return (
    <FramedDialog
      open
      onClose={props.onClose}
      title={paid ? `Mark ${invoice.invoiceNumber} paid?` : `Issue ${invoice.invoiceNumber}?`}
      description={
        paid
          ? `The client has paid ${formatAmount(invoice.total, invoice.currency)}. A paid invoice is corrected by a credit note.`
          : 'It is sent to the client as it is; once issued it is corrected by a credit note, never edited.'
      }
    >
      <Formik initialValues={{}} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <DialogFooter onClose={props.onClose} label={invoiceStepLabels[step]} busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </FramedDialog>
  );
}

export function VoidDialog(props: InvoiceStepDialogProps) {
  const { invoice } = props;
  const submit = useInvoiceStep<{ reason: string }>(
    props,
    (v) => ({ step: 'void', version: invoice.version, reason: v.reason.trim() }),
    (answer) => `${answer.invoiceNumber} voided: its charges can be invoiced again.`,
  );
  return (
    <FramedDialog
      open
      role="alertdialog"
      onClose={props.onClose}
      title={`Void ${invoice.invoiceNumber}?`}
      description="The invoice is withdrawn and its charges are released, to be invoiced again. This cannot be undone."
    >
      <Formik initialValues={{ reason: '' }} validationSchema={voidInvoiceSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <CrudFieldControl
              row={null}
              name="reason"
              label="Reason"
              type="textarea"
              helpText="Kept with the invoice and in its history."
            />
            <DialogFooter onClose={props.onClose} label="Void invoice" busy={isSubmitting} danger />
          </Form>
        )}
      </Formik>
    </FramedDialog>
  );
}
