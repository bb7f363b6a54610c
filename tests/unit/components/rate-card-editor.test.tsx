/**
 * The activity rate card's screen over a fake server (msw): its versions with the one in effect now,
 * the draft's editor saving the body the server takes with the version it was edited from, a 400's
 * message at its cell, publishing only after the confirmation that says it is final, and the what-if
 * of the saved draft per client and charge type.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import type { RateCardVersionRow } from '../../../src/domain/contracts/activity-rate-cards';
import {
  versionModelAnswer,
  versionModelDraft,
} from '../../../src/machines/rate-card-version/rate-card-version.model';
import { whatIfModelAnswer } from '../../../src/machines/rate-card-version/rate-card-what-if.model';
import ActivityRateCardScreen from '../../../src/screens/billing/activity-rate-card.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/common/activityRateCards/4/versions`;
const saves: Record<string, unknown>[] = [];
const publishes: Record<string, unknown>[] = [];
const whatIfs: Record<string, unknown>[] = [];

const server = setupServer(
  http.get(BASE, () => HttpResponse.json(versionModelAnswer)),
  http.post(`${ORIGIN}/api/admin/users/listItems`, () => HttpResponse.json({ total: 0, items: [] })),
  http.put(`${BASE}/12`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    return HttpResponse.json({ ...versionModelDraft, ...body, version: 2 });
  }),
  http.post(`${BASE}/12/publish`, async ({ request }) => {
    publishes.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({
      ...versionModelDraft,
      status: 'Published',
      version: 2,
    } satisfies RateCardVersionRow);
  }),
  http.post(`${BASE}/12/what-if`, async ({ request }) => {
    whatIfs.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(whatIfModelAnswer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saves.length = 0;
  publishes.length = 0;
  whatIfs.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCard() {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<ActivityRateCardScreen params={{ id: '4' }} />, {
    actors,
    path: '/manage/billing/activityRateCards/4',
  });
}

describe('activity rate card', () => {
  it('lists the versions with the one in effect now, and the draft’s rules by their labels', async () => {
    renderCard();
    const versions = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(versions).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Version 2\s*Draft/);
    expect(rows[2]).toHaveTextContent('In effect now');
    expect(rows[2]).toHaveTextContent('1,200');
    expect(screen.getByLabelText('Rule 1 activity')).toHaveDisplayValue('Pick and pack');
    expect(screen.getByLabelText('Rule 2 unit')).toHaveDisplayValue('per pallet per day');
    expect(screen.getByLabelText('Rule 2 tier 2 rate')).toHaveValue('0.45');
    expect(screen.getByText('31+ days')).toBeInTheDocument();
  });

  it('saves the draft as the server takes it, and shows a 400 at its cell', async () => {
    const user = userEvent.setup();
    renderCard();
    const rate = await screen.findByLabelText('Rule 1 rate');
    await user.clear(rate);
    await user.type(rate, '0.41255');
    // The input keeps 4 decimals.
    expect(rate).toHaveValue('0.4125');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    server.use(
      http.put(`${BASE}/12`, () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: { 'rules[0].rate': 'Rate is more than this client may be charged' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Rate is more than this client may be charged')).toBeInTheDocument();
    server.resetHandlers();
    await user.clear(rate);
    await user.type(rate, '0.4');
    expect(screen.queryByText('Rate is more than this client may be charged')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ version: 1, effectiveFrom: '2026-12-01', monthlyMinimum: 500 });
    expect((saves[0]!.rules as unknown[])[0]).toMatchObject({ key: 'pickpack-order', rate: 0.4 });
  });

  it('refuses what the schema refuses before any call', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 3 activity'), 'Storage');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Rule 3 unit')).toHaveAccessibleDescription('Unit is required'),
    );
    expect(screen.getByLabelText('Rule 3 rate')).toHaveAccessibleDescription('Rate is required');
    expect(screen.getByText('Some fields need a look: see the messages below.')).toBeInTheDocument();
    // The focus goes to the first cell with a message.
    expect(screen.getByLabelText('Rule 3 unit')).toHaveFocus();
    expect(saves).toHaveLength(0);
  });

  it('publishes after the confirmation that says it is final', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Publishing is final: charges from Dec 1, 2026 on use these rates.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Version 2 is published/)).toBeInTheDocument();
    expect(publishes).toEqual([{ version: 1 }]);
  });

  it('computes the what-if of the saved draft per client and charge type', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.clear(await screen.findByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Compute' }));
    const table = await screen.findByRole('table', { name: 'What-if by client and charge type' });
    expect(whatIfs).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(/Northwind Goods\s*Storage\s*\$12\.00\s*\$18\.50\s*\+\$6\.50/);
    expect(screen.getByText(/2 events are left unpriced/)).toBeInTheDocument();
  });
});
