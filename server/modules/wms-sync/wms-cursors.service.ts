/**
 * Where the last pull of a changing list (receivers, adjustments) got to, per connection, so the next
 * one asks the WMS for changes only. A pull asks from a few minutes before its cursor: a record the WMS
 * committed late with an earlier time is still seen, and seeing one twice writes nothing twice (both
 * lists are idempotent on the WMS's id). A cursor only moves forward, in the transaction that stored
 * what the pull brought.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { wmsConnections } from '../../db/schema';
import type { WmsConnection } from './wms-sync.types';

export type CursorName = 'receivers' | 'adjustments';

const OVERLAP_MS = 5 * 60_000;

/** The instant to ask the WMS from: null (everything) before the first pull. */
export function sinceOf(connection: WmsConnection, name: CursorName): Date | null {
  const at = Date.parse(connection.cursors[name] ?? '');
  return Number.isNaN(at) ? null : new Date(at - OVERLAP_MS);
}

/** Moves the cursor to `to` unless it is already further. */
export async function advanceCursor(tx: Tx, connectionId: number, name: CursorName, to: Date): Promise<void> {
  const iso = to.toISOString();
  await tx
    .update(wmsConnections)
    .set({
      cursors: sql`case when coalesce(${wmsConnections.cursors}->>${name}, '') < ${iso}
        then ${wmsConnections.cursors} || jsonb_build_object(${name}::text, ${iso}::text)
        else ${wmsConnections.cursors} end`,
    })
    .where(eq(wmsConnections.id, connectionId));
}
