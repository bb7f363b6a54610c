/**
 * The changelog's unseen count for the navigation badge: fetched when the shell opens, when the live
 * connection comes back and when a changelog Notify arrives; cleared at once when the changelog is
 * opened (`markChangelogOpened`, which tells the server). One small store, so the badge in the shell
 * and the changelog screen agree without passing props through the layout.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { loadChangelogUnseen, markChangelogSeen } from '../../api/docs.api';
import type { ApiClient } from '../../api/http';
import { useHubConnected, useHubEvent } from '../hub/use-hub';
import { useApi } from '../use-app';

let count = 0;
/** Bumped on each open, so an answer asked for before the open never brings the badge back. */
let generation = 0;
const listeners = new Set<() => void>();
const set = (next: number) => {
  count = next;
  listeners.forEach((l) => l());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The user opened the changelog: the badge goes at once, and the server remembers when. */
export async function markChangelogOpened(api: ApiClient): Promise<void> {
  generation++;
  set(0);
  await markChangelogSeen(api).catch(() => undefined);
}

export function useChangelogUnseen(): number {
  const api = useApi();
  const connected = useHubConnected();
  const refresh = useCallback(
    (signal?: AbortSignal) => {
      const asked = generation;
      return (
        loadChangelogUnseen(api, signal)
          .then((answer) => !signal?.aborted && asked === generation && set(answer.count))
          // The badge is a hint: it stays as it was until the next update.
          .catch(() => undefined)
      );
    },
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh, connected]);
  useHubEvent('Notify', (payload) => {
    if ((payload as { kind?: string } | undefined)?.kind === 'changelog') void refresh();
  });
  return useSyncExternalStore(subscribe, () => count);
}
