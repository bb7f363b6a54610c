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

/** One row per API call (method, path without query values, status, duration, user): /other/logs/api. */
export const apiLog = pgTable(
  'api_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: uuid('user_id'),
    /** The API key a call was made with (integrations), so the log can be filtered by key. */
    apiKeyId: integer('api_key_id'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_log_created_idx').on(t.createdAt),
    index('api_log_status_idx').on(t.status, t.createdAt),
    index('api_log_user_idx').on(t.userId, t.createdAt),
    index('api_log_api_key_idx').on(t.apiKeyId, t.createdAt),
  ],
);

/** Server errors and background job runs: /other/logs/system/{projId?}. */
export const systemLog = pgTable(
  'system_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level').notNull(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    context: jsonb('context'),
    projectId: integer('project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_log_created_idx').on(t.createdAt),
    index('system_log_project_idx').on(t.projectId, t.createdAt),
  ],
);
