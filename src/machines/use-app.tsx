/** React access to the app-wide actors: named commands, so screens never build events themselves. */
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { setDisplayTimezone } from '../components/format';
import { allows, can, canAny, hasRole, type Role } from '../domain/permissions';
import type { LoginResponse, SessionUser } from '../domain/user';
import type { AppActors } from './app-actors';
import { selectIsAuthed, selectIsResolving } from './session/session.selectors';

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  // Every date and time on screen is in the signed-in user's timezone (components/format.ts): set
  // here, during render, before any child formats a date. Screens rendered after a change of zone
  // (My Account) read the new one.
  setDisplayTimezone(useSelector(actors.session, (s) => s.context.user.timezone));
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs <AppActorsProvider>');
  return actors;
}

export const useApi = () => useAppActors().api;

export function useSession() {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const isAuthed = useSelector(session, selectIsAuthed);
  const isResolving = useSelector(session, selectIsResolving);
  const env = useSelector(session, (s) => s.context.env);
  const state = useSelector(session, (s) => String(s.value));
  return {
    user,
    env,
    state,
    isAuthed,
    isResolving,
    loggedIn: useCallback(
      (response: LoginResponse) => session.send({ type: 'session.loggedIn', response }),
      [session],
    ),
    logout: useCallback(() => session.send({ type: 'session.logout' }), [session]),
    routeEntered: useCallback(
      (path: string) => session.send({ type: 'session.routeEntered', path }),
      [session],
    ),
    userUpdated: useCallback(
      (next: SessionUser) => session.send({ type: 'session.userUpdated', user: next }),
      [session],
    ),
  };
}

/** The permission checks of spec §6 for the signed-in user. */
export function usePermissions() {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  return {
    can: (id: string) => can(user, id),
    canAny: (text: string) => canAny(user, text),
    hasRole: (role: Role) => hasRole(user, role),
    /** Any one entry of an access list (permission ids, `role:<role>`, '*'). */
    allows: (access: 'public' | readonly string[]) => allows(user, access),
  };
}

export function useSiteIsDown(): boolean {
  const { site } = useAppActors();
  return useSelector(site, (s) => s.matches('down'));
}

export function useAppVersion() {
  const { appVersion } = useAppActors();
  const isOutdated = useSelector(appVersion, (s) => s.matches('outdated'));
  return {
    isOutdated,
    update: () => appVersion.send({ type: 'version.update' }),
    later: () => appVersion.send({ type: 'version.later' }),
  };
}
