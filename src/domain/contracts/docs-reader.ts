/**
 * The docs as readers see them (issue 19), beside the editors' generic bases under /api/docs: the
 * groups with their published pages, a group, an article with its neighbours, full-text search, the
 * help articles of a screen, and the published changelog with its unseen count. Every answer holds
 * only what the user's roles may read (server/modules/docs); an unknown or hidden slug is a 404.
 */

export const DOCS_SEARCH_MAX_LENGTH = 200;
export const DOCS_SEARCH_LIMIT = 20;
export const CHANGELOG_PAGE_SIZE = 30;

export const docsReaderPaths = {
  home: '/api/docs/reader',
  group: (slug: string) => `/api/docs/reader/groups/${encodeURIComponent(slug)}`,
  article: (slug: string) => `/api/docs/reader/articles/${encodeURIComponent(slug)}`,
  search: '/api/docs/search',
  help: '/api/docs/help',
  changelog: '/api/docs/changelog/published',
  unseen: '/api/docs/changelog/unseen',
  seen: '/api/docs/changelog/seen',
} as const;

/** The reader's screens. */
export const docsScreenPaths = {
  home: '/docs',
  group: (slug: string) => `/docs/group/${encodeURIComponent(slug)}`,
  article: (slug: string) => `/docs/article/${encodeURIComponent(slug)}`,
  changelog: '/changelog',
} as const;

/** The tag that makes a page help for a screen (its route pattern, as routes.tsx writes it). */
export const screenTag = (routePattern: string) => `screen:${routePattern}`;
/** The tag that suggests a page on tickets opened for orders held with this problem marker. */
export const markerTag = (marker: string) => `marker:${marker}`;

export interface DocsPageLink {
  slug: string;
  name: string;
}

export interface DocsGroupSummary {
  slug: string;
  name: string;
  description: string | null;
  pages: DocsPageLink[];
}

export interface DocsHome {
  groups: DocsGroupSummary[];
}

export type DocsGroupView = DocsGroupSummary;

export interface DocsArticle {
  slug: string;
  name: string;
  /** Markdown, rendered by the SPA (src/components/markdown). */
  content: string;
  updatedAt: string;
  group: { slug: string; name: string };
  previous: DocsPageLink | null;
  next: DocsPageLink | null;
}

/** A piece of a search snippet: the words that matched are `hit`; everything is plain text. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface DocsSearchResult extends DocsPageLink {
  group: { slug: string; name: string };
  snippet: SnippetPart[];
}

export interface DocsSearchAnswer {
  q: string;
  results: DocsSearchResult[];
}

export interface DocsHelpAnswer {
  screen: string;
  links: DocsPageLink[];
}

export interface ChangelogItem {
  id: number;
  name: string;
  content: string;
  publishedAt: string;
}

export interface ChangelogPage {
  entries: ChangelogItem[];
  /** Pass as `before` for the older entries; null when there are none. */
  olderBefore: string | null;
}

export interface ChangelogUnseen {
  count: number;
}
