import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../src/domain/permissions';
import TransferViewScreen from '../../../src/screens/shipments/transfer-view.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const line = (quantity: number, progress: Record<string, number> = {}) => ({
  sku: 'NWG-MUG-11',
  name: 'Stoneware Mug 11oz',
  vendorProductId: 31,
  quantity,
  allocatedQuantity: 0,
  sentQuantity: 0,
  receivedQuantity: 0,
  rejectedQuantity: 0,
  cancelledQuantity: 0,
  ...progress,
});

const transfer = (orderStatus: string, items = [line(24)]) => ({
  id: 5,
  version: 2,
  type: 0,
  orderNumber: 'TR-NWG-0100',
  customReferenceNumber: 'REBAL-Q2',
  orderStatus,
  vendorId: 1,
  projectId: null,
  purchaseOrderId: null,
  fromWarehouseId: 2,
  toWarehouseId: 3,
  customerRequested: false,
  expectedDate: '2026-06-01',
  receivedDate: null,
  userNote: null,
  shippings: [],
  items,
  createdAt: '2026-05-20T15:00:00Z',
  updatedAt: '2026-05-20T15:00:00Z',
});

function renderView(shipment: ReturnType<typeof transfer>, role: Role = 'warehouse-manager') {
  const api = vi.fn(async (url: string) => {
    if (url === '/api/common/warehouseShipments/5') return shipment;
    if (url === '/api/common/warehouseShipments/5/receipts') return { total: 0, items: [] };
    if (url === '/api/myvendors') return [{ id: 1, name: 'Northwind Goods' }];
    if (url === '/api/mywarehouses')
      return [
        { id: 2, fullName: 'Dallas Distribution Center', wmsType: 1 },
        { id: 3, fullName: 'Reno Fulfillment Center', wmsType: 1 },
      ];
    throw new Error(`unexpected ${url}`);
  });
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(<TransferViewScreen params={{ id: '5' }} />, {
    actors,
    path: '/warehouses/warehouseTransfers/view/5',
  });
}

/** The page's action links (beside the way back to the list), in order, with where they go. */
async function actions() {
  const header = (await screen.findByRole('heading', { name: /TR-NWG-0100/ })).closest('header')!;
  return within(header)
    .queryAllByRole('link')
    .filter((a) => a.textContent !== 'All transfers')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('transfer view', () => {
  it('offers Allocate (and Edit) while the transfer is open', async () => {
    renderView(transfer('Open'));
    expect(await actions()).toEqual([
      ['Edit', '/warehouses/warehouseTransfers/5/create'],
      ['Allocate', '/warehouses/warehouseTransfers/5/allocate'],
    ]);
    expect(await screen.findByText('Dallas Distribution Center')).toBeInTheDocument();
  });

  it('offers Confirm first once every line is allocated, and allocating again', async () => {
    renderView(
      transfer('AwaitingShipment', [line(24, { allocatedQuantity: 24 }), line(6, { allocatedQuantity: 6 })]),
    );
    expect(await actions()).toEqual([
      ['Confirm', '/warehouses/warehouseTransfers/5/confirm'],
      ['Change allocation', '/warehouses/warehouseTransfers/5/allocate'],
    ]);
  });

  it('puts allocating first while a line is allocated short', async () => {
    renderView(transfer('AwaitingShipment', [line(24, { allocatedQuantity: 20 })]));
    expect(await actions()).toEqual([
      ['Change allocation', '/warehouses/warehouseTransfers/5/allocate'],
      ['Confirm short', '/warehouses/warehouseTransfers/5/confirm'],
    ]);
  });

  it('offers Receive once shipped, showing what is still in transit', async () => {
    renderView(
      transfer('Shipped', [line(24, { allocatedQuantity: 24, sentQuantity: 24, receivedQuantity: 20 })]),
    );
    expect(await actions()).toEqual([['Receive', '/warehouses/warehouseTransfers/5/receive']]);
    expect(screen.getByText('4 in transit')).toBeInTheDocument();
  });

  it('offers nothing once received, and shows the discrepancy', async () => {
    renderView(
      transfer('Received', [line(24, { allocatedQuantity: 24, sentQuantity: 24, receivedQuantity: 21 })]),
    );
    expect(await actions()).toEqual([]);
    expect(screen.getByText('3 short')).toBeInTheDocument();
  });

  it('shows no steps to a user who may only view transfers', async () => {
    renderView(transfer('Open'), 'vendor');
    expect(await actions()).toEqual([]);
  });
});
