/**
 * Markdown shown as HTML (renderMarkdown: raw HTML off, unsafe links refused), with prose styles.
 * Links to the app's own pages navigate in place instead of reloading it.
 */
import { useMemo, type MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { useLocation } from 'wouter';
import { renderMarkdown, type RenderedMarkdown } from './markdown';

const prose = css({
  color: 'fg',
  fontSize: '15px',
  lineHeight: '1.7',
  maxW: '76ch',
  '& > * + *': { mt: '3.5' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: '1.3', scrollMarginTop: '20', color: 'fg' },
  '& h1': { fontSize: '22px', mt: '8' },
  '& h2': { fontSize: '19px', mt: '8', pb: '1.5', borderBottomWidth: '1px', borderColor: 'border' },
  '& h3': { fontSize: '16px', mt: '6' },
  '& h4': { fontSize: '15px', mt: '5' },
  '& > :first-child': { mt: '0' },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& li + li': { mt: '1' },
  '& a': { color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& code': { fontFamily: 'mono', fontSize: '13px', bg: 'canvas', px: '1', py: '0.5', borderRadius: 'sm' },
  '& pre': {
    bg: 'canvas',
    p: '4',
    borderRadius: 'md',
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
  },
  '& pre code': { bg: 'transparent', p: '0' },
  '& blockquote': {
    borderLeftWidth: '3px',
    borderColor: 'accent',
    bg: 'accent.subtle',
    px: '4',
    py: '2.5',
    borderRadius: 'sm',
    color: 'fg',
  },
  '& table': { borderCollapse: 'collapse', w: 'full', fontSize: '14px' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '1.5', textAlign: 'left' },
  '& th': { bg: 'canvas', fontWeight: 'semibold' },
  '& img': { maxW: 'full', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
});

export function MarkdownView({
  source,
  rendered,
  className,
}: {
  source?: string;
  /** Already rendered (a screen that also shows the table of contents renders once). */
  rendered?: RenderedMarkdown;
  className?: string;
}) {
  const [, navigate] = useLocation();
  const html = useMemo(() => rendered?.html ?? renderMarkdown(source ?? '').html, [rendered, source]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };
  // The HTML is renderMarkdown's: raw HTML escaped, links checked (markdown.ts).
  return (
    <div className={cx(prose, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
