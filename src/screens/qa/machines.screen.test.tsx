import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import '../../machines/catalogue';
import { inspectFor, registeredMachines } from '../../machines/registry';
import { sessionMachine } from '../../machines/session/session.machine';
import { siteMachine } from '../../machines/site/site.machine';
import { routes } from '../../routes';
import MachinesScreen from './machines.screen';

// The real layout is tested in statechart-layout.test.ts; here a stub that stacks the boxes keeps the
// screen tests fast (ELK takes seconds to start in jsdom).
vi.mock('elkjs/lib/elk.bundled.js', () => ({
  default: class {
    async layout(graph: ElkNode): Promise<ElkNode> {
      let y = 0;
      const place = (node: ElkNode): ElkNode => {
        const children = node.children?.map(place);
        return {
          ...node,
          x: 0,
          y: (y += 40),
          width: node.width ?? 200,
          height: node.height ?? 200,
          children,
        };
      };
      const edges = graph.edges?.map((e) => ({
        ...e,
        sections: [{ id: `${e.id}s`, startPoint: { x: 0, y: 0 }, endPoint: { x: 0, y: 40 } }],
      }));
      return { ...place(graph), edges };
    }
  },
}));

const route = routes.find((r) => r.path === '/qa/machines')!;
const started: AnyActorRef[] = [];

function open(search: string) {
  window.history.replaceState(null, '', `/qa/machines${search}`);
  return render(<MachinesScreen route={route} params={{}} />);
}

afterEach(() => {
  cleanup();
  started.splice(0).forEach((a) => a.stop());
});

const machineLinks = () => within(screen.getByRole('navigation', { name: 'Machines' })).getAllByRole('link');
const eventTypes = () =>
  within(screen.getByRole('list', { name: 'Recent events' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('code')?.textContent);

// The registry is module state: these tests run in order, the first before any actor exists. The
// first render loads the screen's modules, which takes seconds on a busy machine.
describe('the machine viewer', { timeout: 15_000 }, () => {
  it('lists every registered machine, none running yet, and shows the first one', async () => {
    open('');
    // Every machine of the catalogue, in its order: the app's own first, then each flow's.
    expect(machineLinks().map((a) => a.textContent)).toEqual(
      registeredMachines().map((m) => expect.stringContaining(m.title)),
    );
    expect(
      machineLinks()
        .slice(0, 6)
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Session'),
      expect.stringContaining('Site'),
      expect.stringContaining('App version'),
      expect.stringContaining('Live hub'),
      expect.stringContaining('Site updated'),
      expect.stringContaining('List'),
    ]);
    expect(registeredMachines().map((m) => m.id)).toEqual(
      expect.arrayContaining(['receiving', 'transferAllocation']),
    );
    expect(machineLinks().every((a) => a.textContent?.includes('not running'))).toBe(true);
    expect(machineLinks()[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Session' })).toBeInTheDocument();
    expect(screen.getByText(/No actor of this machine is running/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Statechart of session' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows the live site actor: its state, its recent events newest first and the current state on the chart', async () => {
    const site = createActor(siteMachine, { inspect: inspectFor('site') }).start();
    started.push(site);
    site.send({ type: 'site.down' });
    const { container } = open('?machine=site');

    expect(screen.getByRole('heading', { level: 2, name: 'Site' })).toBeInTheDocument();
    expect(within(machineLinks()[1]!).getByText('live')).toBeInTheDocument();
    expect(eventTypes()).toEqual(['site.down', 'xstate.init']);
    expect(screen.getByLabelText('Current state value')).toHaveTextContent('"down"');
    await waitFor(
      () =>
        expect(container.querySelector('[data-state="site.down"]')).toHaveAttribute('data-active', 'true'),
      {
        timeout: 10_000,
      },
    );
    expect(container.querySelector('[data-state="site.up"]')).not.toHaveAttribute('data-active');

    act(() => site.send({ type: 'site.up' }));
    expect(eventTypes()).toEqual(['site.up', 'site.down', 'xstate.init']);
    expect(screen.getByLabelText('Current state value')).toHaveTextContent('"up"');
    await waitFor(() =>
      expect(container.querySelector('[data-state="site.up"]')).toHaveAttribute('data-active', 'true'),
    );
  });

  it('masks every context value under a key containing "token"', () => {
    const session = createActor(sessionMachine, {
      input: { hasStoredSession: false, isLocalhost: false },
      inspect: inspectFor('session'),
    }).start();
    started.push(session);
    session.send({
      type: 'session.loggedIn',
      response: {
        id: 'u1',
        fullName: 'Dev Eloper',
        firstName: 'Dev',
        lastName: 'Eloper',
        email: 'developer@dockhand.test',
        timezone: null,
        userRoles: ['developer'],
        permissions: [],
        accessVendorIds: null,
        accessWarehouseIds: null,
        isManager: false,
        jwtToken: 'jwt-secret-value',
        refreshToken: 'refresh-secret-value',
        env: 'test',
      },
    });
    open('?machine=session');

    const context = screen.getByRole('region', { name: 'Context' });
    expect(within(context).getByText('token').nextElementSibling).toHaveTextContent('••••');
    expect(within(context).getByText('user')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret-value');
    expect(eventTypes()).toEqual(['session.loggedIn', 'xstate.init']);
  });

  it('keeps the selection in the URL', async () => {
    open('?machine=site');
    await userEvent.click(screen.getByRole('link', { name: /App version/ }));
    expect(window.location.search).toBe('?machine=appVersion');
    expect(screen.getByRole('heading', { level: 2, name: 'App version' })).toBeInTheDocument();
  });

  it('says so when the URL names no registered machine', () => {
    open('?machine=nope');
    expect(screen.getByRole('status')).toHaveTextContent("There is no machine 'nope'");
  });
});
