/**
 * Upload existing over msw: the form checks its fields and the file (PDF or XLSX) before sending,
 * sends the facts, the total as an amount and the file as base64, and opens the new invoice; the
 * server's message about the file's content shows under the file.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import UploadInvoiceScreen from '../../../src/screens/billing/upload-invoice.screen';
import { BASE, invoiceRow, ORIGIN, refs } from './invoice-fixtures';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const posted: Record<string, unknown>[] = [];
let answer: () => Response = () => HttpResponse.json(invoiceRow({ id: 21 }), { status: 201 });

const server = setupServer(
  http.post(`${BASE}/upload`, async ({ request }) => {
    posted.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
  http.get(`${ORIGIN}/api/myvendors`, () => HttpResponse.json(refs.vendors)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  answer = () => HttpResponse.json(invoiceRow({ id: 21 }), { status: 201 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderUpload() {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<UploadInvoiceScreen />, { actors, path: '/billing/customerInvoices/uploadExisting' });
}

describe('upload existing invoice', () => {
  it('checks, sends the file as base64 and opens the invoice', async () => {
    answer = () =>
      posted.length === 1
        ? HttpResponse.json(
            {
              error: 'bad_request',
              message: 'Some fields are not valid.',
              fields: { contentBase64: 'The file is not a PDF' },
            },
            { status: 400 },
          )
        : HttpResponse.json(invoiceRow({ id: 21 }), { status: 201 });
    // The picker offers PDF and XLSX; a file dropped past it is still refused.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { location } = renderUpload();
    await screen.findByRole('option', { name: 'Northwind Goods' });
    await user.click(screen.getByRole('button', { name: 'Upload invoice' }));
    expect(await screen.findByText('Vendor is required')).toBeInTheDocument();
    expect(screen.getByText('Invoice number is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the invoice’s PDF or XLSX file')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Vendor'), 'Northwind Goods');
    await user.type(screen.getByLabelText('Invoice number'), 'NWG-EXT-77');
    await user.type(screen.getByLabelText('Total'), '1234.5');
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft: to be issued later');
    const text = await screen.findByLabelText('Invoice file');
    await user.upload(text, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('The file must be a PDF (.pdf) or an Excel sheet (.xlsx)'),
    ).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4 x'], 'nwg-ext-77.pdf', { type: 'application/pdf' });
    await user.upload(text, pdf);
    await user.click(screen.getByRole('button', { name: 'Upload invoice' }));
    expect(await screen.findByText('The file is not a PDF')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      vendorId: 1,
      invoiceNumber: 'NWG-EXT-77',
      total: 1234.5,
      status: 'Draft',
      notes: null,
      fileName: 'nwg-ext-77.pdf',
      contentType: 'application/pdf',
      contentBase64: btoa('%PDF-1.4 x'),
    });
    expect(posted[0]!.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(screen.getByRole('button', { name: 'Upload invoice' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/billing/customerInvoices/view/21'));
  });
});
