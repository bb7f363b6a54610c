/**
 * The ticket's conversation: its Communications channel (kind 'ticket', created the first time it is
 * opened; opening it makes the user a member), shown in place with the shared chat pieces
 * (src/components/communications): messages, who is typing, the composer with mentions.
 */
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { communicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { Composer } from '../../components/communications/composer';
import { MessageList } from '../../components/communications/message-list';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { useChannel } from '../../machines/communications/use-channel';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

const styles = {
  frame: css({
    display: 'flex',
    flexDirection: 'column',
    h: '520px',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    bg: 'surface',
    overflow: 'hidden',
  }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '5',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  title: css({ fontSize: '16px', fontWeight: 'semibold', flex: '1' }),
  typing: css({ minH: '6', px: '5', fontSize: '12.5px', color: 'fg.muted', fontStyle: 'italic' }),
};

function Thread({ channelId }: { channelId: number }) {
  const view = useChannel(channelId);
  const { channel } = view;
  if (view.status === 'loading') return <PageLoading label="Opening the conversation…" />;
  if (view.status !== 'ready' || !channel)
    return (
      <div className={css({ p: '5' })}>
        <FormError title="The conversation cannot be shown" message={view.error ?? 'Try again.'} />
        {view.status === 'failed' && (
          <Button variant="secondary" className={ui.mt3} onClick={view.retry}>
            Try again
          </Button>
        )}
      </div>
    );
  return (
    <>
      <header className={styles.header}>
        <h2 className={styles.title}>Conversation</h2>
        <span className={ui.caption}>
          {channel.memberCount} following{view.isCatchingUp ? ' · catching up…' : ''}
        </span>
        <TextLink href={`/communications/${channelId}`} className={ui.small}>
          Open in Communications
        </TextLink>
      </header>
      <MessageList view={view} />
      <p className={styles.typing} aria-live="polite">
        {view.typing ?? ''}
      </p>
      <Composer
        members={channel.members}
        userId={view.userId}
        disabled={false}
        onSend={view.send}
        onTyped={view.typed}
      />
    </>
  );
}

export function TicketConversation({ ticketId }: { ticketId: number }) {
  const api = useApi();
  const calls = useMemo(() => communicationsCalls(api), [api]);
  const channel = useLoad(() => calls.ticketChannel(ticketId), [ticketId, calls]);
  return (
    <section className={styles.frame} aria-label="Conversation">
      {channel.status === 'loaded' ? (
        <Thread channelId={channel.data.id} />
      ) : channel.status === 'failed' ? (
        <div className={css({ p: '5' })}>
          <FormError title="The conversation could not be opened" message={channel.failure.message} />
          <Button variant="secondary" className={ui.mt3} onClick={channel.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <PageLoading label="Opening the conversation…" />
      )}
    </section>
  );
}
