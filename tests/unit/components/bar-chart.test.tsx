/** The shipped-per-day chart: its bars and labels from the days, and what a screen reader gets. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../src/components/bar-chart';
import { chartSummary, dayBars } from '../../../src/screens/dashboard/dashboard-format';

const days = Array.from({ length: 15 }, (_, i) => ({
  day: `2025-03-${String(i + 1).padStart(2, '0')}`,
  count: i === 9 ? 12 : i % 3,
}));

describe('dayBars', () => {
  it('labels today and every seventh day before it, and marks today', () => {
    const bars = dayBars(days);
    expect(bars.filter((b) => b.showLabel).map((b) => b.label)).toEqual(['Mar 1', 'Mar 8', 'Today']);
    expect(bars.filter((b) => b.current).map((b) => b.key)).toEqual(['2025-03-15']);
    expect(bars[0]!.longLabel).toBe('Saturday, March 1');
  });
});

describe('chartSummary', () => {
  it('says the total and the busiest day, or that there was nothing', () => {
    expect(chartSummary(days, 'Orders shipped')).toBe(
      'Orders shipped per day over the last 15 days: 27 in all, the most on Monday, March 10 (12).',
    );
    expect(chartSummary([{ day: '2025-03-01', count: 0 }], 'Orders shipped')).toBe(
      'Orders shipped per day over the last 1 day: none.',
    );
  });
});

describe('BarChart', () => {
  it('is one image named by its summary, with every value in a table for screen readers', () => {
    const summary = chartSummary(days, 'Orders shipped');
    render(
      <BarChart
        valueName="Orders shipped"
        summary={summary}
        bars={dayBars(days)}
        formatValue={(n) => `${n} orders`}
      />,
    );
    const image = screen.getByRole('img', { name: summary });
    expect(image.querySelectorAll('rect')).toHaveLength(15);
    expect(image.querySelector('rect title')?.textContent).toBe('Saturday, March 1: 0 orders');
    const table = screen.getByRole('table', { name: summary });
    const busiest = within(table).getByRole('row', { name: /Monday, March 10/ });
    expect(within(busiest).getByRole('cell')).toHaveTextContent('12');
  });
});
