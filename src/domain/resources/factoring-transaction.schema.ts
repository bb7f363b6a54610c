/**
 * A factoring transaction (src/domain/contracts/factoring-transactions.ts): a vendor, a ledger code,
 * a day and a signed amount (a repayment is negative), with a reference and notes.
 */
import * as yup from 'yup';
import { day, longText, optionalText, ref, signedMoney } from './fields';

export const factoringTransactionSchema = yup.object({
  vendorId: ref('vendor'),
  ledgerEntryId: ref('code'),
  transactionDate: day('Date').required('Date is required'),
  amount: signedMoney('Amount').test(
    'not-zero',
    'Amount cannot be zero: a fee or charge is positive, a repayment negative',
    (v) => v == null || v !== 0,
  ),
  reference: optionalText('Reference', 100),
  notes: longText('Notes', 2000),
});
export type FactoringTransactionInput = yup.InferType<typeof factoringTransactionSchema>;
