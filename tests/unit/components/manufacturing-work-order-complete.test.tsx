/**
 * Completing a work order through its guided flow (issue 15): the lots held are proposed first expiry
 * first; over-consumption and unknown scans are refused; a part completion re-shares the components;
 * the finished lot and expiry are entered, reviewed, and sent once with the lots reviewed, the version
 * shown and an Idempotency-Key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { completionModelOrder } from '../../../src/machines/work-order-completion/work-order-completion.model';
import WorkOrderCompleteScreen from '../../../src/screens/manufacturing/work-order-complete.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://dockhand.test';
const BASE = `${ORIGIN}/api/manufacturing/workOrders`;
const sent: { body: unknown; key: string | null }[] = [];

const server = setupServer(
  http.get(`${BASE}/7`, () => HttpResponse.json({ ...completionModelOrder.order, measurementUnit: 'E' })),
  http.get(`${BASE}/7/overview`, () => HttpResponse.json(completionModelOrder.overview)),
  http.post(`${BASE}/7/complete`, async ({ request }) => {
    sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
    return HttpResponse.json({ ...completionModelOrder.order, completedQuantity: 4, version: 4 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderFlow() {
  const actors = createTestActors({ user: loginResponse('manufacturing-manager') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<WorkOrderCompleteScreen params={{ id: '7' }} />, {
    actors,
    path: '/manufacturing/work-orders/7/complete',
  });
}

describe('work order completion flow', () => {
  it('picks lots, refuses over-consumption, and commits exactly what was reviewed', async () => {
    renderFlow();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Complete work order WO-0007' })).toBeInTheDocument();
    // First expiry first: EARLY (Dec 2026) gives 4, LATE the other 6.
    const early = await screen.findByLabelText('Consume from MUG lot EARLY');
    const late = screen.getByLabelText('Consume from MUG lot LATE');
    expect(early).toHaveValue(4);
    expect(late).toHaveValue(6);
    expect(screen.getByLabelText('Consume from SLEEVE without a lot')).toHaveValue(3);

    // More than LATE holds is refused; the pick stays.
    await user.clear(late);
    await user.type(late, '7');
    expect(await screen.findByText(/Lot LATE holds only 6 for this work order/)).toBeInTheDocument();

    // An unknown scan is refused; a known one makes its lot give first.
    const scan = screen.getByLabelText('Scan or type a lot number');
    await user.type(scan, 'NOPE{Enter}');
    expect(await screen.findByText(/No lot NOPE is held for this work order/)).toBeInTheDocument();

    // A part completion: 4 units take 4 mugs and 1 sleeve (a quarter each, rounded up).
    const units = screen.getByLabelText('Finished units produced now');
    await user.clear(units);
    await user.type(units, '4');
    await user.type(scan, 'late{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Consume from MUG lot LATE')).toHaveValue(4));
    expect(screen.getByLabelText('Consume from MUG lot EARLY')).toHaveValue(0);
    expect(screen.getByLabelText('Consume from SLEEVE without a lot')).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Next: finished goods' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Enter the lot of the finished goods.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Finished lot'), 'GS-0601');
    await user.type(screen.getByLabelText('Expiry'), '2027-06-01');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('table', { name: 'Consumed' });
    expect(
      within(review)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['MUGLATEJun 30, 20274', 'SLEEVE——1']);
    expect(screen.getByText('6 will remain: the work order stays In progress.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete 4' }));
    expect(await screen.findByText(/4 finished units produced as lot GS-0601/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: {
          version: 3,
          quantity: 4,
          lot: 'GS-0601',
          expiry: '2027-06-01',
          consumedLots: [
            { vendorProductId: 31, lotNumber: 'LATE', quantity: 4 },
            { vendorProductId: 32, lotNumber: null, quantity: 1 },
          ],
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the work order' })).toHaveAttribute(
      'href',
      '/manufacturing/work-orders/edit/7',
    );
  });
});
