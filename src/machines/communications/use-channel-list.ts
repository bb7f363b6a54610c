/**
 * The Communications Center's channel list, kept current from the hub: unread counts as they change,
 * and a reload (once per burst) when a message arrives, a membership changes or the connection comes
 * back (anything may have happened while it was down).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { describeApiError } from '../../api/api-error';
import { communicationsCalls } from '../../api/communications.api';
import { CommsEvents, type ChannelList, type UnreadCountUpdate } from '../../domain/communications';
import { useHubConnected, useHubEvent, useLiveRefresh } from '../hub/use-hub';
import { useApi } from '../use-app';

const membershipChanges = new Set(['joined', 'left', 'added']);

export function useChannelList() {
  const api = useApi();
  const calls = useMemo(() => communicationsCalls(api), [api]);
  const connected = useHubConnected();
  const [list, setList] = useState<ChannelList | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    calls.channels().then(
      (next) => {
        setList(next);
        setError(null);
      },
      (e: unknown) => setError(describeApiError(e).message),
    );
  }, [calls]);

  useEffect(() => {
    if (connected || list === null) reload();
    // Only the connection coming up (and the first render) reload; `list` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected, reload]);

  useHubEvent(CommsEvents.unreadCount, (payload) => {
    const update = payload as UnreadCountUpdate;
    if (typeof update?.channelId !== 'number') return;
    setList(
      (current) =>
        current && {
          totalUnread: update.total,
          items: current.items.map((c) => (c.id === update.channelId ? { ...c, unread: update.unread } : c)),
        },
    );
  });
  useLiveRefresh([CommsEvents.newMessage], reload);
  useLiveRefresh([CommsEvents.memberUpdate], reload, (update) =>
    membershipChanges.has((update as { change?: string })?.change ?? ''),
  );

  return { list, error, reload, calls };
}
