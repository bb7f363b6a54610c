import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { roleDefaults } from '../../../src/domain/permissions';
import UserFormScreen from '../../../src/screens/users/user-form.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const vendors = [
  { id: 1, code: 'NWG', name: 'Northwind Goods' },
  { id: 2, code: 'BPO', name: 'Bluepeak Outdoors' },
];
const warehouses = [{ id: 5, fullName: 'Dallas Distribution Center' }];

type Options = { method?: string; body?: Record<string, unknown> };

function fakeApi(extra: (url: string, options?: Options) => unknown) {
  return vi.fn(async (url: string, options?: Options) => {
    if (url === '/api/myvendors') return vendors;
    if (url === '/api/mywarehouses') return warehouses;
    if (url === '/api/myprojects') return [];
    return extra(url, options);
  });
}

function render(api: ReturnType<typeof fakeApi>, login = loginResponse('admin'), id?: string) {
  const actors = createTestActors({ user: login });
  actors.api = api as unknown as typeof actors.api;
  renderWithApp(<UserFormScreen params={id ? { id } : {}} />, {
    actors,
    path: id ? `/admin/users/edit/${id}` : '/admin/users/create',
  });
  return userEvent.setup();
}

describe('user form', () => {
  it('creates a vendor user limited to the chosen vendors, with an extra permission on top of the role', async () => {
    const api = fakeApi((url, options) => {
      if (url === '/api/admin/users' && options?.method === 'POST')
        return { id: 'u-1', firstName: 'Nora', lastName: 'Quinn', ...options.body };
      throw new Error(`unexpected ${url}`);
    });
    const user = render(api);
    await user.type(await screen.findByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'Quinn');
    await user.type(screen.getByLabelText('E-mail'), 'nora@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.selectOptions(screen.getByLabelText('Main role'), 'vendor');

    // Vendor users need vendors: "every vendor" is switched off and one vendor chosen.
    await user.click(screen.getByLabelText('Every vendor, also those added later'));
    await user.click(
      within(screen.getByRole('group', { name: 'Vendors' })).getByLabelText('Northwind Goods (NWG)'),
    );

    // The role's permissions are ticked and fixed; an extra one can be added.
    const viewOrders = screen.getByRole('checkbox', { name: /View orders/ });
    expect(viewOrders).toBeChecked();
    expect(viewOrders).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Factoring ledger' }));

    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/admin/users', {
        method: 'POST',
        body: expect.objectContaining({
          email: 'nora@northwind.test',
          roleType: 'vendor',
          moreRoles: [],
          permissions: ['billing.factoringLedger'],
          accessVendorIds: [1],
          accessWarehouseIds: null,
        }),
      }),
    );
  });

  it('offers only what the signed-in user holds, and only their own vendors', async () => {
    const lead = loginResponse('manager', {
      permissions: [...roleDefaults.manager, 'users.update'],
      accessVendorIds: [1],
    });
    const user = render(
      fakeApi(() => undefined),
      lead,
    );
    await screen.findByLabelText('First name');
    // A limited user cannot grant every vendor; the list starts empty.
    expect(screen.getByLabelText('Every vendor, also those added later')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Vendors' })).toBeInTheDocument();
    // Permissions the manager does not hold cannot be ticked.
    expect(screen.getByRole('checkbox', { name: 'Ship code mappings' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Add or update users' })).toBeEnabled();
    // Finding a permission narrows the families.
    await user.type(screen.getByLabelText('Find a permission'), 'invoices');
    expect(screen.queryByRole('checkbox', { name: 'Add or update users' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Client invoices' })).toBeInTheDocument();
  });

  it('shows a taken e-mail on its field, and a stale version as the reload notice', async () => {
    const stored = {
      id: 'u-9',
      email: 'walt@dockhand.test',
      firstName: 'Walt',
      lastName: 'Hughes',
      roles: ['warehouse-manager'],
      permissions: [],
      accessVendorIds: null,
      accessWarehouseIds: [5],
      isManager: false,
      projectId: null,
      status: 'active',
      version: 2,
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    let answer: FetchError = new FetchError('409');
    const api = fakeApi((url) => {
      if (url === '/api/admin/users/u-9') return stored;
      if (url === '/api/admin/users/edit') throw answer;
      throw new Error(`unexpected ${url}`);
    });
    const conflict = (body: object) => {
      const error = new FetchError('[POST] "/api/admin/users/edit": 409');
      Object.defineProperty(error, 'status', { value: 409 });
      Object.defineProperty(error, 'data', { value: body });
      return error;
    };
    const user = render(api, loginResponse('admin'), 'u-9');
    const email = await screen.findByLabelText('E-mail');
    expect(screen.getByRole('heading', { name: 'Edit Walt Hughes' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');

    answer = conflict({
      error: 'conflict',
      message: 'A user with this e-mail already exists.',
      fields: { email: 'A user with this e-mail already exists' },
    });
    await user.clear(email);
    await user.type(email, 'manager@dockhand.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this e-mail already exists')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    answer = conflict({
      error: 'stale_version',
      message: 'This record was changed by someone else. Reload it and apply your changes again.',
    });
    await user.clear(email);
    await user.type(email, 'walt.h@dockhand.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
