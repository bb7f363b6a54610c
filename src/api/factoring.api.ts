/**
 * The factoring ledger screen's writes: a factoring transaction added through the engine's add call of
 * /api/common/factoringTransactions (src/domain/contracts/factoring-transactions.ts).
 */
import { factoringTransactionsContract } from '../domain/contracts/factoring-transactions';
import type { FactoringTransactionInput } from '../domain/resources/factoring-transaction.schema';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';

/** Records a fee, interest, a chargeback, a repayment (negative) … for a vendor. */
export const addFactoringTransaction = (api: ApiClient, body: FactoringTransactionInput) =>
  contractClient<typeof factoringTransactionsContract, FactoringTransactionInput>(
    api,
    factoringTransactionsContract,
  ).add(body);
