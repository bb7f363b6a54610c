import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import { orderGroupsCrud } from '../../../src/components/crud/configs/order-groups';
import { storefrontsCrud } from '../../../src/components/crud/configs/storefronts';
import { CrudFormPage } from '../../../src/components/crud/crud-form';
import { CrudList } from '../../../src/components/crud/crud-list';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const storefront = (id: number, name: string, clientCode: string, enabled: boolean) => ({
  id,
  name,
  clientCode,
  vendorId: 1,
  warehouseId: 1,
  onlySyncStoreId: null,
  enabled,
  version: 1,
});
let rows: ReturnType<typeof storefront>[];
const myProjects = [
  {
    id: 1,
    name: 'Northwind Shop',
    clientCode: 'NWG-SHOP',
    vendorId: 1,
    warehouseId: 1,
    stores: [
      { id: 10, name: 'Northwind Amazon', projectId: 1, shouldIgnoreIt: false },
      { id: 11, name: 'Northwind Shopify', projectId: 1, shouldIgnoreIt: false },
    ],
  },
  {
    id: 2,
    name: 'Northwind Wholesale',
    clientCode: 'NWG-WHSL',
    vendorId: 1,
    warehouseId: 2,
    stores: [{ id: 12, name: 'Northwind B2B Portal', projectId: 2, shouldIgnoreIt: true }],
  },
];

let listCalls = 0;
const posted: { url: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 1, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 }]),
  ),
  http.get(`${ORIGIN}/api/myprojects`, () => HttpResponse.json(myProjects)),
  // The projects list answers a plain array (spec §7).
  http.post(`${ORIGIN}/api/common/projects/listItems`, () => {
    listCalls += 1;
    return HttpResponse.json(rows);
  }),
  http.post(`${ORIGIN}/api/common/projects/:id/:action`, async ({ request, params }) => {
    posted.push({ url: new URL(request.url).pathname, body: await request.json() });
    const row = rows.find((r) => r.id === Number(params.id))!;
    row.enabled = params.action === 'enable';
    return HttpResponse.json(row);
  }),
  http.post(`${ORIGIN}/api/common/orderGroups`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ url: '/api/common/orderGroups', body });
    return HttpResponse.json({ id: 7, version: 1, ...body }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listCalls = 0;
  posted.length = 0;
  window.localStorage.clear();
  rows = [
    storefront(1, 'Northwind Shop', 'NWG-SHOP', true),
    storefront(2, 'Northwind Wholesale', 'NWG-WHSL', false),
  ];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function actorsFor(role: Role) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return actors;
}

describe('storefronts list', () => {
  it('shows each storefront with its vendor, warehouse and status', async () => {
    renderWithApp(<CrudList config={storefrontsCrud} />, {
      actors: actorsFor('admin'),
      path: '/manage/storefronts',
    });
    const shop = (await screen.findByRole('cell', { name: 'Northwind Shop' })).closest('tr')!;
    await waitFor(() => expect(within(shop).getByText('Northwind Goods')).toBeInTheDocument());
    expect(within(shop).getByText('Dallas Distribution Center')).toBeInTheDocument();
    expect(within(shop).getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Northwind Shop (NWG-SHOP)' })).toHaveAttribute(
      'href',
      '/manage/storefronts/edit/1',
    );
    // Storefronts are disabled, never deleted.
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('disables a storefront after confirming, and enables one at once', async () => {
    renderWithApp(<CrudList config={storefrontsCrud} />, {
      actors: actorsFor('admin'),
      path: '/manage/storefronts',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Northwind Shop (NWG-SHOP)' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Disable storefront Northwind Shop (NWG-SHOP)?',
    });
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/api/common/projects/1/disable', body: {} }]));
    expect(
      await screen.findByRole('button', { name: 'Enable Northwind Shop (NWG-SHOP)' }),
    ).toBeInTheDocument();
    expect(listCalls).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Enable Northwind Wholesale (NWG-WHSL)' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ url: '/api/common/projects/2/enable', body: {} }));
  });

  it('offers no enable or disable without storefronts.toggle', async () => {
    renderWithApp(<CrudList config={storefrontsCrud} />, {
      actors: actorsFor('manager'),
      path: '/manage/storefronts',
    });
    await screen.findByRole('cell', { name: 'Northwind Shop' });
    expect(screen.queryByRole('button', { name: /^(Enable|Disable) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });
});

describe('order group form', () => {
  it("offers the chosen storefront's stores, and drops them when the storefront changes", async () => {
    renderWithApp(<CrudFormPage config={orderGroupsCrud} />, {
      actors: actorsFor('admin'),
      path: '/other/storefronts/orderGroups/create',
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Choose a storefront first.')).toBeInTheDocument();
    const storefrontSelect = screen.getByLabelText('Storefront');
    await waitFor(() => expect(within(storefrontSelect).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(storefrontSelect, 'Northwind Shop (NWG-SHOP)');
    await user.click(await screen.findByRole('checkbox', { name: 'Northwind Amazon' }));
    await user.selectOptions(storefrontSelect, 'Northwind Wholesale (NWG-WHSL)');
    expect(await screen.findByRole('checkbox', { name: 'Northwind B2B Portal (hidden)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Northwind Amazon' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Northwind B2B Portal (hidden)' }));
    await user.type(screen.getByLabelText('Name'), 'B2B');
    await user.click(screen.getByRole('button', { name: 'Create order group' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/api/common/orderGroups',
          body: { projectId: 2, name: 'B2B', description: null, storeIds: [12] },
        },
      ]),
    );
  });
});
