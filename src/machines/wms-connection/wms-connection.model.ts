/**
 * The connection form's model for generated paths (flow-model.ts): a 3PL warehouse and an IRMS one,
 * each read with no connection yet or with one (its secret set), or not at all; the fields filled
 * one by one (or the base URL emptied); a save answered with the connection, a 400 naming the base
 * URL, a 409 (saved by someone else meanwhile) or an outage.
 */
import type { WmsConnectionRow, WmsSystem } from '../../domain/contracts/wms-connections';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { connectionProblems } from './wms-connection.logic';
import { wmsConnectionMachine } from './wms-connection.machine';
import type { ConnectionEvent } from './wms-connection.types';

const connection = (system: WmsSystem): WmsConnectionRow => ({
  id: 3,
  system,
  warehouseId: 1,
  baseUrl: system === 'tpl' ? 'demo://tpl-wms' : 'demo://irms',
  clientId: system === 'tpl' ? 'dockhand' : '',
  userLoginId: system === 'tpl' ? 'ops' : '',
  secretSet: true,
  enabled: true,
  importVendorIds: [],
  lastSyncAt: null,
  version: 2,
});

const warehouse = (system: WmsSystem, saved: boolean) => ({
  warehouseId: 1,
  warehouseCode: 'DAL',
  warehouseName: 'Dallas Distribution Center',
  connection: saved ? connection(system) : null,
  lastRun: null,
});

const tplFields: ConnectionEvent[] = [
  { type: 'field.set', field: 'clientId', value: 'dockhand' },
  { type: 'field.set', field: 'userLoginId', value: 'ops' },
];
const irmsFields: ConnectionEvent[] = [{ type: 'field.set', field: 'importVendorIds', value: [1] }];

const failure = (status: number, message: string, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

export const wmsConnectionModel = defineFlowModel({
  machine: wmsConnectionMachine,
  inputs: [
    { system: 'tpl', warehouseId: 1 },
    { system: 'irms', warehouseId: 1 },
  ],
  events: (s): ConnectionEvent[] => [
    { type: 'field.set', field: 'baseUrl', value: 'demo://tpl-wms' },
    { type: 'field.set', field: 'baseUrl', value: '' },
    { type: 'field.set', field: 'secret', value: 's3cret' },
    ...(s.context.system === 'tpl' ? tplFields : irmsFields),
    { type: 'connection.save' },
    { type: 'connection.reload' },
  ],
  answers: {
    loadConnection: {
      output: [warehouse('tpl', false), warehouse('tpl', true)],
      error: [failure(503, 'The server answered 503. Try again in a moment.')],
    },
    saveConnection: {
      output: [warehouse('tpl', true)],
      error: [
        failure(400, 'Check the fields marked.', { baseUrl: 'The WMS did not answer at this URL.' }),
        failure(409, 'Someone saved this connection meanwhile.'),
        failure(503, 'The server answered 503. Try again in a moment.'),
      ],
    },
  },
  facets: (s) => ({
    missing: Object.keys(connectionProblems(s.context.system, s.context.values, s.context.connection)).sort(),
    saved: s.context.connection !== null,
    shown: Object.keys(s.context.problems).sort(),
    error: s.context.error !== null,
  }),
});
