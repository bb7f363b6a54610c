/**
 * Help in context (issue 19): in the shell's top bar, links to the knowledge base articles tagged for
 * the screen on show ('screen:<route pattern>', e.g. "How receiving works" on an ASN's receiving).
 * The pattern is the route the app matched (app.tsx hands it down through the shell), so every
 * /orders/… list shares its help. Answers are kept per screen for a few minutes, so moving between
 * screens asks the server once; nothing shows when a screen has no articles.
 */
import { css } from 'styled-system/css';
import { loadScreenHelp } from '../api/docs.api';
import type { ApiClient } from '../api/http';
import { docsScreenPaths, type DocsPageLink } from '../domain/contracts/docs-reader';
import { useLoad } from '../machines/load/use-load';
import { useApi } from '../machines/use-app';
import type { RouteDef } from '../routes.types';
import { TextLink } from './text-link';

const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { at: number; links: DocsPageLink[] }>();

/** A screen's help links, from the cache while fresh. */
async function helpFor(api: ApiClient, pattern: string, signal: AbortSignal): Promise<DocsPageLink[]> {
  const hit = cache.get(pattern);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.links;
  const { links } = await loadScreenHelp(api, pattern, signal);
  cache.set(pattern, { at: Date.now(), links });
  return links;
}

/** The pattern a route's help is tagged with; null where help makes no sense (the docs themselves). */
export function helpPatternOf(route: RouteDef): string | null {
  if (route.planned || route.access === 'public' || route.area === 'Docs') return null;
  return route.path;
}

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minW: 0,
    fontSize: '13px',
    overflow: 'hidden',
  }),
  label: css({ color: 'fg.muted', flexShrink: 0, display: 'flex', alignItems: 'center', gap: '1.5' }),
  link: css({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
};

function BookIcon() {
  return (
    <svg
      width={15}
      height={15}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />
    </svg>
  );
}

export function HelpLinks({ pattern }: { pattern: string | null }) {
  const api = useApi();
  const help = useLoad(
    (signal) => (pattern ? helpFor(api, pattern, signal) : Promise.resolve<DocsPageLink[]>([])),
    [pattern, api],
  );
  if (!pattern || help.status !== 'loaded' || help.data.length === 0) return null;
  return (
    <nav aria-label="Help for this screen" className={styles.root}>
      <span className={styles.label}>
        <BookIcon /> Help:
      </span>
      {help.data.map((link) => (
        <TextLink key={link.slug} href={docsScreenPaths.article(link.slug)} className={styles.link}>
          {link.name}
        </TextLink>
      ))}
    </nav>
  );
}
