/**
 * "Export" on the report screens (src/screens/reports/export-report-button.tsx) against msw: it posts
 * the generated report of the screen's filters and opens its page; a refusal shows the server's
 * message; it is hidden from users who may not request the type, and waits for the screen's period.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { Role } from '../../../src/domain/permissions';
import { ExportReportButton } from '../../../src/screens/reports/export-report-button';
import type { ReportScreenKey, ScreenFilters } from '../../../src/screens/reports/report-exports';
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

const ORIGIN = 'http://dockhand.test';
const posted: unknown[] = [];
let answer: () => Response;

const server = setupServer(
  http.post(`${ORIGIN}/api/common/generatedReports`, async ({ request }) => {
    posted.push(await request.json());
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  answer = () => HttpResponse.json({ id: 41, status: 'Requested', version: 1 }, { status: 201 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderButton(report: ReportScreenKey, filters: ScreenFilters, role: Role = 'admin') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <>
      <ExportReportButton report={report} filters={filters} />
      <Toaster />
    </>,
    { actors, path: '/reports/shipped' },
  );
}

const november = { from: '2026-11-01', to: '2026-11-30' };

describe('Export on a report screen', () => {
  it('requests the screen’s report with its filters and opens the report’s page', async () => {
    const { location } = renderButton('shipped', { ...november, projectId: '3' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/reports/generatedReports/view/41'));
    expect(posted).toEqual([
      {
        type: 'StorefrontShippedCount',
        name: 'Shipped 2026-11-01 – 2026-11-30',
        projectId: 3,
        filters: { dateFilter: 'custom', startDate: '2026-11-01', endDate: '2026-11-30' },
      },
    ]);
  });

  it('sends the product screens’ storefront, status and date type', async () => {
    const { location } = renderButton('productsShipped', { ...november, projectId: '3', vendorId: '7' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/reports/generatedReports/view/41'));
    expect(posted).toEqual([
      {
        type: 'OrderedWarehouseItemsReport',
        name: 'Products Shipped 2026-11-01 – 2026-11-30',
        projectId: 3,
        filters: {
          storefrontIds: [3],
          orderStatus: 'shipped',
          dateType: 'shipDate',
          dateFilter: 'custom',
          startDate: '2026-11-01',
          endDate: '2026-11-30',
        },
      },
    ]);
  });

  it('shows the server’s message and its fields when the request is refused, and stays', async () => {
    answer = () =>
      HttpResponse.json(
        {
          error: 'bad_request',
          message: 'Some fields are not valid.',
          fields: { 'filters.endDate': 'End date must not be before the start date' },
        },
        { status: 400 },
      );
    const { location } = renderButton('ordersFulfillment', { from: '2026-11-30', to: '2026-11-01' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Some fields are not valid. End date must not be before the start date.'),
    ).toBeInTheDocument();
    expect(location.history).toEqual(['/reports/shipped']);
    // The same export may be tried again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(posted).toHaveLength(2));
  });

  it('says which of the screen’s filters the file does not carry', () => {
    renderButton('shipped', { ...november, warehouseId: '2', carrier: 'fedex' });
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'Runs Storefront Shipments Count for 2026-11-01 – 2026-11-30 as a report you can download (CSV, XLSX). The warehouse and carrier filters are not part of it.',
    );
    expect(screen.getByText('Exports without the warehouse and carrier filters.')).toBeVisible();
  });

  it('adds no note when the file carries every filter of the screen', () => {
    renderButton('factoringLedger', { ...november, vendorId: '2', warehouseId: '1' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByText(/^Exports without/)).not.toBeInTheDocument();
  });

  it('waits for the screen’s period before it can be used', () => {
    renderButton('factoringLedger', { vendorId: '2' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('is not shown to a user who may not request the type', () => {
    // A manager reads reports but not the factoring ledger.
    renderButton('factoringLedger', november, 'manager');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
