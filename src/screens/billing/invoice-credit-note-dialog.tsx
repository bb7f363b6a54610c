/**
 * Credit note: pick the invoice's lines to credit, each whole (its amount, filled in) or in part, and
 * say why. Each amount is more than nothing and at most the line's amount (the server also takes off
 * what earlier credit notes gave back, and answers per line). The credit note opens once issued.
 */
import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { CellInput, LinesError } from '../../components/form/line-cells';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { formatDay } from '../../components/format';
import { FormStatusError } from '../../components/form-error';
import { FramedDialog } from '../../components/framed-dialog';
import { ui } from '../../components/ui/styles';
import { invoiceScreenPath, type InvoiceLine } from '../../domain/contracts/vendor-invoices';
import {
  formatAmount,
  formatMinor,
  fromAmount,
  parseAmount,
  sum,
  toAmount,
  toDecimalString,
} from '../../domain/money';
import { DialogFooter, useInvoiceStep, type InvoiceStepDialogProps } from './invoice-step-dialogs';

const amountInput = css({
  display: 'block',
  maxW: '140px',
  ml: 'auto',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

interface CreditValues {
  reason: string;
  lines: { entryId: number; chosen: boolean; amount: string }[];
}

function problems(values: CreditValues, lines: readonly InvoiceLine[]) {
  const errors: Record<string, unknown> = {};
  if (!values.reason.trim()) errors.reason = 'Reason is required';
  if (!values.lines.some((l) => l.chosen)) errors.lines = 'Choose at least one line to credit';
  const lineErrors = values.lines.map((l, i) => {
    if (!l.chosen) return undefined;
    const parsed = parseAmount(l.amount);
    if (!parsed.ok) return { amount: parsed.error };
    if (parsed.minor <= 0) return { amount: 'A credit is more than nothing' };
    if (parsed.minor > fromAmount(lines[i]!.amount))
      return { amount: `At most ${formatAmount(lines[i]!.amount)}, the line’s amount` };
    return undefined;
  });
  if (lineErrors.some(Boolean)) errors.lines = lineErrors;
  return errors;
}

const chosenMinor = (l: CreditValues['lines'][number]) => {
  const parsed = l.chosen ? parseAmount(l.amount) : null;
  return parsed?.ok ? parsed.minor : 0;
};

function CreditTotal({ currency }: { currency: string }) {
  const { values } = useFormikContext<CreditValues>();
  return (
    <p className={ui.medium}>
      Credit note total: {formatMinor(-sum(values.lines.map(chosenMinor)), currency)}
    </p>
  );
}

function LineRows({ lines, currency }: { lines: readonly InvoiceLine[]; currency: string }) {
  const { values, setFieldValue, errors } = useFormikContext<CreditValues>();
  return (
    <FieldArray name="lines">
      {() => (
        <div className={ui.scrollX}>
          <LinesError error={errors.lines} />
          <table className={ui.plainTable} aria-label="Lines to credit">
            <thead>
              <tr>
                <th className={ui.plainTh}>Credit</th>
                <th className={ui.plainTh}>Line</th>
                <th className={cx(ui.plainTh, ui.endCell)}>Amount</th>
                <th className={cx(ui.plainTh, ui.endCell)}>Credit amount</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={line.id}>
                  <td className={ui.ruledCell}>
                    <input
                      type="checkbox"
                      aria-label={`Credit ${line.chargeLabel}`}
                      checked={values.lines[i]!.chosen}
                      onChange={(e) => void setFieldValue(`lines.${i}.chosen`, e.target.checked)}
                    />
                  </td>
                  <td className={ui.ruledCell}>
                    {line.chargeLabel}
                    <span className={ui.captionLine}>
                      {formatDay(line.entryDate)} · {line.chargeType}
                    </span>
                  </td>
                  <td className={cx(ui.ruledCell, ui.end)}>{formatAmount(line.amount, currency)}</td>
                  <td className={cx(ui.ruledCell, ui.end)}>
                    {values.lines[i]!.chosen && (
                      <CellInput
                        name={`lines.${i}.amount`}
                        label={`Credit amount of ${line.chargeLabel}`}
                        inputMode="decimal"
                        autoComplete="off"
                        className={amountInput}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FieldArray>
  );
}

export function CreditNoteDialog(props: InvoiceStepDialogProps & { lines: readonly InvoiceLine[] }) {
  const { invoice, lines } = props;
  const [, navigate] = useLocation();
  const chosenIndexes = (values: CreditValues) => values.lines.flatMap((l, i) => (l.chosen ? [i] : []));
  // Once issued, the credit note's own page opens; a refusal reloads this one.
  const submit = useInvoiceStep<CreditValues>(
    {
      ...props,
      onChanged: (answer) => (answer ? navigate(invoiceScreenPath(answer.id)) : props.onChanged()),
    },
    (v) => ({
      step: 'credit-note',
      version: invoice.version,
      reason: v.reason.trim(),
      lines: v.lines
        .filter((l) => l.chosen)
        .map((l) => ({ entryId: l.entryId, amount: toAmount(chosenMinor(l)) })),
    }),
    (credit) => `${credit.invoiceNumber} issued against ${invoice.invoiceNumber}.`,
    // The server counts only the lines sent: `lines[0]` is the first line chosen.
    (fields, values) =>
      Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [
          path.replace(
            /^lines\[(\d+)\]/,
            (_, n: string) => `lines[${chosenIndexes(values)[Number(n)] ?? n}]`,
          ),
          message,
        ]),
      ),
  );
  const initial: CreditValues = {
    reason: '',
    lines: lines.map((l) => ({
      entryId: l.id,
      chosen: false,
      amount: toDecimalString(fromAmount(l.amount)),
    })),
  };
  return (
    <FramedDialog
      open
      size="xl"
      onClose={props.onClose}
      title={`Credit note against ${invoice.invoiceNumber}`}
      description="Credit some of its lines, whole or in part. The invoice stays as it was issued; the credit note is a new document the client receives."
    >
      <Formik initialValues={initial} validate={(v) => problems(v, lines)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <LineRows lines={lines} currency={invoice.currency} />
            <CreditTotal currency={invoice.currency} />
            <CrudFieldControl row={null} name="reason" label="Reason" type="textarea" />
            <DialogFooter onClose={props.onClose} label="Issue credit note" busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </FramedDialog>
  );
}
