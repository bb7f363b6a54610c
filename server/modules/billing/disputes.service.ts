/**
 * A client questions one charge; staff answer with a credit or an explanation (issue 18). One open
 * question per charge (the unique index billing_disputes_open_key decides between two at once). A
 * credit is a negative charge against the questioned one, never more than what is left of it after
 * earlier credits; it is not invoiced yet, so it lands on the client's next invoice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  BillingDisputeRow,
  DisputeInput,
  ResolveInput,
} from '../../../src/domain/contracts/order-billing-entries';
import { compare, fromAmount, subtract, toAmount } from '../../../src/domain/money';
import { disputeSchema, resolveSchema } from '../../../src/domain/resources/billing-dispute.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { billingDisputes, orderBillingEntries as entries } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, conflict, validateBody } from '../../http/errors';
import { disputesOf, findEntry } from './billing-ledger.queries';
import { isUniqueViolation } from '../../db/unique-violation';

export interface DisputeContext {
  db: Db;
  user: AuthUser;
  clock: Clock;
  events: DomainEvents;
}

/** Questions a charge (a client user, or staff on the client's behalf). */
export async function raiseDispute(
  ctx: DisputeContext,
  entryId: number,
  body: unknown,
): Promise<BillingDisputeRow> {
  const input: DisputeInput = await validateBody(disputeSchema, body);
  const entry = await findEntry(ctx.db, ctx.user, entryId);
  if (entry.sourceType === 'credit') throw conflict('A credit cannot be questioned.');
  const at = ctx.clock.now();
  const id = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(billingDisputes)
        .values({
          entryId,
          vendorId: entry.vendorId,
          comment: input.comment,
          raisedBy: ctx.user.id,
          raisedAt: at,
        })
        .returning();
      await recordAction(tx, {
        actorId: ctx.user.id,
        resource: 'orderBillingEntries',
        resourceId: entryId,
        action: 'dispute',
        before: null,
        after: row,
        at,
      });
      return row!.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('This charge already has an open question.');
      throw err;
    });
  ctx.events.publish({ type: 'BillingEntriesUpdated', vendorId: entry.vendorId });
  return (await disputesOf(ctx.db, [entryId])).find((d) => d.id === id)!;
}

/** Answers a charge's open question: a credit (all of what is left of it, or an amount) or an explanation. */
export async function resolveDispute(
  ctx: DisputeContext,
  entryId: number,
  body: unknown,
): Promise<BillingDisputeRow> {
  const input: ResolveInput = await validateBody(resolveSchema, body);
  const entry = await findEntry(ctx.db, ctx.user, entryId);
  const at = ctx.clock.now();
  const disputeId = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(billingDisputes)
      .where(and(eq(billingDisputes.entryId, entryId), eq(billingDisputes.status, 'Open')))
      .for('update');
    if (!open) throw conflict('This charge has no open question.');
    let creditEntryId: number | null = null;
    if (input.resolution === 'credit') {
      const [credited] = await tx
        .select({ total: sql<string>`coalesce(-sum(${entries.amount}), 0)` })
        .from(entries)
        .where(eq(entries.creditOfEntryId, entryId));
      const left = subtract(fromAmount(entry.amount), fromAmount(credited?.total ?? 0));
      const credit = input.creditAmount == null ? left : fromAmount(input.creditAmount);
      if (compare(left, 0) <= 0) throw conflict('This charge has been credited in full already.');
      if (compare(credit, left) > 0)
        throw badRequest('Some fields are not valid.', {
          creditAmount: `Credit amount can be at most ${toAmount(left)} (what is left of the charge)`,
        });
      const [row] = await tx
        .insert(entries)
        .values({
          vendorId: entry.vendorId,
          warehouseId: entry.warehouseId,
          entryDate: at.toISOString().slice(0, 10),
          singleUnitCharge: -toAmount(credit),
          numberOfUnits: 1,
          amount: -toAmount(credit),
          chargeLabel: `Credit: ${entry.chargeLabel}`,
          chargeType: 'Credit',
          type: 'Credit',
          refNum: entry.refNum,
          sourceType: 'credit',
          sourceId: String(open.id),
          sourceRef: entry.sourceRef,
          creditOfEntryId: entry.id,
          eventKey: `credit:dispute:${open.id}`,
          inputs: { disputeId: open.id, comment: input.comment },
          createdBy: ctx.user.id,
        })
        .returning();
      creditEntryId = row!.id;
    }
    const [resolved] = await tx
      .update(billingDisputes)
      .set({
        status: 'Resolved',
        resolution: input.resolution,
        resolutionComment: input.comment,
        creditEntryId,
        resolvedBy: ctx.user.id,
        resolvedAt: at,
      })
      .where(eq(billingDisputes.id, open.id))
      .returning();
    await recordAction(tx, {
      actorId: ctx.user.id,
      resource: 'orderBillingEntries',
      resourceId: entryId,
      action: 'resolve-dispute',
      before: open,
      after: resolved,
      at,
    });
    return open.id;
  });
  ctx.events.publish({ type: 'BillingEntriesUpdated', vendorId: entry.vendorId });
  return (await disputesOf(ctx.db, [entryId])).find((d) => d.id === disputeId)!;
}
