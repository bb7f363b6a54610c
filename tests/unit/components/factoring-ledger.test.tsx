/**
 * The factoring ledger screen over a fake server (msw): per vendor advanced, fees, repayments and the
 * balance, as money; the period's transactions with their codes; "Add transaction" posts the signed
 * amount the money input took (a repayment typed with a minus), starting on the chosen vendor and
 * today, then reloads the ledger; the server's 400 shows under its field; with a warehouse chosen the
 * transactions say they are a vendor's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { userDay } from '../../../src/components/format';
import type { FactoringLedgerAnswer } from '../../../src/domain/contracts/sales-reports';
import FactoringLedgerScreen from '../../../src/screens/reports/factoring-ledger.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
// jsdom has no matchMedia; the toaster asks it about reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const ORIGIN = 'http://dockhand.test';

const answer = (over: Partial<FactoringLedgerAnswer> = {}): FactoringLedgerAnswer => {
  const row = {
    units: 30,
    orders: 4,
    orderValue: 1200,
    factoredValue: 960,
    unfactoredUnits: 0,
    advanced: 965,
    fees: 14.01,
    repayments: -20.15,
    balance: 958.86,
  };
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    timezoneOffset: -6,
    days: [{ day: '2026-11-30', factoredValue: 960 }],
    vendors: [{ vendorId: 1, ...row }],
    totals: row,
    transactionsIncluded: true,
    transactions: [
      {
        id: 7,
        vendorId: 1,
        transactionDate: '2026-11-20',
        ledgerEntryId: 6,
        code: 'REP',
        codeName: 'Repayment',
        amount: -20.15,
        reference: 'WIRE-1',
        notes: 'Wire received',
      },
    ],
    ...over,
  };
};

const posted: unknown[] = [];
let ledgerCalls = 0;
let addAnswer: () => Response = () => HttpResponse.json({}, { status: 201 });
const server = setupServer(
  http.get(`${ORIGIN}/api/common/reports/factoring-ledger`, ({ request }) => {
    ledgerCalls += 1;
    const warehouseId = new URL(request.url).searchParams.get('warehouseId');
    return HttpResponse.json(
      warehouseId ? answer({ transactionsIncluded: false, transactions: [] }) : answer(),
    );
  }),
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([
      { id: 1, name: 'Northwind Goods' },
      { id: 2, name: 'Bluepeak Outdoors' },
    ]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () => HttpResponse.json([{ id: 3, fullName: 'Dallas' }])),
  http.post(`${ORIGIN}/api/common/ledgerEntries/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        { id: 2, code: 'FEE', name: 'Factoring fee' },
        { id: 6, code: 'REP', name: 'Repayment' },
      ],
    }),
  ),
  http.post(`${ORIGIN}/api/common/factoringTransactions`, async ({ request }) => {
    posted.push(await request.json());
    return addAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  posted.length = 0;
  ledgerCalls = 0;
  addAnswer = () => HttpResponse.json({ id: 9, amount: -1200.5 }, { status: 201 });
});
afterAll(() => server.close());

function renderLedger(path = '/reports/factoring-ledger') {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <>
      <FactoringLedgerScreen />
      <Toaster />
    </>,
    { actors, path },
  );
}

describe('factoring ledger', () => {
  it('shows each vendor’s advanced, fees, repayments and balance, and the transactions', async () => {
    renderLedger();
    const table = await screen.findByRole('table', { name: 'Factoring account per vendor' });
    const row = await within(table).findByRole('row', { name: /Northwind Goods/ });
    for (const text of ['$965.00', '$14.01', '-$20.15', '$958.86'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const transactions = screen.getByRole('table', { name: 'Factoring transactions of the period' });
    expect(within(transactions).getByText('WIRE-1')).toBeInTheDocument();
    expect(within(transactions).getByText('Repayment')).toBeInTheDocument();
    expect(screen.queryByText(/no record yet|none is recorded yet/)).not.toBeInTheDocument();
  });

  it('adds a repayment typed with a minus, on the chosen vendor and today, and reloads', async () => {
    const user = userEvent.setup();
    renderLedger('/reports/factoring-ledger?vendorId=1');
    await screen.findByRole('table', { name: 'Factoring account per vendor' });
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'REP — Repayment' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Vendor')).toHaveDisplayValue('Northwind Goods'),
    );
    expect(within(dialog).getByLabelText('Date')).toHaveValue(userDay());
    await user.selectOptions(within(dialog).getByLabelText('Code'), 'REP — Repayment');
    await user.type(within(dialog).getByLabelText('Amount'), '-1200.50');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'WIRE-9');
    await user.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      vendorId: 1,
      ledgerEntryId: 6,
      transactionDate: userDay(),
      amount: -1200.5,
      reference: 'WIRE-9',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(ledgerCalls).toBe(2));
  });

  it('shows the server’s 400 under its field', async () => {
    addAnswer = () =>
      HttpResponse.json(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: { vendorId: 'Choose a vendor you have access to' },
        },
        { status: 400 },
      );
    const user = userEvent.setup();
    renderLedger('/reports/factoring-ledger?vendorId=2');
    await screen.findByRole('table', { name: 'Factoring account per vendor' });
    await user.click(screen.getByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'FEE — Factoring fee' });
    await user.selectOptions(within(dialog).getByLabelText('Code'), 'FEE — Factoring fee');
    await user.type(within(dialog).getByLabelText('Amount'), '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    expect(await within(dialog).findByText('Choose a vendor you have access to')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ vendorId: 2, amount: 12.34 });
  });

  it('says transactions are a vendor’s when a warehouse is chosen', async () => {
    renderLedger('/reports/factoring-ledger?warehouseId=3');
    expect(
      await screen.findByText(/Transactions are recorded per vendor, not per warehouse/),
    ).toBeInTheDocument();
  });
});
