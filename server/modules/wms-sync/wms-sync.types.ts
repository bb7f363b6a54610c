/**
 * What a sync of one warehouse system connection is handed (wms-sync.service.ts runs it), so the 3PL
 * sync (tpl-sync.service.ts) and the IRMS sync (irms-sync.service.ts) share one shape.
 */
import type { WmsSyncCounts } from '../../../src/domain/contracts/wms-connections';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { wmsConnections } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import type { IrmsConnector, IrmsCredentials } from '../../integrations/irms/records';
import type { TplWmsConnector, TplWmsCredentials } from '../../integrations/tpl-wms/records';

export type WmsConnection = typeof wmsConnections.$inferSelect;

/** How a 3PL connection's WMS is reached (the real connector unless a test says otherwise). */
export type TplConnectorFor = (credentials: TplWmsCredentials, connection: WmsConnection) => TplWmsConnector;

export interface WmsSyncContext {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  connection: WmsConnection;
  /** The connection's secret, opened for this run only: never logged, never stored elsewhere. */
  secret: string;
  /** The sync run's row (integration_sync_runs). */
  runId: number;
  /** When the last successful sync of this connection started; null before the first. */
  lastSuccessAt: Date | null;
  tplConnectorFor?: TplConnectorFor;
  irmsConnectorFor?: (credentials: IrmsCredentials, connection: WmsConnection) => IrmsConnector;
}

/** A sync of one system: answers what it did, per list; throws with an operator's message when it fails. */
export type SystemSync = (ctx: WmsSyncContext) => Promise<WmsSyncCounts>;

/** One 3PL sync run as its steps see it (tpl-sync.service.ts builds it). */
export interface TplRun {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  connection: WmsConnection;
  /** The connection's warehouse. */
  warehouse: { id: number; code: string };
  connector: TplWmsConnector;
  lastSuccessAt: Date | null;
  runId: number;
}

/** What one step did to one list: { created: 2, updated: 0, unchanged: 5 }. */
export type StepCounts = Record<string, number>;
