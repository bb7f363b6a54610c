/**
 * R&D projects (issue 15): a new project starts from spec §9's planning defaults; a saved project's
 * costing follows the form as it is typed (a what-if, nothing saved), with its warnings in plain
 * words; "Turn into a bill of materials" with a first work order sends its choices and opens the
 * work order.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { RndCostingSheet } from '../../../src/domain/contracts/manufacturing-answers';
import type { RndProjectRow } from '../../../src/domain/contracts/rnd-projects';
import RndFormScreen from '../../../src/screens/manufacturing/rnd-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/manufacturing/rndProjects`;

const project: RndProjectRow = {
  id: 9,
  version: 2,
  name: 'Holiday Candle Trio',
  vendorId: 1,
  warehouseId: 2,
  warehouseProductId: 40,
  items: [{ sku: 'NWG-WAX', name: 'Soy wax', quantity: 3, unitPrice: 4, vendorProductId: 33 }],
  quantity: 1,
  quantityToOrder: 500,
  otherFees: 320,
  percentMarkup: 45,
  unitWeight: 3.4,
  unitWeightMetric: false,
  wastePerItemPercent: 8,
  moqWarningMultiple: 3,
  lastPurchasedWeeksWarning: 26,
  planningLeadTimeDaysWarning: 35,
  billOfMaterialsId: null,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-02T10:00:00.000Z',
};

const sheet = (quantityToOrder: number): RndCostingSheet => ({
  projectId: 9,
  name: project.name,
  quantity: 1,
  quantityToOrder,
  percentMarkup: 45,
  wastePerItemPercent: 8,
  lines: [
    {
      index: 0,
      sku: 'NWG-WAX',
      name: 'Soy wax',
      vendorProductId: 33,
      quantity: 3,
      perUnit: 3.24,
      toOrder: Math.ceil(3.24 * quantityToOrder),
      unitPrice: 4,
      priceSource: 'line',
      costPerUnit: 12.96,
      minimumOrderQuantity: 1000,
      leadTimeDays: 42,
      lastPurchasedOn: '2025-06-01',
    },
  ],
  materialCostPerUnit: 12,
  wasteCostPerUnit: 0.96,
  batchMaterialCost: 12.96 * quantityToOrder,
  otherFees: 320,
  batchCost: 12.96 * quantityToOrder + 320,
  unitCost: 13.6,
  suggestedPrice: 19.72,
  marginPerUnit: 6.12,
  weight: { perUnitKg: 1.542, perUnitLb: 3.4, batchKg: 771.11, batchLb: 1700 },
  missingPrices: [],
  warnings: [
    {
      kind: 'moq',
      lineIndex: 0,
      sku: 'NWG-WAX',
      message: `NWG-WAX: ${quantityToOrder} to order is less than 3 × its minimum order of 1,000.`,
    },
    {
      kind: 'leadTime',
      lineIndex: 0,
      sku: 'NWG-WAX',
      message: 'NWG-WAX takes 42 days to arrive, more than 35.',
    },
  ],
  thresholds: { moqWarningMultiple: 3, lastPurchasedWeeksWarning: 26, planningLeadTimeDaysWarning: 35 },
  today: '2026-05-01',
});

const costings: Record<string, unknown>[] = [];
const toBom: Record<string, unknown>[] = [];

const server = setupServer(
  http.get(`${BASE}/9`, () => HttpResponse.json(project)),
  http.post(`${BASE}/9/costing`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    costings.push(body);
    return HttpResponse.json(sheet(Number(body.quantityToOrder ?? 500)));
  }),
  http.post(`${BASE}/9/to-bom`, async ({ request }) => {
    toBom.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ billOfMaterialsId: 12, workOrderId: 30, projectVersion: 3 });
  }),
  http.post(`${ORIGIN}/api/vendorProducts/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        { id: 33, sku: 'NWG-WAX', item: 'Soy wax', itemUnit: 'LB', type: 'RawResource' },
        { id: 40, sku: 'NWG-TRIO', item: 'Candle Trio', itemUnit: 'E', type: 'Stock Item' },
      ],
    }),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 2, code: 'DAL', fullName: 'Dallas' }]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  costings.length = 0;
  toBom.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(id?: string) {
  const actors = createTestActors({ user: loginResponse('manufacturing-manager') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  const path = id ? `/manufacturing/RnD/projects/edit/${id}` : '/manufacturing/RnD/projects/create';
  return renderWithApp(<RndFormScreen params={id ? { id } : {}} />, { actors, path });
}

describe('R&D project', () => {
  it('starts a new project from the planning defaults of spec §9', async () => {
    renderPage();
    expect(await screen.findByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByLabelText('Quantity to order')).toHaveValue(1);
    expect(screen.getByLabelText('Markup %')).toHaveValue(10);
    expect(screen.getByLabelText('Waste per item %')).toHaveValue(8);
    expect(screen.getByLabelText('Minimum order multiple')).toHaveValue(3);
    expect(screen.getByLabelText('Last bought (weeks)')).toHaveValue(26);
    expect(screen.getByLabelText('Lead time (days)')).toHaveValue(35);
    expect(screen.getByLabelText('In kilograms (off: pounds)')).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Costing' })).toBeNull();
  });

  it('costs the form as it is typed and lists the warnings in plain words', async () => {
    renderPage('9');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('rnd-unit-cost')).toHaveTextContent('$13.60');
    const costing = screen.getByLabelText('Costing');
    expect(within(costing).getByText('Suggested price (+45 %)').nextSibling).toHaveTextContent('$19.72');
    expect(within(costing).getByText('Weight per unit').nextSibling).toHaveTextContent('1.542 kg · 3.4 lb');
    expect(screen.getByText(/500 to order is less than 3 × its minimum order of 1,000/)).toBeInTheDocument();
    expect(screen.getByText(/takes 42 days to arrive, more than 35/)).toBeInTheDocument();
    expect(costings[0]).toMatchObject({ quantityToOrder: 500, otherFees: 320, unitWeightMetric: false });

    const toOrder = screen.getByLabelText('Quantity to order');
    await user.clear(toOrder);
    await user.type(toOrder, '3000');
    await waitFor(() => expect(costings.at(-1)).toMatchObject({ quantityToOrder: 3000 }), { timeout: 3000 });
    expect(await screen.findByText(/3000 to order is less than/)).toBeInTheDocument();
  });

  it('asks for the product before a project can become a bill of materials', async () => {
    server.use(http.get(`${BASE}/9`, () => HttpResponse.json({ ...project, warehouseProductId: null })));
    renderPage('9');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Turn into a bill of materials' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Choose the project’s product and save it first');
    expect(within(dialog).getByRole('button', { name: 'Turn into a bill of materials' })).toBeDisabled();
  });

  it('turns the project into a bill of materials with a first work order', async () => {
    const { location } = renderPage('9');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Turn into a bill of materials' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Bill of materials name')).toHaveValue('Holiday Candle Trio');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Kit');
    await user.click(within(dialog).getByLabelText('Also create a first work order'));
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveValue(500);
    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Turn into a bill of materials' }));
    await waitFor(() => expect(toBom).toHaveLength(1));
    expect(toBom[0]).toEqual({
      version: 2,
      name: 'Holiday Candle Trio',
      type: 'Kit',
      workOrder: { quantity: 250, warehouseId: 2, dueDate: null },
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/manufacturing/work-orders/edit/30'));
  });
});
