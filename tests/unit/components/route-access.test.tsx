/**
 * Issue 13, item 10, generated from the route table: for every route that names who may open it,
 * the app shows a user who holds none of it the no-access page, and never loads the route's screen
 * (a stand-in records whether its chunk was asked for); a user who holds it gets the screen.
 */
import { screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from 'wouter';
import { App } from '../../../src/app';
import { allPermissionIds, roles } from '../../../src/domain/permissions';
import type * as RoutesModule from '../../../src/routes';
import { routes } from '../../../src/routes';
import type { RouteDef } from '../../../src/routes.types';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

/** The route paths whose screen chunk was asked for. */
const loaded = new Set<string>();

// Each route's screen becomes a stand-in of its own: it names its route, and its loading is recorded.
vi.mock('../../../src/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof RoutesModule>();
  return {
    routes: actual.routes.map((route) => ({
      ...route,
      screen: lazy(async () => {
        loaded.add(route.path);
        return { default: () => <p>Screen of {route.path}</p> };
      }),
    })),
  };
});

// The gate is the router's, not the layout's (no-access.test.tsx renders the real shell): a bare
// frame keeps 300 renders quick.
vi.mock('../../../src/components/layout/app-shell', () => ({
  AppShell: ({ children }: { children: ReactNode }) => <>{children}</>,
  useIsInShell: () => true,
}));

vi.setConfig({ testTimeout: 30_000 });
// The app scrolls to the top on every route (spec §1); jsdom has no scrolling.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** A path the route matches: required parameters filled in, optional ones left out. */
const concretePath = (pattern: string) => pattern.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '7');

/** Someone holding every permission except the route's, and no role it names. */
function refusedUser(access: readonly string[]) {
  const role = roles.find((r) => !access.includes(`role:${r}`))!;
  return loginResponse(role, {
    userRoles: [role],
    permissions: allPermissionIds.filter((id) => !access.includes(id)),
  });
}

const guarded = routes.filter(
  (r): r is RouteDef & { access: readonly string[] } => r.access !== 'public' && !r.access.includes('*'),
);

describe('routes the user may not open', () => {
  it('are most of the table', () => {
    expect(guarded.length).toBeGreaterThan(120);
  });

  it.each(guarded.map((r) => [r.path, r] as const))('%s', async (_, route) => {
    const path = concretePath(route.path);
    // The app's Switch renders the first route that matches: it must be this one.
    expect(routes.find((r) => matchRoute(parse, r.path, path)[0])?.path).toBe(route.path);

    const refused = renderWithApp(<App />, {
      actors: createTestActors({ user: refusedUser(route.access) }),
      path,
    });
    // In the first render, with nothing to load. Text queries, not role queries: jsdom computes
    // accessible names slowly, and this runs 300 times.
    const title = screen.getByText(`You don't have access to ${route.title}`);
    expect(title.tagName).toBe('H1');
    expect(screen.getByText('Go to the dashboard').closest('a')).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(`Screen of ${route.path}`)).not.toBeInTheDocument();
    expect(loaded.has(route.path)).toBe(false);
    refused.unmount();

    // Someone who holds it: this route's screen starts loading at once (waiting for it to show would
    // only wait out React's 300 ms reveal throttle, 150 times).
    renderWithApp(<App />, { actors: createTestActors({ user: loginResponse('developer') }), path });
    expect(loaded.has(route.path)).toBe(true);
    expect(screen.queryByText(/You don't have access/)).not.toBeInTheDocument();
  });
});
