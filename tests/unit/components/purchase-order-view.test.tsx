import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PurchaseOrderViewScreen from '../../../src/screens/purchase-orders/purchase-order-view.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 40_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const order = (orderStatus: number) => ({
  id: 5,
  version: 3,
  orderNumber: 'PO-NWG-2041',
  type: 0,
  orderStatus,
  vendorId: 1,
  projectId: null,
  warehouseId: 2,
  expectedDate: '2026-06-01',
  userNote: 'Holiday restock',
  shippingFee: 120,
  otherFees: 0,
  shippings: [],
  createdAt: '2026-05-01T10:00:00Z',
  items: [
    {
      sku: 'NWG-MUG-11',
      name: 'Stoneware Mug',
      quantity: 10,
      unitPrice: 4,
      vendorProductId: 31,
      cancelledQuantity: 1,
    },
  ],
});
const batches = [
  {
    id: 40,
    orderNumber: 'PO-NWG-2041-B1',
    orderStatus: 'Shipped',
    expectedDate: '2026-06-01',
    shippings: [{ carrier: 'XPO', trackingNumber: 'XPO-1' }],
    items: [{ sku: 'NWG-MUG-11', quantity: 9, poLineIndex: 0, receivedQuantity: 6, rejectedQuantity: 2 }],
  },
];

function renderView(status: number, role: 'admin' | 'vendor' = 'admin') {
  let current = order(status);
  const api = vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/po/5') return current;
    if (url === '/api/common/warehouseShipments/listItems') return { total: 1, items: batches };
    if (url === '/api/po/5/confirm') {
      current = { ...current, orderStatus: 1, version: 4 };
      return current;
    }
    if (url.startsWith('/api/my')) return [];
    throw new Error(`unexpected ${url} ${JSON.stringify(options)}`);
  });
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  renderWithApp(<PurchaseOrderViewScreen params={{ id: '5' }} />, {
    actors,
    path: '/warehouses/purchaseOrders/view/5',
  });
  return api;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('purchase order view', () => {
  it('shows each line’s ordered, scheduled, received, rejected and cancelled quantities, and the batches', async () => {
    renderView(2);
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    expect(cells(within(lines).getAllByRole('row')[1]!)).toEqual([
      'NWG-MUG-11',
      'Stoneware Mug',
      '$4.00',
      '10',
      '9',
      '6',
      '2',
      '1',
      '$40.00',
    ]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$160.00');
    const batchTable = screen.getByRole('table', { name: 'Batches' });
    expect(within(batchTable).getByText('PO-NWG-2041-B1')).toBeInTheDocument();
    expect(within(batchTable).getByText('XPO · XPO-1')).toBeInTheDocument();
    // Partially received: complete, and more batches; neither confirm nor edit.
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a batch' })).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/5/createBatch',
    );
    // A shipped batch waits: the receiving flow starts from the order.
    expect(screen.getByRole('link', { name: 'Receive' })).toHaveAttribute(
      'href',
      '/warehouses/shipments/5/create',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('confirms an Open order after asking, with the version it shows', async () => {
    const api = renderView(0);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The order becomes firm');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/po/5/confirm', { method: 'POST', body: { version: 3 } }),
    );
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('offers a vendor user no actions', async () => {
    renderView(0, 'vendor');
    await screen.findByRole('table', { name: 'Order lines' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
