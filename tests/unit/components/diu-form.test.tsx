import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../../src/screens/inventory/diu/idempotent-submit';
import { DiuQuantityPreview } from '../../../src/screens/inventory/diu/diu-quantity-preview';
import DiuFormScreen from '../../../src/screens/inventory/diu/diu-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

type Call = { method?: string; body?: Record<string, unknown>; headers?: Record<string, string> };

const items = [
  {
    id: 31,
    vendorId: 1,
    warehouseId: 2,
    sku: 'NWG-MUG-11',
    item: 'Stoneware Mug 11oz',
    itemUnit: 'E',
    unitsPerBox: 12,
    unitsPerPallet: null,
    status: 'active',
  },
  {
    id: 32,
    vendorId: 1,
    warehouseId: 2,
    sku: 'NWG-FLOUR',
    item: 'Flour by the pound',
    itemUnit: 'LB',
    unitsPerBox: null,
    unitsPerPallet: null,
    status: 'active',
  },
];

function fakeApi(add: (call: Call) => Promise<unknown>) {
  return vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/myvendors') return [{ id: 1, code: 'NWG', name: 'Northwind Goods' }];
    if (url === '/api/mywarehouses') return [{ id: 2, code: 'DAL', fullName: 'Dallas Distribution Center' }];
    if (url === '/api/vendorProducts/listItems')
      return { total: 2, items: options?.body?.vendorId === 1 ? items : [] };
    if (url === '/api/common/warehouseProductLocations/listItems')
      return {
        total: 1,
        items: [
          {
            id: 5,
            bucket: 'available',
            location: 'A-01-1',
            lotNumber: 'L2400',
            lpn: 'LPN100200',
            expirationDate: null,
            quantity: 40,
            quantityAllocated: 4,
          },
        ],
      };
    if (url === '/api/inventory/diu' && options?.method === 'POST') return add(options);
    throw new Error(`unexpected ${url}`);
  });
}

function renderForm(api: ReturnType<typeof fakeApi>) {
  const actors = createTestActors({ user: loginResponse('warehouse-manager') });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(<DiuFormScreen />, { actors, path: '/warehouses/inventory/diu/create' });
}

async function chooseItem(user: ReturnType<typeof userEvent.setup>, search: string) {
  await screen.findByRole('option', { name: 'Northwind Goods' });
  await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
  await waitFor(() => expect(screen.queryByText('Loading the vendor’s items…')).not.toBeInTheDocument());
  await user.click(screen.getByLabelText('Item'));
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), `${search}{Enter}`);
}

const notEnough = () => {
  const failure = new FetchError('[POST] "/api/inventory/diu": 409');
  Object.defineProperty(failure, 'status', { value: 409 });
  Object.defineProperty(failure, 'data', {
    value: { error: 'not_enough_stock', message: 'Not enough stock: 36 available at A-01-1, 48 needed.' },
  });
  return failure;
};

