import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaintenanceOverlay } from '../../../src/components/maintenance-overlay';
import { NewVersionDialog } from '../../../src/components/new-version-dialog';
import { createTestActors, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

describe('maintenance overlay', () => {
  it('blocks the app with the exact texts while the site is down, and clears on site-up', async () => {
    const { actors } = renderWithApp(
      <>
        <button type="button">Behind</button>
        <MaintenanceOverlay />
      </>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    actors.site.send({ type: 'site.down' });
    const overlay = await screen.findByRole('alertdialog');
    expect(overlay).toHaveTextContent('Maintenance is currently running!');
    expect(overlay).toHaveTextContent('we should be back in a few seconds!');
    expect(overlay).toHaveAccessibleName('Maintenance is currently running!');
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement));

    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    actors.site.send({ type: 'site.up' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('new version dialog', () => {
  async function renderOutdated() {
    const actors = createTestActors({ serverBuildId: 'newer-build' });
    renderWithApp(<NewVersionDialog />, { actors });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    actors.appVersion.send({ type: 'version.check' });
    const dialog = await screen.findByRole('dialog');
    return { actors, dialog };
  }

  it('asks with the exact text and updates on Yes!', async () => {
    const { actors, dialog } = await renderOutdated();
    expect(dialog).toHaveTextContent('New Version Detected! Ready to update to latest version of Dockhand?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes!' }));
    expect(actors.appVersion.getSnapshot().value).toBe('reloading');
  });

  it('goes away on Later until a newer build appears', async () => {
    const { actors } = await renderOutdated();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actors.appVersion.getSnapshot().context.dismissedBuildId).toBe('newer-build');
  });
});
