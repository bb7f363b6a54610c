/**
 * The Billing Ledger for staff over a fake server (msw): the rows read as people read them (labels,
 * money, the rate as written, the source document and invoice linked, the open question's badge);
 * the totals and the export follow the applied filters; a charge opens its trace, where staff
 * answer an open question with a credit and the ledger reads its rows again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import BillingLedgerScreen from '../../../src/screens/billing/billing-ledger.screen';
import { dispute, fakeBillingServer, ORIGIN, trace } from './billing-ledger-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const fake = fakeBillingServer();
beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  fake.reset();
  window.localStorage.clear();
});
afterEach(() => fake.server.resetHandlers());
afterAll(() => fake.server.close());

function renderLedger(role: Role = 'admin', path = '/manage/billing/customerBilingLedger', extra = {}) {
  const actors = createTestActors({ user: loginResponse(role, extra) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <>
      <BillingLedgerScreen />
      <Toaster />
    </>,
    { actors, path },
  );
}

const table = () => screen.getByRole('table', { name: 'Billing ledger' });

describe('the ledger (staff)', () => {
  it('shows each charge with its source, rate as written, amount, invoice and question', async () => {
    renderLedger();
    const storage = await within(table()).findByRole('button', { name: 'Trace Storage per unit per day' });
    const storageRow = storage.closest('tr')!;
    expect(within(storageRow).getByText('Daily storage')).toBeInTheDocument();
    expect(within(storageRow).getByText('$0.0125')).toBeInTheDocument();
    expect(within(storageRow).getByText('$15.00')).toBeInTheDocument();
    expect(within(storageRow).getByText('Not invoiced')).toBeInTheDocument();
    const orderRow = within(table())
      .getByRole('button', { name: 'Trace Pick and pack per order' })
      .closest('tr')!;
    expect(within(orderRow).getByRole('link', { name: '#NWG-1042' })).toHaveAttribute(
      'href',
      '/orders/details/501',
    );
    expect(within(orderRow).getByText('Order shipped')).toBeInTheDocument();
    expect(await within(orderRow).findByRole('link', { name: 'INV-2026-0040' })).toHaveAttribute(
      'href',
      '/billing/customerInvoices/view/40',
    );
    expect(await within(orderRow).findByText('Questioned')).toBeInTheDocument();
    expect(within(storageRow).queryByText('Questioned')).not.toBeInTheDocument();
    expect(await within(orderRow).findByText('Northwind Goods')).toBeInTheDocument();
  });

  it('totals the applied filters, per charge type, and sends the same filters to the totals', async () => {
    const user = userEvent.setup();
    renderLedger();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('$25.50')).toBeInTheDocument();
    expect(within(totals).getByText('2 charges')).toBeInTheDocument();
    expect(within(totals).getByText('Pick and pack')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoiced' }), 'Not invoiced');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Daily storage');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fake.calls('GET /api/common/orderBillingEntries/totals').at(-1)?.query).toEqual({
        invoiced: 'false',
        sourceType: 'storage',
      }),
    );
    const lists = fake.calls('POST /api/common/orderBillingEntries/listItems');
    expect(
      lists.some(
        (c) =>
          JSON.stringify(c.body) ===
          JSON.stringify({ invoiced: 'false', sourceType: 'storage', page: 1, perPage: 10 }),
      ),
    ).toBe(true);
  });

  it('exports the applied filters as CSV with the user’s token', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:ledger');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    fake.answer(
      'GET /api/common/orderBillingEntries/export',
      () => new HttpResponse('a,b\n', { headers: { 'content-type': 'text/csv' } }),
    );
    renderLedger('admin', '/manage/billing/customerBilingLedger?chargeType=Storage');
    await screen.findByRole('button', { name: 'Trace Storage per unit per day' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(fake.calls('GET /api/common/orderBillingEntries/export')[0]!.query).toEqual({
      chargeType: 'Storage',
      format: 'csv',
    });
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    fake.answer('GET /api/common/orderBillingEntries/export', () =>
      HttpResponse.json(
        { error: 'bad_request', message: 'The period is too long to export.' },
        { status: 400 },
      ),
    );
    renderLedger();
    await screen.findByRole('button', { name: 'Trace Storage per unit per day' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText(/The period is too long to export/)).toBeInTheDocument();
  });
});

describe('the trace (staff)', () => {
  it('shows where the charge comes from and answers the open question with a credit', async () => {
    const user = userEvent.setup();
    let answered = false;
    fake.answer('GET /api/common/orderBillingEntries/12/trace', () =>
      HttpResponse.json(
        trace({
          disputes: [
            answered
              ? dispute({
                  status: 'Resolved',
                  resolution: 'credit',
                  resolutionComment: 'One order too many.',
                  resolvedByName: 'Alex Morgan',
                  resolvedAt: '2026-11-21T10:00:00Z',
                  creditEntryId: 13,
                })
              : dispute(),
          ],
        }),
      ),
    );
    fake.answer('POST /api/common/orderBillingEntries/12/resolve', () => {
      answered = true;
      return HttpResponse.json(dispute({ status: 'Resolved', resolution: 'credit' }));
    });
    renderLedger();
    await user.click(await screen.findByRole('button', { name: 'Trace Pick and pack per order' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Northwind 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Version 2, effective Nov 1, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'INV-2026-0040' })).toBeInTheDocument();
    expect(within(dialog).getByText('We shipped 2 orders that day, not 3.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Question this charge' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Answer the question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    expect(within(dialog).getByText('Choose a credit or an explanation.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('A credit'));
    await user.type(within(dialog).getByLabelText('Credit amount'), '20');
    await user.type(within(dialog).getByLabelText('Why it is credited'), 'One order too many.');
    await user.click(within(dialog).getByRole('button', { name: 'Credit the charge' }));
    expect(within(dialog).getByText('The credit cannot be more than the charge.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Credit amount'));
    await user.type(within(dialog).getByLabelText('Credit amount'), '3.50');
    const listsBefore = fake.calls('POST /api/common/orderBillingEntries/listItems').length;
    await user.click(within(dialog).getByRole('button', { name: 'Credit the charge' }));
    expect(await within(dialog).findByText('Credited')).toBeInTheDocument();
    expect(fake.calls('POST /api/common/orderBillingEntries/12/resolve')[0]!.body).toEqual({
      resolution: 'credit',
      comment: 'One order too many.',
      creditAmount: 3.5,
    });
    await waitFor(() =>
      expect(fake.calls('POST /api/common/orderBillingEntries/listItems').length).toBeGreaterThan(
        listsBefore,
      ),
    );
  });

  it('says why a trace could not be loaded, in the screen’s words', async () => {
    const user = userEvent.setup();
    fake.answer('GET /api/common/orderBillingEntries/12/trace', () =>
      HttpResponse.json({ error: 'not_found', message: 'This charge does not exist.' }, { status: 404 }),
    );
    renderLedger();
    await user.click(await screen.findByRole('button', { name: 'Trace Pick and pack per order' }));
    expect(await screen.findByText('This charge could not be loaded')).toBeInTheDocument();
  });
});
