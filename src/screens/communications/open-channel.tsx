/**
 * The open channel: its name and document, the messages, who is typing, the composer, and its members
 * (with who has it open now). A thin view over the channel machine (use-channel.ts).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import type { CommunicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { linkPath } from '../../domain/communications';
import { useChannel } from '../../machines/communications/use-channel';
import { AddMembersDialog } from './add-members-dialog';
import { kindLabels } from './channel-kinds';
import { Composer } from '../../components/communications/composer';
import { MessageList } from '../../components/communications/message-list';
import { ui } from '../../components/ui/styles';

const styles = {
  root: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 220px', h: 'full', minH: '0' }),
  main: css({ display: 'flex', flexDirection: 'column', minH: '0', minW: '0' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '5',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  title: css({
    fontSize: '17px',
    fontWeight: 'semibold',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  typing: css({ minH: '6', px: '5', fontSize: '12.5px', color: 'fg.muted', fontStyle: 'italic' }),
  members: css({ borderLeftWidth: '1px', borderColor: 'border', px: '4', py: '3', overflowY: 'auto' }),
  membersTitle: css({
    fontSize: '12px',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    color: 'fg.muted',
    mb: '2',
  }),
  member: css({ display: 'flex', alignItems: 'center', gap: '2', py: '1', fontSize: '13.5px' }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', flexShrink: 0, bg: 'border.strong' }),
  here: css({ bg: '#12b76a' }),
  notice: css({ p: '6' }),
};

export function OpenChannel({
  channelId,
  calls,
  onLeft,
}: {
  channelId: number;
  calls: CommunicationsCalls;
  onLeft: () => void;
}) {
  const view = useChannel(channelId);
  const [adding, setAdding] = useState(false);
  const { channel } = view;

  if (view.status === 'loading') return <PageLoading label="Opening the channel…" />;
  if (view.status === 'gone' || view.status === 'failed' || !channel)
    return (
      <div className={styles.notice}>
        <FormError
          title="This channel cannot be shown"
          message={view.status === 'gone' ? 'You are no longer a member of this channel.' : view.error}
        />
        {view.status === 'failed' && (
          <Button variant="secondary" className={ui.mt3} onClick={view.retry}>
            Try again
          </Button>
        )}
      </div>
    );

  const leave = () =>
    calls.leave(channelId).then(
      () => {
        toast.success(`You left ${channel.name}.`);
        onLeft();
      },
      (e: unknown) => toast.error(describeApiError(e).message),
    );

  return (
    <div className={styles.root}>
      <section className={styles.main} aria-label={channel.name}>
        <header className={styles.header}>
          <div className={ui.grow}>
            <div className={ui.rowCenter}>
              <h2 className={styles.title}>{channel.name}</h2>
              <span className={badge({ tone: 'neutral' })}>{kindLabels[channel.kind]}</span>
              {view.isCatchingUp && (
                <span role="status" className={ui.caption}>
                  Catching up…
                </span>
              )}
            </div>
            {channel.document && (
              <TextLink href={linkPath(channel.document)} className={ui.small}>
                Open {channel.document.label.replace(/^./, (c) => c.toLowerCase())}
              </TextLink>
            )}
          </div>
          {channel.kind === 'group' && (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              Add members
            </Button>
          )}
          {channel.kind !== 'direct' && (
            <Button size="sm" variant="ghost" onClick={() => void leave()}>
              Leave
            </Button>
          )}
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
      </section>
      <aside className={styles.members} aria-label="Members">
        <h3 className={styles.membersTitle}>Members · {channel.memberCount}</h3>
        <ul>
          {channel.members.map((m) => {
            const here = m.userId === view.userId || view.viewing.includes(m.userId);
            return (
              <li key={m.userId} className={styles.member} title={here ? 'Has this channel open' : undefined}>
                <span className={cx(styles.dot, here && styles.here)} />
                <span>
                  {m.name}
                  {m.userId === view.userId && <span className={ui.muted}> (you)</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </aside>
      <AddMembersDialog
        channelId={channelId}
        open={adding}
        calls={calls}
        memberIds={channel.members.map((m) => m.userId)}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
