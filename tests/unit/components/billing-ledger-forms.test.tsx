/**
 * Add Custom Charge and the unbilled activity check over a fake server (msw): the form starts on
 * spec §3's defaults and today, shows the amount as billing rounds it while typing, posts the body
 * the server validates, puts the server's 400 messages under their fields and offers "Add another";
 * the unbilled check needs a client, lists the events without a price with why and their documents,
 * and "Run billing" says it was queued.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { userDay } from '../../../src/components/format';
import AddCustomChargeScreen from '../../../src/screens/billing/add-custom-charge.screen';
import BillingLedgerScreen from '../../../src/screens/billing/billing-ledger.screen';
import { entry, fakeBillingServer, ORIGIN } from './billing-ledger-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

// Typing a whole form is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const fake = fakeBillingServer();
beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fake.reset());
afterEach(() => fake.server.resetHandlers());
afterAll(() => fake.server.close());

function renderAsStaff(ui: ReactElement, path: string) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <>
      {ui}
      <Toaster />
    </>,
    { actors, path },
  );
}

const POST_CHARGE = 'POST /api/common/orderBillingEntries';

describe('Add Custom Charge', () => {
  it('starts on the defaults, shows the amount live and posts the body the server takes', async () => {
    const user = userEvent.setup();
    fake.answer(POST_CHARGE, () =>
      HttpResponse.json(
        entry({ id: 30, sourceType: 'custom', chargeLabel: 'Relabelling', amount: 4.5, chargeType: 'Labor' }),
        { status: 201 },
      ),
    );
    renderAsStaff(<AddCustomChargeScreen />, '/manage/billing/customerBillingLedger');
    expect(screen.getByLabelText('Date')).toHaveValue(userDay());
    expect(screen.getByLabelText('Charge type')).toHaveDisplayValue('Administrative');
    expect(screen.getByLabelText('Type')).toHaveDisplayValue('Other');
    expect(screen.getByLabelText('Number of units')).toHaveValue(1);
    await screen.findByRole('option', { name: 'Northwind Goods' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.type(screen.getByLabelText('Unit charge'), '0.15');
    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '30');
    expect(screen.getByLabelText('Amount')).toHaveValue('$4.50');
    await user.type(screen.getByLabelText('Charge label'), 'Relabelling');
    await user.selectOptions(screen.getByLabelText('Charge type'), 'Labor');
    await user.type(screen.getByLabelText('Reference number'), 'WO-77');
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByRole('heading', { name: 'Charge added' })).toBeInTheDocument();
    expect(fake.calls(POST_CHARGE)[0]!.body).toEqual({
      vendorId: 1,
      warehouseId: null,
      entryDate: userDay(),
      singleUnitCharge: 0.15,
      numberOfUnits: 30,
      chargeLabel: 'Relabelling',
      chargeType: 'Labor',
      type: 'Other',
      invoiceId: null,
      refNum: 'WO-77',
    });
    expect(screen.getByRole('link', { name: 'See it in the ledger' })).toHaveAttribute(
      'href',
      '/manage/billing/customerBilingLedger?vendorId=1&sourceType=custom',
    );
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(await screen.findByLabelText('Charge label')).toHaveValue('');
    expect(screen.getByLabelText('Vendor')).toHaveDisplayValue('Northwind Goods');
  });

  it('says what is missing before sending, in the fields’ words', async () => {
    const user = userEvent.setup();
    renderAsStaff(<AddCustomChargeScreen />, '/manage/billing/customerBillingLedger');
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Vendor is required')).toBeInTheDocument();
    expect(screen.getByText('Charge label is required')).toBeInTheDocument();
    expect(fake.calls(POST_CHARGE)).toHaveLength(0);
  });

  it('puts the server’s 400 messages under their fields', async () => {
    const user = userEvent.setup();
    fake.answer(POST_CHARGE, () =>
      HttpResponse.json(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: { warehouseId: 'Choose a warehouse' },
        },
        { status: 400 },
      ),
    );
    renderAsStaff(<AddCustomChargeScreen />, '/manage/billing/customerBillingLedger');
    await screen.findByRole('option', { name: 'Dallas' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.selectOptions(screen.getByLabelText('Warehouse'), 'Dallas');
    await user.type(screen.getByLabelText('Unit charge'), '2');
    await user.type(screen.getByLabelText('Charge label'), 'Rush fee');
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Choose a warehouse')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid.')).toBeInTheDocument();
  });
});

describe('unbilled activity (staff)', () => {
  it('needs a client, lists what has no price and why, and queues a billing run', async () => {
    const user = userEvent.setup();
    fake.answer('GET /api/common/orderBillingEntries/unbilled', (call) =>
      HttpResponse.json({
        from: call.query.from,
        to: call.query.to,
        unpriced: [
          {
            sourceType: 'return',
            sourceId: '88',
            sourceRef: 'RMA-88',
            activity: 'Returns',
            vendorId: 1,
            warehouseId: 2,
            day: '2026-11-10',
            reason: 'No returns rule on the rate card',
            href: '/orders/returns/view/88',
          },
        ],
        pendingCount: 4,
        eventCount: 31,
      }),
    );
    fake.answer('POST /api/common/orderBillingEntries/run', () =>
      HttpResponse.json({ jobId: 9, created: true }, { status: 202 }),
    );
    renderAsStaff(<BillingLedgerScreen />, '/manage/billing/customerBilingLedger');
    await user.click(await screen.findByRole('tab', { name: 'Unbilled activity' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Choose a vendor to check.')).toBeInTheDocument();
    await screen.findAllByRole('option', { name: 'Northwind Goods' });
    const form = screen.getByRole('form', { name: 'Unbilled activity check' });
    await user.selectOptions(within(form).getByLabelText('Vendor'), 'Northwind Goods');
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const unpriced = await screen.findByRole('table', { name: 'Events without a price' });
    expect(fake.calls('GET /api/common/orderBillingEntries/unbilled')[0]!.query).toEqual({
      vendorId: '1',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(within(unpriced).getByText('No returns rule on the rate card')).toBeInTheDocument();
    expect(within(unpriced).getByRole('link', { name: 'RMA-88' })).toHaveAttribute(
      'href',
      '/orders/returns/view/88',
    );
    expect(screen.getByText(/31 billable events/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run billing' }));
    expect(await screen.findByText(/Billing run queued for Northwind Goods/)).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls('POST /api/common/orderBillingEntries/run')[0]!.body).toEqual({
        vendorId: 1,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });
});
