/**
 * The factoring ledger's transactions of the period (newest first): day, vendor, code, reference,
 * notes and the signed amount (a repayment reads negative), with "Add transaction" for whoever keeps
 * the ledger. With a warehouse chosen none is counted: transactions are a vendor's, not a warehouse's.
 */
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { FactoringLedgerAnswer } from '../../domain/contracts/sales-reports';
import { formatAmount } from '../../domain/money';
import { ledgerTable } from './factoring-ledger-parts';

export function TransactionsTable({
  answer,
  vendorName,
  onAdd,
}: {
  answer: FactoringLedgerAnswer;
  vendorName: (vendorId: number) => string;
  /** Absent without the permission to keep the ledger. */
  onAdd?: () => void;
}) {
  const { transactions } = answer;
  return (
    <Card
      title="Transactions"
      description="Fees, interest and chargebacks add to what a vendor owes; repayments and reserve releases (negative) take from it."
      actions={onAdd && <Button onClick={onAdd}>Add transaction</Button>}
    >
      {!answer.transactionsIncluded ? (
        <p className={ui.placeholder}>
          Transactions are recorded per vendor, not per warehouse: choose All warehouses to see them and the
          balance they make.
        </p>
      ) : transactions.length === 0 ? (
        <p className={ui.placeholder}>No transaction was recorded in this period.</p>
      ) : (
        <div className={ui.scrollX}>
          <table className={ledgerTable}>
            <caption className={ui.srOnly}>Factoring transactions of the period</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Vendor</th>
                <th scope="col">Code</th>
                <th scope="col">Reference</th>
                <th scope="col">Notes</th>
                <th scope="col" className={ui.endCell}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t.id}>
                  <td className={ui.nowrap}>{formatDay(t.transactionDate)}</td>
                  <th scope="row" className={ui.medium}>
                    {vendorName(t.vendorId)}
                  </th>
                  <td>
                    <span className={ui.code}>{t.code}</span> <span className={ui.muted}>{t.codeName}</span>
                  </td>
                  <td>{t.reference ?? '—'}</td>
                  <td className={ui.muted}>{t.notes ?? ''}</td>
                  <td className={ui.endCell}>{formatAmount(t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
