/**
 * The shortage plan (issue 15): each component the open work orders still need, against what is
 * available and on its way, the day the shortage is covered (late when after it is needed), and what
 * to order now; short components only unless asked for all.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { ShortagePlan, ShortagePlanLine } from '../../../src/domain/contracts/manufacturing-answers';
import ShortagePlanScreen from '../../../src/screens/manufacturing/shortage-plan.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';

const line = (extra: Partial<ShortagePlanLine>): ShortagePlanLine => ({
  warehouseId: 2,
  warehouseName: 'Dallas',
  vendorProductId: 31,
  sku: 'NWG-WAX',
  name: 'Soy wax',
  itemUnit: 'LB',
  required: 120,
  available: 20,
  short: 100,
  neededBy: '2026-06-01',
  demands: [
    { workOrderId: 7, orderNumber: 'WO-0007', status: 'Released', dueDate: '2026-06-01', quantity: 120 },
  ],
  incoming: [
    {
      type: 'purchase_order',
      id: 12,
      number: 'PO-NWG-2041',
      date: '2026-06-10',
      quantity: 150,
      coversShortage: true,
      link: '/warehouses/purchaseOrders/view/12',
      cumulative: 170,
    },
  ],
  coveredOn: '2026-06-10',
  coveredBy: { type: 'purchase_order', id: 12, number: 'PO-NWG-2041' },
  late: true,
  toOrderNow: 0,
  orderBy: null,
  minimumOrderQuantity: null,
  leadTimeDays: null,
  ...extra,
});

const plan: ShortagePlan = {
  generatedAt: '2026-05-20T15:00:00.000Z',
  today: '2026-05-20',
  workOrders: 2,
  lines: [
    line({}),
    line({
      vendorProductId: 32,
      sku: 'NWG-WICK',
      name: 'Cotton wick',
      itemUnit: 'E',
      required: 500,
      available: 100,
      short: 400,
      incoming: [],
      coveredOn: null,
      coveredBy: null,
      late: false,
      toOrderNow: 1000,
      orderBy: '2026-05-04',
      minimumOrderQuantity: 1000,
      leadTimeDays: 28,
    }),
    line({
      vendorProductId: 33,
      sku: 'NWG-JAR',
      name: 'Glass jar',
      short: 0,
      available: 900,
      incoming: [],
      coveredOn: null,
      coveredBy: null,
      late: false,
    }),
  ],
};

const server = setupServer(
  http.get(`${ORIGIN}/api/manufacturing/shortage-plan`, () => HttpResponse.json(plan)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('shortage plan', () => {
  it('lists short components with their coverage and what to order now', async () => {
    const actors = createTestActors({ user: loginResponse('admin') });
    actors.api = createApiClient(
      { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
      ORIGIN,
    );
    renderWithApp(<ShortagePlanScreen />, { actors, path: '/manufacturing/shortage-plan' });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Shortage plan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [wax, wick] = rows as [HTMLElement, HTMLElement];
    expect(wax).toHaveTextContent(/Jun 10, 2026After it is needed/);
    expect(within(wax).getAllByRole('link', { name: 'Purchase order PO-NWG-2041' })[0]).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/view/12',
    );
    expect(within(wax).getByRole('link', { name: 'WO-0007' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/edit/7',
    );
    expect(wick).toHaveTextContent('Not covered');
    expect(wick).toHaveTextContent(/1,000min\. order 1,000order by May 4, 2026/);

    await user.click(screen.getByLabelText('Only short components'));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('In stock')).toBeInTheDocument();
  });
});
