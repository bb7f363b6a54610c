import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { LiveEvent } from '../../../src/domain/live-events';
import type { OnboardingChecklist } from '../../../src/domain/onboarding';
import {
  blockedChecklist,
  checklist,
  step,
} from '../../../src/machines/vendor-onboarding/vendor-onboarding.model';
import VendorManageScreen from '../../../src/screens/vendors/vendor-manage.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const vendor = {
  id: 4,
  code: 'NWG',
  name: 'Northwind Goods',
  fulfillmentType: 'NonLogisticsVendor',
  trelloCardId: null,
  status: 'InProgress',
  version: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const mixed = checklist({
  steps: [
    step({ id: 'company', label: 'Company' }),
    step({
      id: 'storefronts',
      label: 'Storefronts and stores',
      state: 'todo',
      missing: ['A project with its client code'],
      link: '/manage/storefronts/create',
    }),
    step({ id: 'orderChannel', label: 'Order channel', state: 'blocked', blockedBy: ['storefronts'] }),
  ],
  requiredDone: 1,
  requiredTotal: 3,
  blockingStep: { id: 'storefronts', label: 'Storefronts and stores' },
  canComplete: false,
});

const timeline = {
  vendorId: 4,
  items: [
    {
      id: 1,
      at: '2026-03-01T10:00:00.000Z',
      kind: 'vendor',
      message: 'Vendor created',
      actorId: 'u1',
      actorName: 'Ada',
    },
    {
      id: 2,
      at: '2026-03-03T10:00:00.000Z',
      kind: 'stage',
      message: 'Stage set to Started',
      actorId: 'u1',
      actorName: 'Ada',
    },
  ],
};

type Call = { method?: string; body?: Record<string, unknown> };

const projects = [
  { id: 7, name: 'Northwind Shop', clientCode: 'NWG-SHOP', vendorId: 4, warehouseId: 1, stores: [] },
  { id: 8, name: 'Northwind Wholesale', clientCode: 'NWG-B2B', vendorId: 4, warehouseId: null, stores: [] },
  { id: 9, name: 'Bluepeak', clientCode: 'BPO', vendorId: 5, warehouseId: 1, stores: [] },
];
const page = <T,>(items: T[]) => ({ total: items.length, items });

/** The hub sections' lists, filtered to vendor 4; a brand user may not read users or rate cards (403). */
function hubSection(role: 'admin' | 'vendor', url: string, options?: Call): unknown {
  const forVendor = options?.body?.vendorId === 4;
  if (url === '/api/admin/users/listItems') {
    if (role === 'vendor') throw failure(403, { error: 'forbidden', message: 'No' });
    expect(forVendor).toBe(true);
    return page([
      {
        id: 'u1',
        email: 'ops@northwind.test',
        firstName: 'Olive',
        lastName: 'Ops',
        roles: ['vendor'],
        status: 'invited',
      },
    ]);
  }
  if (url === '/api/invites') return { id: 'u2', email: options?.body?.email };
  if (url === '/api/mywarehouses') return [{ id: 1, code: 'DAL', fullName: 'Dallas', wmsType: 0 }];
  if (url === '/api/common/activityRateCards/listItems') {
    if (role === 'vendor') throw failure(403, { error: 'forbidden', message: 'No' });
    return page([{ id: 3, vendorId: 4, warehouseId: null, name: 'Northwind standard', currency: 'USD' }]);
  }
  if (url === '/api/common/activityRateCards/3/versions')
    return {
      versions: [{ id: 30, versionNumber: 2, effectiveFrom: '2026-03-01' }],
      currentVersionId: 30,
    };
  if (url === '/api/common/warehouseShipments/listItems')
    return page([
      { id: 11, type: 1, orderNumber: 'ASN-1001', orderStatus: 'Open', expectedDate: '2026-03-10' },
    ]);
  if (url === '/api/common/vendorInvoices/listItems') return page([]);
  return undefined;
}

function failure(status: number, body: object) {
  const error = new FetchError(`[POST]: ${status}`);
  Object.defineProperty(error, 'status', { value: status });
  Object.defineProperty(error, 'data', { value: body });
  return error;
}

