import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { vendorStatusCrud } from '../../../src/screens/crud/configs/vendor-status';
import { CrudFormPage } from '../../../src/screens/crud/crud-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const stored = (version: number, name: string) => ({
  id: 3,
  name,
  trelloListId: null,
  vendorStartedState: true,
  vendorDeniedState: false,
  vendorOnboardedState: false,
  sortOrder: 2,
  version,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function failure(status: number, body: object) {
  const error = new FetchError(`[POST] "/api/admin/vendorStatus": ${status}`);
  Object.defineProperty(error, 'status', { value: status });
  Object.defineProperty(error, 'data', { value: body });
  return error;
}

type Call = { method?: string; body?: Record<string, unknown> };

function renderForm(api: (url: string, options?: Call) => Promise<unknown>, id?: string) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = api as unknown as typeof actors.api;
  const path = id ? `${vendorStatusCrud.path}/edit/${id}` : `${vendorStatusCrud.path}/create`;
  return renderWithApp(<CrudFormPage config={vendorStatusCrud} id={id} />, { actors, path });
}

describe('generated CRUD form', () => {
  it('edits with the version; a stale version asks to reload, and Reload brings the new one', async () => {
    let current = stored(3, 'Contract sent');
    const api = vi.fn(async (url: string, options?: Call) => {
      if (url === '/api/admin/vendorStatus/3') return current;
      if (url === '/api/admin/vendorStatus/edit') {
        if (options?.body?.version !== current.version)
          throw failure(409, { error: 'stale_version', message: 'Changed by someone else.' });
        return { ...current, ...options.body };
      }
      throw new Error(`unexpected ${url}`);
    });
    renderForm(api, '3');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Contract sent');
    expect(screen.getByLabelText('Counts as started')).toBeChecked();

    current = stored(4, 'Contract signed'); // someone else saves meanwhile
    await user.clear(name);
    await user.type(name, 'Contract out');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api).toHaveBeenCalledWith('/api/admin/vendorStatus/edit', {
      method: 'POST',
      body: expect.objectContaining({ id: 3, version: 3, name: 'Contract out', sortOrder: 2 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This record was changed by someone else.');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Contract signed'));
  });

  it("creates from the schema's defaults and shows the server's field errors on their fields", async () => {
    const api = vi.fn(async (_url: string, _options?: Call) => {
      throw failure(400, {
        error: 'bad_request',
        message: 'Some fields are not valid.',
        fields: { name: 'A status with this name already exists' },
      });
    });
    renderForm(api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Live');
    await user.click(screen.getByRole('button', { name: 'Create vendor status' }));
    expect(api).toHaveBeenCalledWith('/api/admin/vendorStatus', {
      method: 'POST',
      body: {
        name: 'Live',
        trelloListId: null,
        vendorStartedState: false,
        vendorDeniedState: false,
        vendorOnboardedState: false,
        sortOrder: 0,
      },
    });
    expect(await screen.findByText('A status with this name already exists')).toBeInTheDocument();
  });
});
