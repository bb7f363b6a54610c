/** /docs/group/{slug}: one group the user may read and its published articles, in their order. */
import { css } from 'styled-system/css';
import { loadDocsGroup } from '../../api/docs.api';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { docsScreenPaths } from '../../domain/contracts/docs-reader';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { Breadcrumbs, DocsLoaded, PageLinks } from './docs-parts';
import { ui } from '../../components/ui/styles';

export default function DocsGroupScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const slug = params?.slug ?? '';
  const group = useLoad((signal) => loadDocsGroup(api, slug, signal), [slug, api]);
  return (
    <div className={css({ maxW: '860px' })}>
      <DocsLoaded state={group} what="group" retry={group.retry}>
        {(data) => (
          <>
            <Breadcrumbs trail={[{ label: 'Docs', href: docsScreenPaths.home }, { label: data.name }]} />
            <PageHeader title={data.name} description={data.description ?? undefined} />
            <Card title={`${data.pages.length} ${data.pages.length === 1 ? 'article' : 'articles'}`}>
              {data.pages.length ? (
                <PageLinks pages={data.pages} />
              ) : (
                <p className={ui.muted}>No articles are published in this group yet.</p>
              )}
            </Card>
          </>
        )}
      </DocsLoaded>
    </div>
  );
}
