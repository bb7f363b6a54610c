/**
 * A bill of materials' page (issue 15): its revision, component lines with a unit converted to the
 * item's unit and waste (what each needs per finished unit, as typed), saved on the version shown;
 * its explosion as an expandable tree for a chosen quantity, with the rolled-up unit cost.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { BillOfMaterialsRow } from '../../../src/domain/contracts/bill-of-materials';
import type { BomExplosion, ExplosionNode } from '../../../src/domain/contracts/manufacturing-answers';
import BomFormScreen from '../../../src/screens/manufacturing/bom-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/manufacturing/billOfMaterials`;

const bom: BillOfMaterialsRow = {
  id: 4,
  version: 6,
  name: 'Candle Trio',
  type: 'Assembly',
  vendorId: 1,
  warehouseId: 2,
  warehouseProductId: 40,
  revision: 2,
  items: [
    {
      sku: 'NWG-WAX',
      name: 'Soy wax',
      quantity: 8,
      vendorProductId: 33,
      unit: 'OZ',
      unitsPerItemUnit: 16,
      wastePercent: 10,
      productType: 'RawResource',
    },
    {
      sku: 'NWG-JAR-KIT',
      name: 'Jar kit',
      quantity: 3,
      vendorProductId: 34,
      unit: null,
      unitsPerItemUnit: 1,
      wastePercent: 0,
      productType: 'Packaging',
    },
  ],
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-02T10:00:00.000Z',
};

const items = [
  { id: 33, sku: 'NWG-WAX', item: 'Soy wax', itemUnit: 'LB', type: 'RawResource' },
  { id: 34, sku: 'NWG-JAR-KIT', item: 'Jar kit', itemUnit: 'E', type: 'Stock Item' },
  { id: 35, sku: 'NWG-JAR', item: 'Glass jar', itemUnit: 'E', type: 'Packaging' },
  { id: 40, sku: 'NWG-TRIO', item: 'Candle Trio', itemUnit: 'E', type: 'Stock Item' },
];

const node = (extra: Partial<ExplosionNode>): ExplosionNode => ({
  key: '0',
  level: 1,
  vendorProductId: 33,
  sku: 'NWG-WAX',
  name: 'Soy wax',
  productType: 'RawResource',
  unit: 'OZ',
  unitsPerItemUnit: 16,
  itemUnit: 'LB',
  quantityPerParent: 8,
  wastePercent: 10,
  perFinishedUnit: 0.55,
  required: 0.55,
  toConsume: 1,
  subBillOfMaterialsId: null,
  unitPrice: 4,
  costPerFinishedUnit: 2.2,
  children: [],
  ...extra,
});

const explosion = (quantity: number): BomExplosion => ({
  billOfMaterialsId: 4,
  name: 'Candle Trio',
  revision: 2,
  finishedProduct: { vendorProductId: 40, sku: 'NWG-TRIO', name: 'Candle Trio' },
  quantity,
  tree: [
    node({ required: 0.55 * quantity, toConsume: Math.ceil(0.55 * quantity) }),
    node({
      key: '1',
      vendorProductId: 34,
      sku: 'NWG-JAR-KIT',
      name: 'Jar kit',
      productType: 'Packaging',
      unit: 'E',
      unitsPerItemUnit: 1,
      itemUnit: 'E',
      quantityPerParent: 3,
      wastePercent: 0,
      perFinishedUnit: 3,
      required: 3 * quantity,
      toConsume: null,
      subBillOfMaterialsId: 9,
      unitPrice: null,
      costPerFinishedUnit: 1.5,
      children: [
        node({
          key: '1.0',
          level: 2,
          vendorProductId: 35,
          sku: 'NWG-JAR',
          name: 'Glass jar',
          productType: 'Packaging',
          unit: 'E',
          unitsPerItemUnit: 1,
          itemUnit: 'E',
          quantityPerParent: 1,
          wastePercent: 5,
          perFinishedUnit: 3.15,
          required: 3.15 * quantity,
          toConsume: Math.ceil(3.15 * quantity),
          unitPrice: 0.5,
          costPerFinishedUnit: 1.58,
        }),
      ],
    }),
  ],
  totals: [],
  costPerUnit: 3.78,
  totalCost: 3.78 * quantity,
  missingPrices: [],
  problems: [],
});

const explosionQueries: string[] = [];
const edits: Record<string, unknown>[] = [];

const server = setupServer(
  http.get(`${BASE}/4`, () => HttpResponse.json(bom)),
  http.get(`${BASE}/4/explosion`, ({ request }) => {
    const quantity = new URL(request.url).searchParams.get('quantity')!;
    explosionQueries.push(quantity);
    return HttpResponse.json(explosion(Number(quantity)));
  }),
  http.post(`${BASE}/edit`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    edits.push(body);
    return HttpResponse.json({ ...bom, ...body, version: 7, revision: 3 });
  }),
  http.post(`${ORIGIN}/api/vendorProducts/listItems`, () =>
    HttpResponse.json({ total: items.length, items }),
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
  explosionQueries.length = 0;
  edits.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const actors = createTestActors({ user: loginResponse('manufacturing-manager') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<BomFormScreen params={{ id: '4' }} />, {
    actors,
    path: '/manufacturing/billOfMaterials/edit/4',
  });
}

describe('bill of materials page', () => {
  it('shows each line converted to its item unit with waste, and saves a new revision on the version shown', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: /Candle Trio\s*Revision 2/ })).toBeInTheDocument();
    // 8 oz of an item kept in pounds, 16 oz per lb, 10 % waste: 0.55 lb per finished unit.
    expect(await screen.findByLabelText('Line 1 OZ per LB')).toHaveValue(16);
    await waitFor(() =>
      expect(screen.getByLabelText('Line 1 needs per finished unit')).toHaveTextContent('0.55 LB'),
    );
    expect(screen.getByLabelText('Line 2 needs per finished unit')).toHaveTextContent('3 E');

    await user.clear(screen.getByLabelText('Line 1 waste percent'));
    await user.type(screen.getByLabelText('Line 1 waste percent'), '25');
    expect(screen.getByLabelText('Line 1 needs per finished unit')).toHaveTextContent('0.625 LB');
    // Back to the item's own unit: no conversion.
    await user.selectOptions(screen.getByLabelText('Line 2 unit'), 'BX');
    await user.clear(screen.getByLabelText('Line 2 BX per E'));
    await user.type(screen.getByLabelText('Line 2 BX per E'), '0.5');
    expect(screen.getByLabelText('Line 2 needs per finished unit')).toHaveTextContent('6 E');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 4,
      version: 6,
      name: 'Candle Trio',
      warehouseProductId: 40,
      items: [
        {
          sku: 'NWG-WAX',
          vendorProductId: 33,
          quantity: 8,
          unit: 'OZ',
          unitsPerItemUnit: 16,
          wastePercent: 25,
          productType: 'RawResource',
        },
        {
          sku: 'NWG-JAR-KIT',
          vendorProductId: 34,
          quantity: 3,
          unit: 'BX',
          unitsPerItemUnit: 0.5,
          wastePercent: 0,
          productType: 'Packaging',
        },
      ],
    });
  });

  it('explodes the tree for a chosen quantity, sub-assemblies expandable, with the unit cost', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    const tree = await screen.findByRole('table', { name: 'Component tree' });
    expect(screen.getByTestId('bom-unit-cost')).toHaveTextContent('$3.78');
    expect(within(tree).getByText('NWG-JAR')).toBeInTheDocument();
    expect(within(tree).getByText(/sub-assembly/)).toBeInTheDocument();

    await user.click(within(tree).getByRole('button', { name: 'Collapse NWG-JAR-KIT' }));
    expect(within(tree).queryByText('NWG-JAR')).toBeNull();
    await user.click(within(tree).getByRole('button', { name: 'Expand NWG-JAR-KIT' }));
    expect(within(tree).getByText('NWG-JAR')).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: 'Finished units' });
    await user.clear(quantity);
    await user.type(quantity, '20');
    await waitFor(() => expect(explosionQueries.at(-1)).toBe('20'));
    const table = await screen.findByRole('table', { name: 'Component tree' });
    await waitFor(() =>
      expect(within(table).getByLabelText('NWG-JAR required for 20')).toHaveTextContent('63 E'),
    );
    expect(within(table).getByLabelText('NWG-WAX required for 20')).toHaveTextContent('11 LB');
  });
});
