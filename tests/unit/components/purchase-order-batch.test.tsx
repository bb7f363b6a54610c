import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../../src/routes.types';
import PurchaseOrderBatchScreen from '../../../src/screens/purchase-orders/purchase-order-batch.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 40_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const order = (orderStatus = 1) => ({
  id: 5,
  version: 3,
  orderNumber: 'PO-NWG-2041',
  orderStatus,
  vendorId: 1,
  warehouseId: 2,
  expectedDate: '2026-06-01',
  items: [
    { sku: 'NWG-MUG-11', name: 'Stoneware Mug', quantity: 10, unitPrice: 4, vendorProductId: 31 },
    { sku: 'NWG-TOTE', name: 'Canvas Tote', quantity: 5, unitPrice: 2, vendorProductId: 32 },
  ],
});
const batches = [
  {
    id: 40,
    orderNumber: 'PO-NWG-2041-B1',
    orderStatus: 'Open',
    items: [{ sku: 'NWG-MUG-11', quantity: 7, poLineIndex: 0, receivedQuantity: 0 }],
  },
  {
    id: 41,
    orderNumber: 'PO-NWG-2041-B2',
    orderStatus: 'Cancelled',
    items: [{ sku: 'NWG-TOTE', quantity: 5, poLineIndex: 1, cancelledQuantity: 5 }],
  },
];

function fakeApi(status = 1) {
  return vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/po/5') return order(status);
    if (url === '/api/common/warehouseShipments/listItems') return { total: 2, items: batches };
    if (url === '/api/po/5/batches') return { id: 42, orderNumber: 'PO-NWG-2041-B3', ...options?.body };
    throw new Error(`unexpected ${url}`);
  });
}

function renderBatch(api: ReturnType<typeof fakeApi>, screenPath: 'createBatch' | 'create' | 'receive') {
  const actors = createTestActors({ user: loginResponse('warehouse-manager') });
  actors.api = api as unknown as typeof actors.api;
  const route = { path: `/warehouses/purchaseOrders/:purchaseOrderId/${screenPath}` } as RouteDef;
  return renderWithApp(<PurchaseOrderBatchScreen params={{ purchaseOrderId: '5' }} route={route} />, {
    actors,
    path: `/warehouses/purchaseOrders/5/${screenPath}`,
  });
}

const mug = () => screen.getByLabelText('NWG-MUG-11 quantity in this batch');
const tote = () => screen.getByLabelText('NWG-TOTE quantity in this batch');

describe('Schedule a Batch', () => {
  it('offers what is left of each line, refuses more, and schedules part of the order', async () => {
    const api = fakeApi();
    const { location } = renderBatch(api, 'createBatch');
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { name: 'Schedule a batch for PO-NWG-2041' }),
    ).toBeInTheDocument();
    // 10 ordered, 7 in an open batch; the cancelled batch does not count.
    expect(mug()).toHaveValue(3);
    expect(tote()).toHaveValue(5);
    expect(api).toHaveBeenCalledWith(
      '/api/common/warehouseShipments/listItems',
      expect.objectContaining({ body: expect.objectContaining({ purchaseOrderId: 5, type: 2 }) }),
    );

    await user.clear(mug());
    await user.type(mug(), '4');
    await user.click(screen.getByRole('button', { name: 'Schedule batch' }));
    expect(
      await screen.findByText('Only 3 of NWG-MUG-11 are left to schedule (10 ordered, 7 in batches)'),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/po/5/batches', expect.anything());

    await user.clear(mug());
    await user.type(mug(), '2');
    await user.clear(tote());
    await user.type(tote(), '0');
    await user.type(screen.getByLabelText('Carrier'), ' Old Dominion ');
    await user.click(screen.getByRole('button', { name: 'Schedule batch' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/po/5/batches', {
        method: 'POST',
        body: expect.objectContaining({
          version: 3,
          shipped: false,
          expectedDate: '2026-06-01',
          carrier: 'Old Dominion',
          trackingNumber: null,
          lines: [
            { poLineIndex: 0, quantity: 2 },
            { poLineIndex: 1, quantity: 0 },
          ],
        }),
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warehouses/purchaseOrders/view/5'));
  });

  it('shows the server’s per-line refusal (another batch took the units meanwhile)', async () => {
    const api = fakeApi();
    renderBatch(api, 'createBatch');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: /Schedule a batch/ });
    const failure = new FetchError('[POST] "/api/po/5/batches": 400');
    Object.defineProperty(failure, 'status', { value: 400 });
    Object.defineProperty(failure, 'data', {
      value: {
        error: 'bad_request',
        message: 'Some lines cannot be scheduled.',
        fields: { 'lines[1].quantity': 'Only 1 of NWG-TOTE is left to schedule (5 ordered, 4 in batches)' },
      },
    });
    api.mockImplementation(async (url: string) => {
      if (url === '/api/po/5/batches') throw failure;
      if (url === '/api/po/5') return order();
      return { total: 2, items: batches };
    });
    await user.click(screen.getByRole('button', { name: 'Schedule batch' }));
    expect(
      await screen.findByText('Only 1 of NWG-TOTE is left to schedule (5 ordered, 4 in batches)'),
    ).toBeInTheDocument();
  });

  it('is not offered for an order that takes no batches', async () => {
    renderBatch(fakeApi(0), 'createBatch');
    expect(
      await screen.findByText(/batches can be scheduled only while it is Confirmed or Partially received/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule batch' })).toBeNull();
  });
});

describe('Ship Items', () => {
  it.each(['create', 'receive'] as const)(
    'at /%s records shipped items with carrier and tracking',
    async (path) => {
      const api = fakeApi(2);
      renderBatch(api, path);
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByRole('heading', { name: 'Ship items for PO-NWG-2041' })).toBeInTheDocument();
      expect(screen.getByLabelText('Ship date')).not.toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Ship items' }));
      expect(await screen.findByText('Carrier is required for shipped items')).toBeInTheDocument();
      expect(screen.getByText('Tracking number is required for shipped items')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Carrier'), 'XPO');
      await user.type(screen.getByLabelText('Tracking number'), 'XPO-77');
      await user.click(screen.getByRole('button', { name: 'Ship items' }));
      await waitFor(() =>
        expect(api).toHaveBeenCalledWith('/api/po/5/batches', {
          method: 'POST',
          body: expect.objectContaining({ shipped: true, carrier: 'XPO', trackingNumber: 'XPO-77' }),
        }),
      );
    },
  );
});
