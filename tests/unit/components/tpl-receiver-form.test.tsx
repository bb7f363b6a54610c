import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import TplReceiverFormScreen from '../../../src/screens/integrations/tpl-receiver-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const vendorItems = [
  { id: 31, sku: 'NWG-MUG-11', item: 'Stoneware Mug 11oz' },
  { id: 32, sku: 'NWG-TOTE', item: 'Canvas Tote' },
];

/** The server's answers: the user's vendors and warehouses, the vendor's items, the notice. */
function responder(stored?: Record<string, unknown>) {
  return async (url: string, options?: Call) => {
    if (url === '/api/myvendors')
      return [{ id: 1, code: 'NWG', name: 'Northwind Goods', status: 'Onboarded' }];
    if (url === '/api/mywarehouses')
      return [
        { id: 2, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 },
        { id: 4, code: 'MEM', fullName: 'Memphis', wmsType: 2 },
      ];
    if (url === '/api/vendorProducts/listItems')
      return { total: vendorItems.length, items: options?.body?.vendorId === 1 ? vendorItems : [] };
    if (url === '/api/tpl/receivers/9' && stored) return stored;
    if (url === '/api/tpl/receivers' || url === '/api/tpl/receivers/edit')
      return { id: 9, version: 1, status: 'Open', ...options?.body };
    throw new Error(`unexpected ${url}`);
  };
}

const fakeApi = (stored?: Record<string, unknown>) => vi.fn(responder(stored));

function renderScreen(api: ReturnType<typeof fakeApi>, id?: string) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = api as unknown as typeof actors.api;
  const path = id ? `/integrations/tpl/receivers/edit/${id}` : '/integrations/tpl/receivers/create';
  return renderWithApp(<TplReceiverFormScreen params={id ? { id } : {}} />, { actors, path });
}

describe('3PL receiver form', () => {
  it('creates a notice with an address and lines, filling an item from its SKU', async () => {
    const api = fakeApi();
    const { location } = renderScreen(api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Order number'), ' RCV-NWG-1 ');
    await screen.findByRole('option', { name: 'Northwind Goods' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.selectOptions(screen.getByLabelText('To warehouse'), 'Memphis (3PL)');
    await user.type(screen.getByLabelText('City'), 'Guadalajara');
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'mx');

    // The vendor's items load once a vendor is chosen; a known SKU brings its name.
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/vendorProducts/listItems', expect.anything()));
    await user.type(screen.getByLabelText('Line 1 SKU'), 'NWG-MUG-11');
    expect(screen.getByLabelText('Line 1 item')).toHaveValue('Stoneware Mug 11oz');
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '0');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 2 SKU'), 'LOOSE-1');
    await user.click(screen.getByRole('button', { name: 'Create notice' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/tpl/receivers', expect.anything());

    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '24');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Create notice' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/tpl/receivers', {
        method: 'POST',
        body: expect.objectContaining({
          orderNumber: 'RCV-NWG-1',
          vendorId: 1,
          toWarehouseId: 4,
          fromWarehouseId: null,
          shipmentAddress: expect.objectContaining({ city: 'Guadalajara', countryCode: 'MX', name: null }),
          items: [
            expect.objectContaining({
              sku: 'NWG-MUG-11',
              name: 'Stoneware Mug 11oz',
              quantity: 24,
              vendorProductId: 31,
            }),
          ],
        }),
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/integrations/tpl/receivers'));
  });

  it('names what is missing, and shows server errors of lines on their cells', async () => {
    const stored = {
      id: 9,
      version: 3,
      status: 'Sent',
      orderNumber: 'RCV-BPO-0012',
      vendorId: 1,
      fromWarehouseId: 2,
      toWarehouseId: 4,
      expectedDate: '2026-04-02',
      createPackingSlip: false,
      shipmentAddress: {},
      items: [{ sku: 'NWG-TOTE', name: 'Canvas Tote', quantity: 96, vendorProductId: 32 }],
    };
    const api = fakeApi(stored);
    renderScreen(api, '9');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: /Edit notice RCV-BPO-0012/ })).toHaveTextContent(
      'Sent',
    );
    expect(screen.getByLabelText('Line 1 quantity')).toHaveValue(96);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Order number'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order number is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Order number'), 'RCV-BPO-0012');
    const failure = new FetchError('[POST] "/api/tpl/receivers/edit": 400');
    Object.defineProperty(failure, 'status', { value: 400 });
    Object.defineProperty(failure, 'data', {
      value: {
        error: 'bad_request',
        message: 'Some fields are not valid.',
        fields: { 'items[0].sku': 'No such item for this vendor' },
      },
    });
    api.mockImplementation(async (url: string, options?: Call) => {
      if (url === '/api/tpl/receivers/edit') throw failure;
      return responder(stored)(url, options);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No such item for this vendor')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/tpl/receivers/edit', {
      method: 'POST',
      body: expect.objectContaining({ id: 9, version: 3, fromWarehouseId: 2 }),
    });
  });
});
