/**
 * Every HTTP call of the docs reader (issue 19): the groups with their pages, a group, an article,
 * full-text search, a screen's help articles, and the published changelog with its unseen count.
 */
import {
  docsReaderPaths,
  type ChangelogPage,
  type ChangelogUnseen,
  type DocsArticle,
  type DocsGroupView,
  type DocsHelpAnswer,
  type DocsHome,
  type DocsSearchAnswer,
} from '../domain/contracts/docs-reader';
import type { ApiClient } from './http';

export const loadDocsHome = (api: ApiClient, signal?: AbortSignal) =>
  api<DocsHome>(docsReaderPaths.home, { signal });

export const loadDocsGroup = (api: ApiClient, slug: string, signal?: AbortSignal) =>
  api<DocsGroupView>(docsReaderPaths.group(slug), { signal });

export const loadDocsArticle = (api: ApiClient, slug: string, signal?: AbortSignal) =>
  api<DocsArticle>(docsReaderPaths.article(slug), { signal });

export const searchDocs = (api: ApiClient, q: string, signal?: AbortSignal) =>
  api<DocsSearchAnswer>(docsReaderPaths.search, { query: { q }, signal });

export const loadScreenHelp = (api: ApiClient, screen: string, signal?: AbortSignal) =>
  api<DocsHelpAnswer>(docsReaderPaths.help, { query: { screen }, signal });

export const loadChangelog = (api: ApiClient, before: string | null, signal?: AbortSignal) =>
  api<ChangelogPage>(docsReaderPaths.changelog, { query: before ? { before } : {}, signal });

export const loadChangelogUnseen = (api: ApiClient, signal?: AbortSignal) =>
  api<ChangelogUnseen>(docsReaderPaths.unseen, { signal });

export const markChangelogSeen = (api: ApiClient) =>
  api<ChangelogUnseen>(docsReaderPaths.seen, { method: 'POST', body: {} });
