import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import { routes } from '../../../src/routes';
import OrderListScreen from '../../../src/screens/orders/list/order-list.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const address = (name: string) => ({
  name,
  addressLine1: '1 Oak St',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  countryCode: 'US',
});
const order = (
  id: number,
  orderNumber: string,
  orderStatus: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  orderNumber,
  orderKey: null,
  projectId: 1,
  storeId: 1,
  vendorId: 1,
  warehouseId: 1,
  orderStatus,
  orderDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  modifyDate: null,
  paymentDate: null,
  shipByDate: null,
  shipDate: null,
  orderTotal: 42.5,
  amountPaid: 42.5,
  shippingAmount: 0,
  taxAmount: 0,
  customerEmail: 'olivia@example.com',
  customerUsername: 'oliviab',
  billTo: address('Olivia Bennett'),
  shipmentAddress: address('Olivia Bennett'),
  items: [
    { sku: 'NWG-SHOP-MUG-11', name: 'Stoneware Mug', quantity: 2, unitPrice: 18.7, wmsSku: 'NWG-MUG-11' },
  ],
  itemCount: 2,
  weightTotal: 2.2,
  advancedOptions: {},
  requestedService: 'Ground',
  carrierCode: null,
  serviceCode: null,
  trackingNumber: null,
  shipZone: '4',
  notes: null,
  tags: ['VIP'],
  isArchived: false,
  isReship: false,
  reshipOfOrderId: null,
  parentOrderId: null,
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});
const rows = [
  order(1, 'NWG-10420', 'on_hold', { tags: ['NOT_ENOUGH_INVENTORY'] }),
  order(2, 'NWG-10421', 'shipped'),
];

