import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PurchaseOrderFormScreen from '../../../src/screens/purchase-orders/purchase-order-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 40_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const vendorItems = [
  { id: 31, sku: 'NWG-MUG-11', item: 'Stoneware Mug 11oz', wholesalePrice: 4.25 },
  { id: 32, sku: 'NWG-TOTE', item: 'Canvas Tote', wholesalePrice: null },
];

function fakeApi(stored?: Record<string, unknown>) {
  return vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/myvendors') return [{ id: 1, code: 'NWG', name: 'Northwind Goods' }];
    if (url === '/api/mywarehouses') return [{ id: 2, code: 'DAL', fullName: 'Dallas Distribution Center' }];
    if (url === '/api/myprojects') return [{ id: 7, name: 'Shop', clientCode: 'NWG-SHOP', vendorId: 1 }];
    if (url === '/api/vendorProducts/listItems')
      return { total: 2, items: options?.body?.vendorId === 1 ? vendorItems : [] };
    if (url === '/api/po/5' && stored) return stored;
    if (url === '/api/po' || url === '/api/po/edit')
      return { id: 5, version: 1, orderStatus: options?.body?.autoConfirm ? 1 : 0, ...options?.body };
    throw new Error(`unexpected ${url}`);
  });
}

function renderForm(api: ReturnType<typeof fakeApi>, id?: string, withoutAutoConfirm = false) {
  const user = loginResponse('admin');
  if (withoutAutoConfirm)
    user.permissions = user.permissions.filter((p) => p !== 'warehouses.po.autoConfirm');
  const actors = createTestActors({ user });
  actors.api = api as unknown as typeof actors.api;
  const path = id ? `/warehouses/purchaseOrders/edit/${id}` : '/warehouses/purchaseOrders/create';
  return renderWithApp(<PurchaseOrderFormScreen params={id ? { id } : {}} />, { actors, path });
}

const totals = () => within(screen.getByLabelText('Totals'));

describe('purchase order form', () => {
  it('shows the totals of lines and fees as they are typed, and creates the order confirmed', async () => {
    const api = fakeApi();
    const { location } = renderForm(api);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Order number'), 'PO-NWG-3000');
    await screen.findByRole('option', { name: 'Northwind Goods' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await screen.findByRole('option', { name: 'Dallas Distribution Center' });
    await user.selectOptions(screen.getByLabelText('Receiving warehouse'), 'Dallas Distribution Center');
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/vendorProducts/listItems', expect.anything()));

    // Picking an item brings its name and wholesale price.
    await user.click(screen.getByLabelText('Line 1 SKU'));
    await user.click(await screen.findByRole('option', { name: 'NWG-MUG-11 — Stoneware Mug 11oz' }));
    expect(screen.getByLabelText('Line 1 item')).toHaveValue('Stoneware Mug 11oz');
    expect(screen.getByLabelText('Line 1 unit price')).toHaveValue('4.25');
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '12');
    expect(screen.getByLabelText('Line 1 total')).toHaveTextContent('$51.00');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.click(screen.getByLabelText('Line 2 SKU'));
    await user.click(await screen.findByRole('option', { name: 'NWG-TOTE — Canvas Tote' }));
    await user.clear(screen.getByLabelText('Line 2 quantity'));
    await user.type(screen.getByLabelText('Line 2 quantity'), '3');
    await user.type(screen.getByLabelText('Line 2 unit price'), '1,000.1');
    await user.clear(screen.getByLabelText('Shipping fee'));
    await user.type(screen.getByLabelText('Shipping fee'), '12.5');
    await user.clear(screen.getByLabelText('Other fees'));
    await user.type(screen.getByLabelText('Other fees'), '0.05');

    // 12 × 4.25 + 3 × 1,000.10 = 3,051.30; fees 12.55.
    expect(totals().getByText('Lines').nextElementSibling).toHaveTextContent('$3,051.30');
    expect(totals().getByText('Shipping fee').nextElementSibling).toHaveTextContent('$12.50');
    expect(totals().getByText('Other fees').nextElementSibling).toHaveTextContent('$0.05');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,063.85');

    await user.click(screen.getByRole('button', { name: 'Create and confirm' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/po', {
        method: 'POST',
        body: expect.objectContaining({
          orderNumber: 'PO-NWG-3000',
          vendorId: 1,
          warehouseId: 2,
          shippingFee: 12.5,
          otherFees: 0.05,
          autoConfirm: true,
          items: [
            expect.objectContaining({
              sku: 'NWG-MUG-11',
              vendorProductId: 31,
              quantity: 12,
              unitPrice: 4.25,
            }),
            expect.objectContaining({ sku: 'NWG-TOTE', vendorProductId: 32, quantity: 3, unitPrice: 1000.1 }),
          ],
        }),
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warehouses/purchaseOrders/view/5'));
  });

  it('needs an item on every line, and offers no auto-confirm without the permission', async () => {
    const api = fakeApi();
    renderForm(api, undefined, true);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Order number'), 'PO-1');
    expect(screen.queryByRole('button', { name: 'Create and confirm' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create purchase order' }));
    expect(await screen.findByText('SKU is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/po', expect.anything());
  });

  it('edits a stored order with its version and money as amounts', async () => {
    const stored = {
      id: 5,
      version: 4,
      orderNumber: 'PO-NWG-2041',
      type: 0,
      orderStatus: 1,
      vendorId: 1,
      projectId: 7,
      warehouseId: 2,
      expectedDate: '2026-05-01',
      userNote: null,
      shippingFee: 120,
      otherFees: 0,
      shippings: [{ carrier: 'UPS', trackingNumber: '1Z', shipDate: null }],
      items: [
        {
          sku: 'NWG-MUG-11',
          name: 'Stoneware Mug 11oz',
          quantity: 600,
          unitPrice: 4.25,
          vendorProductId: 31,
        },
      ],
    };
    const api = fakeApi(stored);
    renderForm(api, '5');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: /Edit purchase order PO-NWG-2041/ })).toHaveTextContent(
      'Confirmed',
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('$2,670.00');
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '700');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,095.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/po/edit', {
        method: 'POST',
        body: expect.objectContaining({
          id: 5,
          version: 4,
          shippingFee: 120,
          autoConfirm: false,
          shippings: stored.shippings,
          items: [expect.objectContaining({ quantity: 700, unitPrice: 4.25 })],
        }),
      }),
    );
  });

  it('says why an order past Confirmed cannot be edited', async () => {
    const api = fakeApi({ id: 5, version: 1, orderNumber: 'PO-9', orderStatus: 3, items: [] });
    renderForm(api, '5');
    expect(await screen.findByText(/it can be changed only while Open or Confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
