import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { OnboardingAnswer, OnboardingRow } from '../../../src/domain/onboarding';
import OnboardingStatusScreen from '../../../src/screens/onboarding/onboarding-status.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const row = (
  id: number,
  name: string,
  status: string,
  stage: OnboardingRow['stage'],
  record: [number, string] | null,
): OnboardingRow => ({
  id,
  code: name.slice(0, 3).toUpperCase(),
  name,
  status,
  vendorStatusId: record?.[0] ?? null,
  vendorStatusName: record?.[1] ?? null,
  stage,
  stageFromStatus: record === null,
  updatedAt: '2026-03-02T12:00:00.000Z',
  stepsDone: stage === 'onboarded' ? 7 : 3,
  stepsTotal: 7,
  blockingStep: stage === 'onboarded' ? null : { id: 'orderChannel', label: 'Order channel' },
  daysInStage: 4,
});
const rows = [
  row(1, 'Northwind Goods', 'Onboarded', 'onboarded', [6, 'Live']),
  row(2, 'Kettle & Crumb', 'InProgress', 'started', null),
  row(3, 'Lumen Skincare', 'InProgress', 'denied', [5, 'Declined']),
];
const answer = (items: OnboardingRow[]): OnboardingAnswer => ({
  total: items.length,
  items,
  counts: { notStarted: 0, started: 1, onboarded: 1, denied: 1 },
  statuses: [
    { id: 4, name: 'Contract sent', sortOrder: 2, stage: 'started', vendors: 0 },
    { id: 6, name: 'Live', sortOrder: 4, stage: 'onboarded', vendors: 1 },
    { id: 5, name: 'Declined', sortOrder: 5, stage: 'denied', vendors: 1 },
  ],
  withoutRecord: 1,
});

type Call = { method?: string; body?: Record<string, unknown> };

function renderScreen(role: 'admin' | 'vendor', api: (url: string, options?: Call) => Promise<unknown>) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(<OnboardingStatusScreen />, { actors, path: '/onboarding' });
}

describe('Onboarding Status screen', () => {
  it('shows the counts per stage and each vendor with its stage record and what it counts as; a card filters by its stage', async () => {
    const api = vi.fn(async (_url: string, options?: Call) =>
      answer(options?.body?.stage ? rows.filter((r) => r.stage === options.body!.stage) : rows),
    );
    renderScreen('admin', api);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Onboarding status' });
    const lumen = within(table).getByRole('row', { name: /Lumen Skincare/ });
    expect(lumen).toHaveTextContent('Declined');
    expect(within(lumen).getByText('Denied')).toBeInTheDocument();
    expect(lumen).toHaveTextContent('In progress');
    expect(within(table).getByRole('link', { name: 'Northwind Goods' })).toHaveAttribute(
      'href',
      '/manage/customers/manage/1',
    );
    expect(within(table).getByRole('row', { name: /Northwind Goods/ })).toHaveTextContent('Live');
    // Without a stage record, the progress comes from the vendor's status, and the row says so.
    const kettle = within(table).getByRole('row', { name: /Kettle & Crumb/ });
    expect(kettle).toHaveTextContent('Not set');
    expect(kettle).toHaveTextContent('Started');
    expect(kettle).toHaveTextContent('from status');
    expect(within(lumen).queryByText('from status')).not.toBeInTheDocument();

    const cards = screen.getByRole('region', { name: 'Vendors per stage' });
    expect(within(cards).getByRole('button', { name: /Started\s*1/ })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /Not started\s*0/ })).toBeInTheDocument();
    expect(cards).toHaveTextContent('Started Contract sent');
    expect(within(cards).getByRole('note')).toHaveTextContent(
      '1 vendor has no onboarding stage set: its progress follows its vendor status',
    );

    await user.click(within(cards).getByRole('button', { name: /Denied/ }));
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('/api/admin/onboardingStatus/listItems', {
        method: 'POST',
        body: { stage: 'denied', page: 1, perPage: 10 },
        signal: expect.anything(),
      }),
    );
    expect(within(cards).getByRole('button', { name: /Denied/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(table).queryByText('Northwind Goods')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Progress' })).toHaveValue('denied');
  });

  it('filters by stage record, or by vendors without one', async () => {
    const api = vi.fn(async () => answer(rows));
    renderScreen('admin', api);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Onboarding status' });
    const select = screen.getByRole('combobox', { name: 'Onboarding stage' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Live (1)' })).toBeInTheDocument());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Contract sent (0)', 'Live (1)', 'Declined (1)', 'Not set']);
    await user.selectOptions(select, 'Live (1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('/api/admin/onboardingStatus/listItems', {
        method: 'POST',
        body: { vendorStatusId: '6', page: 1, perPage: 10 },
        signal: expect.anything(),
      }),
    );
    await user.selectOptions(select, 'Not set');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('/api/admin/onboardingStatus/listItems', {
        method: 'POST',
        body: { vendorStatusId: 'none', page: 1, perPage: 10 },
        signal: expect.anything(),
      }),
    );
  });

  it("shows each vendor's steps done, blocking step and days in stage; filters by the step blocking it", async () => {
    const api = vi.fn(async () => answer(rows));
    renderScreen('admin', api);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Onboarding status' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('↕', ''));
    expect(headers).toEqual(expect.arrayContaining(['Required steps', 'Blocking step', 'Days in stage']));
    const kettle = within(table).getByRole('row', { name: /Kettle & Crumb/ });
    expect(kettle).toHaveTextContent('3 of 7');
    expect(kettle).toHaveTextContent('Order channel');
    const northwind = within(table).getByRole('row', { name: /Northwind Goods/ });
    expect(northwind).toHaveTextContent('7 of 7');
    expect(northwind).toHaveTextContent('—');
    expect(
      within(northwind)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('4');

    const select = screen.getByRole('combobox', { name: 'Blocked at' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Order channel');
    expect(options).not.toContain('orderChannel');
    expect(options).not.toContain('People');
    expect(options.at(-1)).toBe('Nothing blocking');
    await user.selectOptions(select, 'Order channel');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('/api/admin/onboardingStatus/listItems', {
        method: 'POST',
        body: { blocker: 'orderChannel', page: 1, perPage: 10 },
        signal: expect.anything(),
      }),
    );
    await user.selectOptions(select, 'Nothing blocking');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('/api/admin/onboardingStatus/listItems', {
        method: 'POST',
        body: { blocker: 'none', page: 1, perPage: 10 },
        signal: expect.anything(),
      }),
    );
  });

  it('names vendors without links for a brand user', async () => {
    const api = vi.fn(async () => answer([rows[0]!]));
    renderScreen('vendor', api);
    const table = await screen.findByRole('table', { name: 'Onboarding status' });
    expect(await within(table).findByText('Northwind Goods')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the user may not see onboarding status', async () => {
    const refused = new FetchError('[POST] "/api/admin/onboardingStatus/listItems": 403');
    Object.defineProperty(refused, 'status', { value: 403 });
    Object.defineProperty(refused, 'data', { value: { error: 'forbidden', message: 'No.' } });
    renderScreen(
      'admin',
      vi.fn(async () => Promise.reject(refused)),
    );
    expect(
      await screen.findByText('You do not have permission to see onboarding status.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vendors per stage' })).not.toBeInTheDocument();
  });
});
