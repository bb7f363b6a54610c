/**
 * The warehouse system connections under /api/integrations/wms (src/domain/contracts/wms-connections.ts):
 * a warehouse's connection and "Sync now" under warehouse editing, the sync log under that or the
 * system logs, the 3PL drift list under the 3PL adjustments and applying a difference under direct
 * inventory updates. Bodies and queries are checked with the shared yup schemas (400 per field).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  WMS_CONNECTION_PERMISSION,
  WMS_DRIFT_APPLY_PERMISSION,
  WMS_DRIFT_VIEW_PERMISSION,
} from '../../../src/domain/contracts/wms-connections';
import {
  wmsDriftsQuerySchema,
  wmsRunsQuerySchema,
} from '../../../src/domain/resources/wms-connection.schema';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { CredentialBox } from '../../integrations/credential-box';
import { pathId } from '../shipping-tool/shipping-tool-query.schema';
import { applyDrifts, dismissDrifts } from './tpl-drift-actions.service';
import { listDrifts } from './tpl-drift.queries';
import { systemOf } from './wms-access.policy';
import { getConnection, listConnections, saveConnection } from './wms-connections.service';
import { queueSync } from './wms-sync.job';
import { listRuns } from './wms-sync.queries';

const base = '/integrations/wms';
const SYSTEM_LOGS_PERMISSION = 'other.systemLogs';

const target = (request: FastifyRequest) => {
  const params = request.params as Record<string, string | undefined>;
  return { system: systemOf(params.system), warehouseId: pathId(params.warehouseId, 'Warehouse') };
};

export async function wmsSyncRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const { clock, events } = deps;
  const box = new CredentialBox(deps.config.credentialsKey);
  const connection = { access: [WMS_CONNECTION_PERMISSION] };

  app.get(
    `${base}/connections`,
    {
      config: connection,
      schema: {
        summary:
          'Every warehouse the user may see with its connection to a warehouse system (?system=tpl|irms)',
      },
    },
    async (request) => listConnections(db, currentUser(request), request.query),
  );
  app.get(
    `${base}/connections/:system/:warehouseId`,
    {
      config: connection,
      schema: {
        summary:
          "A warehouse's connection to a warehouse system (never its secret); null before one is saved",
      },
    },
    async (request) => {
      const { system, warehouseId } = target(request);
      return getConnection(db, currentUser(request), system, warehouseId);
    },
  );
  app.put(
    `${base}/connections/:system/:warehouseId`,
    {
      config: connection,
      schema: {
        summary:
          "Save a warehouse's connection: { baseUrl, clientId, userLoginId, secret (write-only; empty keeps it), enabled, importVendorIds, version }",
      },
    },
    async (request) => {
      const { system, warehouseId } = target(request);
      return saveConnection({ db, clock, box }, currentUser(request), system, warehouseId, request.body);
    },
  );
  app.post(
    `${base}/connections/:system/:warehouseId/sync`,
    {
      config: connection,
      schema: {
        summary:
          'Sync now: queues a sync of the connection on the job runner; answers { jobId } (the one already queued or running, if any)',
      },
    },
    async (request) => {
      const { system, warehouseId } = target(request);
      return queueSync({ db, clock }, currentUser(request), system, warehouseId);
    },
  );

  app.get(
    `${base}/runs`,
    {
      config: { access: [WMS_CONNECTION_PERMISSION, SYSTEM_LOGS_PERMISSION] },
      schema: {
        summary: 'The warehouse system sync runs, newest first (?system=&warehouseId=&page=&perPage=)',
      },
    },
    async (request) =>
      listRuns(db, currentUser(request), await validateBody(wmsRunsQuerySchema, request.query ?? {})),
  );

  app.get(
    `${base}/drifts`,
    {
      config: { access: [WMS_DRIFT_VIEW_PERMISSION] },
      schema: {
        summary:
          "The differences between Dockhand's stock and the 3PL WMS's, with their explanation and proposal (?warehouseId=&status=&page=&perPage=)",
      },
    },
    async (request) =>
      listDrifts(db, currentUser(request), await validateBody(wmsDriftsQuerySchema, request.query ?? {})),
  );
  app.post(
    `${base}/drifts/apply`,
    {
      config: { access: [WMS_DRIFT_APPLY_PERMISSION] },
      schema: {
        summary:
          "Apply differences ({ ids }): a direct inventory update sets Dockhand's count to the WMS's, all or nothing",
      },
    },
    async (request) => applyDrifts({ db, clock, events }, currentUser(request), request.body),
  );
  app.post(
    `${base}/drifts/dismiss`,
    {
      config: { access: [WMS_DRIFT_APPLY_PERMISSION] },
      schema: { summary: 'Dismiss differences ({ ids }) without changing stock, all or nothing' },
    },
    async (request) => dismissDrifts({ db, clock, events }, currentUser(request), request.body),
  );
}
