/**
 * The factoring ledger's parts: the totals, the chart of factored value per day (with its table for
 * screen readers) and the table per vendor with its totals. Amounts through src/domain/money.ts.
 */
import { css } from 'styled-system/css';
import { BarChart, dayBars } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay } from '../../components/format';
import type { FactoringLedgerAnswer } from '../../domain/contracts/sales-reports';
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

export function LedgerTotals({ answer }: { answer: FactoringLedgerAnswer }) {
  const tiles: [string, string][] = [
    ['Factored value', formatAmount(answer.totals.factoredValue)],
    ['Order value at wholesale', formatAmount(answer.totals.orderValue)],
    ['Units shipped', formatCount(answer.totals.units)],
    ['Orders shipped', formatCount(answer.totals.orders)],
    ['Units not factored', formatCount(answer.totals.unfactoredUnits)],
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

export function LedgerTable({
  answer,
  vendorName,
}: {
  answer: FactoringLedgerAnswer;
  vendorName: (vendorId: number) => string;
}) {
  return (
    <Card title="Per vendor" description="Units × the item’s wholesale price × its factoring percentage">
      {answer.vendors.length === 0 ? (
        <p className={ui.placeholder}>No order was shipped in this period.</p>
      ) : (
        <div className={ui.scrollX}>
          <table className={styles.table}>
            <caption className={ui.srOnly}>Factored order value per vendor</caption>
            <thead>
              <tr>
                <th scope="col">Vendor</th>
                <th scope="col" className={ui.endCell}>
                  Orders shipped
                </th>
                <th scope="col" className={ui.endCell}>
                  Units shipped
                </th>
                <th scope="col" className={ui.endCell}>
                  Units not factored
                </th>
                <th scope="col" className={ui.endCell}>
                  Order value at wholesale
                </th>
                <th scope="col" className={ui.endCell}>
                  Factored value
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.vendors.map((v) => (
                <tr key={v.vendorId}>
                  <th scope="row" className={ui.medium}>
                    {vendorName(v.vendorId)}
                  </th>
                  <td className={ui.endCell}>{formatCount(v.orders)}</td>
                  <td className={ui.endCell}>{formatCount(v.units)}</td>
                  <td className={ui.endCell}>{formatCount(v.unfactoredUnits)}</td>
                  <td className={ui.endCell}>{formatAmount(v.orderValue)}</td>
                  <td className={ui.endCell}>{formatAmount(v.factoredValue)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className={ui.endCell}>{formatCount(answer.totals.orders)}</td>
                <td className={ui.endCell}>{formatCount(answer.totals.units)}</td>
                <td className={ui.endCell}>{formatCount(answer.totals.unfactoredUnits)}</td>
                <td className={ui.endCell}>{formatAmount(answer.totals.orderValue)}</td>
                <td className={ui.endCell}>{formatAmount(answer.totals.factoredValue)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}
