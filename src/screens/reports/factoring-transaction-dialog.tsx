/**
 * Add a factoring transaction (billing.factoringLedger): vendor, ledger code, day, a signed amount (a
 * fee or a chargeback positive, a repayment or a reserve release negative: the money input keeps a
 * leading minus), reference and notes. The form's fields are the shared schema's
 * (src/domain/resources/factoring-transaction.schema.ts); the server's field messages land on them.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { addFactoringTransaction } from '../../api/factoring.api';
import { Button } from '../../components/button';
import { refTo } from '../../components/crud/crud-config';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef } from '../../components/crud/crud-refs';
import { FormStatusError } from '../../components/form-error';
import { moneyInputAmount, type MoneyInputValue } from '../../components/form/money-values';
import { formatAmount } from '../../domain/money';
import { FramedDialog } from '../../components/framed-dialog';
import { userDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { ledgerEntriesContract } from '../../domain/contracts/ledger-entries';
import { factoringTransactionSchema } from '../../domain/resources/factoring-transaction.schema';
import { useApi } from '../../machines/use-app';

/** The ledger codes, read as 'FEE — Factoring fee'. */
const codesRef = refTo(ledgerEntriesContract, {
  label: (row) => `${String(row.code)} — ${String(row.name)}`,
});

export interface TransactionValues {
  vendorId: number | null;
  ledgerEntryId: number | null;
  transactionDate: string | null;
  /** Minor units, as the money input keeps them (negative for a repayment). */
  amount: MoneyInputValue;
  reference: string;
  notes: string;
}

/** The body the server takes: the amount in currency units, blanks as nothing. */
export const transactionBody = (values: TransactionValues) =>
  factoringTransactionSchema.cast({
    ...values,
    amount: moneyInputAmount(values.amount),
  });

export function FactoringTransactionDialog({
  open,
  vendorId,
  onClose,
  onAdded,
}: {
  open: boolean;
  /** The vendor the ledger is filtered on, chosen to start with. */
  vendorId: number | null;
  onClose: () => void;
  onAdded: () => void;
}) {
  const api = useApi();
  const submit = apiSubmit(
    (values: TransactionValues) => addFactoringTransaction(api, transactionBody(values)),
    (row) => {
      toast.success(`Transaction of ${formatAmount(row.amount)} recorded.`);
      onClose();
      onAdded();
    },
  );
  const initial: TransactionValues = {
    vendorId,
    ledgerEntryId: null,
    transactionDate: userDay(),
    amount: null,
    reference: '',
    notes: '',
  };
  return (
    <FramedDialog
      open={open}
      onClose={onClose}
      title="Add a factoring transaction"
      description="A fee, interest or a chargeback adds to what the vendor owes; a repayment or a reserve release is entered with a minus and takes from it."
    >
      <Formik<TransactionValues>
        initialValues={initial}
        validationSchema={factoringTransactionSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={ui.dialogBody}>
            <FormStatusError />
            <CrudFieldControl
              row={null}
              name="vendorId"
              label="Vendor"
              type="select"
              optionsFrom={vendorsRef}
            />
            <CrudFieldControl
              row={null}
              name="ledgerEntryId"
              label="Code"
              type="select"
              optionsFrom={codesRef}
            />
            <CrudFieldControl row={null} name="transactionDate" label="Date" type="date" />
            <CrudFieldControl
              row={null}
              name="amount"
              label="Amount"
              type="money"
              helpText="Negative (-1,200.00) for a repayment or a reserve release."
            />
            <CrudFieldControl row={null} name="reference" label="Reference (optional)" type="text" />
            <CrudFieldControl row={null} name="notes" label="Notes (optional)" type="textarea" />
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Add transaction
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </FramedDialog>
  );
}