function renderScreen(
  role: 'admin' | 'vendor',
  onboarding: () => OnboardingChecklist,
  action: (url: string, options?: Call) => Promise<unknown> = async () => onboarding(),
) {
  const api = vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/common/vendors/4') return vendor;
    if (url === '/api/myprojects') return projects;
    const section = hubSection(role, url, options);
    if (section !== undefined) return section;
    if (url === '/api/common/vendors/4/onboarding') return onboarding();
    if (url === '/api/common/vendors/4/onboarding/timeline') return timeline;
    if (url.startsWith('/api/common/vendors/4/onboarding/')) return action(url, options);
    throw new Error(`unexpected ${url}`);
  });
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  renderWithApp(<VendorManageScreen params={{ id: '4' }} />, { actors, path: '/manage/customers/manage/4' });
  return api;
}

function renderLive(onboarding: () => OnboardingChecklist) {
  const api = vi.fn(async (url: string, options?: Call) => {
    if (url === '/api/common/vendors/4') return vendor;
    if (url === '/api/myprojects') return projects;
    const section = hubSection('admin', url, options);
    if (section !== undefined) return section;
    if (url === '/api/common/vendors/4/onboarding') return onboarding();
    if (url === '/api/common/vendors/4/onboarding/timeline') return timeline;
    throw new Error(`unexpected ${url}`);
  });
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = api as unknown as typeof actors.api;
  renderWithApp(<VendorManageScreen params={{ id: '4' }} />, { actors, path: '/manage/customers/manage/4' });
  return { actors: actors as typeof actors & { api: typeof api } };
}

