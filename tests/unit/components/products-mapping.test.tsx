import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import ProductsMappingScreen from '../../../src/screens/products-mapping/products-mapping.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const projects = [
  { id: 3, name: 'Northwind Wholesale', clientCode: 'NWG-WHSL', vendorId: 1, warehouseId: 2, stores: [] },
  { id: 4, name: 'Northwind Shop', clientCode: 'NWG-SHOP', vendorId: 1, warehouseId: 1, stores: [] },
];
const vendorItems = [
  { id: 11, sku: 'NWG-MUG-11', item: 'Stoneware Mug 11oz', status: 'active' },
  { id: 12, sku: 'NWG-TOTE-CAN', item: 'Canvas Tote Bag', status: 'active' },
  { id: 13, sku: 'NWG-OLD-CUP', item: 'Old Cup', status: 'inactive' },
];
const kits = [
  {
    id: 21,
    name: 'Holiday Gift Set',
    revision: 1,
    components: [
      { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', perKit: '1' },
      { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', perKit: '1' },
    ],
  },
];
let products: {
  id: number;
  sku: string;
  name: string;
  vendorProductId: number | null;
  billOfMaterialsId: number | null;
  version: number;
}[];

const listBodies: Record<string, unknown>[] = [];
const actions: { url: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/api/myprojects`, () => HttpResponse.json(projects)),
  http.get(`${ORIGIN}/api/common/projects/:id/vendor-items`, () => HttpResponse.json(vendorItems)),
  http.get(`${ORIGIN}/api/common/projects/:id/kits`, () => HttpResponse.json(kits)),
  http.post(`${ORIGIN}/api/common/products/listItems`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    listBodies.push(body);
    const rows = body.mapped === 'false' ? products.filter((p) => p.vendorProductId === null) : products;
    return HttpResponse.json({ total: rows.length, items: rows });
  }),
  http.post(`${ORIGIN}/api/common/products/:id/:action`, async ({ request, params }) => {
    const body = await request.json();
    actions.push({ url: new URL(request.url).pathname, body });
    const product = products.find((p) => p.id === Number(params.id))!;
    product.vendorProductId =
      params.action === 'map' ? (body as { vendorProductId: number }).vendorProductId : null;
    product.billOfMaterialsId =
      params.action === 'map-kit' ? (body as { billOfMaterialsId: number }).billOfMaterialsId : null;
    return HttpResponse.json(product);
  }),
  http.post(`${ORIGIN}/api/common/projects/:id/auto-map-products`, ({ request }) => {
    actions.push({ url: new URL(request.url).pathname, body: null });
    products[1]!.vendorProductId = 12;
    return HttpResponse.json({ mapped: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listBodies.length = 0;
  actions.length = 0;
  window.localStorage.clear();
  products = [
    {
      id: 1,
      sku: 'NWG-MUG-11',
      name: 'Mug — case of 12',
      vendorProductId: 11,
      billOfMaterialsId: null,
      version: 1,
    },
    {
      id: 2,
      sku: 'NWG-TOTE-CAN',
      name: 'Tote — case of 20',
      vendorProductId: null,
      billOfMaterialsId: null,
      version: 1,
    },
    {
      id: 3,
      sku: 'NWG-GIFT-SET',
      name: 'Holiday Gift Set',
      vendorProductId: null,
      billOfMaterialsId: null,
      version: 1,
    },
  ];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderScreen(path: string, role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <Route path="/products-mapping/:projectId?">
      {(params) => <ProductsMappingScreen params={params} />}
    </Route>,
    { actors, path },
  );
}

const row = (sku: string) => screen.getByRole('cell', { name: sku }).closest('tr')!;

describe('products mapping screen', () => {
  it('asks for a storefront, and choosing one opens its products', async () => {
    const { location } = renderScreen('/products-mapping');
    expect(await screen.findByText('Choose a storefront')).toBeInTheDocument();
    expect(listBodies).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Storefront'));
    await user.type(await screen.findByPlaceholderText('Search'), 'wholesale{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products-mapping/3'));
    expect(await screen.findByRole('cell', { name: 'NWG-GIFT-SET' })).toBeInTheDocument();
    expect(listBodies[0]).toEqual({ projectId: 3, page: 1, perPage: 10 });
  });

  it('shows the vendor item each product maps to, and which are not mapped', async () => {
    renderScreen('/products-mapping/3');
    await screen.findByRole('cell', { name: 'NWG-GIFT-SET' });
    expect(screen.getByLabelText('Storefront')).toHaveTextContent('Northwind Wholesale (NWG-WHSL)');
    await waitFor(() =>
      expect(screen.getByLabelText('Vendor item for NWG-MUG-11')).toHaveTextContent(
        'NWG-MUG-11 — Stoneware Mug 11oz',
      ),
    );
    expect(within(row('NWG-MUG-11')).getByText('Mapped')).toBeInTheDocument();
    expect(screen.getByLabelText('Vendor item for NWG-GIFT-SET')).toHaveTextContent('Nothing selected');
    expect(within(row('NWG-GIFT-SET')).getByText('Not mapped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unmap NWG-GIFT-SET' })).not.toBeInTheDocument();
  });

  it('maps a product to the chosen vendor item and reloads the list', async () => {
    renderScreen('/products-mapping/3');
    await screen.findByRole('cell', { name: 'NWG-GIFT-SET' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Vendor item for NWG-GIFT-SET'));
    const search = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(search, 'old');
    // An inactive item can be chosen by hand; it says so.
    expect(screen.getByRole('option', { name: 'NWG-OLD-CUP — Old Cup (inactive)' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'tote{Enter}');
    await waitFor(() =>
      expect(actions).toEqual([{ url: '/api/common/products/3/map', body: { vendorProductId: 12 } }]),
    );
    await waitFor(() => expect(listBodies).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByLabelText('Vendor item for NWG-GIFT-SET')).toHaveTextContent('NWG-TOTE-CAN'),
    );
  });

  it('maps a product to a kit instead: its components ship', async () => {
    renderScreen('/products-mapping/3');
    await screen.findByRole('cell', { name: 'NWG-GIFT-SET' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Kit for NWG-GIFT-SET'));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'holiday{Enter}');
    await waitFor(() =>
      expect(actions).toEqual([{ url: '/api/common/products/3/map-kit', body: { billOfMaterialsId: 21 } }]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Kit for NWG-GIFT-SET')).toHaveTextContent('Kit: Holiday Gift Set'),
    );
    expect(within(row('NWG-GIFT-SET')).getByText('Kit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmap NWG-GIFT-SET' })).toBeInTheDocument();
  });

  it('unmaps a product', async () => {
    renderScreen('/products-mapping/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unmap NWG-MUG-11' }));
    await waitFor(() => expect(actions).toEqual([{ url: '/api/common/products/1/unmap', body: {} }]));
    await waitFor(() => expect(within(row('NWG-MUG-11')).getByText('Not mapped')).toBeInTheDocument());
  });

  it('auto-maps by SKU and shows the result', async () => {
    renderScreen('/products-mapping/3');
    await screen.findByRole('cell', { name: 'NWG-TOTE-CAN' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Auto-map by SKU' }));
    await waitFor(() =>
      expect(actions).toEqual([{ url: '/api/common/projects/3/auto-map-products', body: null }]),
    );
    await waitFor(() => expect(within(row('NWG-TOTE-CAN')).getByText('Mapped')).toBeInTheDocument());
  });

  it('filters by mapping state', async () => {
    renderScreen('/products-mapping/3');
    await screen.findByRole('cell', { name: 'NWG-MUG-11' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mapping' }), 'Not mapped');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'NWG-MUG-11' })).not.toBeInTheDocument());
    expect(listBodies.at(-1)).toMatchObject({ projectId: 3, mapped: 'false', page: 1 });
  });

  it('is read only without a mapping permission', async () => {
    renderScreen('/products-mapping/3', 'manager');
    await screen.findByRole('cell', { name: 'NWG-MUG-11' });
    await waitFor(() => expect(row('NWG-MUG-11')).toHaveTextContent('NWG-MUG-11 — Stoneware Mug 11oz'));
    expect(screen.queryByLabelText('Vendor item for NWG-MUG-11')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auto-map by SKU' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unmap/ })).not.toBeInTheDocument();
  });

  it('says when the storefront is not one of the user’s', async () => {
    renderScreen('/products-mapping/99');
    expect(await screen.findByText('Storefront not found')).toBeInTheDocument();
    expect(listBodies).toEqual([]);
  });
});
