import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { vendorStatusCrud } from '../../../src/screens/crud/configs/vendor-status';
import { CrudList } from '../../../src/screens/crud/crud-list.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ORIGIN = 'http://dockhand.test';
const status = (id: number, name: string, sortOrder: number, onboarded = false) => ({
  id,
  name,
  sortOrder,
  trelloListId: null,
  vendorStartedState: true,
  vendorDeniedState: false,
  vendorOnboardedState: onboarded,
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const rows = [status(1, 'Kick-off', 1), status(2, 'Live', 2, true)];

const bodies: Record<string, unknown>[] = [];
const server = setupServer(
  // Vendor statuses list at {base}/list (spec §7).
  http.post(`${ORIGIN}/api/admin/vendorStatus/list`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ total: rows.length, items: rows });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies.length = 0;
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderList(role: 'admin' | 'manager') {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<CrudList config={vendorStatusCrud} />, { actors, path: vendorStatusCrud.path });
}

describe('generated CRUD list', () => {
  it("renders the config's rows and columns, with create, edit and delete for a user who may", async () => {
    renderList('admin');
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByRole('columnheader', { name: /Onboarded/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New vendor status' })).toHaveAttribute(
      'href',
      '/manage/customer-status/create',
    );
    expect(screen.getByRole('link', { name: 'Edit Live' })).toHaveAttribute(
      'href',
      '/manage/customer-status/edit/2',
    );
    expect(screen.getByRole('button', { name: 'Delete Live' })).toBeInTheDocument();
  });

  it('leaves out create, edit and delete without the permission', async () => {
    renderList('manager');
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New vendor status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Live' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Live' })).not.toBeInTheDocument();
  });
});
