/** The dashboard screen's state and named commands, the version kept in step with the URL's `view`. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { DashboardView } from '../../domain/dashboard';
import { useApi } from '../use-app';
import { inspectFor } from '../registry';
import { createDashboardMachine } from './dashboard.implementations';

export function useDashboard(view: DashboardView | null) {
  const api = useApi();
  const machine = useMemo(() => createDashboardMachine(api), [api]);
  const actor = useActorRef(machine, { input: { view }, inspect: inspectFor('dashboard') });
  useEffect(() => actor.send({ type: 'dashboard.viewChange', view }), [actor, view]);
  return {
    answer: useSelector(actor, (s) => s.context.answer),
    failure: useSelector(actor, (s) => s.context.failure),
    isLoading: useSelector(actor, (s) => s.matches('loading')),
    isFailed: useSelector(actor, (s) => s.matches('failed')),
    isReloading: useSelector(actor, (s) => s.matches({ loaded: 'reloading' })),
    /** For live events: changes in a burst give one reload. */
    changed: useCallback(() => actor.send({ type: 'dashboard.changed' }), [actor]),
    reload: useCallback(() => actor.send({ type: 'dashboard.reload' }), [actor]),
  };
}
