/**
 * Issue 13 item 2, "two clocks": one instant reads the same on a list, a detail page, the dashboard
 * and the chat, in the signed-in user's timezone (spec §9), never the browser's. The browser here is
 * at UTC−10 and the user at UTC+03:00, and the instant is 22:30 UTC: the wrong zone would change the
 * day as well as the time.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/http';
import type { OrderDetails, TimelineItem } from '../../../src/api/orders.api';
import { formatCell } from '../../../src/components/crud/crud-cells';
import {
  formatDay,
  formatInstant,
  formatZone,
  setDisplayTimezone,
  userDay,
} from '../../../src/components/format';
import type { DashboardAnswer } from '../../../src/domain/dashboard';
import type { ChannelMessage } from '../../../src/domain/communications';
import type { ChannelView } from '../../../src/machines/communications/use-channel';
import { MessageList } from '../../../src/components/communications/message-list';
import DashboardScreen from '../../../src/screens/dashboard/dashboard.screen';
import { OrderSummaryCard } from '../../../src/screens/orders/details/order-info';
import { OrderTimeline } from '../../../src/screens/orders/details/order-timeline';
import { InstantCell } from '../../../src/screens/orders/list/order-cells';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

// 22:30 UTC on Wednesday 14 January 2026 is 01:30 on Thursday 15 January at UTC+03:00 (no daylight
// saving in January), and 12:30 PM on the 14th in the browser's Honolulu.
const INSTANT = '2026-01-14T22:30:00.000Z';
const USER_TEXT = 'Jan 15, 2026, 1:30 AM';
const TIME = '1:30 AM';
const norm = (s: string | null | undefined) =>
  (s ?? '')
    .replace(/\u202f/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  process.env.TZ = browserZone;
  setDisplayTimezone(null);
});

// The generic lists' cell, formatted while rendering as a table does.
const CrudCell = () => (
  <>{formatCell({ key: 'createdAt', header: 'Created', format: 'datetime' }, INSTANT)}</>
);

const signedIn = () => createTestActors({ user: loginResponse('admin', { timezone: 3 }) });

describe('one clock: the user’s timezone everywhere', () => {
  it('the browser really is elsewhere (a wrong zone would show another day)', () => {
    expect(new Date(INSTANT).getHours()).toBe(12);
    expect(new Date(INSTANT).getDate()).toBe(14);
  });

  it('a list cell: the orders list and the generic lists', () => {
    renderWithApp(
      <div>
        <div data-testid="orders">
          <InstantCell value={INSTANT} />
        </div>
        <div data-testid="crud">
          <CrudCell />
        </div>
      </div>,
      { actors: signedIn() },
    );
    const cell = within(screen.getByTestId('orders')).getByText((_, el) => el?.tagName === 'TIME');
    // Lists leave out the year of this year only; January 2026 is another year on this machine or not.
    expect(norm(cell.textContent)).toMatch(/^Jan 15(, 2026)?, 1:30 AM$/);
    expect(norm(cell.getAttribute('title'))).toBe(`${USER_TEXT} UTC+03:00`);
    expect(norm(screen.getByTestId('crud').textContent)).toBe(USER_TEXT);
  });

  it('a detail page: the order card names the zone and shows the instant in it', () => {
    const details = {
      order: {
        orderDate: INSTANT,
        paymentDate: INSTANT,
        shipDate: null,
        shipByDate: null,
        modifyDate: INSTANT,
      },
      projectName: 'Northwind',
      storeName: null,
      vendorName: null,
      warehouseName: null,
      children: [],
      parent: null,
      reshipOf: null,
    } as unknown as OrderDetails;
    const timeline = [
      { id: 1, kind: 'action', message: 'Held', createdAt: INSTANT, userName: 'Alex' },
    ] as unknown as TimelineItem[];
    renderWithApp(
      <div>
        <OrderSummaryCard details={details} />
        <OrderTimeline items={timeline} />
      </div>,
      { actors: signedIn() },
    );
    expect(screen.getByText('Times in UTC+03:00')).toBeInTheDocument();
    const orderDate = screen.getByText('Order date').nextElementSibling;
    expect(norm(orderDate?.textContent)).toBe(USER_TEXT);
    expect(norm(screen.getByText(/^Alex ·/).textContent)).toBe(`Alex · ${USER_TEXT}`);
  });

  it('the dashboard: its update time and zone', async () => {
    const actors = signedIn();
    const answer: DashboardAnswer = {
      view: null,
      views: [],
      today: '2026-01-15',
      weekEnd: '2026-01-18',
      timezoneOffset: 3,
      generatedAt: INSTANT,
      orders: null,
      outbound: null,
      inbound: { purchaseOrders: null, asns: null, transfers: null, dueThisWeek: [] },
    };
    (actors as { api: ApiClient }).api = vi.fn(async () => answer) as unknown as ApiClient;
    renderWithApp(<DashboardScreen />, { actors, path: '/dashboard' });
    const updated = await screen.findByText(/^Updated/);
    expect(norm(updated.textContent)).toBe(`Updated ${TIME}`);
    expect(norm(updated.querySelector('time')?.getAttribute('title'))).toBe(`${USER_TEXT} UTC+03:00`);
    await waitFor(() => expect(screen.getByText(/Thursday, January 15 \(UTC\+03:00\)/)).toBeInTheDocument());
  });

  it('a chat message: its day and its time', () => {
    const message: ChannelMessage = {
      id: 1,
      channelId: 1,
      authorId: 'user-2',
      authorName: 'Sam Rivera',
      body: 'Truck is here',
      mentions: [],
      links: [],
      clientKey: null,
      createdAt: INSTANT,
    };
    const view = {
      messages: [message],
      channel: null,
      outbox: [],
      userId: 'user-admin',
      hasOlder: false,
      isLoadingOlder: false,
      olderError: null,
      loadOlder: () => {},
    } as unknown as ChannelView;
    renderWithApp(<MessageList view={view} />, { actors: signedIn() });
    expect(screen.getByText('Thursday, January 15')).toBeInTheDocument();
    const time = screen.getByRole('article', { name: /Sam Rivera/ }).querySelector('time');
    expect(norm(time?.textContent)).toBe(TIME);
    expect(norm(time?.getAttribute('title'))).toBe(`${USER_TEXT} UTC+03:00`);
  });
});

describe('the formatting module', () => {
  it('a calendar day never shifts, whatever the user’s zone', () => {
    for (const zone of [-12, -6, 0, 3, 14]) {
      setDisplayTimezone(zone);
      expect(formatDay('2026-01-15')).toBe('Jan 15, 2026');
    }
  });

  it('the default zone is −6, −5 while daylight saving is in force; a stored offset moves by one too', () => {
    setDisplayTimezone(null);
    expect(formatZone('2026-01-15T12:00:00Z')).toBe('UTC−06:00');
    expect(formatZone('2026-07-15T12:00:00Z')).toBe('UTC−05:00');
    expect(norm(formatInstant('2026-07-15T04:30:00Z'))).toBe('Jul 14, 2026, 11:30 PM');
    setDisplayTimezone(3);
    expect(formatZone('2026-07-15T12:00:00Z')).toBe('UTC+04:00');
    expect(userDay('2026-01-14T22:30:00Z')).toBe('2026-01-15');
    expect(formatInstant(null)).toBe('—');
  });
});
