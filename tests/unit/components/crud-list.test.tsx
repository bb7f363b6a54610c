import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { irmsPurchaseOrdersCrud } from '../../../src/components/crud/configs/irms';
import { tplBillingCodesCrud } from '../../../src/components/crud/configs/tpl';
import { vendorStatusCrud } from '../../../src/components/crud/configs/vendor-status';
import type { CrudConfig } from '../../../src/components/crud/crud-config';
import { CrudList } from '../../../src/components/crud/crud-list';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ORIGIN = 'http://dockhand.test';
const status = (id: number, name: string, sortOrder: number, onboarded = false) => ({
  id,
  name,
  sortOrder,
  trelloListId: null,
  vendorStartedState: true,
  vendorDeniedState: false,
  vendorOnboardedState: onboarded,
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const rows = [status(1, 'Kick-off', 1), status(2, 'Live', 2, true)];

const codes = [
  { id: 1, code: 'UPS-RES', name: 'Residential', carrierId: 7, description: null, version: 1 },
  { id: 2, code: 'UPS-SAT', name: 'Saturday', carrierId: 7, description: null, version: 1 },
  { id: 3, code: 'PICK', name: 'Pick', carrierId: 99, description: null, version: 1 },
  { id: 4, code: 'RCV', name: 'Receiving', carrierId: null, description: null, version: 1 },
];
const irmsOrder = {
  id: 5,
  orderNumber: 'IRMS-PO-NWG-77',
  status: 'Open',
  vendorId: 1,
  warehouseId: 2,
  supplierName: 'Ceramica',
  orderDate: '2026-03-01T10:00:00.000Z',
  expectedDate: '2026-03-20',
  items: [{ sku: 'NWG-MUG', quantity: 1200 }],
};

const bodies: Record<string, unknown>[] = [];
/** Calls per path, to see that a list loads each referenced base once. */
const calls = new Map<string, number>();
const count = (path: string) => calls.set(path, (calls.get(path) ?? 0) + 1);
const server = setupServer(
  // Vendor statuses list at {base}/list (spec §7).
  http.post(`${ORIGIN}/api/admin/vendorStatus/list`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: rows.length, items: rows });
  }),
  // The 3PL lists' banner: when the 3PL WMS last synced (issue 20).
  http.get(`${ORIGIN}/api/integrations/wms/connections`, () => HttpResponse.json({ items: [] })),
  http.post(`${ORIGIN}/api/tpl/carrierBillingCodes/listItems`, () => {
    count('codes');
    return HttpResponse.json({ total: codes.length, items: codes });
  }),
  http.post(`${ORIGIN}/api/tpl/carriers/listItems`, async ({ request }) => {
    count('carriers');
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: 1, items: [{ id: 7, name: 'UPS' }] });
  }),
  http.post(`${ORIGIN}/api/irmspos/listItems`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: 1, items: [irmsOrder] });
  }),
  http.get(`${ORIGIN}/api/myvendors`, () => {
    count('myvendors');
    return HttpResponse.json([
      { id: 1, code: 'NWG', name: 'Northwind Goods', status: 'Onboarded' },
      { id: 2, code: 'BPO', name: 'Bluepeak Outdoors', status: 'Onboarded' },
    ]);
  }),
  http.get(`${ORIGIN}/api/mywarehouses`, () => {
    count('mywarehouses');
    return HttpResponse.json([{ id: 2, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 }]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  calls.clear();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderList(role: 'admin' | 'manager', config: CrudConfig = vendorStatusCrud) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<CrudList config={config} />, { actors, path: config.path });
}

describe('generated CRUD list', () => {
  it("renders the config's rows and columns, with create, edit and delete for a user who may", async () => {
    renderList('admin');
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByRole('columnheader', { name: /Onboarded/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New vendor status' })).toHaveAttribute(
      'href',
      '/manage/customer-status/create',
    );
    expect(screen.getByRole('link', { name: 'Edit Live' })).toHaveAttribute(
      'href',
      '/manage/customer-status/edit/2',
    );
    expect(screen.getByRole('button', { name: 'Delete Live' })).toBeInTheDocument();
  });

  it('leaves out create, edit and delete without the permission', async () => {
    renderList('manager');
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New vendor status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Live' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Live' })).not.toBeInTheDocument();
  });

  it("shows a reference column's names, loading the referenced base once, with '#id' for rows it lacks", async () => {
    renderList('admin', tplBillingCodesCrud);
    const table = await screen.findByRole('table', { name: '3PL billing codes' });
    await waitFor(() => expect(within(table).getAllByText('UPS')).toHaveLength(2));
    // The carrier of PICK is not among the carriers: its id shows; RCV has none.
    expect(within(table).getByText('#99')).toBeInTheDocument();
    expect(calls.get('carriers')).toBe(1);
    expect(bodies).toContainEqual({ page: 1, perPage: 200 });
  });

  it('offers select filters over referenced rows, and reads a list of lines', async () => {
    renderList('admin', irmsPurchaseOrdersCrud);
    const table = await screen.findByRole('table', { name: 'IRMS purchase orders' });
    expect(await within(table).findByText('Northwind Goods')).toBeInTheDocument();
    expect(await within(table).findByText('Dallas Distribution Center')).toBeInTheDocument();
    expect(within(table).getByText('NWG-MUG × 1,200')).toBeInTheDocument();
    // A calendar day reads as that day, whatever the zone.
    expect(within(table).getByText('Mar 20, 2026')).toBeInTheDocument();
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    expect(within(vendor).getByRole('option', { name: 'Bluepeak Outdoors' })).toHaveValue('2');
    // The column and the filter share one call per base.
    expect(calls.get('myvendors')).toBe(1);
    expect(calls.get('mywarehouses')).toBe(1);
  });
});
