/**
 * /docs/article/{slug}: the article's markdown rendered safely, a table of contents from its headings,
 * breadcrumbs, and the previous and next articles of its group.
 */
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { loadDocsArticle } from '../../api/docs.api';
import { formatDay } from '../../components/format';
import { renderMarkdown } from '../../components/markdown/markdown';
import { MarkdownView } from '../../components/markdown/markdown-view';
import { docsScreenPaths, type DocsArticle, type DocsPageLink } from '../../domain/contracts/docs-reader';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { Breadcrumbs, DocsLoaded } from './docs-parts';
import { ui } from '../../components/ui/styles';

const styles = {
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 240px' },
    gap: '10',
    alignItems: 'start',
    maxW: '1180px',
  }),
  article: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    px: '10',
    py: '8',
  }),
  title: css({ fontSize: '28px', fontWeight: 'bold', letterSpacing: '-0.01em', lineHeight: '1.25' }),
  toc: css({ position: 'sticky', top: '20', fontSize: '13px', display: 'grid', gap: '1.5' }),
  tocTitle: css({
    fontSize: '11px',
    fontWeight: 'semibold',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: 'fg.muted',
    mb: '1',
  }),
  tocLink: css({ color: 'fg.muted', textDecoration: 'none', _hover: { color: 'accent' } }),
  pager: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', mt: '8' }),
  pagerLink: css({
    display: 'block',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'surface',
    textDecoration: 'none',
    color: 'fg',
    _hover: { borderColor: 'accent' },
  }),
  pagerLabel: ui.caption,
  pagerName: ui.accentStrong,
};

function Pager({ previous, next }: { previous: DocsPageLink | null; next: DocsPageLink | null }) {
  if (!previous && !next) return null;
  const link = (page: DocsPageLink, label: string, end: boolean) => (
    <Link
      href={docsScreenPaths.article(page.slug)}
      className={styles.pagerLink}
      style={end ? { textAlign: 'right', gridColumn: 2 } : undefined}
      rel={end ? 'next' : 'prev'}
    >
      <span className={styles.pagerLabel}>{label}</span>
      <span className={styles.pagerName} style={{ display: 'block' }}>
        {page.name}
      </span>
    </Link>
  );
  return (
    <nav aria-label="Previous and next article" className={styles.pager}>
      {previous && link(previous, '← Previous', false)}
      {next && link(next, 'Next →', true)}
    </nav>
  );
}

function Article({ article }: { article: DocsArticle }) {
  const rendered = useMemo(() => renderMarkdown(article.content), [article.content]);
  // The article's title is its h1: headings inside it are its sections.
  const toc = rendered.toc.filter((entry) => entry.level >= 2 && entry.level <= 3);
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Docs', href: docsScreenPaths.home },
          { label: article.group.name, href: docsScreenPaths.group(article.group.slug) },
          { label: article.name },
        ]}
      />
      <div className={styles.layout}>
        <div>
          <article className={styles.article}>
            <h1 className={styles.title}>{article.name}</h1>
            <p className={css({ color: 'fg.muted', fontSize: '13px', mt: '1', mb: '6' })}>
              Updated {formatDay(article.updatedAt)}
            </p>
            <MarkdownView rendered={rendered} />
          </article>
          <Pager previous={article.previous} next={article.next} />
        </div>
        {toc.length > 1 && (
          <nav aria-label="On this page" className={styles.toc}>
            <p className={styles.tocTitle}>On this page</p>
            {toc.map((entry) => (
              <a
                key={entry.id}
                href={`#${entry.id}`}
                className={styles.tocLink}
                style={{ paddingLeft: entry.level === 3 ? 12 : 0 }}
              >
                {entry.text}
              </a>
            ))}
          </nav>
        )}
      </div>
    </>
  );
}

export default function DocsArticleScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const slug = params?.slug ?? '';
  const article = useLoad((signal) => loadDocsArticle(api, slug, signal), [slug, api]);
  return (
    <DocsLoaded state={article} what="article" retry={article.retry}>
      {(data) => <Article article={data} />}
    </DocsLoaded>
  );
}
