import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { ItemImportAnswer } from '../../../src/domain/vendor-product-file';
import { ItemImportDialog } from '../../../src/screens/items/item-import-dialog';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const requests: { rows: Record<string, unknown>[]; dryRun: boolean }[] = [];
/** What the server answers a dry run; a real run stores the rows. */
let dryRunAnswer: ItemImportAnswer;

const server = setupServer(
  http.post(`${ORIGIN}/api/vendorProducts/import`, async ({ request }) => {
    const body = (await request.json()) as { rows: Record<string, unknown>[]; dryRun: boolean };
    requests.push(body);
    if (body.dryRun) return HttpResponse.json(dryRunAnswer);
    return HttpResponse.json(
      { total: body.rows.length, valid: true, rows: [], created: body.rows.length },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const csv = (text: string, name = 'items.csv') => new File([text], name, { type: 'text/csv' });

function renderDialog() {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  const onImported = vi.fn();
  renderWithApp(<ItemImportDialog open onClose={() => {}} onImported={onImported} />, { actors });
  return { onImported };
}

describe('item import', () => {
  it('previews the failing rows with their problems and imports nothing', async () => {
    dryRunAnswer = {
      total: 2,
      valid: false,
      rows: [
        {
          index: 1,
          errors: { item: 'Item is required', wholesalePrice: 'Wholesale price must be a number' },
        },
      ],
    };
    renderDialog();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File (.csv or .xlsx)'),
      csv('Vendor,SKU,Item,Wholesale price,Colour\nNWG,MUG-1,Mug,4.50,blue\nNWG,MUG-2,,cheap,red\n'),
    );

    expect(await screen.findByText('1 of 2 rows have problems')).toBeInTheDocument();
    // The headers became the form's fields; unknown columns are named and left out.
    expect(requests[0]).toEqual({
      dryRun: true,
      rows: [
        { vendor: 'NWG', sku: 'MUG-1', item: 'Mug', wholesalePrice: '4.50' },
        { vendor: 'NWG', sku: 'MUG-2', wholesalePrice: 'cheap' },
      ],
    });
    expect(screen.getByText(/not imported: Colour/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    // Line 3 of the file: the header is line 1.
    expect(rows[0]).toHaveTextContent(/^3/);
    expect(rows[0]).toHaveTextContent('Item: Item is required');
    expect(rows[0]).toHaveTextContent('Wholesale price: Wholesale price must be a number');
    expect(rows[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Import 2 items' })).toBeDisabled();
    expect(requests).toHaveLength(1);
  });

  it('imports a file whose every row is valid, in one call', async () => {
    dryRunAnswer = { total: 2, valid: true, rows: [] };
    const { onImported } = renderDialog();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File (.csv or .xlsx)'),
      csv('\uFEFFSKU,Item,Track inventory\nA-1,Alpha,yes\n\nB-2,Beta,no\n'),
    );
    expect(await screen.findByText('All 2 rows are valid')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('Imported 2 items')).toBeInTheDocument();
    expect(requests[1]).toEqual({
      dryRun: false,
      rows: [
        { sku: 'A-1', item: 'Alpha', trackInventory: 'yes' },
        { sku: 'B-2', item: 'Beta', trackInventory: 'no' },
      ],
    });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2));
  });

  it('shows the rows a real run was refused for, and refuses files it cannot read', async () => {
    dryRunAnswer = { total: 1, valid: true, rows: [] };
    server.use(
      http.post(`${ORIGIN}/api/vendorProducts/import`, async ({ request }) => {
        const body = (await request.json()) as { dryRun: boolean };
        if (body.dryRun) return HttpResponse.json(dryRunAnswer);
        return HttpResponse.json(
          {
            error: 'bad_request',
            message: '1 of 1 rows have errors, so nothing was imported.',
            total: 1,
            valid: false,
            rows: [{ index: 0, errors: { sku: 'SKU “A-1” already exists for this vendor' } }],
          },
          { status: 400 },
        );
      }),
    );
    renderDialog();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('File (.csv or .xlsx)'), csv('SKU,Item\nA-1,Alpha\n'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 item' }));
    expect(await screen.findByText('1 of 1 rows have problems')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows of the file' })).toHaveTextContent('already exists');

    await user.upload(screen.getByLabelText('File (.csv or .xlsx)'), csv('SKU,Item\n', 'empty.csv'));
    expect(await screen.findByText('The file has no rows below its header row.')).toBeInTheDocument();
  });
});
