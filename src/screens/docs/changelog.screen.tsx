/**
 * /changelog: what changed in Dockhand, newest first (published entries only), each entry's markdown
 * rendered safely. Opening it clears the navigation's unseen badge (and tells the server when).
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { loadChangelog } from '../../api/docs.api';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { formatLongDay } from '../../components/format';
import { CompassIcon } from '../../components/icons';
import { LoadFailure } from '../../components/load-failure';
import { MarkdownView } from '../../components/markdown/markdown-view';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import type { ChangelogItem } from '../../domain/contracts/docs-reader';
import { markChangelogOpened } from '../../machines/docs/use-changelog-unseen';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { ui } from '../../components/ui/styles';

const styles = {
  list: css({ display: 'grid', gap: '5', maxW: '860px' }),
  entry: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    px: '8',
    py: '6',
  }),
  date: css({
    fontSize: '12px',
    fontWeight: 'semibold',
    color: 'fg.muted',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
  name: css({ fontSize: '20px', fontWeight: 'bold', mt: '1', mb: '3' }),
};

export default function ChangelogScreen() {
  const api = useApi();
  // The older pages asked for ('Show older' keeps what is shown and adds the next page below).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [earlier, setEarlier] = useState<ChangelogItem[]>([]);
  const before = cursors.at(-1) ?? null;
  const page = useLoad((signal) => loadChangelog(api, before, signal), [before, api]);

  useEffect(() => {
    void markChangelogOpened(api);
  }, [api]);

  const entries = page.status === 'loaded' ? [...earlier, ...page.data.entries] : earlier;
  const older = page.status === 'loaded' ? page.data.olderBefore : null;
  return (
    <div>
      <PageHeader title="Changelog" description="What changed in Dockhand, newest first." />
      {entries.length > 0 && (
        <ol className={styles.list} aria-label="Changelog entries">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <time className={styles.date} dateTime={entry.publishedAt}>
                {formatLongDay(entry.publishedAt)}
              </time>
              <h2 className={styles.name}>{entry.name}</h2>
              <MarkdownView source={entry.content} />
            </li>
          ))}
        </ol>
      )}
      {page.status === 'loading' ? (
        <PageLoading />
      ) : page.status === 'failed' ? (
        <LoadFailure title="The changelog could not be loaded" failure={page.failure} onRetry={page.retry} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<CompassIcon size={26} />} title="Nothing published yet" />
      ) : older ? (
        <div className={ui.sectionBelow}>
          <Button
            variant="secondary"
            onClick={() => {
              setEarlier(entries);
              setCursors((c) => [...c, older]);
            }}
          >
            Show older entries
          </Button>
        </div>
      ) : null}
    </div>
  );
}
