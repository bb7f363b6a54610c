import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { staffRoles } from '../../../src/domain/resources/knowledgebase-group.schema';
import { knowledgebaseGroupsCrud } from '../../../src/components/crud/configs/docs';
import { shipCodeMappingsCrud } from '../../../src/components/crud/configs/ship-code-mappings';
import { vendorStatusCrud } from '../../../src/components/crud/configs/vendor-status';
import type { CrudConfig } from '../../../src/components/crud/crud-config';
import { CrudFormPage } from '../../../src/components/crud/crud-form';
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

function renderForm(
  api: (url: string, options?: Call) => Promise<unknown>,
  id?: string,
  config: CrudConfig = vendorStatusCrud,
) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = api as unknown as typeof actors.api;
  const path = id ? `${config.path}/edit/${id}` : `${config.path}/create`;
  return renderWithApp(<CrudFormPage config={config} id={id} />, { actors, path });
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

  it('edits a list of roles with a multi-select, starting from the schema default', async () => {
    const api = vi.fn(async (_url: string, options?: Call) => ({ id: 8, version: 1, ...options?.body }));
    renderForm(api, undefined, knowledgebaseGroupsCrud);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Getting started');
    const visibleTo = screen.getByRole('group', { name: 'Visible to' });
    expect(within(visibleTo).getByRole('checkbox', { name: 'Developer' })).toBeChecked();
    expect(within(visibleTo).getByRole('checkbox', { name: 'Vendor (brand) user' })).not.toBeChecked();
    await user.click(within(visibleTo).getByRole('checkbox', { name: 'Developer' }));
    await user.click(within(visibleTo).getByRole('checkbox', { name: 'Vendor (brand) user' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(api).toHaveBeenCalledWith('/api/docs/knowledgebaseGroups', {
      method: 'POST',
      body: expect.objectContaining({
        name: 'Getting started',
        visibleToRoles: [...staffRoles.filter((r) => r !== 'developer'), 'vendor'],
      }),
    });
  });

  it("edits custom fields as rows of name and value, and names a reference's options", async () => {
    const mapping = {
      id: 4,
      version: 2,
      projectId: 11,
      active: true,
      overrideToUseManualFulfill: false,
      fulfillmentService: 'TPL',
      orderCarrierCode: 'ups',
      customFields: [{ name: 'gift', value: 'yes' }],
    };
    const api = vi.fn(async (url: string, options?: Call) => {
      if (url === '/api/admin/shipCodeMappings/4') return mapping;
      if (url === '/api/myprojects') return [{ id: 11, name: 'Northwind Shop', clientCode: 'NWG-SHOP' }];
      if (url === '/api/admin/shipCodeMappings/edit') return { ...mapping, ...options?.body };
      throw new Error(`unexpected ${url}`);
    });
    renderForm(api, '4', shipCodeMappingsCrud);
    const user = userEvent.setup();
    expect(await screen.findByRole('option', { name: 'Northwind Shop (NWG-SHOP)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Custom fields 1: name')).toHaveValue('gift');

    await user.click(screen.getByRole('button', { name: 'Add custom field' }));
    await user.type(screen.getByLabelText('Custom fields 2: name'), 'dept');
    await user.type(screen.getByLabelText('Custom fields 2: value'), ' A1 ');
    await user.click(screen.getByRole('button', { name: 'Remove custom fields 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api).toHaveBeenCalledWith('/api/admin/shipCodeMappings/edit', {
      method: 'POST',
      body: expect.objectContaining({ id: 4, version: 2, customFields: [{ name: 'dept', value: 'A1' }] }),
    });
  });

  it('asks for a name on every custom field row', async () => {
    const api = vi.fn(async (url: string) => {
      if (url === '/api/myprojects') return [{ id: 11, name: 'Northwind Shop', clientCode: 'NWG-SHOP' }];
      throw new Error(`unexpected ${url}`);
    });
    renderForm(api, undefined, shipCodeMappingsCrud);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add custom field' }));
    await user.click(screen.getByRole('button', { name: 'Create mapping' }));
    expect(await screen.findByText('Field name is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/admin/shipCodeMappings', expect.anything());
  });
});
