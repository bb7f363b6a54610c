/**
 * Issue 13 item 2 in the order's hold dialog: "hold until" is a day of the user's timezone (spec §9),
 * never the browser's. The browser here is at UTC−10 and the user at UTC+03:00, and it is 22:30 UTC
 * on 14 January: the user's today is the 15th while the browser's is still the 14th.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/api/orders.api';
import { setDisplayTimezone, userDayStart } from '../../../src/components/format';
import { HoldDialog } from '../../../src/screens/orders/details/dialogs/hold-dialog';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const NOW = new Date('2026-01-14T22:30:00.000Z');
const norm = (s: string | null | undefined) => (s ?? '').replace(/\u202f/g, ' ').replace(/\s+/g, ' ');

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  process.env.TZ = browserZone;
  setDisplayTimezone(null);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderDialog() {
  const api = vi.fn(async (_url: string, options?: { body?: Record<string, unknown> }) => ({
    id: 9,
    orderNumber: 'SO-1009',
    version: 4,
    ...options?.body,
  }));
  const actors = createTestActors({ user: loginResponse('admin', { timezone: 3 }) });
  actors.api = api as unknown as typeof actors.api;
  const order = { id: 9, orderNumber: 'SO-1009', version: 3 } as Order;
  renderWithApp(
    <HoldDialog order={order} open onClose={() => {}} onDone={() => {}} onConflict={() => {}} />,
    { actors },
  );
  return api;
}

describe('the hold dialog in the user’s timezone', () => {
  it('the browser really is a day behind the user', () => {
    expect(new Date().getDate()).toBe(14);
  });

  it('converts a day to its midnight where the user is (DST follows the day)', () => {
    setDisplayTimezone(3);
    expect(userDayStart('2026-01-20')).toBe('2026-01-19T21:00:00.000Z');
    setDisplayTimezone(null);
    // The default zone: −6 in January, −5 in July (daylight saving), −6 again on the November day it ends.
    expect(userDayStart('2026-01-20')).toBe('2026-01-20T06:00:00.000Z');
    expect(userDayStart('2026-07-04')).toBe('2026-07-04T05:00:00.000Z');
    expect(userDayStart('2026-03-08')).toBe('2026-03-08T06:00:00.000Z');
    expect(userDayStart('2026-11-01')).toBe('2026-11-01T05:00:00.000Z');
    expect(userDayStart(null)).toBeNull();
    expect(userDayStart('2026-13-45')).toBeNull();
  });

  it('offers days from the user’s tomorrow and refuses the user’s today', async () => {
    const api = renderDialog();
    const field = await screen.findByLabelText('Hold until (optional)');
    expect(field).toHaveAttribute('min', '2026-01-16');
    const user = userEvent.setup({ delay: null, advanceTimers: () => {} });
    await user.type(screen.getByLabelText('Reason'), 'Customer asked to wait');
    fireEvent.change(field, { target: { value: '2026-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Hold order' }));
    expect(await screen.findByText('Hold until must be a day after today')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the start of the chosen day where the user is, and says when that is', async () => {
    const api = renderDialog();
    const field = await screen.findByLabelText('Hold until (optional)');
    const user = userEvent.setup({ delay: null, advanceTimers: () => {} });
    await user.type(screen.getByLabelText('Reason'), 'Customer asked to wait');
    fireEvent.change(field, { target: { value: '2026-01-20' } });
    await waitFor(() =>
      expect(norm(screen.getByText(/The hold is removed by itself at/).textContent)).toBe(
        'The hold is removed by itself at Jan 20, 2026, 12:00 AM UTC+03:00.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Hold order' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [url, options] = api.mock.calls[0]!;
    expect(url).toMatch(/\/9\/hold$/);
    expect(options?.body).toEqual({
      type: 'operator',
      reason: 'Customer asked to wait',
      holdUntil: '2026-01-19T21:00:00.000Z',
      version: 3,
    });
  });
});
