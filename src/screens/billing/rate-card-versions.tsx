/**
 * A card's versions, newest first: number, status, the day it takes effect, when and by whom it was
 * published (and by whom, for those who may read users), the charges made with it, and which one is in effect now (the server says). A published
 * version can be opened to read its rates; the draft is the editor below.
 */
import { badge } from 'styled-system/recipes';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { formatCount, formatDay, formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { RateCardVersionRow, RateCardVersionsAnswer } from '../../api/rate-cards.api';
import { useRefNames, usersRef } from '../../components/crud/crud-refs';
import { usePermissions, useSession } from '../../machines/use-app';

/** Who published, by name: 'you', a user's name (for those who may read users), else nothing. */
function usePublisherName() {
  const { can } = usePermissions();
  const { user } = useSession();
  const mayReadUsers = can('users.view');
  const refs = useRefNames([mayReadUsers ? usersRef : undefined]);
  return (id: string | null) => {
    if (!id) return null;
    if (id === user.id) return 'you';
    return (mayReadUsers && refs.label(usersRef, id)) || null;
  };
}

const styles = {
  td: css({ py: '2.5', pr: '4', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'middle' }),
  chosen: css({ bg: 'accent.subtle' }),
};

function Status({ version, current }: { version: RateCardVersionRow; current: boolean }) {
  return (
    <span className={ui.rowCenter}>
      <span className={badge({ tone: version.status === 'Draft' ? 'warning' : 'neutral' })}>
        {version.status}
      </span>
      {current && <span className={badge({ tone: 'success' })}>In effect now</span>}
    </span>
  );
}

export function RateCardVersions({
  answer,
  shownId,
  onShow,
}: {
  answer: RateCardVersionsAnswer;
  /** The published version whose rates are shown below, if any. */
  shownId: number | null;
  onShow: (id: number) => void;
}) {
  const publisher = usePublisherName();
  if (!answer.versions.length)
    return <p className={ui.muted}>No versions yet: add the first with New version.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={ui.plainTable} aria-label="Versions">
        <thead>
          <tr>
            <th className={ui.quietTh}>Version</th>
            <th className={ui.quietTh}>Status</th>
            <th className={ui.quietTh}>Effective from</th>
            <th className={ui.quietTh}>Published</th>
            <th className={`${ui.quietTh} ${ui.end}`}>Charges made</th>
            <th className={ui.quietTh}>
              <span className={ui.srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.versions.map((v) => (
            <tr key={v.id} className={v.id === shownId ? styles.chosen : undefined}>
              <td className={`${styles.td} ${ui.medium}`}>Version {v.versionNumber}</td>
              <td className={styles.td}>
                <Status version={v} current={v.id === answer.currentVersionId} />
              </td>
              <td className={styles.td}>{v.effectiveFrom ? formatDay(v.effectiveFrom) : '—'}</td>
              <td className={styles.td}>
                {v.publishedAt ? (
                  <span className={ui.mutedNowrap}>
                    {formatInstant(v.publishedAt)}
                    {publisher(v.publishedBy) ? ` by ${publisher(v.publishedBy)}` : ''}
                  </span>
                ) : (
                  <span className={ui.muted}>Not yet</span>
                )}
              </td>
              <td className={`${styles.td} ${ui.end}`}>{formatCount(v.chargeCount)}</td>
              <td className={`${styles.td} ${ui.end}`}>
                {v.status === 'Published' && v.id !== shownId && (
                  <Button variant="ghost" size="sm" onClick={() => onShow(v.id)}>
                    View rates
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
