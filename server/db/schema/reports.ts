/** Generated reports: requested by a user, produced by a job (DESIGN.md §5). */
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { jsonObject, ts, versioned } from './columns';
import { projects, vendors, warehouses } from './tenants';
import { users } from './users';

/** status: Requested, Processing, Ready, Failed. filters: the filter block of the report's type. */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Requested'),
    projectId: integer('project_id').references(() => projects.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    forMultipleStorefronts: boolean('for_multiple_storefronts').notNull().default(false),
    filters: jsonObject<Record<string, unknown>>('filters'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fileUrl: text('file_url'),
    error: text('error'),
    completedAt: ts('completed_at'),
    ...versioned(),
  },
  (t) => [
    index('generated_reports_type_created_idx').on(t.type, t.createdAt),
    index('generated_reports_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('generated_reports_created_idx').on(t.createdAt),
    index('generated_reports_status_idx').on(t.status),
    index('generated_reports_project_idx').on(t.projectId),
  ],
);
