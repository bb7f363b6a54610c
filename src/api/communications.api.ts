/** The Communications Center's calls (server/modules/communications), over the app's HTTP client. */
import type {
  ChannelDetail,
  ChannelList,
  ChannelMessage,
  MessageLink,
  MessagePage,
  Person,
  UnreadCountUpdate,
  UnreadCounts,
} from '../domain/communications';
import type { ApiClient } from './http';

const BASE = '/api/communications';

export interface NewMessage {
  body: string;
  mentions: string[];
  links: Pick<MessageLink, 'type' | 'id'>[];
  clientKey: string;
}

export interface JoinableGroup {
  id: number;
  name: string;
  memberCount: number;
}

export function communicationsCalls(api: ApiClient) {
  const channel = (id: number) => `${BASE}/channels/${id}`;
  return {
    channels: (signal?: AbortSignal) => api<ChannelList>(`${BASE}/channels`, { signal }),
    unreadCounts: (signal?: AbortSignal) => api<UnreadCounts>(`${BASE}/unread-counts`, { signal }),
    people: (search: string, signal?: AbortSignal) =>
      api<{ items: Person[] }>(`${BASE}/people`, { query: search ? { search } : {}, signal }),
    joinable: (signal?: AbortSignal) =>
      api<{ items: JoinableGroup[] }>(`${BASE}/channels/joinable`, { signal }),
    direct: (userId: string) =>
      api<ChannelDetail>(`${BASE}/channels/direct`, { method: 'POST', body: { userId } }),
    group: (body: { name: string; memberIds: string[]; isOpen: boolean }) =>
      api<ChannelDetail>(`${BASE}/channels/group`, { method: 'POST', body }),
    detail: (id: number, signal?: AbortSignal) => api<ChannelDetail>(channel(id), { signal }),
    join: (id: number) => api<ChannelDetail>(`${channel(id)}/join`, { method: 'POST', body: {} }),
    leave: (id: number) => api<{ channelId: number }>(`${channel(id)}/leave`, { method: 'POST', body: {} }),
    addMembers: (id: number, userIds: string[]) =>
      api<ChannelDetail>(`${channel(id)}/members`, { method: 'POST', body: { userIds } }),
    history: (id: number, query: { before?: number; after?: number; limit?: number }, signal?: AbortSignal) =>
      api<MessagePage>(`${channel(id)}/messages`, { query, signal }),
    post: (id: number, body: NewMessage) =>
      api<ChannelMessage>(`${channel(id)}/messages`, { method: 'POST', body: { ...body } }),
    markRead: (id: number, messageId: number) =>
      api<UnreadCountUpdate>(`${channel(id)}/read`, { method: 'POST', body: { messageId } }),
    purchaseOrderChannel: (purchaseOrderId: number) =>
      api<ChannelDetail>(`${BASE}/purchase-orders/${purchaseOrderId}/channel`, { method: 'POST', body: {} }),
    ticketChannel: (ticketId: number) =>
      api<ChannelDetail>(`${BASE}/tickets/${ticketId}/channel`, { method: 'POST', body: {} }),
  };
}

export type CommunicationsCalls = ReturnType<typeof communicationsCalls>;
