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

const row = (id: number, name: string, status: string, stage: OnboardingRow['stage']): OnboardingRow => ({
  id,
  code: name.slice(0, 3).toUpperCase(),
  name,
  status,
  statusRecordId: null,
  statusRecordName: null,
  stage,
  updatedAt: '2026-03-02T12:00:00.000Z',
});
const rows = [
  row(1, 'Northwind Goods', 'Onboarded', 'onboarded'),
  row(2, 'Kettle & Crumb', 'InProgress', 'started'),
  { ...row(3, 'Lumen Skincare', 'Declined', 'denied'), statusRecordId: 5, statusRecordName: 'Declined' },
];
const answer = (items: OnboardingRow[]): OnboardingAnswer => ({
  total: items.length,
  items,
  counts: { notStarted: 0, started: 1, onboarded: 1, denied: 1 },
  statuses: [
    { id: 4, name: 'Contract sent', sortOrder: 2, stage: 'started' },
    { id: 5, name: 'Declined', sortOrder: 5, stage: 'denied' },
  ],
});

type Call = { method?: string; body?: Record<string, unknown> };

function renderScreen(role: 'admin' | 'vendor', api: (url: string, options?: Call) => Promise<unknown>) {
  const actors = createTestActors({ user: loginResponse(role) });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(<OnboardingStatusScreen />, { actors, path: '/onboarding' });
}

describe('Onboarding Status screen', () => {
  it('shows the counts per stage and each vendor with its status and stage; a card filters by its stage', async () => {
    const api = vi.fn(async (_url: string, options?: Call) =>
      answer(options?.body?.stage ? rows.filter((r) => r.stage === options.body!.stage) : rows),
    );
    renderScreen('admin', api);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Onboarding status' });
    const lumen = within(table).getByRole('row', { name: /Lumen Skincare/ });
    expect(within(lumen).getByText('Denied')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Northwind Goods' })).toHaveAttribute(
      'href',
      '/manage/customers/manage/1',
    );
    expect(within(table).getByRole('row', { name: /Kettle & Crumb/ })).toHaveTextContent('In progress');

    const cards = screen.getByRole('region', { name: 'Vendors per stage' });
    expect(within(cards).getByRole('button', { name: /Started\s*1/ })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: /Not started\s*0/ })).toBeInTheDocument();
    expect(cards).toHaveTextContent('Started Contract sent');

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
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('denied');
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
