import { describe, expect, it } from 'vitest';
import {
  countsPerDay,
  dashboardViews,
  dayAt,
  dayStartsAt,
  defaultDashboardView,
  lastDays,
  mergeHourCounts,
  weekEndOf,
} from '../../../src/domain/dashboard';
import { roleDefaults } from '../../../src/domain/permissions';

const hourOf = (iso: string) => Math.floor(Date.parse(iso) / 3_600_000);

describe('days at an hour offset', () => {
  it('names the calendar day an instant falls on, and where a day begins', () => {
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(dayAt(instant, 0)).toBe('2025-03-10');
    expect(dayAt(instant, -6)).toBe('2025-03-09');
    expect(dayAt(new Date('2025-03-10T20:00:00Z'), 5)).toBe('2025-03-11');
    expect(dayStartsAt('2025-03-10', -6).toISOString()).toBe('2025-03-10T06:00:00.000Z');
    expect(dayStartsAt('2025-03-10', 9).toISOString()).toBe('2025-03-09T15:00:00.000Z');
  });

  it('ends the week on Sunday, Sunday itself included', () => {
    expect(weekEndOf('2025-03-10')).toBe('2025-03-16'); // Monday
    expect(weekEndOf('2025-03-15')).toBe('2025-03-16'); // Saturday
    expect(weekEndOf('2025-03-16')).toBe('2025-03-16'); // Sunday
    expect(weekEndOf('2025-12-29')).toBe('2026-01-04'); // across a year
  });

  it('spans the last n days up to the end of today, across a month end', () => {
    const window = lastDays(new Date('2025-03-02T04:00:00Z'), -6, 3);
    // 04:00 UTC is still 1 March at UTC−6.
    expect(window.days).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
    expect(window.from.toISOString()).toBe('2025-02-27T06:00:00.000Z');
    expect(window.to.toISOString()).toBe('2025-03-02T06:00:00.000Z');
  });
});

describe('countsPerDay (the shipped-per-day chart)', () => {
  const window = lastDays(new Date('2025-03-10T15:00:00Z'), -6, 3); // 8, 9, 10 March at UTC−6

  it('puts each hour on its day at the offset, with every day present', () => {
    const rows = [
      { hour: hourOf('2025-03-09T05:00:00Z'), count: 2 }, // 23:00 on the 8th at UTC−6
      { hour: hourOf('2025-03-09T06:00:00Z'), count: 3 }, // 00:00 on the 9th
      { hour: hourOf('2025-03-10T14:00:00Z'), count: 1 },
    ];
    expect(countsPerDay(rows, window, -6)).toEqual([
      { day: '2025-03-08', count: 2 },
      { day: '2025-03-09', count: 3 },
      { day: '2025-03-10', count: 1 },
    ]);
  });

  it('drops hours outside the window and fills empty days with 0', () => {
    const rows = [
      { hour: hourOf('2025-03-08T05:00:00Z'), count: 9 }, // the 7th: before the window
      { hour: hourOf('2025-03-11T06:00:00Z'), count: 9 }, // the 11th: after it
    ];
    expect(countsPerDay(rows, window, -6).map((d) => d.count)).toEqual([0, 0, 0]);
    expect(countsPerDay([], window, -6)).toHaveLength(3);
  });

  it('adds up several series hour by hour', () => {
    expect(
      mergeHourCounts(
        [
          { hour: 5, count: 1 },
          { hour: 2, count: 4 },
        ],
        [{ hour: 5, count: 2 }],
      ),
    ).toEqual([
      { hour: 2, count: 4 },
      { hour: 5, count: 3 },
    ]);
  });
});

describe('dashboard versions', () => {
  it('gives each role the version its work needs', () => {
    expect(defaultDashboardView(roleDefaults.admin)).toBe('orders');
    expect(defaultDashboardView(roleDefaults.manager)).toBe('orders');
    expect(defaultDashboardView(roleDefaults.vendor)).toBe('orders');
    expect(defaultDashboardView(roleDefaults['warehouse-manager'])).toBe('warehouse');
    expect(defaultDashboardView(roleDefaults['manufacturing-manager'])).toBeNull();
  });

  it('offers the warehouse version only with the non-ecom permission', () => {
    expect(dashboardViews(roleDefaults.admin)).toEqual(['orders', 'warehouse']);
    expect(dashboardViews(roleDefaults.vendor)).toEqual(['orders']);
    expect(dashboardViews(['dashboard.nonEcomView'])).toEqual(['warehouse']);
    expect(defaultDashboardView(['dashboard.nonEcomView'])).toBe('warehouse');
  });
});
