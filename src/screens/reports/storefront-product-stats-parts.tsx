/**
 * Storefront Product Statistics' parts: the totals, the chart of units ordered beside units shipped
 * (one scale, so the two read against each other at a glance; each with its table for screen
 * readers) and the table per product with its totals.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { BarChart, type Bar } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay, formatShortDay, plural } from '../../components/format';
import type { ProductStatsBucket, StorefrontProductStatsAnswer } from '../../domain/contracts/sales-reports';
import { ui } from '../../components/ui/styles';

const styles = {
  tiles: ui.figureRow,
  /**
   * The chart's hidden table is laid out at its full width: kept inside the chart, not widening the
   * page; room at the right for the last day's label.
   */
  chart: ui.chartClip,
  tileValue: ui.figureValue,
  charts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
    gap: '6',
  }),
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

/** A period's words: the day, or the week from its first day. */
const periodLabel = (b: ProductStatsBucket, long: boolean) => {
  const day = long ? formatLongDay(b.start) : formatShortDay(b.start);
  if (b.start === b.end) return day;
  return long ? `${day} to ${formatLongDay(b.end)}` : `Wk ${day}`;
};

function bars(answer: StorefrontProductStatsAnswer, key: 'ordered' | 'shipped', today: string): Bar[] {
  const every = Math.max(1, Math.ceil(answer.buckets.length / 8));
  const last = answer.buckets.length - 1;
  return answer.buckets.map((b, i) => ({
    key: b.start,
    label: periodLabel(b, false),
    longLabel: periodLabel(b, true),
    value: b[key],
    current: b.start <= today && today <= b.end,
    showLabel: (last - i) % every === 0,
  }));
}

function summary(answer: StorefrontProductStatsAnswer, key: 'ordered' | 'shipped', what: string) {
  const per = answer.interval === 'week' ? 'week' : 'day';
  const span = `${what} per ${per}, ${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}`;
  if (answer.totals[key] === 0) return `${span}: none.`;
  const most = answer.buckets.reduce((best, b) => (b[key] > best[key] ? b : best));
  return `${span}: ${formatCount(answer.totals[key])} in all, the most ${per === 'week' ? 'in the week of' : 'on'} ${formatLongDay(most.start)} (${formatCount(most[key])}).`;
}

export function ProductStatsTotals({ answer }: { answer: StorefrontProductStatsAnswer }) {
  const tiles: [string, number][] = [
    ['Units ordered', answer.totals.ordered],
    ['Units shipped', answer.totals.shipped],
    ['Orders placed', answer.totals.orders],
    ['Orders shipped', answer.totals.shippedOrders],
    ['Products', answer.products.length],
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

export function ProductStatsChart({
  answer,
  today,
}: {
  answer: StorefrontProductStatsAnswer;
  today: string;
}) {
  const top = Math.max(0, ...answer.buckets.map((b) => Math.max(b.ordered, b.shipped)));
  const per = answer.interval === 'week' ? 'week' : 'day';
  return (
    <Card
      title="Ordered and shipped"
      description={`Units per ${per} of your calendar, both charts on one scale`}
    >
      <div className={styles.charts}>
        {(
          [
            ['ordered', 'Units ordered'],
            ['shipped', 'Units shipped'],
          ] as const
        ).map(([key, what]) => (
          <section key={key} aria-label={what} className={styles.chart}>
            <h3 className={ui.panelTitle}>
              {what} <span className={ui.aside}>· {formatCount(answer.totals[key])}</span>
            </h3>
            <BarChart
              valueName={what}
              summary={summary(answer, key, what)}
              bars={bars(answer, key, today)}
              formatValue={(n) => plural(n, 'unit')}
              scaleMax={top}
            />
          </section>
        ))}
      </div>
    </Card>
  );
}

export function ProductStatsTable({ answer }: { answer: StorefrontProductStatsAnswer }) {
  return (
    <Card
      title="Per product"
      description="What the customers ordered: a kit counts as the kit, not the items it is made of"
    >
      {answer.products.length === 0 ? (
        <p className={ui.placeholder}>No product was ordered or shipped in this period.</p>
      ) : (
        <div className={ui.scrollX}>
          <table className={styles.table}>
            <caption className={ui.srOnly}>Units ordered and shipped per product</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className={ui.endCell}>
                  Units ordered
                </th>
                <th scope="col" className={ui.endCell}>
                  Units shipped
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.products.map((p) => (
                <tr key={p.storefrontProductId ?? `sku ${p.sku}`}>
                  <th scope="row" className={ui.medium}>
                    {p.name} {p.isKit && <span className={badge({ tone: 'neutral' })}>Kit</span>}
                  </th>
                  <td className={ui.code}>{p.sku}</td>
                  <td className={ui.endCell}>{formatCount(p.ordered)}</td>
                  <td className={ui.endCell}>{formatCount(p.shipped)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td className={ui.endCell}>{formatCount(answer.totals.ordered)}</td>
                <td className={ui.endCell}>{formatCount(answer.totals.shipped)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}
