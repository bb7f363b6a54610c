/**
 * POST /api/common/orderReturns/edit: a return's notes, on the version the user saw. Its lines,
 * warehouse and label are fixed when it is made; only the label and confirm actions change them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orderReturns } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import { lockReturn, type OrderReturn } from './return-records.repository';

export async function editReturnNotes(
  db: Db,
  user: AuthUser,
  id: number,
  version: unknown,
  notes: string | null,
  clock: Clock = systemClock,
): Promise<OrderReturn> {
  return db.transaction(async (tx) => {
    const at = clock.now();
    const before = await lockReturn(tx, user, id);
    const sent = Number(version);
    if (version === undefined || version === null || version === '' || !Number.isInteger(sent))
      throw badRequest('Some fields are not valid.', { version: 'Version is required' });
    if (sent !== before.version) throw staleVersion();
    const [after] = await tx
      .update(orderReturns)
      .set({ notes, version: sql`${orderReturns.version} + 1`, updatedAt: at })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.version, sent)))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: 'orderReturns',
      resourceId: id,
      action: 'edit',
      before,
      after,
      at,
    });
    return after!;
  });
}
