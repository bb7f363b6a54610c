/**
 * The generated report screens over a fake API: the New form posts the request as the server takes
 * it and opens the new report's page; a 400 puts each message under its field (or in the form's
 * message when the form has no such field); the chooser offers only the types the user may request;
 * the history moves a row live and reads the page again once a report ends; the report's page
 * follows its live events to Ready.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { GeneratedReportView } from '../../../src/domain/contracts/generated-reports';
import type { Role } from '../../../src/domain/permissions';
import type { GeneratedReportRow } from '../../../src/machines/generated-report/generated-report.types';
import GeneratedReportListScreen from '../../../src/screens/generated-reports/generated-report-list.screen';
import GeneratedReportViewScreen from '../../../src/screens/generated-reports/generated-report-view.screen';
import NewGeneratedReportScreen from '../../../src/screens/generated-reports/new-generated-report.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

type Call = { method?: string; body?: Record<string, unknown> };

const row = (over: Partial<GeneratedReportRow> = {}): GeneratedReportRow => ({
  id: 41,
  type: 'StorefrontShippedCount',
  name: 'Shipments this week',
  status: 'Processing',
  projectId: null,
  vendorId: null,
  warehouseId: null,
  forMultipleStorefronts: false,
  filters: { dateFilter: 'this-week', startDate: null, endDate: null },
  requestedBy: 'user-admin',
  progress: 10,
  progressMessage: null,
  rowCount: 0,
  period: { from: '2026-11-23', to: '2026-11-29', timezoneOffset: -6 },
  asOf: null,
  expiresAt: null,
  completedAt: null,
  createdAt: '2026-11-26T10:00:00Z',
  error: null,
  version: 1,
  ...over,
});

const view = (over: Partial<GeneratedReportView> = {}): GeneratedReportView => ({
  ...row(),
  typeLabel: 'Storefront Shipments Count',
  filterSummary: [{ label: 'Date filter', value: 'This week' }],
  columns: [
    { key: 'day', label: 'Ship date', kind: 'date' },
    { key: 'shipments', label: 'Shipments', kind: 'number' },
  ],
  preview: [['2026-11-24', 1200]],
  requestedByName: 'Alex Morgan',
  startedAt: '2026-11-26T10:00:01Z',
  expired: false,
  ...over,
});

function fakeApi(handle: (url: string, call: Call) => unknown) {
  return vi.fn(async (url: string, options: Call = {}) => {
    if (url === '/api/myprojects' || url === '/api/myvendors' || url === '/api/mywarehouses') return [];
    if (url === '/api/admin/users/listItems') return { total: 0, items: [] };
    const answer = handle(url, options);
    if (answer === undefined) throw new Error(`unexpected ${options.method ?? 'GET'} ${url}`);
    return answer;
  });
}

function renderScreen(
  ui: React.ReactElement,
  api: ReturnType<typeof fakeApi>,
  path: string,
  role: Role = 'admin',
) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(ui, { actors, path });
}

const refused = (fields: Record<string, string>) => {
  const failure = new FetchError('[POST] "/api/common/generatedReports": 400');
  Object.defineProperty(failure, 'status', { value: 400 });
  Object.defineProperty(failure, 'data', {
    value: { error: 'bad_request', message: 'Some fields are not valid.', fields },
  });
  return failure;
};

describe('a new report', () => {
  it('posts the request as the server takes it and opens the new report’s page', async () => {
    const user = userEvent.setup();
    const posted: Call[] = [];
    const api = fakeApi((url, call) => {
      if (url === '/api/common/generatedReports' && call.method === 'POST') {
        posted.push(call);
        return row({ id: 77, status: 'Requested' });
      }
    });
    const { location } = renderScreen(
      <NewGeneratedReportScreen params={{ type: 'StorefrontShippedCount' }} />,
      api,
      '/reports/generatedReports/new/StorefrontShippedCount',
    );
    expect(await screen.findByLabelText('Name')).toHaveValue('Storefront Shipments Count — This week');
    expect(screen.getByLabelText('Period')).toHaveValue('this-week');
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request report' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/reports/generatedReports/view/77'));
    expect(posted[0]!.body).toEqual({
      type: 'StorefrontShippedCount',
      name: 'Storefront Shipments Count — This week',
      projectId: null,
      forMultipleStorefronts: false,
      filters: { dateFilter: 'this-week', startDate: null, endDate: null },
    });
  });

  it('shows each message of a 400 under its field, and the rest in the form’s message', async () => {
    const user = userEvent.setup();
    const api = fakeApi((url, call) => {
      if (url === '/api/common/generatedReports' && call.method === 'POST')
        throw refused({
          'filters.endDate': 'End date must be within a year of the start date',
          vendorId: 'Choose the vendor this report is for',
        });
    });
    renderScreen(
      <NewGeneratedReportScreen params={{ type: 'OrderFulfillmentsReport' }} />,
      api,
      '/reports/generatedReports/new/OrderFulfillmentsReport?startDate=2024-01-01&endDate=2026-11-01',
    );
    // The prefill: days without a preset are a custom range, and the name says which.
    expect(await screen.findByLabelText('Start date')).toHaveValue('2024-01-01');
    expect(screen.getByLabelText('Name')).toHaveValue('Order Fulfillments — Jan 1, 2024 – Nov 1, 2026');
    await user.click(screen.getByRole('button', { name: 'Request report' }));
    expect(await screen.findByText('End date must be within a year of the start date')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields are not valid. Choose the vendor this report is for.',
    );
  });

  it('is checked by the request’s own schema before anything is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    renderScreen(
      <NewGeneratedReportScreen params={{ type: 'StorefrontShippedCount' }} />,
      api,
      '/reports/generatedReports/new/StorefrontShippedCount',
    );
    await user.selectOptions(await screen.findByLabelText('Period'), 'custom');
    expect(screen.getByLabelText('Name')).toHaveValue('Storefront Shipments Count — Custom range');
    await user.click(screen.getByRole('button', { name: 'Request report' }));
    expect(await screen.findAllByText(/date is required/)).toHaveLength(2);
    expect(api).not.toHaveBeenCalledWith('/api/common/generatedReports', expect.anything());
  });

  it('offers only the types the user may request', async () => {
    const api = fakeApi(() => undefined);
    renderScreen(<NewGeneratedReportScreen params={{}} />, api, '/reports/generatedReports/new', 'vendor');
    const types = await screen.findByRole('list', { name: 'Report types' });
    const offered = within(types)
      .getAllByRole('button')
      .map((b) => b.querySelector('span')!.textContent);
    expect(offered).not.toContain('Factoring Invoice');
    expect(offered).toContain('Storefront Shipments Count');
  });
});

describe('the history', () => {
  it('moves a row live, and reads the page again once a report ends', async () => {
    let lists = 0;
    let current = row();
    const api = fakeApi((url) => {
      if (url === '/api/common/generatedReports/listItems') {
        lists += 1;
        return { total: 1, items: [current] };
      }
    });
    const { actors } = renderScreen(
      <GeneratedReportListScreen params={{}} />,
      api,
      '/reports/generatedReports',
    );
    const table = await screen.findByRole('table', { name: 'Generated reports' });
    expect(await within(table).findByText('Processing 10%')).toBeVisible();
    const update = { id: 41, type: 'StorefrontShippedCount', progressMessage: null };
    act(() =>
      actors.hubClient.dispatch('GeneratedReportUpdated', [
        { ...update, status: 'Processing', progress: 60, rowCount: 900 },
      ]),
    );
    expect(within(table).getByText('Processing 60%')).toBeVisible();
    expect(within(table).getByText('900')).toBeVisible();
    expect(lists).toBe(1);

    current = row({ status: 'Ready', progress: 100, rowCount: 1200, expiresAt: '2099-01-01T00:00:00Z' });
    act(() =>
      actors.hubClient.dispatch('GeneratedReportUpdated', [
        { ...update, status: 'Ready', progress: 100, rowCount: 1200 },
      ]),
    );
    await waitFor(() => expect(lists).toBe(2));
    expect(
      await within(table).findByRole('button', { name: 'Download Shipments this week as CSV' }),
    ).toBeVisible();
  });
});

describe('a report’s page', () => {
  it('follows its live events to Ready, then offers its files', async () => {
    let current = view();
    const api = fakeApi((url) => {
      if (url === '/api/common/generatedReports/41/view') return current;
    });
    const { actors } = renderScreen(
      <GeneratedReportViewScreen params={{ id: '41' }} />,
      api,
      '/reports/generatedReports/view/41',
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Progress of Shipments this week' }),
    ).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: 'Shipments' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '1,200' })).toBeVisible();

    current = view({ status: 'Ready', progress: 100, rowCount: 1, expiresAt: '2099-01-01T00:00:00Z' });
    act(() =>
      actors.hubClient.dispatch('GeneratedReportUpdated', [
        {
          id: 41,
          type: 'StorefrontShippedCount',
          status: 'Ready',
          progress: 100,
          progressMessage: null,
          rowCount: 1,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel report' })).not.toBeInTheDocument();
  });
});
