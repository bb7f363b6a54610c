/**
 * The bulk shipment flows on screen: a brand's request form sends a request (order number '-', no
 * warehouse, ship-to in the US by default); the allocate screen refuses taking more than a place
 * has free and reserves the reviewed picks; the packing panel adds a unit per scan, refuses a wrong
 * code with a flash and a unit past the allocation, puts cartons on a pallet and saves the whole
 * packing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManualShipmentRow } from '../../../src/api/manual-shipments.api';
import { roleDefaults } from '../../../src/domain/permissions';
import { bulkAllocationProposal } from '../../../src/machines/bulk-allocation/bulk-allocation.model';
import BulkAllocateScreen from '../../../src/screens/bulk-shipments/bulk-allocate.screen';
import BulkShipmentCreateScreen from '../../../src/screens/bulk-shipments/bulk-shipment-create.screen';
import BulkShipmentViewScreen from '../../../src/screens/bulk-shipments/bulk-shipment-view.screen';
import { actorsFor, BASE, bulkRow, mswServer, ORIGIN, overviewOf, packingOf } from './bulk-fixtures';
import { loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const staff = loginResponse('superadmin');
const brand = loginResponse('vendor', {
  permissions: [...roleDefaults.vendor, 'shipments.bulk.view', 'shipments.bulk.request'],
  accessVendorIds: [1],
});
const items = [
  { id: 31, sku: 'NWG-MUG-11', item: 'Stoneware Mug 11oz', status: 'active', barcode: '860001000016' },
  { id: 32, sku: 'NWG-TOTE-CAN', item: 'Canvas Tote Bag', status: 'active', barcode: '860001000023' },
];

const server = mswServer();
const posts: { url: string; body: Record<string, unknown> }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posts.length = 0;
  window.localStorage.clear();
  server.use(
    http.post(`${ORIGIN}/api/vendorProducts/listItems`, () => HttpResponse.json({ total: 2, items })),
    http.post(`${ORIGIN}/api/common/shipmentAddresses/listItems`, () =>
      HttpResponse.json({ total: 0, items: [] }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const recordPost =
  (answer: ManualShipmentRow) =>
  async ({ request }: { request: Request }) => {
    posts.push({
      url: new URL(request.url).pathname,
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json(answer);
  };

describe('requesting a bulk shipment', () => {
  it('sends a brand’s request with the spec’s defaults', async () => {
    server.use(http.post(BASE, recordPost(bulkRow('requested'))));
    const user = userEvent.setup();
    const { location } = renderWithApp(<BulkShipmentCreateScreen />, {
      actors: actorsFor(brand),
      path: '/warehouses/bulkShipments/create',
    });
    expect(await screen.findByRole('heading', { name: 'Request a bulk shipment' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Vendor')).toBeNull();
    expect(screen.queryByLabelText('Order number')).toBeNull();
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await user.type(screen.getByLabelText('Company'), 'Whole Foods Market DC');
    await user.type(screen.getByLabelText('Address line 1'), '17901 E 40th Ave');
    await user.type(screen.getByLabelText('Address line 3'), 'Door 12');
    await user.type(screen.getByLabelText('City'), 'Aurora');
    await user.type(screen.getByLabelText('State'), 'co');
    await user.type(screen.getByLabelText('Postcode'), '80011');
    await user.type(screen.getByLabelText('E-mail'), 'receiving@wfm.test');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    await user.click(await screen.findByRole('option', { name: /NWG-MUG-11/ }));
    await user.clear(screen.getByLabelText('Line 1 quantity'));
    await user.type(screen.getByLabelText('Line 1 quantity'), '24');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      orderType: 'BulkShipment',
      orderNumber: '-',
      orderStatus: 'Open',
      vendorId: 1,
      warehouseId: null,
      shipmentAddress: {
        company: 'Whole Foods Market DC',
        addressLine3: 'Door 12',
        state: 'CO',
        countryCode: 'US',
        email: 'receiving@wfm.test',
      },
      items: [{ sku: 'NWG-MUG-11', vendorProductId: 31, quantity: 24 }],
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/warehouses/bulkShipments/12'));
  });
});

describe('allocating a bulk shipment', () => {
  it('refuses more than a place has free, then reserves the reviewed picks', async () => {
    server.use(
      http.get(`${BASE}/9/allocation-proposal`, () => HttpResponse.json(bulkAllocationProposal)),
      http.get(`${BASE}/9`, () => HttpResponse.json(bulkRow('confirmed', { id: 9, orderNumber: 'BS-9' }))),
      http.post(`${BASE}/9/allocate`, recordPost(bulkRow('allocated', { id: 9 }))),
    );
    const user = userEvent.setup();
    renderWithApp(<BulkAllocateScreen params={{ bulkShipmentId: '9' }} />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments/allocate/9',
    });
    const late = await screen.findByLabelText('Take from A-12 lot LATE');
    expect(late).toHaveValue(3);
    await user.clear(screen.getByLabelText('Take from A-11 lot EARLY'));
    await user.type(late, '9');
    // 39 is more than the 6 LATE holds: refused, the field keeps 3.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A-12 · lot LATE has only 6 free for this line.',
    );
    expect(late).toHaveValue(3);
    expect(screen.getByText('3 of 7 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the proposal again' }));
    await user.click(screen.getByRole('button', { name: 'Review picks' }));
    const picks = await screen.findByRole('table', { name: 'Picks' });
    expect(within(picks).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Reserve stock' }));
    expect(await screen.findByText('Stock reserved')).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      lines: [
        {
          lineIndex: 0,
          from: [
            { balanceId: 11, quantity: 4 },
            { balanceId: 12, quantity: 3 },
          ],
        },
      ],
      version: 3,
    });
  });
});

describe('packing a bulk shipment', () => {
  it('scans units into cartons, refuses wrong codes, stacks the cartons on a pallet and saves', async () => {
    const shipment = bulkRow('allocated');
    server.use(
      http.get(`${BASE}/12/overview`, () =>
        HttpResponse.json(overviewOf(shipment, ['allocate', 'pack', 'cancel'])),
      ),
      http.get(`${BASE}/12/packing`, () => HttpResponse.json(packingOf(shipment))),
      http.post(`${BASE}/12/pack`, recordPost(bulkRow('packed'))),
    );
    const user = userEvent.setup();
    renderWithApp(<BulkShipmentViewScreen params={{ id: '12' }} />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments/12?step=pack',
    });
    const panel = (await screen.findByRole('heading', { name: 'Packing' })).closest('section')!;
    const scan = async (code: string) => {
      const field = within(panel).getByLabelText('Scan or type a SKU or barcode');
      await user.type(field, `${code}{Enter}`);
      return field;
    };
    await user.click(await within(panel).findByRole('button', { name: 'Open a carton' }));
    await scan('860001000016');
    expect(within(panel).getByRole('status')).toHaveTextContent('+1 NWG-MUG-11: 1 in this carton.');
    const field = await scan('NOPE-1');
    expect(within(panel).getByRole('alert')).toHaveTextContent('NOPE-1 is not on this shipment.');
    expect(field).toHaveAttribute('data-flash', 'refused');
    for (let i = 0; i < 5; i++) await scan('nwg-mug-11');
    await scan('NWG-MUG-11');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'All 6 allocated NWG-MUG-11 are packed already.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close carton' }));
    await user.click(within(panel).getByRole('button', { name: 'A new pallet' }));
    await user.click(within(panel).getByRole('button', { name: 'Open a carton' }));
    for (let i = 0; i < 4; i++) await scan('NWG-TOTE-CAN');
    await user.type(within(panel).getByLabelText('New carton 2 weight'), '9.5');
    await user.click(within(panel).getByRole('button', { name: 'Close carton' }));
    await user.click(within(panel).getByRole('button', { name: 'New pallet 1' }));
    await user.click(within(panel).getByRole('button', { name: 'Save packing' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const measures = { weight: null, length: null, width: null, height: null };
    expect(posts[0]).toEqual({
      url: '/api/common/manualShipments/12/pack',
      body: {
        cartons: [
          { key: 'new-1', contents: [{ lineIndex: 0, quantity: 6 }], palletKey: 'pallet-2', ...measures },
          {
            key: 'new-3',
            contents: [{ lineIndex: 1, quantity: 4 }],
            palletKey: 'pallet-2',
            ...measures,
            weight: 9.5,
          },
        ],
        pallets: [{ key: 'pallet-2', ...measures }],
        version: 3,
      },
    });
  });
});