describe('vendor manage screen: onboarding', () => {
  it('shows each step with its state, what is missing, what it waits for and where to complete it; the timeline newest first', async () => {
    renderScreen('admin', () => mixed);
    expect(await screen.findByText('Onboarding: 1 of 3 required steps done')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Onboarding steps' });
    const company = within(steps).getByRole('listitem', { name: 'Company' });
    expect(company).toHaveTextContent('Done');
    expect(within(company).queryByRole('link')).not.toBeInTheDocument();
    const storefronts = within(steps).getByRole('listitem', { name: 'Storefronts and stores' });
    expect(storefronts).toHaveTextContent('To do');
    expect(storefronts).toHaveTextContent('A project with its client code');
    expect(within(storefronts).getByRole('link', { name: 'Open Storefronts' })).toHaveAttribute(
      'href',
      '/manage/storefronts/create',
    );
    const channel = within(steps).getByRole('listitem', { name: 'Order channel' });
    expect(channel).toHaveTextContent('Blocked');
    expect(channel).toHaveTextContent('needs Storefronts and stores first');
    expect(screen.getByRole('button', { name: 'Mark onboarded' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled();
    // The existing sections stay.
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByText('Projects and stores')).toBeInTheDocument();

    const events = await screen.findByRole('list', { name: 'Onboarding events' });
    const items = within(events).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Stage set to Started');
    expect(items[0]).toHaveTextContent('Ada');
    expect(items[1]).toHaveTextContent('Vendor created');
  });

  it('marks the vendor onboarded after confirming, with the reason given', async () => {
    let current = checklist();
    const api = renderScreen(
      'admin',
      () => current,
      async () => {
        current = checklist({
          stage: 'onboarded',
          status: 'Onboarded',
          canComplete: false,
          checkedAt: '2026-11-29T12:05:00Z',
        });
        return current;
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark onboarded' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'All checks passed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark onboarded' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api).toHaveBeenCalledWith('/api/common/vendors/4/onboarding/complete', {
      method: 'POST',
      body: { reason: 'All checks passed' },
    });
    expect(screen.getByRole('button', { name: 'Mark onboarded' })).toBeDisabled();
    // The timeline is read again once the stage changed.
    await waitFor(() =>
      expect(api.mock.calls.filter(([url]) => url.endsWith('/timeline')).length).toBeGreaterThan(1),
    );
  });

  it('lists the missing steps when the server finds the checklist incomplete; a failure offers Try again', async () => {
    let calls = 0;
    renderScreen(
      'admin',
      () => checklist(),
      async () => {
        calls += 1;
        if (calls === 1)
          throw failure(409, {
            error: 'onboarding_incomplete',
            message: 'Required steps are not done.',
            missing: [
              { step: 'firstStock', label: 'First stock', missing: ['An ASN or purchase order expected'] },
            ],
          });
        throw failure(503, { error: 'unavailable', message: 'The server answered 503.' });
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark onboarded' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark onboarded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'First stock: An ASN or purchase order expected',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Deny' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Deny Northwind Goods?');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server answered 503.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("is the vendor's hub: its users, warehouses, rate cards and documents, each linking to its screen", async () => {
    renderScreen('admin', () => mixed);
    const users = await screen.findByRole('list', { name: 'Vendor users' });
    expect(users).toHaveTextContent('Olive Ops');
    expect(users).toHaveTextContent('ops@northwind.test · Vendor');
    expect(users).toHaveTextContent('Invited');
    const warehouses = screen.getByRole('list', { name: 'Vendor warehouses' });
    expect(warehouses).toHaveTextContent('Dallas (DAL) · ships NWG-SHOP');
    expect(warehouses).toHaveTextContent('No warehouse chosen for NWG-B2B');
    expect(warehouses).not.toHaveTextContent('BPO');
    const cards = await screen.findByRole('list', { name: 'Vendor rate cards' });
    expect(within(cards).getByRole('link', { name: 'Northwind standard' })).toHaveAttribute(
      'href',
      '/manage/billing/activityRateCards/3',
    );
    expect(cards).toHaveTextContent('version 2 in force since');
    const inbound = screen.getByRole('list', { name: 'Vendor inbound documents' });
    expect(within(inbound).getByRole('link', { name: 'ASN-1001' })).toHaveAttribute(
      'href',
      '/warehouses/advancedShipNotice/view/11',
    );
    expect(inbound).toHaveTextContent('Advanced ship notice');
    expect(await screen.findByText('No invoice yet.')).toBeInTheDocument();
  });

  it("invites a brand user limited to the vendor from the People step's compact form", async () => {
    const api = renderScreen('admin', () => mixed);
    const form = await screen.findByRole('form', { name: 'Invite a brand user' });
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('E-mail is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'buyer@northwind.test');
    await userEvent.type(within(form).getByLabelText('First name'), 'Bea');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Buyer');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/invites', {
        method: 'POST',
        body: {
          email: 'buyer@northwind.test',
          firstName: 'Bea',
          lastName: 'Buyer',
          roleType: 'vendor',
          accessVendorIds: [4],
          accessWarehouseIds: null,
        },
      }),
    );
  });

  it('re-reads the checklist when a change to this vendor is announced live, not for another vendor', async () => {
    let done = 1;
    const { actors } = renderLive(() => ({ ...mixed, requiredDone: done }));
    expect(await screen.findByText('Onboarding: 1 of 3 required steps done')).toBeInTheDocument();
    done = 2;
    act(() => actors.hubClient.dispatch(LiveEvent.vendorSetupUpdated, [{ vendorId: 5 }]));
    act(() => actors.hubClient.dispatch(LiveEvent.vendorSetupUpdated, [{ vendorId: 4 }]));
    expect(await screen.findByText('Onboarding: 2 of 3 required steps done')).toBeInTheDocument();
    const reads = actors.api.mock.calls.filter(([url]) => url === '/api/common/vendors/4/onboarding');
    expect(reads).toHaveLength(2);
  });

  it('shows a brand user its steps without the actions or the timeline', async () => {
    const api = renderScreen('vendor', () => ({ ...blockedChecklist, audience: 'brand' }));
    expect(await screen.findByText('Onboarding: 1 of 3 required steps done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark onboarded' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
    expect(screen.queryByText('Onboarding timeline')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/common/vendors/4/onboarding/timeline', expect.anything());
    // Sections the brand may not read are left out; the rest show.
    expect(await screen.findByRole('list', { name: 'Vendor inbound documents' })).toBeInTheDocument();
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
    expect(screen.queryByText('Rate cards')).not.toBeInTheDocument();
  });
});
