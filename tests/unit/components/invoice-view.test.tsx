/**
 * An invoice's page and the Client Invoices list over msw: the page shows its facts, its lines by
 * charge type with subtotals (a rate as written, $0.0125) and total, its files and history, and only
 * the steps the server lists; Void asks for a reason and sends it with the version shown; a refusal
 * (409) shows the server's words and the page reloads; a credit note sends the lines chosen. The
 * list formats its rows and offers Generate and Upload to billing staff only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { InvoiceView } from '../../../src/domain/contracts/vendor-invoices';
import type { Role } from '../../../src/domain/permissions';
import ClientInvoicesScreen from '../../../src/screens/billing/client-invoices.screen';
import InvoiceViewScreen from '../../../src/screens/billing/invoice-view.screen';
import { BASE, invoiceRow, invoiceView, ORIGIN, refs } from './invoice-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

let current: InvoiceView = invoiceView();
let viewLoads = 0;
const steps: { step: string; body: unknown }[] = [];
let stepAnswer: (step: string) => Response = () => HttpResponse.json(invoiceRow());

const server = setupServer(
  http.get(`${BASE}/12/view`, () => {
    viewLoads += 1;
    return HttpResponse.json(current);
  }),
  http.post(`${BASE}/12/:step`, async ({ params, request }) => {
    steps.push({ step: String(params.step), body: await request.json() });
    return stepAnswer(String(params.step));
  }),
  http.post(`${BASE}/listItems`, () =>
    HttpResponse.json({
      total: 2,
      items: [
        invoiceRow(),
        invoiceRow({
          id: 14,
          invoiceNumber: 'BPO-2026-10',
          vendorId: 2,
          warehouseId: 2,
          type: 'InvoiceUploaded',
          status: 'Draft',
          fileId: 3,
          total: 99.9,
        }),
      ],
    }),
  ),
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json(refs.vendors)),
  http.get(`${ORIGIN}/api/mywarehouses`, () => HttpResponse.json(refs.warehouses)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = invoiceView();
  viewLoads = 0;
  steps.length = 0;
  stepAnswer = () => HttpResponse.json(invoiceRow());
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWith(ui: React.ReactElement, path: string, role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
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
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );

const openInvoice = () =>
  renderWith(<InvoiceViewScreen params={{ id: '12' }} />, '/billing/customerInvoices/view/12');

describe('invoice page', () => {
  it('shows its facts, lines with subtotals, files, history and the steps it offers', async () => {
    openInvoice();
    expect(await screen.findByRole('heading', { name: /INV-NWG-0008/ })).toHaveTextContent('Issued');
    expect(screen.getByText('Generated for Northwind Goods')).toBeInTheDocument();
    expect(screen.getByText('All warehouses')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: 'Lines' }))).toEqual([
      [
        'Oct 3, 2026',
        'Pick and pack',
        'Pick and pack — first unit',
        'Order shippedNWG-10421',
        '1',
        '$850.05',
        '$850.05',
      ],
      ['Pick and pack subtotal', '$850.05'],
      [
        'Oct 31, 2026',
        'Storage',
        'Storage — per unit per day',
        'Daily storage',
        '33,000',
        '$0.0125',
        '$412.50',
      ],
      ['Storage subtotal', '$412.50'],
      ['Total', '$1,262.55'],
    ]);
    expect(screen.getByRole('link', { name: 'NWG-10421' })).toHaveAttribute('href', '/orders/details/10421');
    expect(screen.getByRole('button', { name: 'Invoice PDF of INV-NWG-0008' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice XLSX of INV-NWG-0008' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'History' })).getByText('Generated')).toBeInTheDocument();
    for (const name of ['Mark paid', 'Void', 'Credit note…'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
  });

  it('voids with a reason and the version shown, then reloads', async () => {
    const user = userEvent.setup({ delay: null });
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(steps).toHaveLength(0);
    current = invoiceView({
      invoice: invoiceRow({ status: 'Void', voidReason: 'Wrong period', voidedAt: '2026-11-02T15:00:00Z' }),
      steps: [],
    });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong period');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(steps).toEqual([{ step: 'void', body: { version: 2, reason: 'Wrong period' } }]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /INV-NWG-0008/ })).toHaveTextContent('Void'),
    );
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('shows a refusal in the server’s words and reloads the page behind it', async () => {
    stepAnswer = () =>
      HttpResponse.json({ error: 'conflict', message: 'This invoice is paid.' }, { status: 409 });
    const user = userEvent.setup({ delay: null });
    openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('This invoice is paid.')).toBeInTheDocument();
    expect(steps).toEqual([{ step: 'mark-paid', body: { version: 2 } }]);
    await waitFor(() => expect(viewLoads).toBe(2));
  });

  it('credits the lines chosen, in part, and opens the credit note', async () => {
    stepAnswer = () =>
      HttpResponse.json(
        invoiceRow({ id: 13, invoiceNumber: 'CN-NWG-0001', type: 'CreditNote', total: -100 }),
        { status: 201 },
      );
    const user = userEvent.setup({ delay: null });
    const { location } = openInvoice();
    await user.click(await screen.findByRole('button', { name: 'Credit note…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Choose at least one line to credit')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Credit Storage — per unit per day'));
    const amount = within(dialog).getByLabelText('Credit amount of Storage — per unit per day');
    expect(amount).toHaveValue('412.50');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(dialog).getByLabelText('Reason'), 'Storage overcharged');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('At most $412.50, the line’s amount')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    expect(within(dialog).getByText('Credit note total: -$100.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/billing/customerInvoices/view/13'));
    expect(steps).toEqual([
      {
        step: 'credit-note',
        body: { version: 2, reason: 'Storage overcharged', lines: [{ entryId: 502, amount: 100 }] },
      },
    ]);
  });
});

describe('Client Invoices list', () => {
  it('formats its rows and offers Generate and Upload to billing staff', async () => {
    renderWith(<ClientInvoicesScreen />, '/manage/billing/customerInvoices');
    const table = await screen.findByRole('table', { name: 'Client invoices' });
    await within(table).findByText('Bluepeak Outdoors');
    const [first, second] = rowTexts(table);
    expect(first!.slice(0, 9)).toEqual([
      'INV-NWG-0008',
      'Northwind Goods',
      'All',
      'Generated',
      'Issued',
      'Oct 1 – Oct 31, 2026',
      'Nov 1, 2026',
      'Dec 1, 2026',
      '$1,262.55',
    ]);
    expect(second!.slice(2, 5)).toEqual(['Dallas', 'Uploaded', 'Draft']);
    expect(within(table).getByRole('button', { name: 'PDF of INV-NWG-0008' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'File of BPO-2026-10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate invoice' })).toHaveAttribute(
      'href',
      '/billing/customerInvoices/generate',
    );
    expect(screen.getByRole('link', { name: 'Upload existing' })).toBeInTheDocument();
  });

  it('offers a brand user no generate or upload', async () => {
    renderWith(<ClientInvoicesScreen />, '/manage/billing/customerInvoices', 'vendor');
    await screen.findByRole('table', { name: 'Client invoices' });
    await screen.findByText('INV-NWG-0008');
    expect(screen.queryByRole('link', { name: 'Generate invoice' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload existing' })).toBeNull();
  });
});
