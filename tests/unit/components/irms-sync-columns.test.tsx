/**
 * The IRMS lists' sync columns (issue 20): what the last pull made of each row, as its label with the
 * reason as its tooltip, and a link to the Dockhand order or purchase order it became.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { irmsCustomerOrdersCrud, irmsPurchaseOrdersCrud } from '../../../src/components/crud/configs/irms';
import { CrudList } from '../../../src/components/crud/crud-list';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const row = (id: number, over: Record<string, unknown>) => ({
  id,
  externalId: `IRMS-${id}`,
  orderNumber: `IR-${id}`,
  status: 'Open',
  vendorId: 1,
  warehouseId: 1,
  orderDate: '2026-11-20T16:05:00Z',
  items: [{ sku: 'NWG-MUG', quantity: 2 }],
  syncStatus: 'synced',
  syncError: null,
  syncedAt: '2026-11-20T16:06:00Z',
  ...over,
});

const server = setupServer(
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 1, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 2 }]),
  ),
  http.post(`${ORIGIN}/api/irmscos/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        row(1, { syncStatus: 'imported', orderId: 34, customerName: 'Ava Stone' }),
        row(2, {
          syncStatus: 'skipped',
          syncError: 'Northwind Goods has not opted in to IRMS import.',
          orderId: null,
        }),
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/irmspos/listItems`, () =>
    HttpResponse.json({
      total: 1,
      items: [row(3, { syncStatus: 'error', syncError: 'Unknown SKU NWG-HAT.', purchaseOrderId: 12 })],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderList(config: typeof irmsCustomerOrdersCrud) {
  window.localStorage.clear();
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<CrudList config={config} />, { actors, path: config.path });
}

describe('IRMS sync columns', () => {
  it('labels each customer order’s sync, with why it was skipped, and links the order it became', async () => {
    renderList(irmsCustomerOrdersCrud);
    const imported = (await screen.findByText('IR-1')).closest('tr')!;
    expect(within(imported).getByText('Imported')).toBeInTheDocument();
    expect(within(imported).getByRole('link', { name: 'Dockhand order #34' })).toHaveAttribute(
      'href',
      '/orders/details/34',
    );
    const skipped = screen.getByText('IR-2').closest('tr')!;
    const label = within(skipped).getByText('Skipped');
    expect(label.closest('[title]')).toHaveAttribute(
      'title',
      'Northwind Goods has not opted in to IRMS import.',
    );
    expect(within(skipped).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the Dockhand purchase order an IRMS purchase order became', async () => {
    renderList(irmsPurchaseOrdersCrud);
    const failed = (await screen.findByText('IR-3')).closest('tr')!;
    expect(within(failed).getByText('Error').closest('[title]')).toHaveAttribute(
      'title',
      'Unknown SKU NWG-HAT.',
    );
    expect(within(failed).getByRole('link', { name: 'Dockhand purchase order #12' })).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/view/12',
    );
  });
});
