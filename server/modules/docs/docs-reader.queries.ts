/**
 * The docs as a reader sees them: the groups the user's roles may read with their published pages,
 * one group, one article with the pages before and after it in its group (by sortOrder), and the help
 * articles tagged for a screen. Only published pages of readable groups are ever answered, editors
 * included (they preview drafts in the editor); anything else is "not found", exactly as a missing slug.
 */
import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import type {
  DocsArticle,
  DocsGroupView,
  DocsHelpAnswer,
  DocsHome,
  DocsPageLink,
} from '../../../src/domain/contracts/docs-reader';
import { screenTag } from '../../../src/domain/contracts/docs-reader';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { knowledgebaseGroups, knowledgebasePages } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { groupVisible } from '../../resources/declarations/docs';

const HELP_LIMIT = 5;
const pageOrder = [
  asc(knowledgebasePages.sortOrder),
  asc(knowledgebasePages.name),
  asc(knowledgebasePages.id),
];

/** Published pages of the groups `user` may read, and `extra`. */
export const readablePages = (user: AuthUser, extra?: SQL): SQL | undefined =>
  and(eq(knowledgebasePages.published, true), groupVisible(user), extra);

/** Pages a group lists at most (far more than any real group holds). */
const GROUP_LIMIT = 500;

async function pageLinks(db: Db, user: AuthUser, where: SQL | undefined, limit = GROUP_LIMIT) {
  return db
    .select({
      slug: knowledgebasePages.slug,
      name: knowledgebasePages.name,
      groupId: knowledgebasePages.groupId,
    })
    .from(knowledgebasePages)
    .innerJoin(knowledgebaseGroups, eq(knowledgebaseGroups.id, knowledgebasePages.groupId))
    .where(readablePages(user, where))
    .orderBy(...pageOrder)
    .limit(limit);
}

/** /docs: every readable group (by sortOrder) with its published pages; empty groups are left out. */
export async function docsHome(db: Db, user: AuthUser): Promise<DocsHome> {
  const groups = await db
    .select()
    .from(knowledgebaseGroups)
    .where(groupVisible(user))
    .orderBy(asc(knowledgebaseGroups.sortOrder), asc(knowledgebaseGroups.name));
  const pages = await pageLinks(db, user, undefined);
  return {
    groups: groups
      .map((g) => ({
        slug: g.slug,
        name: g.name,
        description: g.description,
        pages: pages.filter((p) => p.groupId === g.id).map(({ slug, name }) => ({ slug, name })),
      }))
      .filter((g) => g.pages.length > 0),
  };
}

/** /docs/group/{slug}: a readable group and its published pages. */
export async function docsGroup(db: Db, user: AuthUser, slug: string): Promise<DocsGroupView> {
  const [group] = await db
    .select()
    .from(knowledgebaseGroups)
    .where(and(eq(knowledgebaseGroups.slug, slug), groupVisible(user)));
  if (!group) throw notFound('Docs group');
  const pages = await pageLinks(db, user, eq(knowledgebasePages.groupId, group.id));
  return {
    slug: group.slug,
    name: group.name,
    description: group.description,
    pages: pages.map(({ slug: s, name }) => ({ slug: s, name })),
  };
}

/** /docs/article/{slug}: a published page of a readable group, with its neighbours in the group. */
export async function docsArticle(db: Db, user: AuthUser, slug: string): Promise<DocsArticle> {
  const [row] = await db
    .select({
      page: knowledgebasePages,
      group: { slug: knowledgebaseGroups.slug, name: knowledgebaseGroups.name },
    })
    .from(knowledgebasePages)
    .innerJoin(knowledgebaseGroups, eq(knowledgebaseGroups.id, knowledgebasePages.groupId))
    .where(readablePages(user, eq(knowledgebasePages.slug, slug)));
  if (!row) throw notFound('Article');
  const siblings = await pageLinks(db, user, eq(knowledgebasePages.groupId, row.page.groupId));
  const at = siblings.findIndex((p) => p.slug === slug);
  const link = (p: { slug: string; name: string } | undefined): DocsPageLink | null =>
    p ? { slug: p.slug, name: p.name } : null;
  return {
    slug: row.page.slug,
    name: row.page.name,
    content: row.page.content,
    updatedAt: row.page.updatedAt.toISOString(),
    group: row.group,
    previous: link(siblings[at - 1]),
    next: link(siblings[at + 1]),
  };
}

/** A route pattern as routes.tsx writes it: '/orders/returns', '/warehouses/x/:shipmentId/confirm'. */
const ROUTE_PATTERN = /^\/[A-Za-z0-9/:?_.-]{0,199}$/;

/** The help articles of a screen: readable pages tagged `screen:<pattern>`. */
export async function docsHelp(db: Db, user: AuthUser, screen: unknown): Promise<DocsHelpAnswer> {
  if (typeof screen !== 'string' || !ROUTE_PATTERN.test(screen))
    throw badRequest('Name the screen by its route.', {
      screen: 'Screen must be a route path such as /all-orders',
    });
  const links = await pageLinks(
    db,
    user,
    arrayContains(knowledgebasePages.tags, [screenTag(screen)]),
    HELP_LIMIT,
  );
  return { screen, links: links.map(({ slug, name }) => ({ slug, name })) };
}
