/**
 * The small-parcel shipment screens (issue 14) against a mocked server (msw): the list's filters and
 * labels, the create form's address rules, and the edit page's steps — allocate refused with the
 * shortage per line, the ship dialog (parcel and pickup), cancel — each sending the version it acted on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { ManualShipmentRow } from '../../../src/domain/contracts/manual-shipments';
import type { Role } from '../../../src/domain/permissions';
import ManualShipmentCreateScreen from '../../../src/screens/manual-shipments/manual-shipment-create.screen';
import ManualShipmentEditScreen from '../../../src/screens/manual-shipments/manual-shipment-edit.screen';
import ManualShipmentListScreen from '../../../src/screens/manual-shipments/manual-shipment-list.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/common/manualShipments`;

const shipment = (id: number, extra: Partial<ManualShipmentRow> = {}): ManualShipmentRow => ({
  id,
  version: 4,
  orderType: 'Ecom',
  orderStatus: 'Open',
  orderNumber: `MS-NWG-${id}`,
  customReferenceNumber: 'REF-77',
  vendorId: 1,
  warehouseId: 2,
  shipmentAddressId: null,
  shipmentAddress: {
    name: 'Olivia Bennett',
    addressLine1: '1 Oak St',
    city: 'Austin',
    state: 'TX',
    postcode: '78701',
    countryCode: 'US',
  },
  items: [
    { sku: 'NWG-MUG-11', name: 'Stoneware Mug', vendorProductId: 31, quantity: 3, allocatedQuantity: 0 },
    { sku: 'NWG-TOTE', name: 'Canvas Tote', vendorProductId: 32, quantity: 1, allocatedQuantity: 0 },
  ],
  carrierCode: 'ups',
  serviceCode: 'ups_ground',
  trackingNumber: null,
  shipDate: null,
  notes: null,
  requestedBy: null,
  wantedShipDate: null,
  confirmedAt: null,
  confirmedBy: null,
  proNumber: null,
  freightClass: null,
  packageCount: null,
  weight: null,
  pickedUpBy: null,
  activity: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});
const allocated = (extra: Partial<ManualShipmentRow> = {}) =>
  shipment(7, {
    orderStatus: 'AwaitingShipment',
    items: [
      { sku: 'NWG-MUG-11', name: 'Stoneware Mug', vendorProductId: 31, quantity: 3, allocatedQuantity: 3 },
    ],
    ...extra,
  });

const overview = (s: ManualShipmentRow) => ({
  shipment: s,
  steps: [],
  forward: { step: null, blocker: null },
  progress: { units: 3, allocated: 0, packed: 0, cartons: 0, pallets: 0 },
  allocations: [],
  timeline: [],
});

const calls: { url: string; body: unknown; key: string | null }[] = [];
let current: ManualShipmentRow = shipment(7);
const server = setupServer(
  http.post(`${BASE}/listItems`, async ({ request }) => {
    calls.push({ url: 'listItems', body: await request.json(), key: null });
    return HttpResponse.json({
      total: 3,
      items: [
        shipment(5),
        allocated({ id: 6, orderNumber: 'MS-NWG-6', orderType: 'WillCall/Pickup' }),
        shipment(8, { orderStatus: 'Shipped', trackingNumber: '1Z999', shipDate: '2026-03-02T15:30:00Z' }),
      ],
    });
  }),
  http.get(`${BASE}/:id/overview`, () => HttpResponse.json(overview(current))),
  http.post(`${BASE}/:id/:step`, async ({ request, params }) => {
    calls.push({
      url: String(params.step),
      body: await request.json().catch(() => null),
      key: request.headers.get('Idempotency-Key'),
    });
    return HttpResponse.json(current);
  }),
  http.post(`${BASE}`, async ({ request }) => {
    calls.push({ url: 'add', body: await request.json(), key: null });
    return HttpResponse.json(shipment(9, { orderNumber: 'MS-NEW-1' }));
  }),
  http.post(`${ORIGIN}/api/common/shipmentAddresses/listItems`, () =>
    HttpResponse.json({
      total: 1,
      items: [
        {
          id: 3,
          version: 1,
          vendorId: 1,
          label: 'Austin showroom',
          address: {
            name: 'Showroom',
            addressLine1: '500 Congress Ave',
            city: 'Austin',
            state: 'TX',
            postcode: '78701',
            countryCode: 'US',
          },
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/vendorProducts/listItems`, () =>
    HttpResponse.json({
      total: 1,
      items: [{ id: 31, sku: 'NWG-MUG-11', item: 'Stoneware Mug', status: 'active' }],
    }),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json([{ id: 1, name: 'Northwind Goods' }])),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 2, fullName: 'Dallas Distribution Center', wmsType: 1 }]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  current = shipment(7);
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderScreen(ui: React.ReactElement, path: string, role: Role = 'warehouse-manager') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(ui, { actors, path });
}

const stepCall = (step: string) => calls.find((c) => c.url === step);

describe('small parcel shipments list', () => {
  it('lists 10 a page with the server’s default exclusion, labels instead of enum names and the next step', async () => {
    renderScreen(<ManualShipmentListScreen />, '/warehouses/manual-shipments');
    const table = await screen.findByRole('table', { name: 'Small parcel shipments' });
    await within(table).findByRole('link', { name: 'MS-NWG-5' });
    // No excludeTypes sent: the server leaves out bulk shipments and team gifts by default.
    expect(calls[0]!.body).toEqual({ page: 1, perPage: 10 });
    expect(within(table).getByText('Awaiting shipment')).toBeInTheDocument();
    expect(within(table).getByText('Will call / pickup')).toBeInTheDocument();
    expect(within(table).queryByText('AwaitingShipment')).toBeNull();
    expect(within(table).queryByText('WillCall/Pickup')).toBeNull();
    // Open with a warehouse: Allocate; awaiting shipment: Ship; shipped: nothing left but to open it.
    expect(within(table).getByRole('link', { name: 'Allocate MS-NWG-5' })).toHaveAttribute(
      'href',
      '/warehouses/manual-shipments/edit/5',
    );
    expect(within(table).getByRole('link', { name: 'Ship MS-NWG-6' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open MS-NWG-8' })).toBeInTheDocument();
  });

  it('sends every spec filter, and an empty exclusion when nothing is to be left out', async () => {
    const user = userEvent.setup();
    renderScreen(<ManualShipmentListScreen />, '/warehouses/manual-shipments');
    await screen.findByRole('link', { name: 'MS-NWG-5' });
    const filters = screen.getByRole('search', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('Order number'), 'NWG');
    await user.type(within(filters).getByLabelText('Reference number'), 'REF');
    await user.type(within(filters).getByLabelText('Ship-to address'), 'Austin');
    await user.selectOptions(within(filters).getByLabelText('Vendor'), 'Northwind Goods');
    await user.selectOptions(within(filters).getByLabelText('Warehouse'), 'Dallas Distribution Center');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Awaiting shipment');
    await user.selectOptions(within(filters).getByLabelText('Type'), 'Will call / pickup');
    await user.selectOptions(within(filters).getByLabelText('Leave out'), 'Nothing (every type)');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.filter((c) => c.url === 'listItems')).toHaveLength(2));
    expect(calls[1]!.body).toEqual({
      orderNumber: 'NWG',
      customReferenceNumber: 'REF',
      addr: 'Austin',
      vendorId: '1',
      warehouseId: '2',
      orderStatus: 'AwaitingShipment',
      orderType: 'WillCall/Pickup',
      excludeTypes: [],
      page: 1,
      perPage: 10,
    });
  });
});

describe('small parcel shipment create', () => {
  it('starts in the US, checks the address per field, fills it from the address book and creates it Open', async () => {
    const user = userEvent.setup();
    renderScreen(<ManualShipmentCreateScreen />, '/warehouses/manual-shipments/create', 'superadmin');
    expect(await screen.findByLabelText('Country')).toHaveValue('US');
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText('Name or company is required')).toBeInTheDocument();
    expect(screen.getByText('Address line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'add')).toBeUndefined();

    await user.type(screen.getByLabelText('Order number'), 'MS-E2E-1');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.selectOptions(await screen.findByLabelText('Ships from'), 'Dallas Distribution Center');
    // The address book of the vendor fills the address.
    await user.click(await screen.findByRole('button', { name: /Address book|Nothing selected/ }));
    await user.click(await screen.findByRole('option', { name: /Austin showroom/ }));
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveValue('500 Congress Ave'));
    // A line of the vendor's items.
    const picker = screen.getByLabelText('Add an item');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /NWG-MUG-11/ }));
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(calls.find((c) => c.url === 'add')).toBeDefined());
    expect(calls.find((c) => c.url === 'add')!.body).toMatchObject({
      orderType: 'Ecom',
      orderStatus: 'Open',
      orderNumber: 'MS-E2E-1',
      vendorId: 1,
      warehouseId: 2,
      shipmentAddressId: 3,
      shipmentAddress: { addressLine1: '500 Congress Ave', state: 'TX', countryCode: 'US' },
      items: [{ sku: 'NWG-MUG-11', vendorProductId: 31, quantity: 1 }],
    });
  });
});

describe('small parcel shipment steps', () => {
  it('allocates with the version, and shows the server’s shortage per line when stock is short', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${BASE}/:id/allocate`, async ({ request }) => {
        calls.push({
          url: 'allocate',
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json(
          {
            error: 'conflict',
            message: 'Not enough stock: NWG-MUG-11: 2 short.',
            fields: { 'items[0]': 'NWG-MUG-11: 2 short' },
          },
          { status: 409 },
        );
      }),
    );
    renderScreen(<ManualShipmentEditScreen params={{ id: '7' }} />, '/warehouses/manual-shipments/edit/7');
    await user.click(await screen.findByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText('Not enough stock: NWG-MUG-11: 2 short.')).toBeInTheDocument();
    expect(stepCall('allocate')!.body).toEqual({ version: 4 });
    expect(stepCall('allocate')!.key).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines' });
    const [, mug, tote] = within(lines).getAllByRole('row');
    expect(mug).toHaveTextContent('NWG-MUG-11: 2 short');
    expect(tote).toHaveTextContent('Enough');
  });

  it('says what blocks a draft without lines, and submits one with lines', async () => {
    const user = userEvent.setup();
    current = shipment(7, { orderStatus: 'Draft', items: [] });
    const view = renderScreen(
      <ManualShipmentEditScreen params={{ id: '7' }} />,
      '/warehouses/manual-shipments/edit/7',
    );
    expect(await screen.findByText('Add at least one line first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    view.unmount();

    current = shipment(7, { orderStatus: 'Draft' });
    renderScreen(<ManualShipmentEditScreen params={{ id: '7' }} />, '/warehouses/manual-shipments/edit/7');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stepCall('submit')).toBeDefined());
    expect(stepCall('submit')!.body).toEqual({ version: 4 });
  });

  it('ships a parcel through the dialog: nothing is sent until carrier, tracking and weight are there', async () => {
    const user = userEvent.setup();
    current = allocated();
    renderScreen(<ManualShipmentEditScreen params={{ id: '7' }} />, '/warehouses/manual-shipments/edit/7');
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Carrier')).toHaveValue('ups');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Tracking number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Weight is required')).toBeInTheDocument();
    expect(stepCall('ship')).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.type(within(dialog).getByLabelText('Weight (lb)'), '2.5');
    current = allocated({ orderStatus: 'Shipped', trackingNumber: '1Z999AA10123456784', version: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(stepCall('ship')).toBeDefined());
    expect(stepCall('ship')!.body).toEqual({
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      trackingNumber: '1Z999AA10123456784',
      packageCount: 1,
      weight: 2.5,
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Shipped: the label can be downloaded now.
    expect(await screen.findByRole('button', { name: 'Download Shipping label (4×6)' })).toBeEnabled();
  });

  it('hands a pickup over to a named person, with no carrier', async () => {
    const user = userEvent.setup();
    current = allocated({ orderType: 'WillCall/Pickup', carrierCode: null, serviceCode: null });
    renderScreen(<ManualShipmentEditScreen params={{ id: '7' }} />, '/warehouses/manual-shipments/edit/7');
    await user.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Carrier')).toBeNull();
    await user.type(within(dialog).getByLabelText('Picked up by'), 'Dana Reyes');
    await user.click(within(dialog).getByRole('button', { name: 'Mark picked up' }));
    await waitFor(() => expect(stepCall('ship')).toBeDefined());
    expect(stepCall('ship')!.body).toEqual({
      pickedUpBy: 'Dana Reyes',
      packageCount: 1,
      weight: null,
      version: 4,
    });
  });

  it('cancels after asking, and offers no steps to a viewer', async () => {
    const user = userEvent.setup();
    current = allocated();
    const view = renderScreen(
      <ManualShipmentEditScreen params={{ id: '7' }} />,
      '/warehouses/manual-shipments/edit/7',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel shipment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Its allocated stock is released');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));
    await waitFor(() => expect(stepCall('cancel')).toBeDefined());
    expect(stepCall('cancel')!.body).toEqual({ version: 4 });
    view.unmount();

    renderScreen(
      <ManualShipmentEditScreen params={{ id: '7' }} />,
      '/warehouses/manual-shipments/edit/7',
      'manager',
    );
    expect(await screen.findByText(/Next: ship/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel shipment' })).toBeNull();
  });
});
