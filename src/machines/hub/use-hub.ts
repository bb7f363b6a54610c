/**
 * React access to the live hub: subscribe to a server → client method, call a client → server one,
 * know whether the connection is up, and refresh a screen when an event about its records arrives.
 * Subscriptions outlive reconnections; handlers always see the latest render's values.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useAppActors } from '../use-app';

/** Several events about one change (a bulk update, a multi-line receipt) give one refresh. */
export const LIVE_REFRESH_DEBOUNCE_MS = 250;

export function useHubEvent(method: string, handler: (...args: unknown[]) => void): void {
  const { hubClient } = useAppActors();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hubClient.on(method, (...args) => latest.current(...args)), [hubClient, method]);
}

export function useHubInvoke(): (method: string, ...args: unknown[]) => Promise<unknown> {
  const { hubClient } = useAppActors();
  return useCallback((method: string, ...args: unknown[]) => hubClient.invoke(method, ...args), [hubClient]);
}

export function useHubConnected(): boolean {
  const { hub } = useAppActors();
  return useSelector(hub, (s) => s.matches('connected'));
}

/**
 * Calls `refresh` shortly after one of `methods` arrives, when `matches` (given the event's arguments)
 * says it concerns this screen; events arriving meanwhile join the same refresh.
 */
export function useLiveRefresh(
  methods: readonly string[],
  refresh: () => void,
  matches?: (...args: unknown[]) => boolean,
): void {
  const { hubClient } = useAppActors();
  const latest = useRef({ refresh, matches });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = { refresh, matches };
  });
  const key = methods.join('\n');
  useEffect(() => {
    const onEvent = (...args: unknown[]) => {
      if (latest.current.matches && !latest.current.matches(...args)) return;
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current.refresh();
      }, LIVE_REFRESH_DEBOUNCE_MS);
    };
    const stops = key ? key.split('\n').map((method) => hubClient.on(method, onEvent)) : [];
    return () => {
      stops.forEach((stop) => stop());
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [hubClient, key]);
}
