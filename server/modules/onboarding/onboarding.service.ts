/**
 * Onboarding Status: each vendor in the user's scope with its onboarding stage record and the stage
 * that record counts as (see src/domain/onboarding.ts), filtered, sorted and paged, and the number of
 * vendors at each stage.
 * Vendors are the provider's clients (tens to hundreds of rows): the stage is worked out here, over
 * every vendor in scope, rather than in SQL, so the rule lives in one shared place.
 */
import { asc } from 'drizzle-orm';
import {
  onboardingSortKeys,
  onboardingStages,
  stageOfRecord,
  stageOfVendorStatus,
  type OnboardingAnswer,
  type OnboardingRow,
  type OnboardingStage,
  type OnboardingStatusRecord,
} from '../../../src/domain/onboarding';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { vendors, vendorStatuses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { MAX_PER_PAGE } from '../../resources/resource';
import { vendorScope } from '../../auth/policy';

export interface OnboardingQuery {
  stage: OnboardingStage | null;
  /** A stage record's id, or 'none' for the vendors without one. */
  vendorStatusId: number | 'none' | null;
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
  const record = empty(b.vendorStatusId)
    ? null
    : b.vendorStatusId === 'none'
      ? 'none'
      : Number(b.vendorStatusId);
  if (record !== null && record !== 'none' && (!Number.isSafeInteger(record) || record < 1))
    fields.vendorStatusId = "Must be a status record's id or 'none'";
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
    vendorStatusId: record,
    search: typeof b.search === 'string' ? b.search.trim().toLowerCase() : '',
    page,
    perPage,
    sortBy: sortBy!,
    sortDesc: b.sortDesc === true || b.sortDesc === 'true',
  };
}

const stageOrder = (stage: OnboardingStage) => onboardingStages.indexOf(stage);

function compare(sortBy: OnboardingQuery['sortBy'], recordOrder: Map<number, number>) {
  const recordRank = (row: OnboardingRow) =>
    row.vendorStatusId === null ? Infinity : (recordOrder.get(row.vendorStatusId) ?? Infinity);
  return (a: OnboardingRow, b: OnboardingRow): number => {
    switch (sortBy) {
      case 'vendorStatus': {
        const [ra, rb] = [recordRank(a), recordRank(b)];
        return ra === rb ? 0 : ra < rb ? -1 : 1;
      }
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
        vendorStatusId: vendors.vendorStatusId,
        updatedAt: vendors.updatedAt,
      })
      .from(vendors)
      .where(vendorScope(user, vendors.id)),
  ]);

  const byId = new Map(records.map((r) => [r.id, { name: r.name, stage: stageOfRecord(r) }]));
  const rows: OnboardingRow[] = vendorRows.map((v) => {
    const record = v.vendorStatusId === null ? undefined : byId.get(v.vendorStatusId);
    return {
      id: v.id,
      code: v.code,
      name: v.name,
      status: v.status,
      vendorStatusId: record ? v.vendorStatusId : null,
      vendorStatusName: record?.name ?? null,
      stage: record?.stage ?? stageOfVendorStatus[v.status] ?? 'notStarted',
      stageFromStatus: !record,
      updatedAt: v.updatedAt.toISOString(),
    };
  });

  const counts = Object.fromEntries(onboardingStages.map((s) => [s, 0])) as Record<OnboardingStage, number>;
  const perRecord = new Map<number, number>();
  for (const row of rows) {
    counts[row.stage] += 1;
    if (row.vendorStatusId !== null)
      perRecord.set(row.vendorStatusId, (perRecord.get(row.vendorStatusId) ?? 0) + 1);
  }
  const statuses: OnboardingStatusRecord[] = records.map((r) => ({
    id: r.id,
    name: r.name,
    sortOrder: r.sortOrder,
    stage: byId.get(r.id)!.stage,
    vendors: perRecord.get(r.id) ?? 0,
  }));

  const matching = rows.filter(
    (r) =>
      (query.stage === null || r.stage === query.stage) &&
      (query.vendorStatusId === null ||
        r.vendorStatusId === (query.vendorStatusId === 'none' ? null : query.vendorStatusId)) &&
      (query.search === '' ||
        r.name.toLowerCase().includes(query.search) ||
        r.code.toLowerCase().includes(query.search)),
  );
  const byKey = compare(query.sortBy, new Map(records.map((r, i) => [r.id, i])));
  // Vendors without a stage record come last either way, like empty values in the generic lists;
  // the id breaks ties, so paging is stable.
  const unset = (r: OnboardingRow) => (query.sortBy === 'vendorStatus' && r.vendorStatusId === null ? 1 : 0);
  matching.sort((a, b) => unset(a) - unset(b) || (byKey(a, b) || a.id - b.id) * (query.sortDesc ? -1 : 1));
  const start = (query.page - 1) * query.perPage;
  return {
    total: matching.length,
    items: matching.slice(start, start + query.perPage),
    counts,
    statuses,
    withoutRecord: rows.filter((r) => r.stageFromStatus).length,
  };
}
