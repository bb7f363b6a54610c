/**
 * The Billing Ledger as a client (a vendor user) sees it, over a fake server (msw): its open period
 * first (running total, per charge type, projected storage and total, the lines with sources), read
 * again live when its charges change (BillingEntriesUpdated for its vendor only); no client column or
 * filter; it questions a charge with a comment, and nothing is sent without one.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { LiveEvent } from '../../../src/domain/live-events';
import BillingLedgerScreen from '../../../src/screens/billing/billing-ledger.screen';
import { dispute, fakeBillingServer, openPeriod, ORIGIN, shipped, trace } from './billing-ledger-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const fake = fakeBillingServer();
beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fake.reset();
  window.localStorage.clear();
});
afterEach(() => fake.server.resetHandlers());
afterAll(() => fake.server.close());

function renderAsClient() {
  const actors = createTestActors({
    user: loginResponse('vendor', { email: 'brand@northwind.test', accessVendorIds: [1] }),
  });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<BillingLedgerScreen />, { actors, path: '/manage/billing/customerBilingLedger' });
}

const panel = () => screen.getByRole('region', { name: 'Open period' });

describe('the open period', () => {
  it('shows the running total, per charge type, the projection and the lines with sources', async () => {
    renderAsClient();
    await screen.findByRole('heading', { name: 'Open period' });
    const lines = await screen.findByRole('table', { name: 'Charges of the open period' });
    expect(fake.calls('GET /api/common/orderBillingEntries/open-period')[0]!.query).toEqual({
      vendorId: '1',
    });
    expect(within(panel()).getByText('$25.50')).toBeInTheDocument();
    expect(within(panel()).getByText('$150.00')).toBeInTheDocument();
    expect(within(panel()).getByText('$175.50')).toBeInTheDocument();
    expect(within(panel()).getByText('$15.00 a day × 10 days left')).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: '#NWG-1042' })).toHaveAttribute(
      'href',
      '/orders/details/501',
    );
    expect(within(lines).getByText('Questioned')).toBeInTheDocument();
    expect(within(lines).getByText('$0.0125')).toBeInTheDocument();
    // A client's ledger has no client column, filter, tabs or Add custom charge.
    const ledger = await screen.findByRole('table', { name: 'Billing ledger' });
    expect(within(ledger).queryByRole('columnheader', { name: /Vendor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add custom charge' })).not.toBeInTheDocument();
  });

  it('reads the period again when its vendor’s charges change, not another vendor’s', async () => {
    const { actors } = renderAsClient();
    await screen.findByRole('table', { name: 'Charges of the open period' });
    fake.answer('GET /api/common/orderBillingEntries/open-period', () =>
      HttpResponse.json(openPeriod({ total: 40, projectedTotal: 190 })),
    );
    const reads = () => fake.calls('GET /api/common/orderBillingEntries/open-period').length;
    act(() => actors.hubClient.dispatch(LiveEvent.billingEntriesUpdated, [{ vendorId: 2 }]));
    await new Promise((r) => setTimeout(r, 400));
    expect(reads()).toBe(1);
    act(() => actors.hubClient.dispatch(LiveEvent.billingEntriesUpdated, [{ vendorId: 1 }]));
    expect(await within(panel()).findByText('$40.00')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('says why the period could not be loaded, with Retry', async () => {
    fake.answer('GET /api/common/orderBillingEntries/open-period', () =>
      HttpResponse.json({ error: 'forbidden', message: 'You may not see this client.' }, { status: 403 }),
    );
    renderAsClient();
    expect(await screen.findByText('The open period could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('You may not see this client.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('questioning a charge', () => {
  it('sends the comment and shows the question in the thread', async () => {
    const user = userEvent.setup();
    let asked = false;
    fake.answer('GET /api/common/orderBillingEntries/12/trace', () =>
      HttpResponse.json(
        trace({ entry: { ...shipped, invoiceId: null }, disputes: asked ? [dispute()] : [] }),
      ),
    );
    fake.answer('POST /api/common/orderBillingEntries/12/dispute', () => {
      asked = true;
      return HttpResponse.json(dispute(), { status: 201 });
    });
    renderAsClient();
    const lines = await screen.findByRole('table', { name: 'Charges of the open period' });
    await user.click(within(lines).getByRole('button', { name: 'Pick and pack per order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Question this charge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByText('Say what is wrong with this charge.')).toBeInTheDocument();
    expect(fake.calls('POST /api/common/orderBillingEntries/12/dispute')).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('What is wrong with this charge?'),
      'We shipped 2 orders that day, not 3.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('We shipped 2 orders that day, not 3.')).toBeInTheDocument();
    expect(fake.calls('POST /api/common/orderBillingEntries/12/dispute')[0]!.body).toEqual({
      comment: 'We shipped 2 orders that day, not 3.',
    });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Question this charge' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Answer the question' })).not.toBeInTheDocument();
  });

  it('keeps the comment and shows the server’s message when the question is refused', async () => {
    const user = userEvent.setup();
    fake.answer('POST /api/common/orderBillingEntries/12/dispute', () =>
      HttpResponse.json(
        { error: 'conflict', message: 'This charge already has an open question.' },
        { status: 409 },
      ),
    );
    fake.answer('GET /api/common/orderBillingEntries/12/trace', () =>
      HttpResponse.json(trace({ entry: { ...shipped, invoiceId: null } })),
    );
    renderAsClient();
    const lines = await screen.findByRole('table', { name: 'Charges of the open period' });
    await user.click(within(lines).getByRole('button', { name: 'Pick and pack per order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Question this charge' }));
    await user.type(within(dialog).getByLabelText('What is wrong with this charge?'), 'Too many');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('This charge already has an open question.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What is wrong with this charge?')).toHaveValue('Too many');
  });
});
