/**
 * The generate screen over msw: the form sends the preview request as the server takes it; the
 * preview shows the charges by type, the total, the events without a price (with their documents)
 * and the pending count, whose Run billing queues the vendor's period and previews again; Issue opens
 * the new invoice. A 400 comes back under its field; an invoice already issued for the period is
 * linked and not issued again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import GenerateInvoiceScreen from '../../../src/screens/billing/generate-invoice.screen';
import { BASE, invoicePreview, invoiceRow, ORIGIN, refs } from './invoice-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

let previews: unknown[] = [];
const posted: { url: string; body: Record<string, unknown> }[] = [];
let previewAnswer: () => Response = () => HttpResponse.json(previews.shift() ?? invoicePreview());
let issueAnswer: () => Response = () =>
  HttpResponse.json({ invoice: invoiceRow(), replayed: false }, { status: 201 });

const server = setupServer(
  http.post(`${BASE}/generate`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push({ url: 'generate', body });
    return body.preview ? previewAnswer() : issueAnswer();
  }),
  http.post(`${ORIGIN}/api/common/orderBillingEntries/run`, async ({ request }) => {
    posted.push({ url: 'run', body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ jobId: 7, created: true }, { status: 202 });
  }),
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json(refs.vendors)),
  http.get(`${ORIGIN}/api/mywarehouses`, () => HttpResponse.json(refs.warehouses)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  previews = [];
  previewAnswer = () => HttpResponse.json(previews.shift() ?? invoicePreview());
  issueAnswer = () => HttpResponse.json({ invoice: invoiceRow(), replayed: false }, { status: 201 });
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderGenerate(role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<GenerateInvoiceScreen />, { actors, path: '/billing/customerInvoices/generate' });
}

async function previewNorthwind(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Northwind Goods' });
  await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByRole('table', { name: 'Charges by type' });
}

const texts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('generate invoice', () => {
  it('previews, warns, runs billing, previews again, and issues', async () => {
    previews = [invoicePreview(), invoicePreview({ unbilled: { unpriced: [], pendingCount: 0 } })];
    const user = userEvent.setup({ delay: null });
    const { location } = renderGenerate();
    const table = await previewNorthwind(user);
    expect(posted[0]!.body).toMatchObject({
      vendorId: 1,
      warehouseId: null,
      periodStart: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      dueDate: null,
      notes: null,
      preview: true,
    });
    expect(texts(table)).toEqual([
      'Charge typeChargesAmount',
      'Pick and pack120 charges$850.05',
      'Storage31 charges$412.50',
      'Total$1,262.55',
    ]);
    expect(screen.getByText('1 event has no price: fix the rate card before invoicing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ASN-1044' })).toHaveAttribute(
      'href',
      '/warehouses/advancedShipNotice/view/44',
    );
    expect(screen.getByText('No receiving rule per pallet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run billing' }));
    await waitFor(() => expect(posted.some((p) => p.url === 'run')).toBe(true));
    const run = posted.find((p) => p.url === 'run')!.body;
    expect(run).toEqual({
      vendorId: 1,
      from: posted[0]!.body.periodStart,
      to: posted[0]!.body.periodEnd,
    });
    await waitFor(() => expect(screen.queryByText(/not rated yet/)).toBeNull(), { timeout: 8000 });
    expect(posted.filter((p) => p.url === 'generate')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/billing/customerInvoices/view/12'));
    expect(posted.at(-1)!.body).toMatchObject({ vendorId: 1, preview: false });
  });

  it('refuses values without a vendor before sending, and shows a 400 under its field', async () => {
    previewAnswer = () =>
      HttpResponse.json(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: { warehouseId: 'Dallas is not one of your warehouses' },
        },
        { status: 400 },
      );
    const user = userEvent.setup({ delay: null });
    renderGenerate();
    await screen.findByRole('option', { name: 'Dallas' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Vendor is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.selectOptions(screen.getByLabelText('Warehouse'), 'Dallas');
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    // Custom starts from the preset's days (last month's first).
    expect((screen.getByLabelText('Period start') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-01$/);
    await user.clear(screen.getByLabelText('Period start'));
    await user.type(screen.getByLabelText('Period start'), '2026-11-10');
    await user.clear(screen.getByLabelText('Period end'));
    await user.type(screen.getByLabelText('Period end'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Period end must be on or after the period start')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText('Period end'));
    await user.type(screen.getByLabelText('Period end'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Dallas is not one of your warehouses')).toBeInTheDocument();
    expect(posted[0]!.body).toMatchObject({
      warehouseId: 2,
      periodStart: '2026-11-10',
      periodEnd: '2026-11-20',
    });
  });

  it('links the invoice already issued for the period instead of issuing again', async () => {
    previews = [invoicePreview({ existingInvoice: { id: 9, invoiceNumber: 'INV-NWG-0007' } })];
    const user = userEvent.setup({ delay: null });
    renderGenerate();
    await previewNorthwind(user);
    expect(screen.getByRole('link', { name: 'INV-NWG-0007' })).toHaveAttribute(
      'href',
      '/billing/customerInvoices/view/9',
    );
    expect(screen.getByRole('button', { name: 'Issue invoice' })).toBeDisabled();
  });

  it('shows why an issue failed, and lands on the invoice the server already had', async () => {
    let first = true;
    issueAnswer = () => {
      if (!first) return HttpResponse.json({ invoice: invoiceRow({ id: 9 }), replayed: true });
      first = false;
      return HttpResponse.json(
        { error: 'conflict', message: 'No uninvoiced charges for Northwind Goods in this period.' },
        { status: 409 },
      );
    };
    const user = userEvent.setup({ delay: null });
    const { location } = renderGenerate();
    await previewNorthwind(user);
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoice could not be issued');
    expect(alert).toHaveTextContent('No uninvoiced charges for Northwind Goods in this period.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/billing/customerInvoices/view/9'));
  });
});
