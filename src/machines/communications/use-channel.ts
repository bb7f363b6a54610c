/**
 * The open channel for a screen: the channel machine wired to the live hub (its events in, JoinRoom
 * while the channel is on screen, LeaveRoom when it closes, a catch-up whenever the connection comes
 * back, including the first time: anything posted before it was up is fetched) and to the page's
 * visibility (read pings only while seen). Answers the state and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  CommsCalls,
  CommsEvents,
  ROOM_KEEPALIVE_MS,
  type ChannelMemberUpdate,
  type ChannelMessage,
  type MessageLink,
  type UserTyped,
} from '../../domain/communications';
import { useHubConnected, useHubEvent, useHubInvoke } from '../hub/use-hub';
import { inspectFor } from '../registry';
import { useApi, useSession } from '../use-app';
import { typingText } from './channel.logic';
import { createChannelMachine } from './channel.implementations';
import type { PresenceMachine } from './presence.machine';

const isAbout = (payload: unknown): payload is { channelId: number } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { channelId?: unknown }).channelId === 'number';

export function useChannel(channelId: number) {
  const api = useApi();
  const { user } = useSession();
  const invoke = useHubInvoke();
  const connected = useHubConnected();
  const live = useRef(connected);
  useEffect(() => {
    live.current = connected;
  }, [connected]);
  const machine = useMemo(
    () => createChannelMachine({ api, hub: () => (live.current ? invoke : null) }),
    [api, invoke],
  );
  const actor = useActorRef(machine, {
    input: { channelId, userId: user.id },
    inspect: inspectFor('communicationsChannel'),
  });

  useHubEvent(CommsEvents.newMessage, (message) => {
    if (isAbout(message)) actor.send({ type: 'message.received', message: message as ChannelMessage });
  });
  useHubEvent(CommsEvents.userTyped, (typing) => {
    if (isAbout(typing)) actor.send({ type: 'member.typed', typing: typing as UserTyped });
  });
  useHubEvent(CommsEvents.memberUpdate, (update) => {
    if (isAbout(update)) actor.send({ type: 'member.updated', update: update as ChannelMemberUpdate });
  });

  // Connected already when the channel opened: its first load is fresh, nothing to catch up.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) actor.send({ type: 'hub.reconnected' });
    wasConnected.current = connected;
  }, [connected, actor]);

  const isReady = useSelector(actor, (s) => s.matches('ready'));
  useEffect(() => {
    if (!connected || !isReady) return;
    const join = () => void invoke(CommsCalls.joinRoom, channelId).catch(() => undefined);
    join();
    const keepAlive = setInterval(join, ROOM_KEEPALIVE_MS);
    return () => {
      clearInterval(keepAlive);
      void invoke(CommsCalls.leaveRoom, channelId).catch(() => undefined);
    };
  }, [connected, isReady, channelId, invoke]);

  useEffect(() => {
    const report = () =>
      actor.send({ type: 'view.visibility', visible: document.visibilityState === 'visible' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [actor]);

  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const presenceActor = snapshot.children.presence as ActorRefFrom<PresenceMachine> | undefined;
  const presence = useSelector(presenceActor, (s) => s?.context);
  return {
    status: snapshot.matches('loading')
      ? ('loading' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : snapshot.matches('gone')
          ? ('gone' as const)
          : ('ready' as const),
    // The member list as it changes (the detail's, until the first update).
    channel:
      context.channel && presence
        ? { ...context.channel, members: presence.members, memberCount: presence.members.length }
        : context.channel,
    messages: context.messages,
    outbox: context.outbox,
    hasOlder: context.hasOlder,
    isLoadingOlder: snapshot.matches({ ready: { history: 'loadingOlder' } }),
    isCatchingUp: snapshot.matches({ ready: { sync: 'catchingUp' } }),
    olderError: context.olderError,
    error: context.error,
    viewing: presence?.viewing ?? [],
    typing: presence ? typingText(presence.typing, user.id) : null,
    userId: user.id,
    send: (body: string, mentions: string[], links: Pick<MessageLink, 'type' | 'id'>[]) =>
      actor.send({ type: 'message.send', body, mentions, links }),
    retryMessage: (clientKey: string) => actor.send({ type: 'message.retry', clientKey }),
    discardMessage: (clientKey: string) => actor.send({ type: 'message.discard', clientKey }),
    loadOlder: () => actor.send({ type: 'history.loadOlder' }),
    typed: () => actor.send({ type: 'composer.typed' }),
    retry: () => actor.send({ type: 'load.retry' }),
  };
}

export type ChannelView = ReturnType<typeof useChannel>;
