/**
 * The app: the route table rendered with wouter, protected routes behind the session guard and inside
 * the shell, plus the global pieces of spec §1 (maintenance overlay, new-version dialog, toasts).
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AppShell } from './components/layout/app-shell';
import { LiveNotifications } from './components/live-notifications';
import { MaintenanceOverlay } from './components/maintenance-overlay';
import { NewVersionDialog } from './components/new-version-dialog';
import { NoAccessPage } from './components/no-access-page';
import { NotFoundPage } from './components/not-found-page';
import { PageLoading } from './components/page-loading';
import { AppToaster } from './components/app-toaster';
import { helpPatternOf } from './components/help-links';
import { allows } from './domain/permissions';
import { useSession } from './machines/use-app';
import { routes } from './routes';
import type { RouteDef } from './routes.types';

/** Spec §1: navigation scrolls to the top. */
function ScrollToTop() {
  const [location] = useLocation();
  // A block body: Chromium's scrollTo now returns a Promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Protected routes: a stored session is exchanged first; without one the machine sends the user to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const { isAuthed, isResolving, state, routeEntered } = useSession();
  useEffect(() => {
    if (!isAuthed && !isResolving) routeEntered(search ? `${location}?${search}` : location);
  }, [isAuthed, isResolving, state, location, search, routeEntered]);
  if (!isAuthed) return <PageLoading label="Checking your session…" />;
  return <>{children}</>;
}

function RouteScreen({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const Screen = route.screen;
  useEffect(() => {
    document.title = `${route.title} · Dockhand`;
  }, [route.title]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen route={route} params={params} />
    </Suspense>
  );
}

/**
 * A signed-in route inside the shell: the screen when the user holds the route's access, else the
 * no-access page, decided before the screen's chunk loads (so no form shows and no call is made),
 * with no navigation entry lit.
 */
function ProtectedRoute({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const { user } = useSession();
  const allowed = allows(user, route.access);
  useEffect(() => {
    if (!allowed) document.title = `No access · ${route.title} · Dockhand`;
  }, [allowed, route.title]);
  return (
    <AppShell refused={!allowed} helpPattern={allowed ? helpPatternOf(route) : null}>
      {allowed ? (
        <RouteScreen route={route} params={params} />
      ) : (
        <NoAccessPage screenName={route.title} access={route.access === 'public' ? [] : route.access} />
      )}
    </AppShell>
  );
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        <Route path="/">
          <Redirect to="/dashboard" replace />
        </Route>
        {routes.map((route) =>
          route.access === 'public' ? (
            <Route key={route.path} path={route.path}>
              {(params) => <RouteScreen route={route} params={params} />}
            </Route>
          ) : (
            <Route key={route.path} path={route.path}>
              {(params) => (
                <RequireSession>
                  <ProtectedRoute route={route} params={params} />
                </RequireSession>
              )}
            </Route>
          ),
        )}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <MaintenanceOverlay />
      <NewVersionDialog />
      <LiveNotifications />
      <AppToaster />
    </>
  );
}
