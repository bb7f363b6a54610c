/**
 * Products shipped's parts: the totals, the chart of units shipped per day (with its table for screen
 * readers) and the table per vendor item or per storefront product with its totals.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { BarChart, dayBars } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay, plural } from '../../components/format';
import type { ProductsShippedAnswer } from '../../domain/contracts/sales-reports';
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
    '& tbody th': { color: 'fg', whiteSpace: 'normal' },
    '& tfoot td, & tfoot th': { fontWeight: 'semibold', color: 'fg', borderBottomWidth: '0' },
  }),
};

export function ShippedTotals({ answer, what }: { answer: ProductsShippedAnswer; what: string }) {
  const tiles: [string, number][] = [
    ['Units shipped', answer.totals.units],
    ['Orders shipped', answer.totals.orders],
    [what, answer.rows.length],
    ['Daily average', Math.round((answer.totals.units / Math.max(1, answer.days.length)) * 10) / 10],
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt className={ui.caption}>{label}</dt>
          <dd className={styles.tileValue}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ShippedChart({ answer, today }: { answer: ProductsShippedAnswer; today: string }) {
  const bars = dayBars(answer.days, (d) => d.units, today, 10);

  const span = `Units shipped per day, ${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}`;
  const busiest = answer.days.reduce((best, d) => (d.units > best.units ? d : best), answer.days[0]!);
  const summary =
    answer.totals.units === 0
      ? `${span}: none.`
      : `${span}: ${formatCount(answer.totals.units)} in all, the most on ${formatLongDay(busiest.day)} (${formatCount(busiest.units)}).`;
  return (
    <Card title="Units shipped per day" description="By ship date, days of your calendar">
      <div className={styles.chart}>
        <BarChart
          valueName="Units shipped"
          summary={summary}
          bars={bars}
          formatValue={(n) => plural(n, 'unit')}
        />
      </div>
    </Card>
  );
}

export function ShippedTable({
  answer,
  nameOf,
}: {
  answer: ProductsShippedAnswer;
  /** The row's owner: its vendor (items) or its storefront (storefront products). */
  nameOf: (row: ProductsShippedAnswer['rows'][number]) => string;
}) {
  const items = answer.view === 'items';
  return (
    <Card
      title={items ? 'Per vendor item' : 'Per storefront product'}
      description={
        items
          ? 'What left the warehouse: a kit counts as the items it is made of'
          : 'As the customers ordered: a kit counts as the kit'
      }
    >
      {answer.rows.length === 0 ? (
        <p className={ui.placeholder}>Nothing was shipped in this period.</p>
      ) : (
        <div className={ui.scrollX}>
          <table className={styles.table}>
            <caption className={ui.srOnly}>
              Units shipped per {items ? 'vendor item' : 'storefront product'}
            </caption>
            <thead>
              <tr>
                <th scope="col">{items ? 'Item' : 'Product'}</th>
                <th scope="col">SKU</th>
                <th scope="col">{items ? 'Vendor' : 'Storefront'}</th>
                <th scope="col" className={ui.endCell}>
                  Units shipped
                </th>
                <th scope="col" className={ui.endCell}>
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((r) => (
                <tr key={`${r.projectId ?? ''} ${r.id ?? r.sku}`}>
                  <th scope="row" className={ui.medium}>
                    {r.name} {r.isKit && <span className={badge({ tone: 'neutral' })}>Kit</span>}
                  </th>
                  <td className={ui.code}>{r.sku}</td>
                  <td>{nameOf(r)}</td>
                  <td className={ui.endCell}>{formatCount(r.units)}</td>
                  <td className={ui.endCell}>{formatCount(r.orders)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className={ui.endCell}>{formatCount(answer.totals.units)}</td>
                <td className={ui.endCell}>{formatCount(answer.totals.orders)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}
