/**
 * /communications/{openChannelId?} and /communications/view/{openChannelId?}: the Communications
 * Center. The channel list at the left, the open channel at the right; new direct messages and groups.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useChannelList } from '../../machines/communications/use-channel-list';
import type { ScreenProps } from '../../routes.types';
import { channelHref } from './channel-kinds';
import { ChannelList } from './channel-list';
import { NewDirectDialog } from './new-direct-dialog';
import { NewGroupDialog } from './new-group-dialog';
import { OpenChannel } from './open-channel';

const styles = {
  frame: css({
    display: 'grid',
    gridTemplateColumns: '280px minmax(0, 1fr)',
    // The page scrolls inside the panes: the composer stays in view.
    h: 'calc(100vh - 230px)',
    minH: '460px',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  placeholder: css({ display: 'grid', placeItems: 'center', color: 'fg.muted', p: '8', textAlign: 'center' }),
};

const channelIdOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

export default function CommunicationsScreen({ params }: Partial<ScreenProps>) {
  const openId = channelIdOf(params?.openChannelId);
  const { list, error, calls, reload } = useChannelList();
  const [dialog, setDialog] = useState<'direct' | 'group' | null>(null);
  const [, navigate] = useLocation();
  const open = (id: number) => {
    reload();
    navigate(channelHref(id));
  };
  return (
    <div>
      <PageHeader
        title="Communications Center"
        description="Direct messages, groups, and the channels of purchase orders and tickets."
        actions={
          <>
            <Button onClick={() => setDialog('direct')}>New message</Button>
            <Button variant="secondary" onClick={() => setDialog('group')}>
              New group
            </Button>
          </>
        }
      />
      <div className={styles.frame}>
        <ChannelList list={list} error={error} openId={openId} calls={calls} />
        {openId !== null ? (
          <OpenChannel
            key={openId}
            channelId={openId}
            calls={calls}
            onLeft={() => {
              reload();
              navigate('/communications');
            }}
          />
        ) : (
          <div className={styles.placeholder}>
            {params?.openChannelId
              ? 'This channel does not exist.'
              : 'Choose a channel, or start a conversation.'}
          </div>
        )}
      </div>
      <NewDirectDialog
        open={dialog === 'direct'}
        calls={calls}
        onClose={() => setDialog(null)}
        onOpened={(c) => open(c.id)}
      />
      <NewGroupDialog
        open={dialog === 'group'}
        calls={calls}
        onClose={() => setDialog(null)}
        onCreated={(c) => open(c.id)}
      />
    </div>
  );
}
