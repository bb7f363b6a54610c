import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AsnFormScreen from '../../../src/screens/shipments/asn-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 40_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const vendorItems = [
  { id: 31, sku: 'NWG-MUG-11', item: 'Stoneware Mug 11oz', status: 'active' },
  { id: 32, sku: 'NWG-TOTE-CAN', item: 'Canvas Tote Bag', status: 'active' },
];

const earlier = {
  id: 12,
  version: 4,
  type: 1,
  orderNumber: 'ASN-NWG-3310',
  customReferenceNumber: 'PO-100',
  orderStatus: 'Received',
  vendorId: 1,
  projectId: 7,
  purchaseOrderId: null,
  fromWarehouseId: null,
  toWarehouseId: 2,
  customerRequested: true,
  expectedDate: '2026-04-02',
  receivedDate: '2026-04-03T15:00:00Z',
  userNote: 'Dock 4',
  shippings: [{ carrier: 'UPS Freight', trackingNumber: '1Z1', shipDate: '2026-04-01' }],
  items: [
    {
      sku: 'NWG-MUG-11',
      name: 'Stoneware Mug 11oz',
      vendorProductId: 31,
      quantity: 50,
      receivedQuantity: 48,
      rejectedQuantity: 2,
      cancelledQuantity: 0,
    },
  ],
};

/** The server's answers: the user's vendors and warehouses, the vendor's items, an earlier ASN, a save. */
function fakeApi() {
  return vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/myvendors')
      return [{ id: 1, code: 'NWG', name: 'Northwind Goods', status: 'Onboarded' }];
    if (url === '/api/mywarehouses')
      return [
        { id: 2, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 },
        { id: 4, code: 'MEM', fullName: 'Memphis (external 3PL)', wmsType: 2 },
      ];
    if (url === '/api/vendorProducts/listItems')
      return { total: 2, items: options?.body?.vendorId === 1 ? vendorItems : [] };
    if (url === '/api/common/warehouseShipments/12') return earlier;
    if (url === '/api/common/warehouseShipments' && options?.method === 'POST')
      return { ...options.body, id: 40, version: 1, orderStatus: 'Open' };
    throw new Error(`unexpected ${url}`);
  });
}

function renderScreen(api: ReturnType<typeof fakeApi>, role: 'admin' | 'vendor', fromId?: string) {
  const actors = createTestActors({
    user: loginResponse(role, role === 'vendor' ? { accessVendorIds: [1] } : {}),
  });
  actors.api = api as unknown as typeof actors.api;
  const path = fromId
    ? `/warehouses/advancedShipNotice/recreate/${fromId}`
    : '/warehouses/advancedShipNotice/create';
  return renderWithApp(<AsnFormScreen params={fromId ? { recreateFromShipmentId: fromId } : {}} />, {
    actors,
    path,
  });
}

async function addItem(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Add an item'));
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), text);
  await user.keyboard('{Enter}');
}

describe('ASN form', () => {
  it('creates an ASN with lines picked from the vendor’s items, in the receiving line shape', async () => {
    const api = fakeApi();
    const { location } = renderScreen(api, 'admin');
    const user = userEvent.setup({ delay: null });

    // Nothing chosen: the required fields say so, and nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Create ASN' }));
    expect(await screen.findByText('Order number is required')).toBeInTheDocument();
    expect(screen.getByText('Vendor is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the vendor first: the lines are its items.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Order number'), ' ASN-NWG-4001 ');
    await user.type(screen.getByLabelText('Reference number'), 'PO-55120');
    await screen.findByRole('option', { name: 'Northwind Goods' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    // External 3PL warehouses are not offered for receiving.
    const warehouse = screen.getByLabelText('Receiving warehouse');
    await within(warehouse).findByRole('option', { name: 'Dallas Distribution Center' });
    expect(within(warehouse).queryByRole('option', { name: /Memphis/ })).toBeNull();
    await user.selectOptions(warehouse, 'Dallas Distribution Center');
    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    await user.type(screen.getByLabelText('Carrier 1'), 'UPS Freight');
    await user.type(screen.getByLabelText('Tracking number 1'), '1Z999AA10123456784');

    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/vendorProducts/listItems', expect.anything()));
    await addItem(user, 'mug');
    await addItem(user, 'tote');
    expect(screen.getByText('Stoneware Mug 11oz')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Create ASN' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '240');
    await user.clear(screen.getByLabelText('Line 2 quantity'));
    await user.type(screen.getByLabelText('Line 2 quantity'), '96');
    await user.click(screen.getByRole('button', { name: 'Create ASN' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/common/warehouseShipments', {
        method: 'POST',
        body: expect.objectContaining({
          type: 1,
          orderNumber: 'ASN-NWG-4001',
          customReferenceNumber: 'PO-55120',
          vendorId: 1,
          toWarehouseId: 2,
          fromWarehouseId: null,
          customerRequested: false,
          shippings: [{ carrier: 'UPS Freight', trackingNumber: '1Z999AA10123456784', shipDate: null }],
          items: [
            {
              sku: 'NWG-MUG-11',
              name: 'Stoneware Mug 11oz',
              vendorProductId: 31,
              quantity: 240,
              receivedQuantity: 0,
              rejectedQuantity: 0,
              cancelledQuantity: 0,
            },
            {
              sku: 'NWG-TOTE-CAN',
              name: 'Canvas Tote Bag',
              vendorProductId: 32,
              quantity: 96,
              receivedQuantity: 0,
              rejectedQuantity: 0,
              cancelledQuantity: 0,
            },
          ],
        }),
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warehouses/advancedShipNotice/view/40'));
  });

  it('gives a brand user its vendor and no customer-requested choice', async () => {
    renderScreen(fakeApi(), 'vendor');
    await screen.findByRole('option', { name: 'Northwind Goods' });
    expect(screen.getByLabelText('Vendor')).toHaveValue('1');
    expect(screen.queryByLabelText('Requested by the customer')).toBeNull();
  });

  it('recreates an earlier shipment: same vendor, warehouse and lines, a new order number', async () => {
    const api = fakeApi();
    renderScreen(api, 'admin', '12');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Recreate ASN ASN-NWG-3310' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue('');
    expect(screen.getByText('The earlier shipment was ASN-NWG-3310.')).toBeInTheDocument();
    expect(screen.getByLabelText('Line 1 quantity')).toHaveValue(50);
    expect(screen.getByLabelText('Carrier 1')).toHaveValue('UPS Freight');
    expect(screen.getByLabelText('Tracking number 1')).toHaveValue('');
    await user.type(screen.getByLabelText('Order number'), 'ASN-NWG-3311');
    await user.click(screen.getByRole('button', { name: 'Create ASN' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/common/warehouseShipments', {
        method: 'POST',
        body: expect.objectContaining({
          orderNumber: 'ASN-NWG-3311',
          vendorId: 1,
          projectId: 7,
          toWarehouseId: 2,
          expectedDate: null,
          items: [
            {
              sku: 'NWG-MUG-11',
              name: 'Stoneware Mug 11oz',
              vendorProductId: 31,
              quantity: 50,
              receivedQuantity: 0,
              rejectedQuantity: 0,
              cancelledQuantity: 0,
            },
          ],
        }),
      }),
    );
  });
});
