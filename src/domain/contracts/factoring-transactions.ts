/**
 * The contract of /api/common/factoringTransactions (see index.ts): the movements of a vendor's
 * factoring account other than the advances its shipped orders earn (those are computed by the
 * factoring ledger, server/modules/reports/factoring-ledger.queries.ts). Each is coded by a ledger
 * entry (ADV, FEE, RES, CHB, INT, REP) and its amount is signed as it moves the balance the vendor
 * owes: fees, interest and chargebacks positive, repayments and reserve releases negative.
 */
import { defineContract } from './contract';

export interface FactoringTransactionRow {
  id: number;
  vendorId: number;
  ledgerEntryId: number;
  transactionDate: string;
  /** Signed: positive adds to what the vendor owes, negative (a repayment) takes from it. */
  amount: number;
  reference: string | null;
  notes: string | null;
  createdBy: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const factoringTransactionsContract = defineContract<FactoringTransactionRow>()({
  name: 'factoringTransactions',
  base: '/api/common/factoringTransactions',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    ledgerEntryId: 'number',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['transactionDate', 'amount', 'createdAt'],
  permissions: {
    view: ['billing.factoringLedger'],
    create: ['billing.factoringLedger'],
    edit: ['billing.factoringLedger'],
    // A movement recorded in error is corrected by another (a negative for a positive), never removed.
    delete: [],
  },
});

/** The ledger code of an advance: a positive ADV movement adds to what was advanced, not to the fees. */
export const ADVANCE_CODE = 'ADV';
