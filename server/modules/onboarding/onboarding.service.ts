/**
 * Onboarding Status: each vendor in the user's scope with its onboarding stage record and the stage
 * that record counts as (see src/domain/onboarding.ts), its checklist's progress (the same
 * computation as the vendor's checklist: onboarding-checklist.service.ts) and the days it has been
 * in its stage, filtered, sorted and paged, and the number of vendors at each stage.
 * Vendors are the provider's clients (tens to hundreds of rows): the stage and the steps are worked
 * out here, over every vendor in scope, rather than in SQL, so the rules live in one shared place; the
 * steps' facts are read for all of them at once (onboarding-steps.queries.ts).
 */
import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';
import {
  onboardingSortKeys,
  onboardingStages,
  stageOfRecord,
  vendorStage,
  type OnboardingAnswer,
  type OnboardingRow,
  type OnboardingStage,
  type OnboardingStatusRecord,
} from '../../../src/domain/onboarding';
import {
  onboardingProgress,
  onboardingStepIds,
  type OnboardingStepId,
} from '../../../src/domain/onboarding-steps';
import type { Db } from '../../db/client';
import { actionLog, vendors, vendorStatuses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { MAX_PER_PAGE } from '../../resources/resource';
import { vendorScope } from '../../auth/policy';
import { audienceOf, settleGoLive, stepsFor, type ChecklistContext } from './onboarding-checklist.service';
import { onboardingFacts } from './onboarding-steps.queries';

export interface OnboardingQuery {
  stage: OnboardingStage | null;
  /** A step id: the vendors whose blocking step it is; 'none' for those with none. */
  blocker: OnboardingStepId | 'none' | null;
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
  const blocker = empty(b.blocker) ? null : b.blocker;
  if (blocker !== null && blocker !== 'none' && !onboardingStepIds.includes(blocker as OnboardingStepId))
    fields.blocker = `Must be one of: ${onboardingStepIds.join(', ')}, none`;
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
    blocker: blocker as OnboardingQuery['blocker'],
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
      case 'stepsDone':
      case 'daysInStage':
        return a[sortBy] - b[sortBy];
      default:
        return a[sortBy].localeCompare(b[sortBy], 'en', { sensitivity: 'base' });
    }
  };
}

const DAY_MS = 86_400_000;

/**
 * When each vendor last changed stage: the newest action-log row of the vendor that moved its stage
 * record or its status (an edit, or marking it onboarded or denied). Vendors never moved are absent.
 */
async function lastStageChanges(db: Db, vendorIds: readonly number[]): Promise<Map<number, Date>> {
  if (vendorIds.length === 0) return new Map();
  const moved = (field: string) =>
    sql`(${actionLog.before} -> ${field}) is distinct from (${actionLog.after} -> ${field})`;
  const rows = await db
    .select({ id: actionLog.resourceId, at: max(actionLog.createdAt) })
    .from(actionLog)
    .where(
      and(
        eq(actionLog.resource, 'vendors'),
        inArray(
          actionLog.resourceId,
          vendorIds.map((id) => String(id)),
        ),
        or(
          inArray(actionLog.action, ['onboarding-complete', 'onboarding-deny']),
          and(eq(actionLog.action, 'edit'), or(moved('vendorStatusId'), moved('status'))),
        ),
      ),
    )
    .groupBy(actionLog.resourceId);
  return new Map(rows.filter((r) => r.at).map((r) => [Number(r.id), new Date(r.at!)]));
}

