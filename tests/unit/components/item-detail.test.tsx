import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import type { ItemStock, LedgerEntry } from '../../../src/domain/item-stock';
import ItemDetailScreen from '../../../src/screens/items/item-detail.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const item = {
  id: 7,
  vendorId: 1,
  warehouseId: 2,
  sku: 'NWG-MUG-11',
  item: 'Stoneware Mug 11oz',
  description: 'A mug',
  status: 'active',
  type: 'Stock Item',
  itemUnit: 'E',
  wholesalePrice: 8.5,
  factoringPercentage: null,
  weight: 0.9,
  unitsPerBox: 12,
  unitsPerPallet: null,
  trackInventory: true,
  inventoryStatus: 2,
  version: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const stock: ItemStock = {
  totals: { onHand: 70, allocated: 10, available: 50, quarantine: 5, damaged: 0, inTransit: 4 },
  buckets: [
    {
      warehouseId: 2,
      warehouseName: 'Dallas',
      bucket: 'available',
      onHand: 60,
      allocated: 10,
      available: 50,
    },
    { warehouseId: 2, warehouseName: 'Dallas', bucket: 'quarantine', onHand: 5, allocated: 0, available: 0 },
    { warehouseId: 3, warehouseName: 'Reno', bucket: 'in_transit', onHand: 4, allocated: 0, available: 0 },
  ],
  places: [
    {
      id: 11,
      warehouseId: 2,
      warehouseName: 'Dallas',
      bucket: 'available',
      location: 'A-01-1',
      lotNumber: 'L2400',
      lpn: 'LPN100200',
      expirationDate: '2027-01-31',
      onHand: 60,
      allocated: 10,
      available: 50,
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  placesTruncated: false,
};
const entry = (id: number, extra: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  createdAt: '2026-03-02T10:00:00.000Z',
  warehouseId: 2,
  warehouseName: 'Dallas',
  bucket: 'available',
  location: 'A-01-1',
  lotNumber: 'L2400',
  lpn: null,
  expirationDate: null,
  kind: 'add',
  quantityDelta: 5,
  allocatedDelta: 0,
  countedQuantity: null,
  variance: null,
  reason: 'Found a case',
  source: null,
  userName: 'Walt Hughes',
  ...extra,
});
const ledger: LedgerEntry[] = [
  entry(30, {
    kind: 'set',
    quantityDelta: -3,
    countedQuantity: 57,
    variance: -3,
    reason: 'Cycle count',
    source: { type: 'direct_inventory_update', id: '12', label: 'CC-118' },
  }),
  entry(29, {
    kind: 'transfer_in_transit',
    warehouseId: 3,
    warehouseName: 'Reno',
    bucket: 'in_transit',
    quantityDelta: 4,
    reason: 'Transfer to Reno',
    source: {
      type: 'warehouse_shipment',
      id: '40',
      label: 'WT-0040',
      shipmentType: 0,
      purchaseOrderId: null,
    },
  }),
  entry(28, {
    kind: 'receipt',
    quantityDelta: 60,
    reason: 'Received',
    source: { type: 'purchase_order', id: '9', label: 'PO-0009' },
  }),
  entry(27, {
    kind: 'allocate',
    quantityDelta: 0,
    allocatedDelta: 10,
    source: { type: 'fulfillment', id: '5', label: null },
  }),
];

const ledgerBodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/api/vendorProducts/7`, () => HttpResponse.json(item)),
  http.get(`${ORIGIN}/api/vendorProducts/7/stock`, () => HttpResponse.json(stock)),
  http.post(`${ORIGIN}/api/vendorProducts/7/ledger`, async ({ request }) => {
    ledgerBodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: 24, items: ledger });
  }),
  http.get(`${ORIGIN}/api/vendorProducts/8`, () =>
    HttpResponse.json({ error: 'not_found', message: 'Record not found.' }, { status: 404 }),
  ),
  http.get(`${ORIGIN}/api/vendorProducts/8/stock`, () =>
    HttpResponse.json({ error: 'not_found', message: 'Record not found.' }, { status: 404 }),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([
      { id: 2, code: 'DAL', fullName: 'Dallas' },
      { id: 3, code: 'RNO', fullName: 'Reno' },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  ledgerBodies.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(id: string, role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<ItemDetailScreen params={{ id }} />, { actors, path: `/warehouses/items/${id}` });
}

describe('item detail', () => {
  it("shows the item's fields, its stock totals, by warehouse and bucket, and by place", async () => {
    renderPage('7');
    expect(
      await screen.findByRole('heading', { name: 'NWG-MUG-11 · Stoneware Mug 11oz' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Northwind Goods')).toBeInTheDocument();
    expect(screen.getByText('$8.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit item' })).toHaveAttribute(
      'href',
      '/warehouses/items/edit/7',
    );

    const totals = screen.getByLabelText('Stock totals');
    expect(within(totals).getByText('Available').nextSibling).toHaveTextContent('50');
    expect(within(totals).getByText('In transit').nextSibling).toHaveTextContent('4');

    const byWarehouse = screen.getByRole('table', { name: 'Stock by warehouse' });
    const bucketRows = within(byWarehouse).getAllByRole('row').slice(1);
    expect(bucketRows.map((r) => r.textContent)).toEqual([
      'DallasAvailable601050',
      'DallasQuarantine50—',
      'RenoIn transit40—',
    ]);
    const byPlace = screen.getByRole('table', { name: 'Stock by location' });
    expect(within(byPlace).getAllByRole('row')[1]).toHaveTextContent(
      /A-01-1.*L2400.*LPN100200.*Jan 31, 2027.*60.*10.*50/,
    );
  });

  it('lists the ledger newest first, paged, with links to the source documents', async () => {
    renderPage('7');
    const table = await screen.findByRole('table', { name: 'Stock ledger' });
    expect(await within(table).findByText('Cycle count')).toBeInTheDocument();
    expect(ledgerBodies[0]).toEqual({ page: 1, perPage: 10 });
    expect(within(table).getByRole('link', { name: 'Direct update CC-118' })).toHaveAttribute(
      'href',
      '/warehouses/inventory/diu/view/12',
    );
    expect(within(table).getByRole('link', { name: 'Transfer WT-0040' })).toHaveAttribute(
      'href',
      '/warehouses/warehouseTransfers/view/40',
    );
    expect(within(table).getByRole('link', { name: 'Purchase order PO-0009' })).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/view/9',
    );
    // A document without a screen reads as text.
    expect(within(table).getByText('fulfillment #5')).toBeInTheDocument();
    const count = within(table).getAllByRole('row')[1]!;
    expect(count).toHaveTextContent('Count');
    expect(count).toHaveTextContent('57 / -3');
    expect(within(table).getByText('+10 allocated')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says so when the item does not exist or is outside the scope', async () => {
    renderPage('8');
    expect(await screen.findByText('Item not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vendor Items' })).toHaveAttribute(
      'href',
      '/warehouses/items',
    );
  });
});
