/** Small SQL pieces the dashboard's grouped counts share. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const countAll = () => sql<number>`count(*)`.mapWith(Number);
export const countDistinct = (column: AnyColumn) => sql<number>`count(distinct ${column})`.mapWith(Number);

/** count(*) of the rows matching `condition`, within one grouped scan. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

/**
 * The hour (since the epoch, UTC) an instant falls in. Grouping by it leaves the user's calendar to
 * countsPerDay (src/domain/dashboard.ts), independent of the database session's time zone.
 */
export const epochHour = (column: AnyColumn) =>
  sql<number>`floor(extract(epoch from ${column}) / 3600)::int`.mapWith(Number);

/** A text[] literal of `values`, for the array operators (&&, @>). */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
