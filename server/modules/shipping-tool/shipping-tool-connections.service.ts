/**
 * A storefront's shipping tool connection: read and save (one per storefront). The secret is
 * write-only: stored to call the tool, never answered and never written to the action log; an answer
 * says only whether one is set. Saving again without a secret keeps the stored one.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  ShippingToolConnectionAnswer,
  ShippingToolConnectionRow,
} from '../../../src/domain/contracts/shipping-tool';
import type { Sendable } from '../../../src/domain/contracts/wire';
import {
  newShippingToolConnectionSchema,
  shippingToolConnectionSchema,
} from '../../../src/domain/resources/shipping-tool.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { shippingToolConnections } from '../../db/schema';
import { conflict, validateBody } from '../../http/errors';
import { storefrontOf } from './shipping-tool-access.policy';

type Connection = typeof shippingToolConnections.$inferSelect;

export const CONNECTION_RESOURCE = 'shippingToolConnections';

/** The connection as answers and the action log show it: the secret only as "set". */
export function connectionRow(c: Connection) {
  const { apiSecret, vendorId: _vendorId, ...rest } = c;
  return { ...rest, secretSet: apiSecret !== '' } satisfies Sendable<ShippingToolConnectionRow>;
}

/** The storefront's connection, or null before it has one. */
export async function getConnection(db: Db, user: AuthUser, projectId: number) {
  await storefrontOf(db, user, projectId);
  const [connection] = await db
    .select()
    .from(shippingToolConnections)
    .where(eq(shippingToolConnections.projectId, projectId));
  return {
    connection: connection ? connectionRow(connection) : null,
  } satisfies Sendable<ShippingToolConnectionAnswer>;
}

/** Creates or updates the storefront's connection; answers it as GET does. */
export async function saveConnection(db: Db, clock: Clock, user: AuthUser, projectId: number, body: unknown) {
  return db.transaction(async (tx) => {
    const project = await storefrontOf(tx, user, projectId);
    const [before] = await tx
      .select()
      .from(shippingToolConnections)
      .where(eq(shippingToolConnections.projectId, projectId))
      .for('update');
    const input = await validateBody(
      before ? shippingToolConnectionSchema : newShippingToolConnectionSchema,
      body,
    );
    if (before && input.version != null && input.version !== before.version)
      throw conflict('Someone else changed this connection meanwhile: reload it and save again.');
    const values = {
      kind: input.kind,
      baseUrl: input.baseUrl,
      apiKey: input.apiKey,
      enabled: input.enabled,
      ...(input.apiSecret ? { apiSecret: input.apiSecret } : {}),
    };
    const now = clock.now();
    const [after] = before
      ? await tx
          .update(shippingToolConnections)
          .set({ ...values, version: sql`${shippingToolConnections.version} + 1`, updatedAt: now })
          .where(eq(shippingToolConnections.id, before.id))
          .returning()
      : await tx
          .insert(shippingToolConnections)
          .values({
            ...values,
            apiSecret: input.apiSecret!,
            projectId,
            vendorId: project.vendorId,
            createdAt: now,
            updatedAt: now,
          })
          // Two first saves at once: the second updates what the first created.
          .onConflictDoUpdate({
            target: shippingToolConnections.projectId,
            set: { ...values, version: sql`${shippingToolConnections.version} + 1`, updatedAt: now },
          })
          .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: CONNECTION_RESOURCE,
      resourceId: after!.id,
      action: before ? 'edit' : 'add',
      before: before ? connectionRow(before) : null,
      after: { ...connectionRow(after!), secretChanged: Boolean(input.apiSecret) },
      projectId,
      at: now,
    });
    return { connection: connectionRow(after!) } satisfies Sendable<ShippingToolConnectionAnswer>;
  });
}
