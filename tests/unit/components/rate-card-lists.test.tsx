/**
 * The rate card lists over a fake server (msw): activity rate cards with their vendor and warehouse
 * ("All warehouses" for none), "New rate card" posting the card and opening it; carrier rate cards
 * with "House card" for a card without a vendor and their weight bands counted, and the carrier form
 * sending its bands' prices as the amounts the API carries.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { rateCardsCrud } from '../../../src/components/crud/configs/rate-cards';
import { CrudFormPage } from '../../../src/components/crud/crud-form';
import { CrudList } from '../../../src/components/crud/crud-list';
import ActivityRateCardsScreen from '../../../src/screens/billing/activity-rate-cards.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ORIGIN = 'http://dockhand.test';
const stamp = '2026-11-02T15:00:00.000Z';
const card = (id: number, name: string, vendorId: number, warehouseId: number | null) => ({
  id,
  name,
  vendorId,
  warehouseId,
  currency: 'USD',
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
});
const carrierCard = (id: number, name: string, vendorId: number | null, rates: unknown[]) => ({
  id,
  name,
  vendorId,
  carrierCode: 'ups',
  serviceCode: 'ups_ground',
  tplCarrierCode: 'UPS',
  tplServiceCode: null,
  rateWeightUnit: 'LBS',
  rates,
  version: 1,
});
const posted: { path: string; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([
      { id: 1, code: 'NWG', name: 'Northwind Goods' },
      { id: 2, code: 'BPO', name: 'Bluepeak Outdoors' },
    ]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 2, code: 'DAL', fullName: 'Dallas Distribution Center' }]),
  ),
  http.post(`${ORIGIN}/api/common/activityRateCards/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [card(4, 'Northwind standard', 1, null), card(5, 'Bluepeak Dallas', 2, 2)],
    }),
  ),
  http.post(`${ORIGIN}/api/common/activityRateCards`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path: 'activityRateCards', body });
    return HttpResponse.json(card(9, String(body.name), 2, null), { status: 201 });
  }),
  http.post(`${ORIGIN}/api/common/rateCards/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        carrierCard(1, 'House ground', null, [{ upToWeight: 1, rate: 8.5 }]),
        carrierCard(2, 'Northwind ground', 1, [
          { upToWeight: 1, rate: 7.25 },
          { upToWeight: 5, rate: 11 },
        ]),
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/common/rateCards`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ path: 'rateCards', body });
    return HttpResponse.json({ ...carrierCard(3, String(body.name), null, []), ...body }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function actors() {
  const app = createTestActors({ user: loginResponse('admin') });
  app.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return app;
}

describe('activity rate cards', () => {
  it('lists the cards with their vendor and warehouse, and opens a new one once created', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ActivityRateCardsScreen />, {
      actors: actors(),
      path: '/manage/billing/activityRateCards',
    });
    const table = await screen.findByRole('table', { name: 'Activity rate cards' });
    const first = within(table).getAllByRole('row')[1]!;
    await waitFor(() =>
      expect(first).toHaveTextContent(/Northwind standard\s*Northwind Goods\s*All warehouses/),
    );
    await waitFor(() => expect(within(table).getByText('Dallas Distribution Center')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New rate card' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create rate card' }));
    expect(await within(dialog).findByText('Vendor is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Bluepeak all');
    await user.selectOptions(within(dialog).getByLabelText('Vendor'), 'Bluepeak Outdoors');
    await user.click(within(dialog).getByRole('button', { name: 'Create rate card' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/manage/billing/activityRateCards/9'));
    expect(posted).toEqual([
      {
        path: 'activityRateCards',
        body: { name: 'Bluepeak all', vendorId: 2, warehouseId: null, currency: 'USD' },
      },
    ]);
  });
});

describe('carrier rate cards', () => {
  it('reads a card without a vendor as the house card, and counts its weight bands', async () => {
    renderWithApp(<CrudList config={rateCardsCrud} />, { actors: actors(), path: rateCardsCrud.path });
    const table = await screen.findByRole('table', { name: 'Carrier rate cards' });
    const [, house, own] = within(table).getAllByRole('row');
    expect(house).toHaveTextContent(/House ground\s*House card\s*ups\s*ups_ground\s*UPS\s*LBS\s*1/);
    await waitFor(() => expect(own).toHaveTextContent(/Northwind ground\s*Northwind Goods/));
    expect(own).toHaveTextContent(/LBS\s*2/);
  });

  it('sends the weight bands’ prices as amounts, in LBS by default', async () => {
    const user = userEvent.setup();
    renderWithApp(<CrudFormPage config={rateCardsCrud} />, {
      actors: actors(),
      path: `${rateCardsCrud.path}/create`,
    });
    await user.type(await screen.findByLabelText('Name'), 'House 2-day');
    await user.type(screen.getByLabelText('Carrier code'), 'ups');
    await user.type(screen.getByLabelText('Service code'), 'ups_2nd_day_air');
    expect(screen.getByLabelText('Weight unit')).toHaveDisplayValue('Pounds (LBS)');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 1 up to weight (lbs)'), '2.5');
    await user.type(screen.getByLabelText('Line 1 price ($)'), '1234.5');
    expect(screen.getByLabelText('Line 1 price ($)')).toHaveValue('1,234.5');
    await user.click(screen.getByRole('button', { name: 'Create rate card' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({
      name: 'House 2-day',
      vendorId: null,
      rateWeightUnit: 'LBS',
      rates: [{ upToWeight: 2.5, rate: 1234.5 }],
    });
  });
});
