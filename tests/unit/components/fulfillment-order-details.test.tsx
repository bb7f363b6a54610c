import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import FulfillmentOrderDetailsScreen from '../../../src/screens/orders/fulfillment/fulfillment-order-details.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const details = (foStatus: string, orderStatus: string) => ({
  fulfillmentOrder: {
    id: 9,
    orderId: 44,
    orderNumber: 'KTC-10443',
    orderStatus: foStatus,
    vendorId: 3,
    warehouseId: 3,
    projectId: 4,
    storeId: null,
    orderDate: '2026-03-01T10:00:00.000Z',
    shipByDate: null,
    shipDate: null,
    requestedService: 'Ground',
    carrierCode: 'ups',
    serviceCode: 'ups_ground',
    trackingNumber: null,
    shipmentAddress: {
      name: 'Daniel Kim',
      addressLine1: '261 Cedar Ln',
      city: 'Chicago',
      state: 'IL',
      postcode: '60601',
      countryCode: 'US',
    },
    items: [
      {
        sku: 'KTC-SUB-GRAN-OAT',
        wmsSku: 'KTC-GRAN-OAT',
        name: 'Maple Oat Granola',
        quantity: 3,
        unitPrice: 9,
      },
    ],
    itemCount: 3,
    weightTotal: 0,
    notes: null,
    fulfillmentService: 'TPL',
    mirrored: false,
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  order: {
    id: 44,
    orderNumber: 'KTC-10443',
    orderStatus,
    version: 3,
    carrierCode: 'ups',
    serviceCode: 'ups_ground',
    trackingNumber: null,
  },
  allocations: [
    {
      sku: 'KTC-GRAN-OAT',
      vendorProductId: 7,
      location: 'D-10-1',
      lotNumber: 'L2409',
      expirationDate: '2027-08-04',
      quantity: 3,
      status: 'open',
    },
  ],
});

let answer = details('Open', 'pending_fulfillment');
const server = setupServer(
  http.get(`${ORIGIN}/api/common/fulfillment-orders/9/details`, () => HttpResponse.json(answer)),
  http.get(`${ORIGIN}/api/common/fulfillment-orders/10/details`, () =>
    HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 3, fullName: 'Columbus Cross-Dock' }]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDetails(id: string, role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<FulfillmentOrderDetailsScreen params={{ id }} />, {
    actors,
    path: `/fulfillment-orders/details/${id}`,
  });
}

describe('fulfilment order details', () => {
  it('shows where it goes, its lines, its picks and the storefront order, with Mark shipped while open', async () => {
    answer = details('Open', 'pending_fulfillment');
    renderDetails('9');
    expect(await screen.findByRole('heading', { name: /Fulfilment order KTC-10443/ })).toBeInTheDocument();
    expect(screen.getByText('Daniel Kim')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Lines' })).getByText('KTC-GRAN-OAT'),
    ).toBeInTheDocument();
    const pick = within(screen.getByRole('table', { name: 'Picks' })).getAllByRole('row')[1]!;
    expect(pick).toHaveTextContent('D-10-1');
    expect(pick).toHaveTextContent('L2409');
    expect(pick).toHaveTextContent('Aug 4, 2027');
    expect(pick).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Open storefront order' })).toHaveAttribute(
      'href',
      '/orders/details/44',
    );
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('offers no Mark shipped once shipped, nor to a user without the permission', async () => {
    answer = details('Shipped', 'shipped');
    const first = renderDetails('9');
    expect(await screen.findByRole('heading', { name: /Fulfilment order KTC-10443/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    first.unmount();
    answer = details('Open', 'pending_fulfillment');
    renderDetails('9', 'vendor');
    expect(await screen.findByRole('heading', { name: /Fulfilment order KTC-10443/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
  });

  it('says plainly when there is no such fulfilment order', async () => {
    renderDetails('10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no such fulfilment order, or it is outside your access.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
