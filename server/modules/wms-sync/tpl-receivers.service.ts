/**
 * Step c of a 3PL sync: the WMS's receivers changed since the cursor, into tpl_receivers by
 * (connection, WMS id). One Dockhand pushed is found by the id its push stored and follows the WMS's
 * status (Received, Cancelled); one of ours not linked yet (kept by hand, or pushed by a run that died
 * before storing the answer) is found by its reference number and vendor and linked; one made in the
 * WMS is added, Sent (the WMS has it), when its customer is mapped to a vendor (a receiver belongs to
 * one), else counted unmapped. A Received or Cancelled receiver never goes back.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { tplReceivers } from '../../db/schema';
import type { PulledReceiver } from '../../integrations/tpl-wms/records';
import { customersOf, facilitiesOf } from './tpl-mapping.queries';
import { advanceCursor, sinceOf } from './wms-cursors.service';
import type { StepCounts, TplRun } from './wms-sync.types';

const FINAL = new Set(['Received', 'Cancelled']);

/** Our status for the WMS's, given ours (null for a receiver new to us). */
export function receiverStatus(wms: PulledReceiver['status'], ours: string | null): string {
  if (ours && FINAL.has(ours)) return ours;
  if (wms !== 'Open') return wms;
  // Open in the WMS: it has it, so it was sent (a status kept by hand stays).
  return ours && ours !== 'Open' ? ours : 'Sent';
}

const dayOf = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null);

export async function pullReceivers(run: TplRun): Promise<StepCounts> {
  const { db, clock, connection } = run;
  const startedAt = clock.now();
  const pulled = await run.connector.receivers(sinceOf(connection, 'receivers'));
  return db.transaction(async (tx) => {
    const now = clock.now();
    const counts = { created: 0, updated: 0, unchanged: 0, unmapped: 0 };
    const customers = await customersOf(tx, connection.id);
    const facilities = await facilitiesOf(tx, connection.id);
    const ids = pulled.map((r) => r.externalId);
    const existing = new Map(
      ids.length
        ? (
            await tx
              .select({
                id: tplReceivers.id,
                externalId: tplReceivers.externalId,
                status: tplReceivers.status,
              })
              .from(tplReceivers)
              .where(and(eq(tplReceivers.connectionId, connection.id), inArray(tplReceivers.externalId, ids)))
              .for('update')
          ).map((r) => [r.externalId, r])
        : [],
    );
    for (const receiver of pulled) {
      const before = existing.get(receiver.externalId);
      if (before) {
        const status = receiverStatus(receiver.status, before.status);
        if (status === before.status) {
          counts.unchanged++;
          continue;
        }
        await tx
          .update(tplReceivers)
          .set({ status, syncedAt: now, version: sql`${tplReceivers.version} + 1`, updatedAt: now })
          .where(eq(tplReceivers.id, before.id));
        counts.updated++;
        continue;
      }
      const vendorId = customers.get(receiver.customerId)?.vendorId;
      if (!vendorId) {
        counts.unmapped++;
        continue;
      }
      // Ours under its reference but not yet linked (kept by hand, or a push whose answer was lost).
      const [unlinked] = await tx
        .select({ id: tplReceivers.id, status: tplReceivers.status })
        .from(tplReceivers)
        .where(
          and(
            isNull(tplReceivers.connectionId),
            eq(tplReceivers.orderNumber, receiver.referenceNum),
            eq(tplReceivers.vendorId, vendorId),
          ),
        )
        .orderBy(tplReceivers.id)
        .limit(1)
        .for('update');
      if (unlinked) {
        await tx
          .update(tplReceivers)
          .set({
            connectionId: connection.id,
            externalId: receiver.externalId,
            status: receiverStatus(receiver.status, unlinked.status),
            syncError: null,
            syncedAt: now,
            version: sql`${tplReceivers.version} + 1`,
            updatedAt: now,
          })
          .where(eq(tplReceivers.id, unlinked.id));
        counts.updated++;
        continue;
      }
      const made = await tx
        .insert(tplReceivers)
        .values({
          connectionId: connection.id,
          externalId: receiver.externalId,
          orderNumber: receiver.referenceNum,
          status: receiverStatus(receiver.status, null),
          vendorId,
          toWarehouseId: facilities.get(receiver.facilityId)?.warehouseId ?? connection.warehouseId,
          expectedDate: dayOf(receiver.expectedDate),
          items: receiver.items.map((l) => ({ sku: l.sku, quantity: l.quantity, lotNumber: l.lotNumber })),
          syncedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: tplReceivers.id });
      counts[made.length ? 'created' : 'unchanged']++;
    }
    await advanceCursor(tx, connection.id, 'receivers', startedAt);
    return counts;
  });
}
