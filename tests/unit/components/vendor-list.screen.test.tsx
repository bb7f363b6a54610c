import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { columnChoicesKey, densityChoiceKey } from '../../../src/components/data-table/use-column-choices';
import VendorListScreen from '../../../src/screens/vendors/vendor-list.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ORIGIN = 'http://dockhand.test';
const vendor = (id: number, code: string, name: string, status = 'Onboarded') => ({
  id,
  code,
  name,
  status,
  fulfillmentType: 'LogisticsVendor',
  trelloCardId: null,
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const rows = [vendor(1, 'NWG', 'Northwind Goods'), vendor(2, 'BPO', 'Bluepeak Outdoors', 'InProgress')];

const bodies: Record<string, unknown>[] = [];
let answer: () => Response = () => HttpResponse.json({ total: 2, items: rows });
const server = setupServer(
  http.post(`${ORIGIN}/api/common/vendors/listItems`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  answer = () => HttpResponse.json({ total: 2, items: rows });
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderVendors(role: 'admin' | 'manager' = 'admin', path = '/manage/customers') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<VendorListScreen />, { actors, path });
}

const table = () => screen.getByRole('table', { name: 'Vendors' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

describe('vendor list', () => {
  it('shows the rows of the first page, with the actions the user may take', async () => {
    renderVendors();
    expect(await screen.findByText('Northwind Goods')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, perPage: 10 });
    expect(headers()).toEqual(['Code', 'Name', 'Fulfilment type', 'Status', 'Created', 'Action']);
    expect(screen.getByText('2 rows')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Northwind Goods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New vendor' })).toBeInTheDocument();
  });

  it('hides edit and delete from a user without the permissions', async () => {
    renderVendors('manager');
    expect(await screen.findByText('Northwind Goods')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Northwind Goods' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Northwind Goods' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New vendor' })).not.toBeInTheDocument();
  });

  it('sorts on the server when a sortable header is clicked, and keeps the sort in the URL', async () => {
    const { location } = renderVendors();
    await screen.findByText('Northwind Goods');
    const user = userEvent.setup();
    await user.click(within(table()).getByRole('button', { name: /Code/ }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, perPage: 10, sortBy: 'code', sortDesc: false }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/manage/customers?sortBy=code'));
    await user.click(within(table()).getByRole('button', { name: /Code/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sortBy: 'code', sortDesc: true }));
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
  });

  it('applies the filters from page 1 and reads them back from a bookmarked URL', async () => {
    renderVendors('admin', '/manage/customers?status=Onboarded&page=2');
    await screen.findByText('Northwind Goods');
    expect(bodies[0]).toEqual({ status: 'Onboarded', page: 2, perPage: 10 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Onboarded');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ search: 'north', status: 'Onboarded', page: 1, perPage: 10 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, perPage: 10 }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  // Issue 13 item 1: every list offers a compact density, remembered per user and table.
  it('switches to compact rows from the Columns menu and keeps the choice', async () => {
    const first = renderVendors();
    await screen.findByText('Northwind Goods');
    const user = userEvent.setup();
    const rowHeightClass = () => screen.getByRole('cell', { name: 'Northwind Goods' }).className;
    const comfortable = rowHeightClass();
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    expect(await screen.findByRole('radio', { name: 'Comfortable' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    await waitFor(() => expect(rowHeightClass()).not.toBe(comfortable));
    expect(window.localStorage.getItem(densityChoiceKey('user-admin', 'vendors'))).toBe('compact');
    const compact = rowHeightClass();
    first.unmount();

    renderVendors();
    await screen.findByText('Northwind Goods');
    expect(rowHeightClass()).toBe(compact);
  });

  it("keeps the user's column choice after the screen is opened again", async () => {
    const first = renderVendors();
    await screen.findByText('Northwind Goods');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Created' }));
    await waitFor(() => expect(headers()).not.toContain('Created'));
    expect(window.localStorage.getItem(columnChoicesKey('user-admin', 'vendors'))).toContain(
      '"createdAt":false',
    );
    first.unmount();

    renderVendors();
    await screen.findByText('Northwind Goods');
    expect(headers()).toEqual(['Code', 'Name', 'Fulfilment type', 'Status', 'Action']);
  });

  it('says clearly when the user may not see vendors (403)', async () => {
    answer = () => HttpResponse.json({ error: 'forbidden', message: 'Forbidden' }, { status: 403 });
    renderVendors();
    expect(await screen.findByText('You do not have permission to see vendors.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers a retry after a server error', async () => {
    answer = () =>
      HttpResponse.json({ error: 'server_error', message: 'Database unavailable' }, { status: 500 });
    renderVendors();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    answer = () => HttpResponse.json({ total: 2, items: rows });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Northwind Goods')).toBeInTheDocument();
  });
});
