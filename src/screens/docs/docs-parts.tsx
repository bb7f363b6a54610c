/** What the docs screens share: breadcrumbs, the "not found" answer, page lists and snippets. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CompassIcon } from '../../components/icons';
import { LoadFailure } from '../../components/load-failure';
import { PageLoading } from '../../components/page-loading';
import { docsScreenPaths, type DocsPageLink, type SnippetPart } from '../../domain/contracts/docs-reader';
import type { LoadState } from '../../machines/load/use-load';

export const docsStyles = {
  crumbs: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1.5',
    fontSize: '13px',
    color: 'fg.muted',
    mb: '2',
  }),
  crumbLink: css({
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { color: 'accent', textDecoration: 'underline' },
  }),
  pageList: css({ display: 'grid', gap: '1' }),
  pageLink: css({
    display: 'block',
    px: '3',
    py: '2',
    mx: '-3',
    borderRadius: 'md',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'canvas', color: 'accent' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
  }),
  mark: css({ bg: '#fef08a', color: 'inherit', borderRadius: 'xs', px: '0.5' }),
};

/** Docs › Group › Article: each but the last a link. */
export function Breadcrumbs({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={docsStyles.crumbs}>
        {trail.map((crumb, i) => (
          <li key={crumb.label} className={css({ display: 'flex', gap: '1.5' })}>
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.href ? (
              <Link href={crumb.href} className={docsStyles.crumbLink}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageLinks({ pages }: { pages: DocsPageLink[] }) {
  return (
    <ul className={docsStyles.pageList}>
      {pages.map((page) => (
        <li key={page.slug}>
          <Link href={docsScreenPaths.article(page.slug)} className={docsStyles.pageLink}>
            {page.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A search snippet: plain text, the matched words marked. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className={docsStyles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A slug the user cannot read answers 404, exactly as one that does not exist. */
export function DocsNotFound({ what }: { what: 'article' | 'group' }) {
  return (
    <EmptyState
      as="h1"
      icon={<CompassIcon size={26} />}
      title={what === 'article' ? 'Article not found' : 'Docs group not found'}
      actions={
        <Link href={docsScreenPaths.home} className={buttonClass()}>
          Back to Docs
        </Link>
      }
    >
      <p>It does not exist, is not published yet, or is not shown to your role.</p>
    </EmptyState>
  );
}

/** Loading, a 404 as "not found", another failure with Retry, or the page. */
export function DocsLoaded<T>({
  state,
  what,
  retry,
  children,
}: {
  state: LoadState<T>;
  what: 'article' | 'group';
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed')
    return state.failure.status === 404 ? (
      <DocsNotFound what={what} />
    ) : (
      <LoadFailure title={`The ${what} could not be opened`} failure={state.failure} onRetry={retry} />
    );
  return <>{children(state.data)}</>;
}
