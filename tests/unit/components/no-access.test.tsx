/**
 * Issue 13, item 10, with the real screens and the real shell: the manufacturing manager got the
 * whole Create Order form, the warehouse manager an empty Has Inventory list with Vendor Orders lit.
 * Now both get the no-access page: no form, no call for the screen's data, no navigation entry lit.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app';
import { describeAccess } from '../../../src/components/no-access-page';
import type { Role } from '../../../src/domain/permissions';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });
// The app scrolls to the top on every route (spec §1); jsdom has no scrolling.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

async function open(role: Role, path: string) {
  const actors = createTestActors({ user: loginResponse(role) });
  renderWithApp(<App />, { actors, path });
  // The layout is a lazily loaded chunk.
  const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  const calls = () => vi.mocked(actors.api).mock.calls.map(([url]) => String(url));
  return { nav, calls };
}

describe('the no-access page', () => {
  it('stops the manufacturing manager before the Create Order form', async () => {
    const { nav, calls } = await open('manufacturing-manager', '/orders/create');
    expect(
      screen.getByRole('heading', { level: 1, name: "You don't have access to Create order" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /This screen needs the “Create orders” permission, which your account does not have\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    // Only the shell's own counts (unread messages, unseen changelog): nothing the form would load.
    expect(calls().every((url) => /\/(unread-counts|changelog\/unseen)$/.test(url))).toBe(true);
  });

  it('stops the warehouse manager before Has Inventory, with no entry lit', async () => {
    const { nav, calls } = await open('warehouse-manager', '/orders/unhold-recs');
    expect(
      screen.getByRole('heading', { level: 1, name: "You don't have access to Has Inventory" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the “Remove hold” permission/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Vendor Orders (/orders) is the nearest entry the user has; it must not light up.
    expect(within(nav).getByRole('link', { name: 'Vendor Orders' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(calls().every((url) => /\/(unread-counts|changelog\/unseen)$/.test(url))).toBe(true);
  });

  it('lights the entry for someone who may open it', async () => {
    const { nav } = await open('manager', '/orders/unhold-recs');
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Has Inventory');
    expect(screen.queryByText(/You don't have access/)).not.toBeInTheDocument();
  });

  it('replaces the 404 of role-only screens', async () => {
    await open('vendor', '/qa/machines');
    expect(
      screen.getByRole('heading', { level: 1, name: "You don't have access to Machine viewer" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/needs the Developer or Super admin role/)).toBeInTheDocument();
    expect(screen.queryByText('Error 404')).not.toBeInTheDocument();
  });
});

describe('describeAccess', () => {
  it('names permissions by their labels and roles by their names', () => {
    expect(describeAccess(['orders.create'])).toBe('the “Create orders” permission');
    expect(describeAccess(['items.details', 'items.view'])).toBe(
      'the “Item details” or “View items” permission',
    );
    expect(describeAccess(['clients.view', 'clients.manage', 'role:vendor'])).toBe(
      'the “View clients” or “Manage clients” permission, or the Vendor (brand) user role',
    );
    expect(describeAccess(['a.b', 'c.d', 'e.f'])).toBe('the “a.b”, “c.d” or “e.f” permission');
  });
});
