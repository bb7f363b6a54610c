/**
 * Onboarding Status: each vendor in the user's scope with the stage its status counts as (see
 * src/domain/onboarding.ts), filtered, sorted and paged, and the number of vendors at each stage.
 * Vendors are the provider's clients (tens to hundreds of rows): the stage is worked out here, over
 * every vendor in scope, rather than in SQL, so the rule lives in one shared place.
 */
import { asc } from 'drizzle-orm';
import {
  onboardingSortKeys,
  onboardingStages,
  stageOfRecord,
  stageOfVendorStatus,
  statusNameKey,
  type OnboardingAnswer,
  type OnboardingRow,
  type OnboardingStage,
  type OnboardingStatusRecord,
} from '../../../src/domain/onboarding';
import type { AuthUser } from '../../auth/guard';
import { vendorScope } from '../../auth/scope';
import type { Db } from '../../db/client';
import { vendors, vendorStatuses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { MAX_PER_PAGE } from '../../resources/resource';

export interface OnboardingQuery {
  stage: OnboardingStage | null;
  search: string;
  page: number;
  perPage: number;
  sortBy: (typeof onboardingSortKeys)[number];
  sortDesc: boolean;
}

const DEFAULT_PER_PAGE = 10;

/** The list request's body as a query; wrong values answer 400 with a message per field. */
export function parseOnboardingQuery(body: unknown): OnboardingQuery {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw badRequest('The request body must be a JSON object.');
  const b = (body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const empty = (v: unknown) => v === undefined || v === null || v === '';

  const stage = empty(b.stage) ? null : b.stage;
  if (stage !== null && !onboardingStages.includes(stage as OnboardingStage))
    fields.stage = `Must be one of: ${onboardingStages.join(', ')}`;
  if (!empty(b.search) && typeof b.search !== 'string') fields.search = 'Must be text';
  const page = empty(b.page) ? 1 : Number(b.page);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  const perPage = empty(b.perPage) ? DEFAULT_PER_PAGE : Number(b.perPage);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  const sortBy = empty(b.sortBy)
    ? 'name'
    : onboardingSortKeys.find((k) => k.toLowerCase() === String(b.sortBy).toLowerCase());
  if (!sortBy) fields.sortBy = `Must be one of: ${onboardingSortKeys.join(', ')}`;
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);

  return {
    stage: stage as OnboardingStage | null,
    search: typeof b.search === 'string' ? b.search.trim().toLowerCase() : '',
    page,
    perPage,
    sortBy: sortBy!,
    sortDesc: b.sortDesc === true || b.sortDesc === 'true',
  };
}

const stageOrder = (stage: OnboardingStage) => onboardingStages.indexOf(stage);

function compare(sortBy: OnboardingQuery['sortBy']) {
  return (a: OnboardingRow, b: OnboardingRow): number => {
    switch (sortBy) {
      case 'stage':
        return stageOrder(a.stage) - stageOrder(b.stage);
      case 'updatedAt':
        return a.updatedAt.localeCompare(b.updatedAt);
      default:
        return a[sortBy].localeCompare(b[sortBy], 'en', { sensitivity: 'base' });
    }
  };
}

/** The Onboarding Status list of spec §2 for one user (vendor users: their own vendors only). */
export async function listOnboardingStatus(
  db: Db,
  user: AuthUser,
  query: OnboardingQuery,
): Promise<OnboardingAnswer> {
  const [records, vendorRows] = await Promise.all([
    db.select().from(vendorStatuses).orderBy(asc(vendorStatuses.sortOrder), asc(vendorStatuses.id)),
    db
      .select({
        id: vendors.id,
        code: vendors.code,
        name: vendors.name,
        status: vendors.status,
        updatedAt: vendors.updatedAt,
      })
      .from(vendors)
      .where(vendorScope(user, vendors.id)),
  ]);

  const statuses: OnboardingStatusRecord[] = records.map((r) => ({
    id: r.id,
    name: r.name,
    sortOrder: r.sortOrder,
    stage: stageOfRecord(r),
  }));
  // The first record (in their order) of each name wins.
  const byName = new Map<string, OnboardingStatusRecord>();
  for (const s of statuses) if (!byName.has(statusNameKey(s.name))) byName.set(statusNameKey(s.name), s);

  const rows: OnboardingRow[] = vendorRows.map((v) => {
    const record = byName.get(statusNameKey(v.status)) ?? null;
    return {
      id: v.id,
      code: v.code,
      name: v.name,
      status: v.status,
      statusRecordId: record?.id ?? null,
      statusRecordName: record?.name ?? null,
      stage: record?.stage ?? stageOfVendorStatus[v.status] ?? 'notStarted',
      updatedAt: v.updatedAt.toISOString(),
    };
  });

  const counts = Object.fromEntries(onboardingStages.map((s) => [s, 0])) as Record<OnboardingStage, number>;
  for (const row of rows) counts[row.stage] += 1;

  const matching = rows.filter(
    (r) =>
      (query.stage === null || r.stage === query.stage) &&
      (query.search === '' ||
        r.name.toLowerCase().includes(query.search) ||
        r.code.toLowerCase().includes(query.search)),
  );
  const byKey = compare(query.sortBy);
  // The id breaks ties, so paging is stable (as in the generic lists).
  matching.sort((a, b) => (byKey(a, b) || a.id - b.id) * (query.sortDesc ? -1 : 1));
  const start = (query.page - 1) * query.perPage;
  return {
    total: matching.length,
    items: matching.slice(start, start + query.perPage),
    counts,
    statuses,
  };
}
