/**
 * POST /api/manufacturing/rndProjects/{id}/costing (contracts/manufacturing-answers.ts
 * RndCostingSheet): the project's costing sheet with its warnings (src/domain/manufacturing/
 * rnd-costing.ts), from the stored project with the body's unsaved values over it (a what-if from the
 * form; nothing is saved). Prices, minimum orders, lead times and last purchases are the items'.
 * "Today" is the user's calendar day.
 */
import { and, eq } from 'drizzle-orm';
import type { RndCostingSheet } from '../../../src/domain/contracts/manufacturing-answers';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { dayAt } from '../../../src/domain/dashboard';
import { rndCostingSheet, type RndProjectInput } from '../../../src/domain/manufacturing/rnd-costing';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { rndProjects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { rndProjectResource } from '../../resources/declarations/manufacturing';
import { itemFacts } from './bom-sources.queries';

export type RndProject = typeof rndProjects.$inferSelect;

/** The project as the user may read it (locked for the to-bom step); 404 otherwise. */
export async function findRndProject(reader: Db | Tx, user: AuthUser, id: number, lock = false) {
  const query = reader
    .select()
    .from(rndProjects)
    .where(and(eq(rndProjects.id, id), scopeCondition(rndProjectResource, user)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('R&D project');
  return row;
}

/** The user's calendar day at `now`. */
export const userToday = (user: AuthUser, now: Date) =>
  dayAt(now, effectiveTimezoneOffset(user.timezone, now));

export async function rndCosting(
  db: Db,
  user: AuthUser,
  id: number,
  /** The body's unsaved values (rndCostingSchema); absent or null ones keep the stored value. */
  overrides: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<Sendable<RndCostingSheet>> {
  const project = await findRndProject(db, user, id);
  const input: RndProjectInput = {
    id: project.id,
    name: project.name,
    items: project.items,
    quantity: project.quantity,
    quantityToOrder: project.quantityToOrder,
    otherFees: project.otherFees,
    percentMarkup: project.percentMarkup,
    wastePerItemPercent: project.wastePerItemPercent,
    moqWarningMultiple: project.moqWarningMultiple,
    lastPurchasedWeeksWarning: project.lastPurchasedWeeksWarning,
    planningLeadTimeDaysWarning: project.planningLeadTimeDaysWarning,
    unitWeight: project.unitWeight,
    unitWeightMetric: project.unitWeightMetric,
  };
  for (const [key, value] of Object.entries(overrides))
    if (value !== undefined && (value !== null || key === 'unitWeight'))
      (input as unknown as Record<string, unknown>)[key] = value;
  const ids = input.items.map((l) => l.vendorProductId).filter((v): v is number => v != null);
  const facts = await itemFacts(db, ids);
  // A line naming an item of another vendor (a what-if body) learns nothing of it.
  const own = (itemId: number) => {
    const f = facts.get(itemId);
    return f && f.vendorId === project.vendorId ? f : null;
  };
  return rndCostingSheet(input, own, userToday(user, now));
}
