/**
 * /docs: the search box, its results (when the address has ?q=), and the groups the user's roles may
 * read, each with its published articles.
 */
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { loadDocsHome } from '../../api/docs.api';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CompassIcon } from '../../components/icons';
import { LoadFailure } from '../../components/load-failure';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { docsScreenPaths } from '../../domain/contracts/docs-reader';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { PageLinks } from './docs-parts';
import { DocsSearchBox, DocsSearchResults, useDocsQuery } from './docs-search';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: '5',
  mt: '7',
  alignItems: 'start',
});

export default function DocsHomeScreen() {
  const api = useApi();
  const q = useDocsQuery();
  const home = useLoad((signal) => loadDocsHome(api, signal), [api]);
  return (
    <div className={css({ maxW: '1200px' })}>
      <PageHeader
        title="Docs"
        description="How Dockhand works: guides for every screen, searchable."
        actions={
          <Link href={docsScreenPaths.changelog} className={css({ fontWeight: 'medium' })}>
            What’s new →
          </Link>
        }
      />
      <DocsSearchBox />
      {q && <DocsSearchResults q={q} />}
      {home.status === 'loading' ? (
        <PageLoading />
      ) : home.status === 'failed' ? (
        <LoadFailure title="The docs could not be loaded" failure={home.failure} onRetry={home.retry} />
      ) : home.data.groups.length === 0 ? (
        <div className={css({ mt: '7' })}>
          <EmptyState icon={<CompassIcon size={26} />} title="No articles for your role yet">
            <p>When articles are published for your role, they show here.</p>
          </EmptyState>
        </div>
      ) : (
        <div className={grid} aria-label="Docs groups">
          {home.data.groups.map((group) => (
            <Card
              key={group.slug}
              title={<Link href={docsScreenPaths.group(group.slug)}>{group.name}</Link>}
              description={group.description ?? undefined}
            >
              <PageLinks pages={group.pages} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
