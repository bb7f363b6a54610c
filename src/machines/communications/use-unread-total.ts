/**
 * The signed-in user's unread messages over all channels, for the navigation badge: fetched when the
 * shell opens and whenever the live connection comes back, then kept current by
 * Communications.UnreadCountUpdate (which carries the new total).
 */
import { useCallback, useEffect, useState } from 'react';
import { communicationsCalls } from '../../api/communications.api';
import { CommsEvents, type UnreadCountUpdate } from '../../domain/communications';
import { useHubConnected, useHubEvent } from '../hub/use-hub';
import { useApi } from '../use-app';

export function useUnreadTotal(): number {
  const api = useApi();
  const connected = useHubConnected();
  const [total, setTotal] = useState(0);

  const refresh = useCallback(
    (signal?: AbortSignal) =>
      communicationsCalls(api)
        .unreadCounts(signal)
        .then((counts) => !signal?.aborted && setTotal(counts.total))
        // The badge is a hint: it stays as it was until the next update.
        .catch(() => undefined),
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh, connected]);

  useHubEvent(CommsEvents.unreadCount, (payload) => {
    const total = (payload as UnreadCountUpdate)?.total;
    if (typeof total === 'number') setTotal(total);
  });
  return total;
}
