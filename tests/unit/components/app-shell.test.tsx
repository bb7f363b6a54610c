import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../../src/components/layout/app-shell';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

async function renderShell(role: 'admin' | 'vendor', path: string) {
  const actors = createTestActors({
    user: loginResponse(role, { fullName: 'Nora Quinn', firstName: 'Nora', lastName: 'Quinn' }),
  });
  const view = renderWithApp(
    <AppShell>
      <p>Screen content</p>
    </AppShell>,
    { actors, path },
  );
  // The layout is a lazily loaded chunk.
  const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  return { ...view, nav };
}

vi.setConfig({ testTimeout: 30_000 });

describe('app shell', () => {
  it('shows an administrator the administration entries', async () => {
    const { nav } = await renderShell('admin', '/dashboard');
    for (const label of ['Dashboard', 'Users', 'Vendors', 'Warehouses', 'Vendor Orders', 'Client Invoices'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('hides from a vendor user what their permissions do not cover', async () => {
    const { nav } = await renderShell('vendor', '/dashboard');
    for (const label of [
      'Dashboard',
      'Vendor Orders',
      'Vendor Items',
      'Advance Ship Notices',
      'Support tickets',
    ])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    for (const label of [
      'Users',
      'Vendors',
      'Warehouses',
      'Storefronts',
      'Has Inventory',
      'Add Custom Charge',
      'Machine viewer',
    ])
      expect(within(nav).queryByRole('link', { name: label })).not.toBeInTheDocument();
    expect(within(nav).queryByText('Administration')).not.toBeInTheDocument();
  });

  it('highlights the entry of the current page, also on its sub-pages', async () => {
    const { nav } = await renderShell('admin', '/warehouses/purchaseOrders/view/12');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Purchase Orders');
    expect(within(nav).getByRole('link', { name: 'Warehouses' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation', async () => {
    const { nav } = await renderShell('admin', '/dashboard');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Vendor Items' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Vendor Items'),
    );
  });

  it('shows the environment, the user and a menu with My Account and Log out', async () => {
    const { actors, location } = await renderShell('admin', '/dashboard');
    expect(screen.getByText('Local')).toBeInTheDocument();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'User menu' });
    expect(trigger).toHaveTextContent('Nora Quinn');

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'My Account' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/my-account'));

    // And with the keyboard: open, move down to the second item, choose it.
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(actors.session.getSnapshot().context.user.id).toBe(''));
  });
});
