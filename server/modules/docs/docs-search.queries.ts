/**
 * Full-text search over the pages a user may read (PostgreSQL and PGlite alike): the query is read
 * with websearch_to_tsquery('english', q) (words, "phrases", -exclusions, or), matched against the
 * pages' generated search_vector (title weight A, body weight B, GIN index), and ordered with title
 * matches first, then by ts_rank. Each result carries a ts_headline snippet returned as plain-text
 * parts with the matched words flagged: the markers are control characters no page text keeps, so
 * no markup from a page ever reaches the browser as markup.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DOCS_SEARCH_LIMIT,
  DOCS_SEARCH_MAX_LENGTH,
  type DocsSearchAnswer,
  type SnippetPart,
} from '../../../src/domain/contracts/docs-reader';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { knowledgebaseGroups, knowledgebasePages } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { readablePages } from './docs-reader.queries';

const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** Checks `q`: some text, at most DOCS_SEARCH_MAX_LENGTH characters. */
export function searchText(q: unknown): string {
  const text = typeof q === 'string' ? q.trim() : '';
  if (!text) throw badRequest('Type something to search for.', { q: 'Search needs a word or two' });
  if (text.length > DOCS_SEARCH_MAX_LENGTH)
    throw badRequest('The search is too long.', {
      q: `Search may have at most ${DOCS_SEARCH_MAX_LENGTH} characters`,
    });
  return text;
}

/** Markdown's punctuation left out of snippets: they read as prose. */
const tidy = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- ts_headline's markers and other control characters go
    .replace(/[\u0000-\u0008\u000b-\u001f]/g, '')
    .replace(/\]\([^)\s]*\)/g, '')
    .replace(/[#*`>[\]|]+|-{3,}/g, '')
    .replace(/\s+/g, ' ');

/** ts_headline's answer as plain-text parts, the marked words flagged `hit`. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, chunk] of headline.split(START).entries()) {
    const [hit, rest] = i === 0 ? [null, chunk] : (chunk.split(STOP, 2) as [string, string?]);
    if (hit !== null && tidy(hit).trim()) parts.push({ text: tidy(hit), hit: true });
    const after = tidy(rest ?? '');
    if (after) parts.push({ text: after, hit: false });
  }
  if (parts[0]) parts[0].text = parts[0].text.trimStart();
  return parts;
}

/** GET /api/docs/search?q=: the best readable pages for `q`, title matches first. */
export async function searchDocs(db: Db, user: AuthUser, q: unknown): Promise<DocsSearchAnswer> {
  const text = searchText(q);
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const titleHit = sql<boolean>`(to_tsvector('english', ${knowledgebasePages.name}) @@ ${query})`;
  const rank = sql<number>`ts_rank(${knowledgebasePages.searchVector}, ${query})`;
  const rows = await db
    .select({
      slug: knowledgebasePages.slug,
      name: knowledgebasePages.name,
      groupSlug: knowledgebaseGroups.slug,
      groupName: knowledgebaseGroups.name,
      headline: sql<string>`ts_headline('english', ${knowledgebasePages.content}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(knowledgebasePages)
    .innerJoin(knowledgebaseGroups, eq(knowledgebaseGroups.id, knowledgebasePages.groupId))
    .where(and(sql`${knowledgebasePages.searchVector} @@ ${query}`, readablePages(user)))
    .orderBy(desc(titleHit), desc(rank), asc(knowledgebasePages.name))
    .limit(DOCS_SEARCH_LIMIT);
  return {
    q: text,
    results: rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      group: { slug: r.groupSlug, name: r.groupName },
      snippet: snippetParts(r.headline ?? ''),
    })),
  };
}
