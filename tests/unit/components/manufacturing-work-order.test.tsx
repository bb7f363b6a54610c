/**
 * A work order's page (issue 15): its lifecycle with the next step and what blocks it, its details,
 * what it takes from stock, its completions (lot, quantity, unit cost) and the lots held for it; a
 * step asks first and is sent with the version shown and an Idempotency-Key; a release refused for
 * short components shows each shortage and the document that covers it. And the list's labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { WorkOrderOverview } from '../../../src/domain/contracts/manufacturing-answers';
import type { WorkOrderRow } from '../../../src/domain/contracts/work-orders';
import WorkOrderListScreen from '../../../src/screens/manufacturing/work-order-list.screen';
import WorkOrderScreen from '../../../src/screens/manufacturing/work-order.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/manufacturing/workOrders`;

const order = (extra: Partial<WorkOrderRow> = {}): WorkOrderRow => ({
  id: 7,
  version: 3,
  orderNumber: 'WO-0007',
  type: 'Internal',
  assembleType: 'Assemble',
  status: 'InProgress',
  vendorId: 1,
  warehouseId: 2,
  billOfMaterialsId: 4,
  manufacturingVendorId: 5,
  purchaseOrderId: null,
  quantity: 10,
  measurementUnit: 'E',
  dueDate: '2026-06-01',
  notes: null,
  billOfMaterialsVersionId: 11,
  completedQuantity: 4,
  releasedAt: '2026-05-02T15:00:00.000Z',
  startedAt: '2026-05-03T15:00:00.000Z',
  completedAt: null,
  unitCost: 3.25,
  createdAt: '2026-05-01T15:00:00.000Z',
  updatedAt: '2026-05-03T15:00:00.000Z',
  ...extra,
});

const overview = (extra: Partial<WorkOrderOverview> = {}): WorkOrderOverview => ({
  id: 7,
  status: 'InProgress',
  version: 3,
  nextSteps: ['complete', 'cancel'],
  refusals: { release: 'This work order is already released.', start: 'This work order is In progress.' },
  remaining: 6,
  revision: 2,
  requirements: [
    {
      vendorProductId: 31,
      sku: 'NWG-MUG-11',
      name: 'Stoneware Mug',
      itemUnit: 'E',
      required: 10,
      perUnit: '1',
      allocated: 6,
      consumed: 4,
    },
  ],
  allocatedLots: [
    {
      vendorProductId: 31,
      sku: 'NWG-MUG-11',
      location: 'A-01-1',
      lotNumber: 'L2400',
      expirationDate: '2027-01-31',
      quantity: 6,
    },
  ],
  completions: [
    {
      id: 1,
      quantity: 4,
      lot: 'GS-0501',
      expiry: '2027-05-01',
      unitCost: 3.25,
      components: [
        { vendorProductId: 31, sku: 'NWG-MUG-11', lot: 'L2400', expiry: '2027-01-31', quantity: 4 },
      ],
      createdBy: 'Mia Chen',
      createdAt: '2026-05-03T18:30:00.000Z',
    },
  ],
  ledger: [
    {
      id: 90,
      createdAt: '2026-05-03T18:30:00.000Z',
      kind: 'consume',
      sku: 'NWG-MUG-11',
      vendorProductId: 31,
      warehouseId: 2,
      location: 'A-01-1',
      lotNumber: 'L2400',
      expirationDate: '2027-01-31',
      quantityDelta: -4,
      allocatedDelta: -4,
      reason: 'Work order WO-0007',
    },
  ],
  ...extra,
});

let current = { order: order(), overview: overview() };
const steps: { url: string; body: unknown; key: string | null }[] = [];

const server = setupServer(
  http.get(`${BASE}/7`, () => HttpResponse.json(current.order)),
  http.get(`${BASE}/7/overview`, () => HttpResponse.json(current.overview)),
  http.post(`${BASE}/7/:step`, async ({ request, params }) => {
    steps.push({
      url: String(params.step),
      body: await request.json(),
      key: request.headers.get('Idempotency-Key'),
    });
    if (params.step === 'release')
      return HttpResponse.json(
        {
          error: 'not_enough_stock',
          message: 'Not enough stock: NWG-MUG-11 is 4 short.',
          fields: { 'components[0]': 'NWG-MUG-11: 4 short' },
          shortages: [
            {
              vendorProductId: 31,
              sku: 'NWG-MUG-11',
              name: 'Stoneware Mug',
              needed: 10,
              available: 6,
              short: 4,
              incoming: {
                type: 'purchase_order',
                id: 12,
                number: 'PO-NWG-2041',
                date: '2026-06-10',
                quantity: 600,
                coversShortage: true,
                link: '/warehouses/purchaseOrders/view/12',
              },
            },
          ],
        },
        { status: 409 },
      );
    current = {
      order: order({ status: 'Cancelled', version: 4 }),
      overview: overview({ status: 'Cancelled', nextSteps: [] }),
    };
    return HttpResponse.json(current.order);
  }),
  http.post(`${BASE}/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        order(),
        order({
          id: 8,
          orderNumber: 'WO-0008',
          status: 'Draft',
          dueDate: '2020-01-01',
          completedQuantity: 0,
        }),
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/manufacturing/billOfMaterials/listItems`, () =>
    HttpResponse.json({ total: 1, items: [{ id: 4, name: 'Gift Set — Mug & Candle' }] }),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 2, code: 'DAL', fullName: 'Dallas' }]),
  ),
  http.get(`${ORIGIN}/api/myprojects`, () => HttpResponse.json([])),
  http.get(`${ORIGIN}/api/myMain`, () =>
    HttpResponse.json({
      warehouses: [],
      projects: [],
      stores: [],
      vendors: [],
      contentTemplates: [],
      manufacturingVendors: [{ id: 5, name: 'Line 2 — Kitting', isThirdParty: false }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  steps.length = 0;
  current = { order: order(), overview: overview() };
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWith(ui: React.ReactElement, path: string) {
  const actors = createTestActors({ user: loginResponse('manufacturing-manager') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(ui, { actors, path });
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('work order page', () => {
  it('shows where it stands, its details, components, completions and held lots', async () => {
    renderWith(<WorkOrderScreen params={{ id: '7' }} />, '/manufacturing/work-orders/edit/7');
    expect(await screen.findByRole('heading', { name: /Work order WO-0007/ })).toBeInTheDocument();
    const path = screen.getByRole('list', { name: 'Lifecycle' });
    expect(within(path).getByText('In progress')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: 'Next step' })).toHaveTextContent('Next: complete');

    expect(await screen.findByText('Gift Set — Mug & Candle')).toBeInTheDocument();
    expect(screen.getByText(/revision 2/)).toBeInTheDocument();
    expect(await screen.findByText(/Line 2 — Kitting/)).toBeInTheDocument();
    expect(screen.getByText('4 of 10')).toBeInTheDocument();

    expect(rowTexts(screen.getByRole('table', { name: 'Components' }))).toEqual([
      ['NWG-MUG-11', 'Stoneware Mug', '10', '6', '4', 'E'],
    ]);
    const completions = rowTexts(screen.getByRole('table', { name: 'Completions' }))[0]!;
    expect(completions.slice(1, 5)).toEqual(['4', 'GS-0501', 'May 1, 2027', '$3.25']);
    expect(completions[5]).toContain('NWG-MUG-11 × 4 · lot L2400');
    expect(rowTexts(screen.getByRole('table', { name: 'Allocated lots' }))).toEqual([
      ['NWG-MUG-11', 'A-01-1', 'L2400', 'Jan 31, 2027', '6'],
    ]);
    // Completing is the guided flow; cancelling asks first.
    expect(screen.getByRole('link', { name: 'Complete…' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/7/complete',
    );
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('cancels after asking, with the version shown and an Idempotency-Key', async () => {
    renderWith(<WorkOrderScreen params={{ id: '7' }} />, '/manufacturing/work-orders/edit/7');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel work order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('What is still allocated goes back to available stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    await waitFor(() => expect(steps).toHaveLength(1));
    expect(steps[0]).toEqual({
      url: 'cancel',
      body: { version: 3 },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lifecycle' })).getByText('Cancelled'),
      ).toBeInTheDocument(),
    );
  });

  it('shows each short component and what covers it when a release is refused', async () => {
    current = {
      order: order({
        status: 'Draft',
        completedQuantity: 0,
        releasedAt: null,
        startedAt: null,
        unitCost: null,
      }),
      overview: overview({
        status: 'Draft',
        nextSteps: ['release', 'cancel'],
        refusals: {},
        revision: null,
        completions: [],
        allocatedLots: [],
        ledger: [],
      }),
    };
    renderWith(<WorkOrderScreen params={{ id: '7' }} />, '/manufacturing/work-orders/edit/7');
    const user = userEvent.setup({ delay: null });
    // A Draft is still a form.
    expect(await screen.findByLabelText('Order number')).toHaveValue('WO-0007');
    await user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    const table = await within(dialog).findByRole('table', { name: 'Short components' });
    expect(rowTexts(table)[0]).toEqual([
      'NWG-MUG-11',
      'Stoneware Mug',
      '10',
      '6',
      '4',
      'Purchase order PO-NWG-2041, expected Jun 10, 2026',
    ]);
    // A manufacturing manager may not open purchase orders: the number reads as text.
    expect(within(table).queryByRole('link', { name: 'Purchase order PO-NWG-2041' })).toBeNull();
    expect(steps[0]).toMatchObject({ url: 'release', body: { version: 3 } });
  });

  it('says what blocks the release of a Draft without a bill of materials', async () => {
    current = {
      order: order({ status: 'Draft', billOfMaterialsId: null, completedQuantity: 0 }),
      overview: overview({
        status: 'Draft',
        nextSteps: ['cancel'],
        refusals: { release: 'Choose the bill of materials first.' },
        requirements: [],
        completions: [],
        allocatedLots: [],
        ledger: [],
      }),
    };
    renderWith(<WorkOrderScreen params={{ id: '7' }} />, '/manufacturing/work-orders/edit/7');
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('Choose the bill of materials first.');
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    expect(
      screen.getByText('Nothing to take from stock yet: choose a bill of materials.'),
    ).toBeInTheDocument();
  });
});

describe('work order list', () => {
  it('reads statuses in their labels, progress, and a late Draft', async () => {
    renderWith(<WorkOrderListScreen />, '/manufacturing/work-orders');
    const table = await screen.findByRole('table', { name: 'Work orders' });
    const row = (await within(table).findByText('WO-0008')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText(/late/)).toBeInTheDocument();
    const started = within(table).getByText('WO-0007').closest('tr')!;
    expect(within(started).getByText('In progress')).toBeInTheDocument();
    expect(within(started).getByText('4 / 10 E')).toBeInTheDocument();
    expect(await within(started).findByText('Gift Set — Mug & Candle')).toBeInTheDocument();
    expect(within(started).getByRole('link', { name: 'Complete WO-0007' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/7/complete',
    );
    expect(within(row).queryByRole('link', { name: 'Complete WO-0008' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New work order' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/create',
    );
  });
});