const listBodies: Record<string, unknown>[] = [];
const countBodies: Record<string, unknown>[] = [];
const bulkBodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(`${ORIGIN}/api/common/orders/listItems`, async ({ request }) => {
    listBodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: 2, items: rows });
  }),
  http.post(`${ORIGIN}/api/common/orders/status-counts`, async ({ request }) => {
    countBodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ counts: { all: 30, on_hold: 4, shipped: 8, 'paid-but-not-shipped': 16 } });
  }),
  http.post(`${ORIGIN}/api/common/orderTags/listItems`, () =>
    HttpResponse.json({ total: 1, items: [{ name: 'VIP', color: '#7C3AED', useFor: null, projectId: 1 }] }),
  ),
  http.get(`${ORIGIN}/api/myprojects`, () =>
    HttpResponse.json([
      { id: 1, name: 'Northwind Shop', clientCode: 'NWG-SHOP', vendorId: 1, warehouseId: 1, stores: [] },
    ]),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json([{ id: 1, name: 'Northwind Goods' }])),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 1, fullName: 'Dallas Distribution Center' }]),
  ),
  http.get(`${ORIGIN}/api/common/orders/1/why`, () =>
    HttpResponse.json({
      blocked: true,
      summary: '2 causes keep it from shipping.',
      causes: [
        {
          kind: 'hold',
          holdId: 5,
          type: 'NOT_ENOUGH_INVENTORY',
          label: 'Not enough inventory',
          reason: 'NWG-MUG-11 is short by 2',
          since: '2026-03-01T10:00:00.000Z',
          by: 'System',
          until: null,
        },
        {
          kind: 'shortage',
          sku: 'NWG-SHOP-MUG-11',
          wmsSku: 'NWG-MUG-11',
          vendorProductId: 3,
          needed: 2,
          available: 0,
          warehouseName: 'Dallas Distribution Center',
          incoming: {
            type: 'purchase_order',
            id: 12,
            number: 'PO-NWG-2041',
            date: '2026-03-20',
            quantity: 600,
            coversShortage: true,
            link: '/warehouses/purchaseOrders/view/12',
          },
        },
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/common/orders/bulk-update`, async ({ request }) => {
    bulkBodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({
      results: [
        { id: 1, orderNumber: 'NWG-10420', ok: true, orderStatus: 'on_hold' },
        { id: 2, orderNumber: 'NWG-10421', ok: false, message: 'An order that is Shipped cannot be held.' },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listBodies.length = 0;
  countBodies.length = 0;
  bulkBodies.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const storefrontRoute = routes.find((r) => r.path === '/all-orders')!;

function renderOrders(role: Role = 'admin', path = '/all-orders') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<OrderListScreen route={storefrontRoute} params={{}} />, { actors, path });
}

const table = () => screen.getByRole('table', { name: 'Orders' });
/** The rows, their vendor names and the tab counts are in: the screen stops re-rendering. */
async function settled() {
  await waitFor(() => expect(within(table()).getAllByText('Northwind Goods')).toHaveLength(2));
  await screen.findByRole('tab', { name: 'On hold: 4' });
}
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

describe('Storefront Orders', () => {
  it('lists 25 a page with exactly the default columns, the fixed Action column and the status counts', async () => {
    renderOrders();
    expect(await screen.findByRole('link', { name: 'NWG-10420' })).toHaveAttribute(
      'href',
      '/orders/details/1',
    );
    expect(listBodies[0]).toEqual({ page: 1, perPage: 25 });
    expect(headers()).toEqual([
      '',
      'Vendor',
      'Warehouse',
      'Aging',
      'Status',
      'Order number',
      'Notes',
      'Order date',
      'Items',
      'Tracking number',
      'Ship-to name',
      'Tags',
      'Action',
    ]);
    const row = within(table()).getByRole('row', { name: /NWG-10420/ });
    expect(row).toHaveTextContent('On hold');
    expect(row).toHaveTextContent('3 d');
    expect(row).toHaveTextContent('Not enough inventory');
    expect(await screen.findByRole('tab', { name: 'On hold: 4' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All: 30' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cancelled: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create order' })).toHaveAttribute('href', '/orders/create');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/orders/create?import=1');
  });

  it('a status tab filters the rows; the counts keep counting every status', async () => {
    const user = userEvent.setup();
    const { location } = renderOrders();
    await user.click(await screen.findByRole('tab', { name: /On hold/ }));
    await waitFor(() => expect(listBodies.at(-1)).toEqual({ page: 1, perPage: 25, orderStatus: 'on_hold' }));
    expect(location.history.at(-1)).toBe('/all-orders?orderStatus=on_hold');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /On hold/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(countBodies.every((b) => !('orderStatus' in b))).toBe(true);
  });

  it('the quick view shows the order and why it is not shipping', async () => {
    const user = userEvent.setup();
    renderOrders();
    await settled();
    await user.click(screen.getByRole('button', { name: 'Quick view of order NWG-10420' }));
    const panel = await screen.findByRole('dialog', { name: 'Order NWG-10420' });
    expect(await within(panel).findByText('2 causes keep it from shipping.')).toBeInTheDocument();
    expect(within(panel).getByText(/Not enough inventory: “NWG-MUG-11 is short by 2”/)).toBeInTheDocument();
    expect(within(panel).getByText(/Placed .* automatically · until someone removes it/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'PO-NWG-2041' })).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/view/12',
    );
    expect(within(panel).getByText(/needs 2, 0 available at Dallas Distribution Center/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open order' })).toHaveAttribute(
      'href',
      '/orders/details/1',
    );
  });

  it('holds the selected orders in bulk and shows each result; the refused order stays selected', async () => {
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hold…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hold: 2 orders?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hold (2)' }));
    expect(await within(confirm).findByText('Reason is required')).toBeInTheDocument();
    expect(bulkBodies).toEqual([]);
    await user.selectOptions(within(confirm).getByLabelText('Hold type'), 'Address hold');
    await user.type(within(confirm).getByLabelText('Reason'), 'Check the street');
    const before = listBodies.length;
    await user.click(within(confirm).getByRole('button', { name: 'Hold (2)' }));
    const results = await screen.findByRole('dialog', { name: 'Hold: results' });
    expect(bulkBodies).toEqual([
      { ids: [1, 2], action: 'hold', type: 'address', reason: 'Check the street' },
    ]);
    expect(results).toHaveTextContent('1 order updated, 1 order refused.');
    const refused = within(results).getByRole('row', { name: /NWG-10421/ });
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('An order that is Shipped cannot be held.');
    expect(within(results).getByRole('row', { name: /NWG-10420/ })).toHaveTextContent('Updated');
    await waitFor(() => expect(listBodies.length).toBeGreaterThan(before));
    await user.click(within(results).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('1 order selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select order NWG-10421' })).toBeChecked();
  });

  it('a live OrderUpdated reloads the same page and filters, keeping the selection', async () => {
    const user = userEvent.setup();
    const { actors } = renderOrders('admin', '/all-orders?orderStatus=on_hold&page=2');
    await user.click(await screen.findByRole('checkbox', { name: 'Select order NWG-10420' }));
    const before = listBodies.length;
    act(() => actors.hubClient.dispatch('OrderUpdated', [{ id: 1, vendorId: 1, warehouseId: 1 }]));
    await waitFor(() => expect(listBodies.length).toBe(before + 1));
    expect(listBodies.at(-1)).toEqual({ page: 2, perPage: 25, orderStatus: 'on_hold' });
    expect(screen.getByRole('checkbox', { name: 'Select order NWG-10420' })).toBeChecked();
  });

  it('a vendor user has no selection and no bulk actions, but may create orders', async () => {
    renderOrders('vendor');
    expect(await screen.findByRole('link', { name: 'NWG-10420' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create order' })).toBeInTheDocument();
  });

  it('says so when the user may not see orders, without a useless retry', async () => {
    server.use(
      http.post(`${ORIGIN}/api/common/orders/listItems`, () =>
        HttpResponse.json({ error: 'forbidden', message: 'Not allowed' }, { status: 403 }),
      ),
    );
    renderOrders('manufacturing-manager');
    expect(await screen.findByText('You do not have permission to see orders.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('Vendor Orders', () => {
  const vendorRoute = routes.find((r) => r.path.startsWith('/orders/:projectId'))!;

  it('moves the route params into the filters', async () => {
    const actors = createTestActors({ user: loginResponse('admin') });
    actors.api = createApiClient(
      { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
      ORIGIN,
    );
    const { location } = renderWithApp(
      <OrderListScreen route={vendorRoute} params={{ projectId: '1', orderStatus: 'shipped' }} />,
      { actors, path: '/orders/1/shipped' },
    );
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/orders\?/));
    const query = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ projectId: '1', orderStatus: 'shipped' });
  });

  it('answers a param that is no storefront or status with the not-found page', () => {
    const actors = createTestActors({ user: loginResponse('admin') });
    renderWithApp(
      <OrderListScreen route={vendorRoute} params={{ projectId: 'returns', orderStatus: 'nope' }} />,
      {
        actors,
        path: '/orders/returns/nope',
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 404');
  });
});
