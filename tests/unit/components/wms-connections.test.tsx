/**
 * The external warehouse systems' connections screens over msw (issue 20): every warehouse with its
 * connection state and last sync in the user's timezone; a new 3PL connection checked before it is
 * sent, then saved with its secret (write-only afterwards); the server's 400 under its field; a 409
 * offering Reload; Sync now followed through the job's live events to the run's counts in words, and
 * a refusal in the screen's words; the IRMS form with its API key and its vendors to import.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type {
  WmsConnectionRow,
  WmsSyncRunRow,
  WmsSystem,
  WmsWarehouseConnection,
} from '../../../src/domain/contracts/wms-connections';
import { LiveEvent } from '../../../src/domain/live-events';
import IrmsConnectionsScreen from '../../../src/screens/wms-sync/irms-connections.screen';
import TplConnectionsScreen from '../../../src/screens/wms-sync/tpl-connections.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/integrations/wms`;

const connection = (system: WmsSystem, warehouseId: number, over: Partial<WmsConnectionRow> = {}) => ({
  id: warehouseId + 10,
  system,
  warehouseId,
  baseUrl: system === 'tpl' ? 'demo://tpl-wms' : 'demo://irms',
  clientId: system === 'tpl' ? 'dockhand' : '',
  userLoginId: system === 'tpl' ? 'ops' : '',
  secretSet: true,
  enabled: true,
  importVendorIds: [],
  lastSyncAt: '2026-11-20T16:05:00Z',
  version: 3,
  ...over,
});

const run = (id: number, warehouseId: number, over: Partial<WmsSyncRunRow> = {}): WmsSyncRunRow => ({
  id,
  system: 'tpl',
  warehouseId,
  warehouseName: warehouseId === 1 ? 'Dallas Distribution Center' : 'Reno Fulfillment',
  trigger: 'schedule',
  status: 'Succeeded',
  counts: { facilities: { created: 2, updated: 1, unchanged: 0 }, customers: { created: 3 } },
  error: null,
  userName: null,
  startedAt: '2026-11-20T16:04:00Z',
  finishedAt: '2026-11-20T16:05:00Z',
  ...over,
});

let warehouses: WmsWarehouseConnection[];
let runs: WmsSyncRunRow[];
let saves: { url: string; body: Record<string, unknown> }[];
let saveAnswer: () => Response;
let syncAnswer: () => Response;

const server = setupServer(
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([
      { id: 1, code: 'NWG', name: 'Northwind Goods' },
      { id: 2, code: 'BLP', name: 'Bluepeak Outfitters' },
    ]),
  ),
  http.get(`${BASE}/connections`, () => HttpResponse.json({ items: warehouses })),
  http.get(`${BASE}/connections/:system/:warehouseId`, ({ params }) =>
    HttpResponse.json(warehouses.find((w) => w.warehouseId === Number(params.warehouseId))),
  ),
  http.put(`${BASE}/connections/:system/:warehouseId`, async ({ request }) => {
    saves.push({
      url: new URL(request.url).pathname,
      body: (await request.json()) as Record<string, unknown>,
    });
    return saveAnswer();
  }),
  http.post(`${BASE}/connections/:system/:warehouseId/sync`, () => syncAnswer()),
  http.get(`${BASE}/runs`, ({ request }) => {
    const warehouseId = Number(new URL(request.url).searchParams.get('warehouseId')) || null;
    const items = runs.filter((r) => warehouseId === null || r.warehouseId === warehouseId);
    return HttpResponse.json({ total: items.length, items });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  warehouses = [
    {
      warehouseId: 1,
      warehouseCode: 'DAL',
      warehouseName: 'Dallas Distribution Center',
      connection: null,
      lastRun: null,
    },
    {
      warehouseId: 2,
      warehouseCode: 'RNO',
      warehouseName: 'Reno Fulfillment',
      connection: connection('tpl', 2),
      lastRun: run(40, 2),
    },
  ];
  runs = [run(40, 2)];
  saves = [];
  saveAnswer = () =>
    HttpResponse.json({
      ...warehouses[0],
      connection: connection('tpl', 1, { version: 1, lastSyncAt: null }),
    });
  syncAnswer = () => HttpResponse.json({ jobId: 77 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderScreen(system: WmsSystem) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  const Screen = system === 'tpl' ? TplConnectionsScreen : IrmsConnectionsScreen;
  return renderWithApp(<Screen />, { actors, path: `/integrations/${system}/connections` });
}

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('section')!;

describe('3PL WMS connections', () => {
  it('shows every warehouse with its state and its last sync in the user’s timezone', async () => {
    renderScreen('tpl');
    expect(await screen.findByRole('heading', { name: '3PL WMS connections' })).toBeInTheDocument();
    expect(screen.getByText('demo://tpl-wms')).toBeInTheDocument();
    const dallas = await cardOf('Dallas Distribution Center DAL');
    expect(await within(dallas).findByText('Not connected')).toBeInTheDocument();
    expect(within(dallas).queryByRole('form')).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(dallas).getByRole('button', { name: 'Connect Dallas Distribution Center' }));
    expect(within(dallas).getByText('Never synced.')).toBeInTheDocument();
    expect(within(dallas).getByText('Save the connection first.')).toBeInTheDocument();
    expect(within(dallas).getByRole('button', { name: /Sync now/ })).toBeDisabled();

    const reno = await cardOf('Reno Fulfillment RNO');
    expect(await within(reno).findByText('Connected')).toBeInTheDocument();
    // 16:05 UTC is 10:05 AM at the default −6 hours.
    expect(within(reno).getByText(/10:05 AM/)).toBeInTheDocument();
    expect(within(reno).getByText('Facilities: 2 new, 1 updated; Customers: 3 new')).toBeInTheDocument();
    expect(within(reno).getByLabelText('Client secret')).toHaveValue('');
    expect(within(reno).getByText('Set — leave empty to keep.')).toBeInTheDocument();

    const log = await screen.findByRole('table', { name: '3PL WMS sync runs' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(within(row).getByText('Reno Fulfillment')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText('Succeeded')).toBeInTheDocument();
  });

  it('checks a new connection before sending it, then saves it with its secret', async () => {
    renderScreen('tpl');
    const user = userEvent.setup();
    const dallas = await cardOf('Dallas Distribution Center DAL');
    await user.click(
      await within(dallas).findByRole('button', { name: 'Connect Dallas Distribution Center' }),
    );
    const save = within(dallas).getByRole('button', { name: 'Save connection' });
    await user.click(save);
    expect(within(dallas).getByText('Base URL is required')).toBeInTheDocument();
    expect(within(dallas).getByText('Client id is required')).toBeInTheDocument();
    expect(within(dallas).getByText('Client secret is required')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.type(within(dallas).getByLabelText('Base URL'), 'demo://tpl-wms');
    await user.type(within(dallas).getByLabelText('Client id'), 'dockhand');
    await user.type(within(dallas).getByLabelText('User login id'), 'ops');
    await user.type(within(dallas).getByLabelText('Client secret'), 'hunter2');
    await user.click(save);
    await waitFor(() =>
      expect(saves).toEqual([
        {
          url: '/api/integrations/wms/connections/tpl/1',
          body: {
            baseUrl: 'demo://tpl-wms',
            clientId: 'dockhand',
            userLoginId: 'ops',
            secret: 'hunter2',
            enabled: true,
            version: null,
          },
        },
      ]),
    );
    expect(await within(dallas).findByText('Connected')).toBeInTheDocument();
    expect(within(dallas).getByRole('status')).toHaveTextContent('Saved.');
    expect(within(dallas).getByLabelText('Client secret')).toHaveValue('');
    expect(within(dallas).getByRole('button', { name: /Sync now/ })).toBeEnabled();
  });

  it('puts the server’s message under its field, and offers Reload when someone saved meanwhile', async () => {
    saveAnswer = () =>
      HttpResponse.json(
        {
          error: 'bad_request',
          message: 'Check the fields marked.',
          fields: { baseUrl: 'The WMS did not answer here.' },
        },
        { status: 400 },
      );
    renderScreen('tpl');
    const user = userEvent.setup();
    const reno = await cardOf('Reno Fulfillment RNO');
    const baseUrl = await within(reno).findByLabelText('Base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'https://wms.example.com');
    await user.click(within(reno).getByRole('button', { name: 'Save connection' }));
    expect(await within(reno).findByText('The WMS did not answer here.')).toBeInTheDocument();
    expect(within(reno).getByRole('alert')).toHaveTextContent('Not saved');
    expect(saves[0]!.body).toMatchObject({ baseUrl: 'https://wms.example.com', secret: null, version: 3 });

    saveAnswer = () =>
      HttpResponse.json(
        { error: 'stale_version', message: 'This record was changed meanwhile.' },
        { status: 409 },
      );
    await user.type(baseUrl, '/v2');
    await user.click(within(reno).getByRole('button', { name: 'Save connection' }));
    expect(await within(reno).findByText('Someone saved this connection meanwhile')).toBeInTheDocument();
    expect(within(reno).getByRole('button', { name: 'Save connection' })).toBeDisabled();
    warehouses[1]!.connection = connection('tpl', 2, { baseUrl: 'https://theirs.example.com', version: 4 });
    await user.click(within(reno).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(reno).getByLabelText('Base URL')).toHaveValue('https://theirs.example.com'),
    );
  });

  it('follows Sync now through its job’s live events to what it did', async () => {
    const { actors } = renderScreen('tpl');
    const user = userEvent.setup();
    const reno = await cardOf('Reno Fulfillment RNO');
    await user.click(await within(reno).findByRole('button', { name: /Sync now/ }));
    expect(await within(reno).findByText('Queued: waiting for the job runner…')).toBeInTheDocument();

    runs = [
      run(41, 2, {
        trigger: 'manual',
        status: 'Running',
        finishedAt: null,
        counts: {},
        userName: 'Alex Morgan',
      }),
      ...runs,
    ];
    act(() =>
      actors.hubClient.dispatch(LiveEvent.jobUpdated, [
        { id: 77, name: 'wms-sync', status: 'Running', progress: 10, progressMessage: null },
      ]),
    );
    expect(await within(reno).findByText('Running…')).toBeInTheDocument();

    runs[0] = run(41, 2, {
      trigger: 'manual',
      userName: 'Alex Morgan',
      counts: { items: { created: 5 }, drifts: { found: 1 } },
    });
    act(() =>
      actors.hubClient.dispatch(LiveEvent.jobUpdated, [
        { id: 77, name: 'wms-sync', status: 'Succeeded', progress: 100, progressMessage: null },
      ]),
    );
    expect(await within(reno).findByText('Synced')).toBeInTheDocument();
    expect(within(reno).getByText('Items: 5 new')).toBeInTheDocument();
    expect(within(reno).getByText('Stock differences: 1 found')).toBeInTheDocument();
    // The runs log is read again: the new run is first, started by its user with Sync now.
    const log = screen.getByRole('table', { name: '3PL WMS sync runs' });
    await waitFor(() =>
      expect(within(within(log).getAllByRole('row')[1]!).getByText('Sync now')).toBeInTheDocument(),
    );
    expect(within(log).getByText('Alex Morgan')).toBeInTheDocument();
  });

  it('says why Sync now was refused', async () => {
    syncAnswer = () =>
      HttpResponse.json(
        { error: 'conflict', message: 'The connection is disabled: enable it to sync.' },
        { status: 409 },
      );
    renderScreen('tpl');
    const user = userEvent.setup();
    const reno = await cardOf('Reno Fulfillment RNO');
    await user.click(await within(reno).findByRole('button', { name: /Sync now/ }));
    const alert = await within(reno).findByRole('alert');
    expect(alert).toHaveTextContent('The sync failed');
    expect(alert).toHaveTextContent('The connection is disabled: enable it to sync.');
    expect(within(alert).getByRole('button', { name: 'Sync again' })).toBeEnabled();
  });
});

describe('IRMS connections', () => {
  it('asks for an API key and the vendors to import, and sends them', async () => {
    warehouses = [
      {
        warehouseId: 1,
        warehouseCode: 'DAL',
        warehouseName: 'Dallas Distribution Center',
        connection: null,
        lastRun: null,
      },
    ];
    runs = [];
    saveAnswer = () =>
      HttpResponse.json({
        ...warehouses[0],
        connection: connection('irms', 1, { importVendorIds: [2], version: 1 }),
      });
    renderScreen('irms');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'IRMS connections' })).toBeInTheDocument();
    const dallas = await cardOf('Dallas Distribution Center DAL');
    await user.click(
      await within(dallas).findByRole('button', { name: 'Connect Dallas Distribution Center' }),
    );
    expect(within(dallas).queryByLabelText('Client id')).not.toBeInTheDocument();
    await user.type(within(dallas).getByLabelText('Base URL'), 'demo://irms');
    await user.type(within(dallas).getByLabelText('API key'), 'k-123');
    await user.click(await within(dallas).findByRole('checkbox', { name: 'Bluepeak Outfitters (BLP)' }));
    await user.click(within(dallas).getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(saves.map((s) => s.body)).toEqual([
        { baseUrl: 'demo://irms', importVendorIds: [2], secret: 'k-123', enabled: true, version: null },
      ]),
    );
    expect(await within(dallas).findByText('Connected')).toBeInTheDocument();
    expect(within(dallas).getByRole('checkbox', { name: 'Bluepeak Outfitters (BLP)' })).toBeChecked();
    expect(await screen.findByText('No sync has run yet')).toBeInTheDocument();
  });
});
