/**
 * The navigation's unread badge on Communications: the count fetched when the shell opens, then kept
 * current by Communications.UnreadCountUpdate (its total), and hidden at 0.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/http';
import { AppShell } from '../../../src/components/layout/app-shell';
import { CommsEvents } from '../../../src/domain/communications';
import { createTestActors, loginResponse, renderWithApp } from '../components/test-app';

vi.setConfig({ testTimeout: 30_000 });

describe('the unread badge', () => {
  it('shows the total fetched at start and follows UnreadCountUpdate', async () => {
    const actors = createTestActors({ user: loginResponse('admin') });
    const api = vi.fn((url: string) =>
      url === '/api/communications/unread-counts'
        ? Promise.resolve({ total: 3, channels: [{ channelId: 1, unread: 3 }] })
        : new Promise(() => {}),
    );
    actors.api = api as unknown as ApiClient;
    renderWithApp(
      <AppShell>
        <p>Screen</p>
      </AppShell>,
      { actors, path: '/dashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    const entry = () => within(nav).getByRole('link', { name: /^Communications/ });
    await waitFor(() => expect(entry()).toHaveAccessibleName('Communications, 3 unread'));
    actors.hubClient.dispatch(CommsEvents.unreadCount, [{ channelId: 1, unread: 7, total: 12 }]);
    await waitFor(() => expect(entry()).toHaveAccessibleName('Communications, 12 unread'));
    actors.hubClient.dispatch(CommsEvents.unreadCount, [{ channelId: 1, unread: 0, total: 0 }]);
    await waitFor(() => expect(entry()).toHaveAccessibleName('Communications'));
  });
});
