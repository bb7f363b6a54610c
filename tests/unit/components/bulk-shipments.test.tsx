/**
 * The bulk shipment list and page: the list asks for bulk shipments only and offers each row's next
 * step to who may take it; a brand sees its requests waiting for the warehouse; the page says what
 * blocks the next step, offers the step (Confirm in a dialog with the warehouse to choose), shows
 * the cartons and pallets with their SSCC as labels print it, and which documents apply yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManualShipmentRow } from '../../../src/api/manual-shipments.api';
import type { ManualShipmentStep } from '../../../src/domain/manual-shipment.lifecycle';
import { ssccFor } from '../../../src/domain/gs1';
import { roleDefaults } from '../../../src/domain/permissions';
import BulkShipmentListScreen from '../../../src/screens/bulk-shipments/bulk-shipment-list.screen';
import BulkShipmentViewScreen from '../../../src/screens/bulk-shipments/bulk-shipment-view.screen';
import { actorsFor, BASE, bulkRow, mswServer, overviewOf, packingOf } from './bulk-fixtures';
import { loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const staff = loginResponse('superadmin');
const brand = loginResponse('vendor', {
  permissions: [...roleDefaults.vendor, 'shipments.bulk.view', 'shipments.bulk.request'],
  accessVendorIds: [1],
});

const server = mswServer();
const listBodies: Record<string, unknown>[] = [];
const stepCalls: { step: string; body: unknown }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listBodies.length = 0;
  stepCalls.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveList(rows: ManualShipmentRow[]) {
  server.use(
    http.post(`${BASE}/listItems`, async ({ request }) => {
      listBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ total: rows.length, items: rows });
    }),
  );
}

function servePage(shipment: ManualShipmentRow, steps: ManualShipmentStep[]) {
  server.use(
    http.get(`${BASE}/12/overview`, () => HttpResponse.json(overviewOf(shipment, steps))),
    http.get(`${BASE}/12/packing`, () => HttpResponse.json(packingOf(shipment))),
    http.post(`${BASE}/12/:step`, async ({ request, params }) => {
      stepCalls.push({ step: String(params.step), body: await request.json() });
      return HttpResponse.json(shipment);
    }),
  );
}

describe('bulk shipments list', () => {
  it('lists bulk shipments only, with the step each row needs next', async () => {
    serveList([bulkRow('requested'), bulkRow('allocated', { id: 13, orderNumber: 'BS-13' })]);
    renderWithApp(<BulkShipmentListScreen />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments',
    });
    const table = await screen.findByRole('table', { name: 'Bulk shipments' });
    expect(await within(table).findByRole('link', { name: 'Confirm BS-12' })).toHaveAttribute(
      'href',
      '/warehouses/bulkShipments/12?step=confirm',
    );
    expect(within(table).getByRole('link', { name: 'Pack BS-13' })).toHaveAttribute(
      'href',
      '/warehouses/bulkShipments/13?step=pack',
    );
    expect(listBodies[0]).toMatchObject({ orderType: 'BulkShipment' });
    expect(screen.getByRole('link', { name: 'New bulk shipment' })).toBeInTheDocument();
  });

  it('shows a brand its requests waiting for the warehouse, and lets it request another', async () => {
    serveList([bulkRow('requested')]);
    renderWithApp(<BulkShipmentListScreen />, {
      actors: actorsFor(brand),
      path: '/warehouses/bulkShipments',
    });
    const table = await screen.findByRole('table', { name: 'Bulk shipments' });
    const row = await within(table).findByRole('row', { name: /BS-12/ });
    expect(row).toHaveTextContent('To be confirmed');
    // A brand cannot confirm: the row only opens.
    expect(within(row).getByRole('link', { name: 'View BS-12' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Vendor/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a bulk shipment' })).toHaveAttribute(
      'href',
      '/warehouses/bulkShipments/create',
    );
  });
});

describe('bulk shipment page', () => {
  it('tells a brand its request waits for the warehouse', async () => {
    servePage(bulkRow('requested'), ['cancel']);
    renderWithApp(<BulkShipmentViewScreen params={{ id: '12' }} />, {
      actors: actorsFor(brand),
      path: '/warehouses/bulkShipments/12',
    });
    expect(await screen.findByText(/Waiting for the warehouse to/)).toHaveTextContent(
      'Waiting for the warehouse to confirm it.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel shipment' })).toBeInTheDocument();
  });

  it('lets staff confirm the request into a warehouse', async () => {
    servePage(bulkRow('requested'), ['confirm', 'cancel']);
    const user = userEvent.setup();
    const { location } = renderWithApp(<BulkShipmentViewScreen params={{ id: '12' }} />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments/12',
    });
    const progress = await screen.findByRole('list', { name: 'Progress' });
    expect(within(progress).getByText('Confirmed').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getAllByRole('button', { name: 'Confirm' })[0]!);
    expect(location.history.at(-1)).toBe('/warehouses/bulkShipments/12?step=confirm');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm BS-12' });
    const select = within(dialog).getByLabelText('Ships from');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Reno Fulfillment Center' })).toBeInTheDocument(),
    );
    await user.selectOptions(select, 'Reno Fulfillment Center');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    await waitFor(() =>
      expect(stepCalls).toEqual([{ step: 'confirm', body: { warehouseId: 3, version: 3 } }]),
    );
  });

  it('shows the packing with SSCCs as labels print them, and offers shipping once packed', async () => {
    servePage(bulkRow('packed'), ['pack', 'ship', 'cancel']);
    renderWithApp(<BulkShipmentViewScreen params={{ id: '12' }} />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments/12',
    });
    const containers = await screen.findByRole('table', { name: 'Cartons and pallets' });
    expect(within(containers).getByRole('row', { name: /PLT-000103/ })).toHaveTextContent(
      `(00) ${ssccFor(103)}`,
    );
    expect(within(containers).getAllByRole('row', { name: /CTN-/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Ship' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Change packing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download bill of lading' })).toBeEnabled();
  });

  it('says why a document does not apply yet', async () => {
    servePage(bulkRow('allocated'), ['allocate', 'pack', 'cancel']);
    renderWithApp(<BulkShipmentViewScreen params={{ id: '12' }} />, {
      actors: actorsFor(staff),
      path: '/warehouses/bulkShipments/12',
    });
    expect(await screen.findByRole('button', { name: 'Download pick list' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download carton labels' })).toBeDisabled();
    expect(
      screen.getByText('Pack cartons first: each carton and pallet gets its label when packed.'),
    ).toBeInTheDocument();
    // Allocated and nothing packed: packing is next, allocating again the way back.
    expect(screen.getByText(/Pack the allocated units into cartons/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change allocation' })).toBeInTheDocument();
  });
});
