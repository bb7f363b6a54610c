/**
 * Spec §7 Notify: the server's short notices (a mention in the Communications Center, …) as a
 * 3-second toast. The payload is a text, or `{ message, link? }`; with a link the toast leads there.
 */
import toast from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../domain/constants';
import { useHubEvent } from '../machines/hub/use-hub';
import { TextLink } from './text-link';

export function notifyContent(payload: unknown): { message: string; link: string | null } | null {
  if (typeof payload === 'string') return payload ? { message: payload, link: null } : null;
  if (typeof payload !== 'object' || payload === null) return null;
  const { message, link } = payload as { message?: unknown; link?: unknown };
  if (typeof message !== 'string' || !message) return null;
  // Only in-app paths: a notice must not send anyone to another site.
  return {
    message,
    link: typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null,
  };
}

export function LiveNotifications() {
  useHubEvent('Notify', (payload) => {
    const content = notifyContent(payload);
    if (!content) return;
    toast(content.link ? <TextLink href={content.link}>{content.message}</TextLink> : content.message, {
      duration: TOAST_DURATION_MS,
    });
  });
  return null;
}
