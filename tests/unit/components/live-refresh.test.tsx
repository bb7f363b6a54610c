/**
 * Live events on screen (spec §7): an item page refreshes in place when its stock changes (no loading
 * state, an open dialog stays), not for another item; a burst of events gives one refresh; Notify shows
 * a 3-second toast.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http';
import { LiveNotifications, notifyContent } from '../../../src/components/live-notifications';
import type { ItemStock } from '../../../src/domain/item-stock';
import { LIVE_REFRESH_DEBOUNCE_MS, useLiveRefresh } from '../../../src/machines/hub/use-hub';
import ItemDetailScreen from '../../../src/screens/items/item-detail.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

const ORIGIN = 'http://dockhand.test';
const place = {
  id: 11,
  warehouseId: 2,
  warehouseName: 'Dallas',
  bucket: 'available',
  location: 'A-01-1',
  lotNumber: null,
  lpn: null,
  expirationDate: null,
  allocated: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
};
let onHand = 60;
const calls = { item: 0, stock: 0, ledger: 0 };
const stockNow = (): ItemStock => ({
  totals: { onHand, allocated: 0, available: onHand, quarantine: 0, damaged: 0, inTransit: 0 },
  buckets: [],
  places: [{ ...place, onHand, available: onHand } as ItemStock['places'][number]],
  placesTruncated: false,
});
const server = setupServer(
  http.get(`${ORIGIN}/api/vendorProducts/7`, () => {
    calls.item++;
    return HttpResponse.json({
      id: 7,
      vendorId: 1,
      warehouseId: 2,
      sku: 'NWG-MUG-11',
      item: 'Stoneware Mug 11oz',
      status: 'active',
      type: 'Stock Item',
      itemUnit: 'E',
      trackInventory: true,
      inventoryStatus: 2,
    });
  }),
  http.get(`${ORIGIN}/api/vendorProducts/7/stock`, () => {
    calls.stock++;
    return HttpResponse.json(stockNow());
  }),
  http.post(`${ORIGIN}/api/vendorProducts/7/ledger`, () => {
    calls.ledger++;
    return HttpResponse.json({ total: 0, items: [] });
  }),
  http.get(`${ORIGIN}/api/myvendors`, () =>
    HttpResponse.json([{ id: 1, code: 'NWG', name: 'Northwind Goods' }]),
  ),
  http.get(`${ORIGIN}/api/mywarehouses`, () =>
    HttpResponse.json([{ id: 2, code: 'DAL', fullName: 'Dallas' }]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onHand = 60;
  calls.item = calls.stock = calls.ledger = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderItem() {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = createApiClient(
    { getToken: () => 'token', refreshAfterUnauthorized: async () => null, giveUp() {} },
    ORIGIN,
  );
  return renderWithApp(<ItemDetailScreen params={{ id: '7' }} />, { actors, path: '/warehouses/items/7' });
}

describe('the item page on a live stock event', () => {
  it('refreshes its figures and ledger in place, keeping an open dialog', async () => {
    const { actors } = renderItem();
    expect(await screen.findByText('A-01-1')).toBeInTheDocument();
    await waitFor(() => expect(calls.ledger).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: /move/i }));
    const dialog = await screen.findByRole('dialog');
    onHand = 75;
    act(() => actors.hubClient.dispatch('WarehouseProductUpdated', [{ id: 7, vendorId: 1, warehouseId: 2 }]));
    await waitFor(() => expect(calls.stock).toBe(2));
    await waitFor(() => expect(screen.getAllByText('75').length).toBeGreaterThan(0));
    expect(calls.ledger).toBe(2);
    // No loading state came between: the dialog the user opened is still there.
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText(/loading/i)).not.toBeInTheDocument();
  });

  it("ignores another item's events", async () => {
    const { actors } = renderItem();
    expect(await screen.findByText('A-01-1')).toBeInTheDocument();
    act(() => actors.hubClient.dispatch('WarehouseProductUpdated', [{ id: 8, vendorId: 1, warehouseId: 2 }]));
    await new Promise((r) => setTimeout(r, LIVE_REFRESH_DEBOUNCE_MS + 100));
    expect(calls.stock).toBe(1);
  });
});

function Refreshing({ onRefresh }: { onRefresh: () => void }) {
  useLiveRefresh(['OrderUpdated', 'WmsProductUpdated'], onRefresh, (e) => (e as { id: number }).id > 0);
  return null;
}

describe('useLiveRefresh', () => {
  it('turns a burst of matching events into one refresh, shortly after', async () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn();
      const { actors } = renderWithApp(<Refreshing onRefresh={refresh} />);
      for (let id = 1; id <= 5; id++) actors.hubClient.dispatch('OrderUpdated', [{ id }]);
      actors.hubClient.dispatch('WmsProductUpdated', [{ id: 9 }]);
      actors.hubClient.dispatch('OrderUpdated', [{ id: -1 }]);
      expect(refresh).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_DEBOUNCE_MS);
      expect(refresh).toHaveBeenCalledTimes(1);
      actors.hubClient.dispatch('OrderUpdated', [{ id: -2 }]);
      await vi.advanceTimersByTimeAsync(LIVE_REFRESH_DEBOUNCE_MS * 2);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Notify', () => {
  it('shows the text as a toast, with its in-app link', async () => {
    const { actors } = renderWithApp(
      <>
        <LiveNotifications />
        <Toaster />
      </>,
    );
    act(() =>
      actors.hubClient.dispatch('Notify', [
        { message: 'Ana mentioned you in #ops', link: '/communications/4' },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Ana mentioned you in #ops' })).toHaveAttribute(
      'href',
      '/communications/4',
    );
    act(() => actors.hubClient.dispatch('Notify', ['Plain notice']));
    expect(await screen.findByText('Plain notice')).toBeInTheDocument();
  });

  it('reads only what it can show safely', () => {
    expect(notifyContent({ message: 'Hi', link: 'https://evil.example' })).toEqual({
      message: 'Hi',
      link: null,
    });
    expect(notifyContent({ message: 'Hi', link: '//evil.example' })).toEqual({ message: 'Hi', link: null });
    expect(notifyContent({ link: '/x' })).toBeNull();
    expect(notifyContent(42)).toBeNull();
  });
});
