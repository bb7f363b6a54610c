/**
 * One sync of a 3PL WMS connection, its steps in order (each idempotent on the WMS's natural keys, so
 * running it twice creates nothing twice; each writes in short transactions of its own, never across
 * a call to the WMS): a. the lists; b. push mirrored orders and receivers; c. pull receivers;
 * d. shipment confirmations; e. adjustments; f. the stock drift.
 */
import { warehouses } from '../../db/schema';
import { createTplWmsConnector } from '../../integrations/tpl-wms/connector';
import { eq } from 'drizzle-orm';
import { pullAdjustments } from './tpl-adjustments.service';
import { confirmShipments } from './tpl-confirmations.service';
import { checkDrift } from './tpl-drift.service';
import { pullLists } from './tpl-pull.service';
import { pushDocuments } from './tpl-push.service';
import { pullReceivers } from './tpl-receivers.service';
import type { SystemSync, TplRun } from './wms-sync.types';

export const syncTpl: SystemSync = async (ctx) => {
  const { connection } = ctx;
  const credentials = {
    baseUrl: connection.baseUrl,
    clientId: connection.clientId,
    clientSecret: ctx.secret,
    userLoginId: connection.userLoginId,
  };
  const [warehouse] = await ctx.db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.id, connection.warehouseId));
  const run: TplRun = {
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    connection,
    warehouse: warehouse!,
    connector: ctx.tplConnectorFor
      ? ctx.tplConnectorFor(credentials, connection)
      : createTplWmsConnector(credentials),
    lastSuccessAt: ctx.lastSuccessAt,
    runId: ctx.runId,
  };
  const { counts, customers } = await pullLists(run);
  Object.assign(counts, await pushDocuments(run, customers));
  counts.receivers = await pullReceivers(run);
  counts.shipments = await confirmShipments(run);
  counts.adjustments = await pullAdjustments(run);
  counts.drifts = await checkDrift(run);
  return counts;
};
