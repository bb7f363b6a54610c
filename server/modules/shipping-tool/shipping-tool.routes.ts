/**
 * The shipping tool's calls under /api/common/shippingTool (src/domain/contracts/shipping-tool.ts):
 * a storefront's connection, "sync now", the three lists with their mapping, and the sync log. Each
 * list is under its own permission; the connection under the stores one; syncing and the log under
 * any of the three (a sync then needs the permission of every list it pulls).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SHIPPING_TOOL_ANY_PERMISSION,
  SHIPPING_TOOL_CONNECTION_PERMISSION,
  SHIPPING_TOOL_LIST_PERMISSIONS,
  SHIPPING_TOOL_LISTS,
  shippingToolListLabels,
} from '../../../src/domain/contracts/shipping-tool';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { parseListQuery, pathId } from './shipping-tool-query.schema';
import { getConnection, saveConnection } from './shipping-tool-connections.service';
import { listChoices, listRecords, listSyncs } from './shipping-tool-lists.queries';
import { mapRecord } from './shipping-tool-mapping.service';
import { syncShippingTool } from './shipping-tool-sync.service';

const base = '/common/shippingTool';

const params = (request: FastifyRequest) => request.params as Record<string, string | undefined>;
const projectIdOf = (request: FastifyRequest) => pathId(params(request).projectId, 'Storefront');

export async function shippingToolRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const { clock, events } = deps;

  const connection = { access: [SHIPPING_TOOL_CONNECTION_PERMISSION] };
  app.get(
    `${base}/connections/:projectId`,
    {
      config: connection,
      schema: {
        summary: "A storefront's shipping tool connection (never its secret); null before one is saved",
      },
    },
    async (request) => getConnection(db, currentUser(request), projectIdOf(request)),
  );
  app.put(
    `${base}/connections/:projectId`,
    {
      config: connection,
      schema: {
        summary:
          "Save a storefront's shipping tool connection: { kind, baseUrl, apiKey, apiSecret (write-only; empty keeps it), enabled }",
      },
    },
    async (request) => saveConnection(db, clock, currentUser(request), projectIdOf(request), request.body),
  );

  app.post(
    `${base}/:projectId/sync`,
    {
      config: { access: SHIPPING_TOOL_ANY_PERMISSION },
      schema: {
        summary:
          "Sync now: pull the shipping tool's stores, products, tags or all of them ({ scope }); answers the sync log row",
      },
    },
    async (request) =>
      syncShippingTool({ db, clock, events }, currentUser(request), projectIdOf(request), request.body),
  );

  app.get(
    `${base}/syncs`,
    {
      config: { access: SHIPPING_TOOL_ANY_PERMISSION },
      schema: { summary: "A storefront's shipping tool sync log, newest first (?projectId=&page=&perPage=)" },
    },
    async (request) => listSyncs(db, currentUser(request), parseListQuery(request.query)),
  );

  for (const list of SHIPPING_TOOL_LISTS) {
    const access = { access: [SHIPPING_TOOL_LIST_PERMISSIONS[list]] };
    const label = shippingToolListLabels[list].toLowerCase();
    app.get(
      `${base}/${list}`,
      {
        config: access,
        schema: {
          summary: `The shipping tool's ${label} of a storefront with their Dockhand mapping (?projectId=&search=&mapped=&active=&page=&perPage=)`,
        },
      },
      async (request) => listRecords(db, currentUser(request), list, parseListQuery(request.query)),
    );
    app.get(
      `${base}/${list}/choices`,
      {
        config: access,
        schema: {
          summary: `What the shipping tool's ${label} of a storefront may be mapped to (?projectId=)`,
        },
      },
      async (request) => listChoices(db, currentUser(request), list, parseListQuery(request.query).projectId),
    );
    app.put(
      `${base}/${list}/:id`,
      {
        config: access,
        schema: { summary: `Map one of the shipping tool's ${label} to a Dockhand record (null: none)` },
      },
      async (request) =>
        mapRecord(db, clock, currentUser(request), list, pathId(params(request).id, 'Record'), request.body),
    );
  }
}
