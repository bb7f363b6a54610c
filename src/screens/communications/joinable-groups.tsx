/** Open groups the user (staff) could join, with a Join button each; nothing for vendor users. */
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { describeApiError } from '../../api/api-error';
import type { CommunicationsCalls } from '../../api/communications.api';
import { Button } from '../../components/button';
import { useLoad } from '../../machines/load/use-load';
import { channelHref } from './channel-kinds';
import { ui } from '../../components/ui/styles';

export function JoinableGroups({ calls, refreshKey }: { calls: CommunicationsCalls; refreshKey: number }) {
  const load = useLoad((signal) => calls.joinable(signal), [calls, refreshKey]);
  const [, navigate] = useLocation();
  if (load.status !== 'loaded' || load.data.items.length === 0) return null;
  const join = (id: number) =>
    calls.join(id).then(
      (channel) => navigate(channelHref(channel.id)),
      (e: unknown) => toast.error(describeApiError(e).message),
    );
  return (
    <div className={css({ mt: '3', pt: '2', borderTopWidth: '1px', borderColor: 'border' })}>
      <h2
        className={css({
          px: '4',
          pt: '2',
          pb: '1',
          fontSize: '11px',
          fontWeight: 'semibold',
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: 'fg.muted',
        })}
      >
        Groups you can join
      </h2>
      <ul>
        {load.data.items.map((group) => (
          <li
            key={group.id}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '1' })}
          >
            <span className={css({ flex: '1', minW: '0', fontSize: '13.5px' })}>
              {group.name}
              <span className={ui.subtleCaption}> · {group.memberCount}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void join(group.id)}
              aria-label={`Join ${group.name}`}
            >
              Join
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