/** The Onboarding Status list of spec §2 for one user (vendor users: their own vendors only). */
export async function listOnboardingStatus(
  ctx: ChecklistContext,
  query: OnboardingQuery,
): Promise<OnboardingAnswer> {
  const { db, user } = ctx;
  const [records, vendorRows] = await Promise.all([
    db.select().from(vendorStatuses).orderBy(asc(vendorStatuses.sortOrder), asc(vendorStatuses.id)),
    db
      .select({
        id: vendors.id,
        code: vendors.code,
        name: vendors.name,
        status: vendors.status,
        fulfillmentType: vendors.fulfillmentType,
        trelloCardId: vendors.trelloCardId,
        vendorStatusId: vendors.vendorStatusId,
        createdAt: vendors.createdAt,
        updatedAt: vendors.updatedAt,
      })
      .from(vendors)
      .where(vendorScope(user, vendors.id)),
  ]);
  const audience = audienceOf(user);
  const [facts, stageChanges] = await Promise.all([
    onboardingFacts(db, vendorRows, ctx.now),
    lastStageChanges(
      db,
      vendorRows.map((v) => v.id),
    ),
  ]);

  const byId = new Map(records.map((r) => [r.id, r]));
  const rowOf = (v: (typeof vendorRows)[number]): OnboardingRow => {
    const record = v.vendorStatusId === null ? undefined : byId.get(v.vendorStatusId);
    const progress = onboardingProgress(stepsFor(facts.get(v.id)!, audience));
    const since = stageChanges.get(v.id) ?? v.createdAt;
    return {
      id: v.id,
      code: v.code,
      name: v.name,
      status: v.status,
      vendorStatusId: record ? v.vendorStatusId : null,
      vendorStatusName: record?.name ?? null,
      stage: vendorStage(v.status, record),
      stageFromStatus: !record,
      updatedAt: v.updatedAt.toISOString(),
      stepsDone: progress.requiredDone,
      stepsTotal: progress.requiredTotal,
      blockingStep: progress.blockingStep,
      daysInStage: Math.max(0, Math.floor((ctx.now.getTime() - since.getTime()) / DAY_MS)),
    };
  };
  let rows = vendorRows.map(rowOf);
  /**
   * The go-live sample orders (tens of milliseconds each) run only where the answer depends on them:
   * every vendor matching the other filters when sorting by steps done or filtering on go-live or no
   * blocker, and the vendors of the page. Other blockers never depend on it: go-live is due only when
   * the steps before it are done, so a due vendor's blocker is company, billing, or go-live.
   */
  const settle = async (ids: readonly number[]) => {
    const ran = new Set<number>();
    for (const id of ids) if (await settleGoLive(ctx, facts.get(id)!, audience)) ran.add(id);
    if (ran.size) rows = rows.map((r) => (ran.has(r.id) ? rowOf(vendorRows.find((v) => v.id === r.id)!) : r));
  };

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
    stage: stageOfRecord(r),
    vendors: perRecord.get(r.id) ?? 0,
  }));

  const selected = (r: OnboardingRow) =>
    (query.stage === null || r.stage === query.stage) &&
    (query.vendorStatusId === null ||
      r.vendorStatusId === (query.vendorStatusId === 'none' ? null : query.vendorStatusId)) &&
    (query.search === '' ||
      r.name.toLowerCase().includes(query.search) ||
      r.code.toLowerCase().includes(query.search));
  if (query.sortBy === 'stepsDone' || query.blocker === 'goLive' || query.blocker === 'none')
    await settle(rows.filter(selected).map((r) => r.id));
  const matching = rows.filter(
    (r) => selected(r) && (query.blocker === null || (r.blockingStep?.id ?? 'none') === query.blocker),
  );
  const byKey = compare(query.sortBy, new Map(records.map((r, i) => [r.id, i])));
  // Vendors without a stage record come last either way, like empty values in the generic lists;
  // the id breaks ties, so paging is stable.
  const unset = (r: OnboardingRow) => (query.sortBy === 'vendorStatus' && r.vendorStatusId === null ? 1 : 0);
  matching.sort((a, b) => unset(a) - unset(b) || (byKey(a, b) || a.id - b.id) * (query.sortDesc ? -1 : 1));
  const start = (query.page - 1) * query.perPage;
  const page = matching.slice(start, start + query.perPage).map((r) => r.id);
  await settle(page);
  return {
    total: matching.length,
    items: page.map((id) => rows.find((r) => r.id === id)!),
    counts,
    statuses,
    withoutRecord: rows.filter((r) => r.stageFromStatus).length,
  };
}
