/**
 * The docs: knowledge base groups and pages, changelog entries. Every signed-in user reads them
 * (groups only where visibleToRoles names one of the user's roles); administrators write them — the
 * permission catalogue has no docs permission, so the roles decide (spec §6 "has a role").
 */
import { changelogContract } from '../../../src/domain/contracts/changelog';
import { knowledgebaseGroupsContract } from '../../../src/domain/contracts/knowledgebase-groups';
import { knowledgebasePagesContract } from '../../../src/domain/contracts/knowledgebase-pages';
import { arrayContains, arrayOverlaps, eq, inArray, and, lte, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { changelogSchema } from '../../../src/domain/resources/changelog.schema';
import { knowledgebaseGroupSchema, slugify } from '../../../src/domain/resources/knowledgebase-group.schema';
import { knowledgebasePageSchema } from '../../../src/domain/resources/knowledgebase-page.schema';
import type { AuthUser } from '../../auth/guard';
import { changelogEntries, knowledgebaseGroups, knowledgebasePages } from '../../db/schema';
import { claimChangelogNotification } from '../../modules/docs/changelog-notify.service';
import { dateFrom, dateTo, intEquals, text, type FilterDef } from '../filters';
import { defineResource, type WriteContext } from '../resource';

const editorRoles = ['developer', 'superadmin', 'admin'] as const;
const isEditor = (user: AuthUser) => user.roles.some((r) => (editorRoles as readonly string[]).includes(r));

/** The groups a user may read: those whose visibleToRoles name one of the user's roles (editors: all). */
export const groupVisible = (user: AuthUser): SQL | undefined =>
  isEditor(user) ? undefined : arrayOverlaps(knowledgebaseGroups.visibleToRoles, user.roles);

/** Pages carrying one tag, exactly ('screen:/all-orders'); uses the tags' GIN index. */
const hasTag: FilterDef = {
  apply(value) {
    if (typeof value !== 'string') return { error: 'Must be text' };
    const tag = value.trim();
    return tag ? arrayContains(knowledgebasePages.tags, [tag]) : undefined;
  },
};

/** A missing slug is made from the name. */
const fillSlug = ({ values }: WriteContext) => {
  if (values.slug == null && typeof values.name === 'string') values.slug = slugify(values.name);
};

export const knowledgebaseGroupResource = defineResource(knowledgebaseGroupsContract, {
  table: knowledgebaseGroups,
  id: knowledgebaseGroups.id,
  idType: 'int',
  version: knowledgebaseGroups.version,
  schema: knowledgebaseGroupSchema,
  filters: { search: text(knowledgebaseGroups.name, knowledgebaseGroups.description) },
  sortable: { sortOrder: knowledgebaseGroups.sortOrder, name: knowledgebaseGroups.name },
  defaultSort: { by: 'sortOrder', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scopeWhere: groupVisible,
  beforeWrite: fillSlug,
});

export const knowledgebasePageResource = defineResource(knowledgebasePagesContract, {
  table: knowledgebasePages,
  id: knowledgebasePages.id,
  idType: 'int',
  version: knowledgebasePages.version,
  schema: knowledgebasePageSchema,
  filters: {
    search: text(knowledgebasePages.name, knowledgebasePages.content),
    groupId: intEquals(knowledgebasePages.groupId),
    tag: hasTag,
  },
  sortable: {
    sortOrder: knowledgebasePages.sortOrder,
    name: knowledgebasePages.name,
    updatedAt: knowledgebasePages.updatedAt,
  },
  defaultSort: { by: 'sortOrder', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // Readers see published pages of the groups visible to them; editors see everything.
  scopeWhere: (user) =>
    isEditor(user)
      ? undefined
      : and(
          eq(knowledgebasePages.published, true),
          inArray(
            knowledgebasePages.groupId,
            new QueryBuilder()
              .select({ id: knowledgebaseGroups.id })
              .from(knowledgebaseGroups)
              .where(groupVisible(user)),
          ),
        ),
  references: [
    { field: 'groupId', table: knowledgebaseGroups, id: knowledgebaseGroups.id, message: 'Choose a group' },
  ],
  beforeWrite: fillSlug,
});

export const changelogResource = defineResource(changelogContract, {
  table: changelogEntries,
  id: changelogEntries.id,
  idType: 'int',
  version: changelogEntries.version,
  schema: changelogSchema,
  filters: {
    search: text(changelogEntries.name, changelogEntries.content),
    startDate: dateFrom(changelogEntries.publishedAt),
    endDate: dateTo(changelogEntries.publishedAt),
  },
  sortable: { publishedAt: changelogEntries.publishedAt, name: changelogEntries.name },
  defaultSort: { by: 'publishedAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // Readers see what is published; editors also the entries written for later.
  scopeWhere: (user) => (isEditor(user) ? undefined : lte(changelogEntries.publishedAt, sql`now()`)),
  // An entry without a time is published when it is written (by the write's clock, not the database's).
  beforeWrite: ({ values, before, at }) => {
    if (values.publishedAt == null) values.publishedAt = before?.publishedAt ?? at;
  },
  // An entry published now tells its roles at once (server/modules/docs/changelog-notify.service.ts);
  // one published for later is told by the recurring job when it is due.
  afterAdd: async ({ tx, row, events, at }) => {
    const claimed = await claimChangelogNotification(tx, Number(row.id), at);
    const event = claimed?.event;
    if (event) return () => events.publish(event);
  },
});
