import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who changed what, when, with the row before and after: feeds /other/logs/users. */
export const actionLog = pgTable(
  'action_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id'),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    projectId: integer('project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('action_log_created_idx').on(t.createdAt),
    index('action_log_resource_idx').on(t.resource, t.resourceId),
  ],
);
