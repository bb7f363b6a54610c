/**
 * Issue 13, item 12: the API log screen filters by user, path, status and API key, and names the user
 * and the key of each row instead of showing their ids.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { apiLogsCrud } from '../../../src/components/crud/configs/api-logs';
import { CrudList } from '../../../src/components/crud/crud-list';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ORIGIN = 'http://dockhand.test';
const DANA = '6f1c2a4e-0000-4000-8000-000000000001';
const log = (id: number, path: string, status: number, userId: string | null, apiKeyId: number | null) => ({
  id,
  method: 'POST',
  path,
  status,
  durationMs: 12,
  userId,
  apiKeyId,
  requestId: `req-${id}`,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const logs = [
  log(1, '/api/public/orders', 201, null, 3),
  log(2, '/api/common/orders/7/hold', 200, DANA, null),
];

const bodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(`${ORIGIN}/api/admin/apiLogs/listItems`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: logs.length, items: logs });
  }),
  http.post(`${ORIGIN}/api/admin/users/listItems`, () =>
    HttpResponse.json({
      total: 1,
      items: [{ id: DANA, firstName: 'Dana', lastName: 'Whitfield', email: 'dana@dockhand.test' }],
    }),
  ),
  http.get(`${ORIGIN}/api/storefronts/api-keys`, () =>
    HttpResponse.json([
      { id: 3, name: 'Shopify connector', storefrontName: 'Northwind Shop', revokedAt: null },
      { id: 4, name: 'Old feed', storefrontName: 'Bluepeak DTC', revokedAt: '2026-02-01T00:00:00.000Z' },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLogs() {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<CrudList config={apiLogsCrud} />, { actors, path: apiLogsCrud.path });
}

describe('API logs screen', () => {
  it("names each row's user and API key", async () => {
    renderLogs();
    const table = await screen.findByRole('table', { name: 'API logs' });
    expect(await within(table).findByText('Dana Whitfield')).toBeInTheDocument();
    expect(await within(table).findByText('Shopify connector (Northwind Shop)')).toBeInTheDocument();
    expect(within(table).queryByText(DANA)).not.toBeInTheDocument();
    expect(within(table).queryByText('#3')).not.toBeInTheDocument();
  });

  it('filters by user, path, status and API key', async () => {
    renderLogs();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'API logs' });
    const userSelect = screen.getByRole('combobox', { name: 'User' });
    const keySelect = screen.getByRole('combobox', { name: 'API key' });
    const statusSelect = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() =>
      expect(within(userSelect).getByRole('option', { name: 'Dana Whitfield' })).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(keySelect).getByRole('option', { name: 'Old feed (Bluepeak DTC), revoked' })).toHaveValue(
        '4',
      ),
    );
    expect(within(statusSelect).getByRole('option', { name: 'Any 4xx (refused)' })).toHaveValue('4xx');
    expect(within(statusSelect).getByRole('option', { name: '404 Not found' })).toHaveValue('404');

    await user.selectOptions(userSelect, 'Dana Whitfield');
    await user.type(screen.getByRole('searchbox', { name: 'Path contains' }), 'orders');
    await user.selectOptions(statusSelect, 'Any 4xx (refused)');
    await user.selectOptions(keySelect, 'Shopify connector (Northwind Shop)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        userId: DANA,
        path: 'orders',
        status: '4xx',
        apiKeyId: '3',
        page: 1,
        perPage: 10,
      }),
    );
  });
});
