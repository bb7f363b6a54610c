import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import VendorFormScreen from '../../../src/screens/vendors/vendor-form.screen';
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
  id: 7,
  code: 'ACME',
  name,
  fulfillmentType: 'NonLogisticsVendor',
  trelloCardId: null,
  status: 'InProgress',
  version,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const stages = { total: 1, items: [{ id: 1, name: 'Lead' }] };

function failure(status: number, body: object) {
  const error = new FetchError(`[POST] "/api/common/vendors/edit": ${status}`);
  Object.defineProperty(error, 'status', { value: status });
  Object.defineProperty(error, 'data', { value: body });
  return error;
}

describe('vendor form', () => {
  it('sends the version on edit; a stale version asks to reload, and Reload brings the new one', async () => {
    let current = stored(3, 'Acme');
    const api = vi.fn(async (url: string, options?: { method?: string; body?: Record<string, unknown> }) => {
      if (url === '/api/common/vendors/7') return current;
      if (url === '/api/admin/vendorStatus/list') return stages;
      if (url === '/api/common/vendors/edit') {
        if (options?.body?.version !== current.version)
          throw failure(409, {
            error: 'stale_version',
            message: 'This record was changed by someone else. Reload it and apply your changes again.',
          });
        return { ...current, ...options.body };
      }
      throw new Error(`unexpected ${url}`);
    });
    const actors = createTestActors({ user: loginResponse('admin') });
    actors.api = api as unknown as typeof actors.api;
    renderWithApp(<VendorFormScreen params={{ id: '7' }} />, { actors, path: '/manage/customers/edit/7' });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Acme');

    current = stored(4, 'Acme Corp'); // someone else saves meanwhile
    await user.clear(name);
    await user.type(name, 'Acme Inc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api).toHaveBeenCalledWith('/api/common/vendors/edit', {
      method: 'POST',
      body: expect.objectContaining({ id: 7, version: 3, name: 'Acme Inc' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record was changed by someone else. Reload it and apply your changes again.',
    );

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Acme Corp'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    const api = vi.fn(async (url: string) => {
      if (url === '/api/admin/vendorStatus/list') return stages;
      throw failure(400, {
        error: 'bad_request',
        message: 'Some fields are not valid.',
        fields: { code: 'A record with this code already exists' },
      });
    });
    const actors = createTestActors({ user: loginResponse('admin') });
    actors.api = api as unknown as typeof actors.api;
    renderWithApp(<VendorFormScreen params={{}} />, { actors, path: '/manage/customers/create' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'NWG');
    await user.type(screen.getByLabelText('Name'), 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText('A record with this code already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});
