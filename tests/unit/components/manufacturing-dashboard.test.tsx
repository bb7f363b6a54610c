/**
 * The manufacturing manager's dashboard figures (issue 15): work orders by status, late ones and
 * components short, each leading to the list or plan behind it; the most overdue orders listed.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManufacturingSummary } from '../../../src/domain/contracts/manufacturing-answers';
import { ManufacturingSections } from '../../../src/screens/dashboard/manufacturing-sections';
import { renderWithApp } from './test-app';

const summary: ManufacturingSummary = {
  byStatus: { Draft: 2, Released: 1, InProgress: 3, Completed: 5, Cancelled: 0 },
  late: 1,
  lateOrders: [
    {
      id: 7,
      orderNumber: 'WO-1001',
      status: 'InProgress',
      dueDate: '2026-05-01',
      quantity: 250,
      completedQuantity: 40,
    },
  ],
  shortComponents: 2,
  uncoveredComponents: 1,
  producedPerDay: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-05-${String(i + 1).padStart(2, '0')}`,
    count: i === 29 ? 40 : 0,
  })),
};

describe('manufacturing dashboard figures', () => {
  it('leads each figure to the list behind it', () => {
    renderWithApp(<ManufacturingSections summary={summary} />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: /Work orders in progress\s*3/ })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders?status=InProgress',
    );
    expect(screen.getByRole('link', { name: /Work orders draft\s*2/ })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders?status=Draft',
    );
    expect(screen.getByRole('link', { name: /Late work orders\s*1/ })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders?sortBy=dueDate',
    );
    expect(screen.getByRole('link', { name: /Components short\s*2/ })).toHaveAttribute(
      'href',
      '/manufacturing/shortage-plan',
    );
    const late = screen.getByRole('heading', { name: 'Late work orders' }).closest('section')!;
    expect(within(late).getByRole('link', { name: 'WO-1001' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/edit/7',
    );
    expect(late).toHaveTextContent('40 of 250 · due');
  });
});
