/**
 * A warehouse's connections to the external warehouse systems (one per system): list, read and save.
 * The secret is write-only: sealed by the credential box before it is stored, never answered, never
 * in the action log (an answer says only whether one is set). Saving without a secret keeps the
 * stored one, except when the address or the client id changes: the stored secret is then asked for
 * again, so editing the address alone can never send it to another server.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  WmsConnectionRow,
  WmsConnectionsAnswer,
  WmsSystem,
  WmsWarehouseConnection,
} from '../../../src/domain/contracts/wms-connections';
import type { Sendable } from '../../../src/domain/contracts/wire';
import {
  wmsConnectionSchema,
  wmsConnectionsQuerySchema,
} from '../../../src/domain/resources/wms-connection.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { warehouseScope } from '../../auth/policy';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { vendors, warehouses, wmsConnections } from '../../db/schema';
import { badRequest, conflict, validateBody } from '../../http/errors';
import type { CredentialBox } from '../../integrations/credential-box';
import { warehouseInScope, type Warehouse } from './wms-access.policy';
import { lastRuns, type RunRow } from './wms-sync.queries';
import type { WmsConnection } from './wms-sync.types';

export const CONNECTION_RESOURCE = 'wmsConnections';

/** What the sealed secret is bound to: it opens for this connection only. */
export const secretContext = (c: Pick<WmsConnection, 'system' | 'warehouseId'>) =>
  `wms_connections:${c.system}:${c.warehouseId}`;

/** The connection as answers and the action log show it: the secret only as "set". */
export function connectionRow(c: WmsConnection) {
  return {
    id: c.id,
    system: c.system as WmsSystem,
    warehouseId: c.warehouseId,
    baseUrl: c.baseUrl,
    clientId: c.clientId,
    userLoginId: c.userLoginId,
    secretSet: c.secretSealed !== '',
    enabled: c.enabled,
    importVendorIds: c.importVendorIds,
    lastSyncAt: c.lastSyncAt,
    version: c.version,
  } satisfies Sendable<WmsConnectionRow>;
}

/** A warehouse with its connection and that connection's last run. */
const warehouseConnection = (
  warehouse: Warehouse,
  connection: WmsConnection | null | undefined,
  runs: Map<number, RunRow>,
) =>
  ({
    warehouseId: warehouse.id,
    warehouseCode: warehouse.code,
    warehouseName: warehouse.fullName,
    connection: connection ? connectionRow(connection) : null,
    lastRun: (connection && runs.get(connection.id)) ?? null,
  }) satisfies Sendable<WmsWarehouseConnection>;

const answerFor = async (db: Db | Tx, warehouse: Warehouse, connection: WmsConnection | undefined) =>
  warehouseConnection(warehouse, connection, await lastRuns(db, connection ? [connection.id] : []));

const connectionOf = (db: Db | Tx, system: WmsSystem, warehouseId: number) =>
  db
    .select()
    .from(wmsConnections)
    .where(and(eq(wmsConnections.system, system), eq(wmsConnections.warehouseId, warehouseId)));

/** Every warehouse the user may see, by code, with its connection to the system (or null). */
export async function listConnections(db: Db, user: AuthUser, query: unknown) {
  const { system } = await validateBody(wmsConnectionsQuerySchema, query ?? {});
  const rows = await db
    .select({ warehouse: warehouses, connection: wmsConnections })
    .from(warehouses)
    .leftJoin(
      wmsConnections,
      and(eq(wmsConnections.warehouseId, warehouses.id), eq(wmsConnections.system, system)),
    )
    .where(warehouseScope(user, warehouses.id))
    .orderBy(asc(warehouses.code));
  const runs = await lastRuns(
    db,
    rows.flatMap((r) => (r.connection ? [r.connection.id] : [])),
  );
  return {
    items: rows.map(({ warehouse, connection }) => warehouseConnection(warehouse, connection, runs)),
  } satisfies Sendable<WmsConnectionsAnswer>;
}

/** One warehouse's connection to the system (null before one is saved); 404 outside the user's scope. */
export async function getConnection(db: Db, user: AuthUser, system: WmsSystem, warehouseId: number) {
  const warehouse = await warehouseInScope(db, user, warehouseId);
  const [connection] = await connectionOf(db, system, warehouseId);
  return answerFor(db, warehouse, connection);
}

/** 400 on importVendorIds unless every vendor named exists. */
async function checkVendors(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(inArray(vendors.id, [...ids]));
  if (found.length !== new Set(ids).size)
    throw badRequest('Some fields are not valid.', { importVendorIds: 'Choose vendors from the list' });
}

export interface SaveDeps {
  db: Db;
  clock: Clock;
  box: CredentialBox;
}

/** Creates or updates the warehouse's connection to the system; answers it as GET does. */
export async function saveConnection(
  { db, clock, box }: SaveDeps,
  user: AuthUser,
  system: WmsSystem,
  warehouseId: number,
  body: unknown,
) {
  return db.transaction(async (tx) => {
    const warehouse = await warehouseInScope(tx, user, warehouseId);
    const [before] = await connectionOf(tx, system, warehouseId).for('update');
    const input = await validateBody(wmsConnectionSchema(system, !before), body);
    if (before && input.version != null && input.version !== before.version)
      throw conflict('Someone else changed this connection meanwhile: reload it and save again.');
    const clientId = input.clientId ?? '';
    if (before && !input.secret && (before.baseUrl !== input.baseUrl || before.clientId !== clientId))
      throw badRequest('Some fields are not valid.', {
        secret: 'Enter the secret again: the address or the client id changed',
      });
    const importVendorIds = [...new Set(input.importVendorIds ?? [])];
    await checkVendors(tx, importVendorIds);
    const values = {
      baseUrl: input.baseUrl,
      clientId,
      userLoginId: input.userLoginId ?? '',
      enabled: input.enabled,
      importVendorIds,
      ...(input.secret
        ? { secretSealed: box.seal(input.secret, secretContext({ system, warehouseId })) }
        : {}),
    };
    const now = clock.now();
    const bump = { version: sql`${wmsConnections.version} + 1`, updatedAt: now };
    const [after] = before
      ? await tx
          .update(wmsConnections)
          .set({ ...values, ...bump })
          .where(eq(wmsConnections.id, before.id))
          .returning()
      : await tx
          .insert(wmsConnections)
          .values({
            ...values,
            secretSealed: values.secretSealed!,
            system,
            warehouseId,
            createdAt: now,
            updatedAt: now,
          })
          // Two first saves at once: the second updates what the first created.
          .onConflictDoUpdate({
            target: [wmsConnections.system, wmsConnections.warehouseId],
            set: { ...values, ...bump },
          })
          .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: CONNECTION_RESOURCE,
      resourceId: after!.id,
      action: before ? 'edit' : 'add',
      before: before ? connectionRow(before) : null,
      after: { ...connectionRow(after!), secretChanged: Boolean(input.secret) },
      at: now,
    });
    return answerFor(tx, warehouse, after);
  });
}