describe('the conversion preview', () => {
  it('shows the quantity in the item’s unit, or why it cannot be converted', () => {
    const mug = { sku: 'NWG-MUG-11', itemUnit: 'E', unitsPerBox: 12 };
    const { rerender } = render(<DiuQuantityPreview quantity={2} unit="BX" type="add" item={mug} />);
    expect(screen.getByTestId('diu-conversion')).toHaveTextContent(
      'Adds 24 Units - Each (E) of NWG-MUG-11 — 2 BX entered',
    );
    rerender(<DiuQuantityPreview quantity={1} unit="P" type="remove" item={mug} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This item has no pack size for P');
    rerender(<DiuQuantityPreview quantity={0} unit="E" type="set" item={mug} />);
    expect(screen.getByTestId('diu-conversion')).toHaveTextContent('Sets the count to 0 Units - Each (E)');
    rerender(<DiuQuantityPreview quantity="" unit="E" type="add" item={mug} />);
    expect(screen.getByText(/Choose an item and a quantity/)).toBeInTheDocument();
  });
});

describe('the direct inventory update form', () => {
  it('offers only the vendor’s items and converts the quantity live', async () => {
    const api = fakeApi(async () => ({ id: 7 }));
    renderForm(api);
    const user = userEvent.setup();
    expect(screen.getByText('Choose the vendor first: only its items can be chosen.')).toBeInTheDocument();
    await chooseItem(user, 'mug');
    expect(screen.getByLabelText('Item')).toHaveTextContent('NWG-MUG-11 — Stoneware Mug 11oz');
    // The item's warehouse fills the empty warehouse.
    await waitFor(() => expect(screen.getByLabelText('Warehouse')).toHaveValue('2'));

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.selectOptions(screen.getByLabelText('Unit'), 'BX');
    expect(screen.getByTestId('diu-conversion')).toHaveTextContent('Adds 36 Units - Each (E) of NWG-MUG-11');
    await user.selectOptions(screen.getByLabelText('Unit'), 'KG');
    expect(screen.getByRole('alert')).toHaveTextContent('KG cannot be converted to E');

    await user.click(screen.getByLabelText('Item'));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'flour{Enter}');
    await user.selectOptions(screen.getByLabelText('Unit'), 'OZ');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '32');
    expect(screen.getByTestId('diu-conversion')).toHaveTextContent('Adds 2 Pounds (LB) of NWG-FLOUR');
  });

  it('sends one Idempotency-Key per submission, shows "not enough stock", and reuses the key on retry', async () => {
    const calls: Call[] = [];
    let answer: () => Promise<unknown> = () => Promise.reject(notEnough());
    const api = fakeApi((call) => {
      calls.push(call);
      return answer();
    });
    const { location } = renderForm(api);
    const user = userEvent.setup();
    await chooseItem(user, 'mug');
    await user.selectOptions(screen.getByLabelText('Type'), 'Remove from stock');
    // A place where the item lies fills location, lot and LPN.
    await user.click(await screen.findByRole('button', { name: /A-01-1/ }));
    expect(screen.getByLabelText('Lot number')).toHaveValue('L2400');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '4');
    await user.selectOptions(screen.getByLabelText('Unit'), 'BX');
    await user.type(screen.getByLabelText('Reason'), 'Water damage');
    await user.click(screen.getByRole('button', { name: 'Record update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough stock');
    expect(alert).toHaveTextContent('36 available at A-01-1, 48 needed');
    expect(calls[0]!.body).toMatchObject({
      vendorId: 1,
      warehouseId: 2,
      warehouseProductId: 31,
      type: 'remove',
      quantity: 4,
      measurementUnit: 'BX',
      location: 'A-01-1',
      lotNumber: 'L2400',
      lpn: 'LPN100200',
      note: 'Water damage',
      referenceNumber: null,
    });
    const firstKey = calls[0]!.headers!['Idempotency-Key'];
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    // The same submission again (a retry) carries the same key; a changed one a new key.
    await user.click(screen.getByRole('button', { name: 'Record update' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers!['Idempotency-Key']).toBe(firstKey);
    answer = async () => ({ id: 77 });
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Record update' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.headers!['Idempotency-Key']).not.toBe(firstKey);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warehouses/inventory/diu/view/77'));
  });

  it('needs a reason before it sends anything', async () => {
    const api = fakeApi(async () => ({ id: 1 }));
    renderForm(api);
    const user = userEvent.setup();
    await chooseItem(user, 'mug');
    await user.click(screen.getByRole('button', { name: 'Record update' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/inventory/diu', expect.anything());
  });
});

describe('idempotency keys', () => {
  it('stay the same for the same body and change with it', () => {
    let n = 0;
    const keyFor = idempotencyKeys(() => `key-${++n}`);
    expect(keyFor({ quantity: 1 })).toBe('key-1');
    expect(keyFor({ quantity: 1 })).toBe('key-1');
    expect(keyFor({ quantity: 2 })).toBe('key-2');
    expect(keyFor({ quantity: 1 })).toBe('key-3');
  });
});
