/**
 * Issue 13 item 5: a purchase order's page names its next step from the lifecycle and offers it; a
 * confirmed order with nothing on its way offers "Record the inbound shipment", which goes on to
 * receiving once the shipment is recorded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  nextStepOf,
  PO_CANCELLED,
  PO_CONFIRMED,
  PO_OPEN,
  PO_PARTIALLY_RECEIVED,
  PO_RECEIVED,
} from '../../../src/domain/purchase-order.lifecycle';
import type { RouteDef } from '../../../src/routes.types';
import PurchaseOrderBatchScreen from '../../../src/screens/purchase-orders/purchase-order-batch.screen';
import PurchaseOrderViewScreen from '../../../src/screens/purchase-orders/purchase-order-view.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 40_000 });

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
  userNote: null,
  shippingFee: 0,
  otherFees: 0,
  shippings: [],
  createdAt: '2026-05-01T10:00:00Z',
  items: [{ sku: 'NWG-MUG-11', name: 'Stoneware Mug', quantity: 10, unitPrice: 4, vendorProductId: 31 }],
});
const shippedBatch = {
  id: 40,
  orderNumber: 'PO-NWG-2041-B1',
  orderStatus: 'Shipped',
  expectedDate: '2026-06-01',
  shippings: [],
  items: [{ sku: 'NWG-MUG-11', quantity: 10, poLineIndex: 0, receivedQuantity: 0 }],
};

function fakeApi(status: number, batches: unknown[], receivable: unknown[] = batches) {
  return vi.fn(async (url: string, options?: { body?: Record<string, unknown> }) => {
    if (url === '/api/po/5') return order(status);
    if (url === '/api/po/5/receivable-shipments') return receivable;
    if (url === '/api/common/warehouseShipments/listItems') return { total: batches.length, items: batches };
    if (url === '/api/po/5/batches') return { id: 42, orderNumber: 'PO-NWG-2041-B1', ...options?.body };
    if (url.startsWith('/api/my')) return [];
    throw new Error(`unexpected ${url}`);
  });
}

function renderView(
  status: number,
  batches: unknown[] = [],
  role: 'admin' | 'vendor' = 'admin',
  receivable: unknown[] = batches,
) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = fakeApi(status, batches, receivable) as unknown as typeof actors.api;
  renderWithApp(<PurchaseOrderViewScreen params={{ id: '5' }} />, {
    actors,
    path: '/warehouses/purchaseOrders/view/5',
  });
}

const nextStep = async () => screen.findByRole('region', { name: 'Next step' });

describe('the next step of a purchase order (lifecycle)', () => {
  it('follows the order from Open to Completed', () => {
    const step = (status: number, receivable: boolean, leftToSchedule: number) =>
      nextStepOf(status, { receivable, leftToSchedule })?.step ?? null;
    expect(step(PO_OPEN, false, 10)).toBe('confirm');
    expect(step(PO_CONFIRMED, false, 10)).toBe('ship');
    expect(step(PO_CONFIRMED, true, 0)).toBe('receive');
    expect(step(PO_PARTIALLY_RECEIVED, false, 4)).toBe('ship');
    expect(step(PO_PARTIALLY_RECEIVED, false, 0)).toBe('complete');
    expect(step(PO_RECEIVED, false, 0)).toBe('complete');
    expect(step(PO_CANCELLED, false, 10)).toBeNull();
  });
});

describe('the purchase order page', () => {
  it('a confirmed order with nothing on its way: record the inbound shipment, then receive', async () => {
    renderView(PO_CONFIRMED);
    const region = await nextStep();
    expect(region).toHaveTextContent('Next: record the inbound shipment, then receive');
    expect(within(region).getByRole('link', { name: 'Record the inbound shipment' })).toHaveAttribute(
      'href',
      '/warehouses/purchaseOrders/5/receive',
    );
  });

  it('a shipment on its way: receive it', async () => {
    renderView(PO_CONFIRMED, [shippedBatch]);
    const region = await nextStep();
    expect(region).toHaveTextContent('Next: receive the shipment');
    expect(within(region).getByRole('link', { name: 'Receive the shipment' })).toHaveAttribute(
      'href',
      '/warehouses/shipments/5/create',
    );
  });

  it('a receipt in progress on one of its shipments: resume it in one click (issue 13 item 11)', async () => {
    const secondBatch = { ...shippedBatch, id: 41, orderNumber: 'PO-NWG-2041-B2' };
    renderView(PO_CONFIRMED, [shippedBatch, secondBatch], 'admin', [
      { ...shippedBatch, receiptInProgress: false },
      { ...secondBatch, receiptInProgress: true },
    ]);
    const region = await nextStep();
    const resume = await within(region).findByRole('link', { name: 'Resume receiving PO-NWG-2041-B2' });
    expect(resume).toHaveAttribute('href', '/warehouses/shipments/5/create?shipment=41&resume=1');
    expect(region).toHaveTextContent('You have the receipt of PO-NWG-2041-B2 in progress.');
    expect(within(region).queryByRole('link', { name: 'Receive the shipment' })).toBeNull();
  });

  it('an Open order: confirm it first (the header’s button)', async () => {
    renderView(PO_OPEN);
    const region = await nextStep();
    expect(region).toHaveTextContent('Next: confirm the order');
    expect(within(region).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('tells a user without the permission who takes the step, and offers nothing', async () => {
    renderView(PO_CONFIRMED, [], 'vendor');
    const region = await nextStep();
    expect(region).toHaveTextContent('Someone with the permission for this step takes it.');
    expect(within(region).queryByRole('link')).toBeNull();
  });
});

describe('recording the shipment as the next step', () => {
  it('goes on to receiving once the shipment is recorded', async () => {
    const api = fakeApi(PO_CONFIRMED, []);
    const actors = createTestActors({ user: loginResponse('warehouse-manager') });
    actors.api = api as unknown as typeof actors.api;
    const route = { path: '/warehouses/purchaseOrders/:purchaseOrderId/receive' } as RouteDef;
    const { location } = renderWithApp(
      <PurchaseOrderBatchScreen params={{ purchaseOrderId: '5' }} route={route} />,
      { actors, path: '/warehouses/purchaseOrders/5/receive' },
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/receiving starts right after/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Carrier'), 'XPO');
    await user.type(screen.getByLabelText('Tracking number'), 'XPO-77');
    await user.click(screen.getByRole('button', { name: 'Ship items' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/po/5/batches', expect.objectContaining({ method: 'POST' })),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warehouses/shipments/5/create'));
  });
});
