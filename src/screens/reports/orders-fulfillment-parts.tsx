/** The orders fulfilment report's parts: received and shipped per day (two charts on one scale), and the day table. */
import { css } from 'styled-system/css';
import type { FulfillmentDay, OrdersFulfillmentReport } from '../../api/operations-reports.api';
import { BarChart } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay, plural } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { rangeBars } from './shipped-chart';

const chartCell = css({ position: 'relative', overflow: 'hidden', minW: '0' });

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '10 hours', '2.1 days' (from two days on), or — when nothing shipped. */
export function formatHours(value: number | null): string {
  if (value === null) return '—';
  if (value < 48) return `${hours.format(value)} ${value === 1 ? 'hour' : 'hours'}`;
  return `${hours.format(value / 24)} days`;
}

function summary(days: readonly FulfillmentDay[], key: 'received' | 'shipped'): string {
  const total = days.reduce((n, d) => n + d[key], 0);
  const span = `Orders ${key} per day from ${formatLongDay(days[0]?.day ?? '')} to ${formatLongDay(days.at(-1)?.day ?? '')}`;
  if (total === 0) return `${span}: none.`;
  const busiest = days.reduce((best, d) => (d[key] > best[key] ? d : best));
  return `${span}: ${formatCount(total)} in all, the most on ${formatLongDay(busiest.day)} (${formatCount(busiest[key])}).`;
}

export function ReceivedVsShipped({ report }: { report: OrdersFulfillmentReport }) {
  const top = Math.max(0, ...report.days.map((d) => Math.max(d.received, d.shipped)));
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: '5',
      })}
    >
      {(['received', 'shipped'] as const).map((key) => (
        // The chart's hidden table is as wide as its text: held in here, it never widens the page.
        <div key={key} className={chartCell}>
          <Card
            title={key === 'received' ? 'Orders received' : 'Orders shipped'}
            description={`${formatCount(key === 'received' ? report.received : report.shipped)} over ${plural(report.days.length, 'day')}, same scale side by side`}
          >
            <BarChart
              valueName={key === 'received' ? 'Orders received' : 'Orders shipped'}
              summary={summary(report.days, key)}
              bars={rangeBars(report.days.map((d) => ({ day: d.day, count: d[key] })))}
              formatValue={(n) => plural(n, 'order')}
              scaleMax={top}
            />
          </Card>
        </div>
      ))}
    </div>
  );
}

const td = css({ px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border' });
const foot = ui.strongCell;

export function FulfillmentDays({ report }: { report: OrdersFulfillmentReport }) {
  return (
    <div className={ui.scrollX}>
      <table className={ui.plainTable}>
        <caption className={ui.srOnly}>Orders received and shipped per day</caption>
        <thead>
          <tr>
            <th scope="col" className={ui.plainTh}>
              Day
            </th>
            <th scope="col" className={`${ui.plainTh} ${ui.endCell}`}>
              Received
            </th>
            <th scope="col" className={`${ui.plainTh} ${ui.endCell}`}>
              Shipped
            </th>
          </tr>
        </thead>
        <tbody>
          {[...report.days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row" className={`${td} ${css({ textAlign: 'start', fontWeight: 'normal' })}`}>
                {formatLongDay(d.day)}
              </th>
              <td className={`${td} ${ui.endCell}`}>{formatCount(d.received)}</td>
              <td className={`${td} ${ui.endCell}`}>{formatCount(d.shipped)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${foot} ${ui.start}`}>
              Total
            </th>
            <td className={`${foot} ${ui.endCell}`}>{formatCount(report.received)}</td>
            <td className={`${foot} ${ui.endCell}`}>{formatCount(report.shipped)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
