/** A shipped-per-day series as a card: the bar chart, today's and the period's totals, and the list behind it. */
import { css } from 'styled-system/css';
import { BarChart } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { TextLink } from '../../components/text-link';
import type { DayCount } from '../../domain/dashboard';
import { chartSummary, dayBars, plural } from './dashboard-format';
import { ui } from '../../components/ui/styles';

const average = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** Whole counts as they are; the average with one decimal. */
const formatAverage = (n: number) => average.format(n);

interface ShippedChartProps {
  title: string;
  /** What is counted, plural ("Orders shipped"), and one of them ("order"). */
  what: string;
  noun: string;
  days: readonly DayCount[];
  /** The list of what was shipped, when there is one. */
  href?: string;
  /** The link's words ('View shipped' unless told). */
  linkLabel?: string;
}

export function ShippedChart({
  title,
  what,
  noun,
  days,
  href,
  linkLabel = 'View shipped',
}: ShippedChartProps) {
  const total = days.reduce((n, d) => n + d.count, 0);
  const today = days.at(-1)?.count ?? 0;
  return (
    <Card
      title={title}
      description={`Last ${days.length} days, by day of your calendar`}
      actions={href && <TextLink href={href}>{linkLabel}</TextLink>}
    >
      <dl className={css({ display: 'flex', gap: '8', mb: '4' })}>
        {[
          ['Today', today],
          [`Last ${days.length} days`, total],
          ['Daily average', total / Math.max(1, days.length)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className={ui.caption}>{label}</dt>
            <dd className={ui.figureValue}>{formatAverage(value as number)}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        valueName={what}
        summary={chartSummary(days, what)}
        bars={dayBars(days)}
        formatValue={(n) => plural(n, noun)}
      />
    </Card>
  );
}
