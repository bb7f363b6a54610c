/**
 * The factoring ledger's parts: the totals, the chart of factored value per day (with its table for
 * screen readers) and the table per vendor (advanced, fees, repayments, balance) with its totals.
 * Amounts through src/domain/money.ts.
 */
import { css } from 'styled-system/css';
import { BarChart, dayBars } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay } from '../../components/format';
import type { FactoringLedgerAnswer, FactoringLedgerRow } from '../../domain/contracts/sales-reports';
import { formatAmount } from '../../domain/money';
import { ui } from '../../components/ui/styles';

const styles = {
  tiles: ui.figureRow,
  /**
   * The chart's hidden table is laid out at its full width: kept inside the chart, not widening the
   * page; room at the right for the last day's label.
   */
  chart: ui.chartClip,
  tileValue: ui.figureValue,
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '2', px: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
    '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& tbody th': { color: 'fg' },
    '& tfoot td, & tfoot th': { fontWeight: 'semibold', color: 'fg', borderBottomWidth: '0' },
  }),
};

/** The ledger's tables' look (the vendors, the transactions). */
export const ledgerTable = styles.table;

export function LedgerTotals({ answer }: { answer: FactoringLedgerAnswer }) {
  const { totals } = answer;
  const tiles: [string, string][] = [
    ['Balance', formatAmount(totals.balance)],
    ['Advanced', formatAmount(totals.advanced)],
    ['Fees and charges', formatAmount(totals.fees)],
    ['Repayments', formatAmount(totals.repayments)],
    ['Factored value', formatAmount(totals.factoredValue)],
    ['Orders shipped', formatCount(totals.orders)],
    ['Units not factored', formatCount(totals.unfactoredUnits)],
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt className={ui.caption}>{label}</dt>
          <dd className={styles.tileValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LedgerChart({ answer, today }: { answer: FactoringLedgerAnswer; today: string }) {
  const bars = dayBars(answer.days, (d) => d.factoredValue, today, 10);

  const span = `Factored value per day, ${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}`;
  const best = answer.days.reduce((b, d) => (d.factoredValue > b.factoredValue ? d : b), answer.days[0]!);
  const summary =
    answer.totals.factoredValue === 0
      ? `${span}: none.`
      : `${span}: ${formatAmount(answer.totals.factoredValue)} in all, the most on ${formatLongDay(best.day)} (${formatAmount(best.factoredValue)}).`;
  return (
    <Card
      title="Factored value per day"
      description="By ship date, days of your calendar (amounts in dollars)"
    >
      <div className={styles.chart}>
        <BarChart
          valueName="Factored value"
          summary={summary}
          bars={bars}
          formatValue={(n) => formatAmount(n)}
        />
      </div>
    </Card>
  );
}

/** The vendor table's columns: a heading and a row's (or the totals') cell. */
const columns: [string, (v: Omit<FactoringLedgerRow, 'vendorId'>) => string][] = [
  ['Orders', (v) => formatCount(v.orders)],
  ['Units', (v) => formatCount(v.units)],
  ['Units not factored', (v) => formatCount(v.unfactoredUnits)],
  ['Order value at wholesale', (v) => formatAmount(v.orderValue)],
  ['Advanced', (v) => formatAmount(v.advanced)],
  ['Fees and charges', (v) => formatAmount(v.fees)],
  ['Repayments', (v) => formatAmount(v.repayments)],
  ['Balance', (v) => formatAmount(v.balance)],
];

export function LedgerTable({
  answer,
  vendorName,
}: {
  answer: FactoringLedgerAnswer;
  vendorName: (vendorId: number) => string;
}) {
  return (
    <Card
      title="Per vendor"
      description="Advanced: units shipped × the item’s wholesale price × its factoring percentage (and advances recorded as transactions). Balance = advanced + fees and charges + repayments (negative)."
    >
      {answer.vendors.length === 0 ? (
        <p className={ui.placeholder}>No order was shipped and no transaction recorded in this period.</p>
      ) : (
        <div className={ui.scrollX}>
          <table className={styles.table}>
            <caption className={ui.srOnly}>Factoring account per vendor</caption>
            <thead>
              <tr>
                <th scope="col">Vendor</th>
                {columns.map(([label]) => (
                  <th key={label} scope="col" className={ui.endCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.vendors.map((v) => (
                <tr key={v.vendorId}>
                  <th scope="row" className={ui.medium}>
                    {vendorName(v.vendorId)}
                  </th>
                  {columns.map(([label, cell]) => (
                    <td key={label} className={ui.endCell}>
                      {cell(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {columns.map(([label, cell]) => (
                  <td key={label} className={ui.endCell}>
                    {cell(answer.totals)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}
