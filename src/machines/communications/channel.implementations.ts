/**
 * The open channel's I/O: the API for loading, history, catching up and posting; the live hub for
 * read pings and typing notices (a read ping goes over HTTP while the hub is down, a typing notice
 * is simply skipped).
 */
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import { communicationsCalls } from '../../api/communications.api';
import type { ApiClient } from '../../api/http';
import {
  CommsCalls,
  MESSAGE_PAGE_MAX,
  type ChannelMessage,
  type MessagePage,
} from '../../domain/communications';
import { channelMachine } from './channel.machine';
import type { OpenedChannel, PostInput, ReadPing } from './channel.types';

export type HubInvoke = (method: string, ...args: unknown[]) => Promise<unknown>;

export interface ChannelDeps {
  api: ApiClient;
  /** The hub's invoke while it is connected, else null. */
  hub: () => HubInvoke | null;
}

/** The server's message (and status) as an Error the machine can show. */
function asFailure(error: unknown): Error {
  const failure = describeApiError(error);
  return Object.assign(new Error(failure.message), { status: failure.status });
}
const failing = <T>(call: Promise<T>) => call.catch((e: unknown) => Promise.reject(asFailure(e)));

export function createChannelMachine({ api, hub }: ChannelDeps) {
  const calls = communicationsCalls(api);
  return channelMachine.provide({
    actors: {
      openChannel: fromPromise<OpenedChannel, { channelId: number }>(({ input, signal }) =>
        failing(
          Promise.all([
            calls.detail(input.channelId, signal),
            calls.history(input.channelId, {}, signal),
          ]).then(([channel, page]) => ({ channel, page })),
        ),
      ),
      fetchOlder: fromPromise<MessagePage, { channelId: number; before: number }>(({ input, signal }) =>
        failing(calls.history(input.channelId, { before: input.before }, signal)),
      ),
      // Every message after the newest one held, page by page.
      catchUp: fromPromise<ChannelMessage[], { channelId: number; after: number }>(
        async ({ input, signal }) => {
          const missed: ChannelMessage[] = [];
          let after = input.after;
          for (;;) {
            const page = await failing(
              calls.history(input.channelId, { after, limit: MESSAGE_PAGE_MAX }, signal),
            );
            missed.push(...page.items);
            if (!page.hasMore || page.items.length === 0) return missed;
            after = page.items.at(-1)!.id;
          }
        },
      ),
      postMessage: fromPromise<ChannelMessage, PostInput>(({ input }) =>
        failing(
          calls.post(input.channelId, {
            body: input.item.body,
            mentions: input.item.mentions,
            links: input.item.links,
            clientKey: input.item.clientKey,
          }),
        ),
      ),
    },
    actions: {
      reportRead: (_, { channelId, messageId }: ReadPing) => {
        const invoke = hub();
        const sent = invoke
          ? invoke(CommsCalls.readPing, channelId, messageId)
          : calls.markRead(channelId, messageId);
        // A lost ping only leaves the count high until the next one.
        void sent.catch(() => undefined);
      },
      reportTyping: (_, { channelId }: { channelId: number }) => {
        void hub()?.(CommsCalls.typed, channelId).catch(() => undefined);
      },
    },
  });
}
