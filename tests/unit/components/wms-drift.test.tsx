/**
 * The 3PL stock drift screen over msw (issue 20): the open differences with both counts, the signed
 * difference and when it was found (the user's timezone); a row opens to the events that explain it
 * and the update that fixes it; applying the selected ones after a confirmation that lists each
 * direct inventory update; dismissing; a 409 says someone changed them meanwhile and reloads; without
 * the permission to record direct inventory updates there is neither Apply nor Dismiss.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { DriftRow } from '../../../src/domain/contracts/wms-connections';
import { WMS_DRIFT_APPLY_PERMISSION } from '../../../src/domain/contracts/wms-connections';
import { roleDefaults } from '../../../src/domain/permissions';
import { drift } from '../../../src/machines/drift-review/drift-review.model';
import DriftScreen from '../../../src/screens/wms-sync/drift.screen';
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
const BASE = `${ORIGIN}/api/integrations/wms`;

let drifts: DriftRow[];
let queries: Record<string, string>[];
let posts: { url: string; body: unknown }[];
let applyAnswer: () => Response;

const server = setupServer(
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 1, code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 2 }]),
  ),
  http.get(`${BASE}/drifts`, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    queries.push(query);
    const items = drifts.filter((d) => !query.status || d.status === query.status);
    return HttpResponse.json({ total: items.length, items });
  }),
  http.post(`${BASE}/drifts/apply`, async ({ request }) => {
    posts.push({ url: '/drifts/apply', body: await request.json() });
    return applyAnswer();
  }),
  http.post(`${BASE}/drifts/dismiss`, async ({ request }) => {
    const body = (await request.json()) as { ids: number[] };
    posts.push({ url: '/drifts/dismiss', body });
    drifts = drifts.map((d) => (body.ids.includes(d.id) ? { ...d, status: 'dismissed' } : d));
    return HttpResponse.json({ items: drifts.filter((d) => body.ids.includes(d.id)) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  drifts = [
    drift(7, { detectedAt: '2026-11-20T16:05:00Z' }),
    drift(8, {
      sku: 'NWG-TEE',
      lotNumber: 'L-1',
      dockhandOnHand: 12,
      wmsOnHand: 9,
      difference: -3,
      explanation: {
        wmsOnly: [],
        dockhandOnly: [
          {
            kind: 'ledger',
            reference: 'Receipt PO-1042',
            quantity: 3,
            at: '2026-11-19T15:00:00Z',
            description: 'Received into stock',
          },
        ],
      },
      proposal: { type: 'set', quantity: 9, referenceNumber: 'WMS drift 8' },
    }),
  ];
  queries = [];
  posts = [];
  applyAnswer = () => {
    const ids = (posts.at(-1)!.body as { ids: number[] }).ids;
    drifts = drifts.map((d) => (ids.includes(d.id) ? { ...d, status: 'applied' } : d));
    return HttpResponse.json({ items: drifts.filter((d) => ids.includes(d.id)) });
  };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderScreen(permissions?: string[]) {
  const actors = createTestActors({
    user: loginResponse('admin', permissions ? { permissions } : {}),
  });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(
    <>
      <DriftScreen />
      <Toaster />
    </>,
    { actors, path: '/integrations/tpl/drift' },
  );
}

const rowOf = async (sku: string) => (await screen.findByText(sku)).closest('tr')!;

describe('stock drift', () => {
  it('lists the open differences and explains one', async () => {
    renderScreen();
    const mug = await rowOf('NWG-MUG');
    expect(queries[0]).toMatchObject({ status: 'open' });
    expect(within(mug).getByText('Dallas Distribution Center')).toBeInTheDocument();
    expect(within(mug).getByText('Northwind Goods')).toBeInTheDocument();
    expect(within(mug).getByText('No lot')).toBeInTheDocument();
    expect(within(mug).getByText('35')).toBeInTheDocument();
    expect(within(mug).getByText('42')).toBeInTheDocument();
    expect(within(mug).getByText('+7')).toBeInTheDocument();
    expect(within(mug).getByText('Open')).toBeInTheDocument();
    // 16:05 UTC is 10:05 AM at the default −6 hours.
    expect(within(mug).getByText(/10:05 AM/)).toBeInTheDocument();
    expect(within(await rowOf('NWG-TEE')).getByText('−3')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(mug).getByRole('button', { name: 'Show details of Dallas Distribution Center NWG-MUG' }),
    );
    expect(await screen.findByText('Only in the WMS')).toBeInTheDocument();
    expect(screen.getByText('Adjustment 88123')).toBeInTheDocument();
    expect(screen.getByText('Cycle count')).toBeInTheDocument();
    expect(screen.getByText('Set to 42 (reference WMS drift 7)')).toBeInTheDocument();
  });

  it('applies the selected differences after listing the updates it records', async () => {
    renderScreen();
    const user = userEvent.setup();
    const apply = await screen.findByRole('button', { name: 'Apply proposed updates' });
    expect(apply).toBeDisabled();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Dallas Distribution Center NWG-MUG' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select Dallas Distribution Center NWG-TEE, lot L-1' }),
    );
    await user.click(apply);
    const dialog = await screen.findByRole('alertdialog', { name: 'Record 2 direct inventory updates?' });
    expect(within(dialog).getByText('WMS drift 7')).toBeInTheDocument();
    expect(within(dialog).getByText('NWG-TEE, lot L-1')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply 2 updates' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/drifts/apply', body: { ids: [7, 8] } }]));
    expect(await screen.findByText('2 direct inventory updates recorded.')).toBeInTheDocument();
    expect(await screen.findByText('No differences')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says someone changed them meanwhile on a 409, and reloads', async () => {
    applyAnswer = () =>
      HttpResponse.json({ error: 'conflict', message: 'Drift 7 is no longer open.' }, { status: 409 });
    renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Dallas Distribution Center NWG-MUG' }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply proposed updates' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 update' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed');
    expect(alert).toHaveTextContent('Someone changed these differences meanwhile');
    const reads = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(queries.length).toBe(reads + 1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Select differences to act on them')).toBeInTheDocument();
  });

  it('dismisses the selected differences, leaving stock as it is', async () => {
    renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Dallas Distribution Center NWG-MUG' }),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dismiss 1 difference?' });
    expect(within(dialog).getByText('+7')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss 1 difference' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/drifts/dismiss', body: { ids: [7] } }]));
    expect(await screen.findByText('1 difference dismissed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('NWG-MUG')).not.toBeInTheDocument());
  });

  it('offers neither Apply nor Dismiss without the permission to record direct inventory updates', async () => {
    renderScreen(roleDefaults.admin.filter((p) => p !== WMS_DRIFT_APPLY_PERMISSION));
    expect(await screen.findByText('NWG-MUG')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply proposed updates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.getByText(/needs the permission to record direct inventory updates/)).toBeInTheDocument();
  });
});
