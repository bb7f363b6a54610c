/**
 * A warehouse's connection card: its form machine and its Sync now machine with the app's API, Sync now
 * fed the live JobUpdated events of its job, their state, and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { WmsSyncRunRow, WmsSystem } from '../../domain/contracts/wms-connections';
import { LiveEvent } from '../../domain/live-events';
import { useHubEvent } from '../hub/use-hub';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createWmsConnectionMachine, createWmsSyncMachine } from './wms-connection.implementations';
import * as select from './wms-connection.selectors';
import type { ConnectionEvent } from './wms-connection.types';

type FieldEvent = Extract<ConnectionEvent, { type: 'field.set' }>;

export function useWmsConnection(system: WmsSystem, warehouseId: number) {
  const api = useApi();
  const machine = useMemo(() => createWmsConnectionMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { system, warehouseId },
    inspect: inspectFor('wmsConnection'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'loading', 'unavailable', 'editing', 'saving', 'saved', 'invalid', 'conflict' or 'failed'. */
    step: select.selectConnectionStep(snapshot),
    context: snapshot.context,
    state: select.selectConnectionState(snapshot),
    syncBlocked: select.selectSyncBlocked(snapshot),
    canSave: snapshot.can({ type: 'connection.save' }),
    canReload: snapshot.can({ type: 'connection.reload' }),
    setField: useCallback(
      <F extends FieldEvent['field']>(field: F, value: Extract<FieldEvent, { field: F }>['value']) =>
        send({ type: 'field.set', field, value } as FieldEvent),
      [send],
    ),
    save: useCallback(() => send({ type: 'connection.save' }), [send]),
    reload: useCallback(() => send({ type: 'connection.reload' }), [send]),
  };
}

export type WmsConnectionFlow = ReturnType<typeof useWmsConnection>;

export function useWmsSync(system: WmsSystem, warehouseId: number, lastRun: WmsSyncRunRow | null) {
  const api = useApi();
  const machine = useMemo(() => createWmsSyncMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { system, warehouseId, lastRun },
    inspect: inspectFor('wmsSync'),
  });
  useHubEvent(LiveEvent.jobUpdated, (payload) => {
    const job = payload as { id?: unknown; status?: unknown } | null;
    if (typeof job?.id === 'number' && typeof job.status === 'string')
      actor.send({ type: 'job.update', job: { id: job.id, status: job.status } });
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'idle', 'requesting', 'queued', 'running', 'checking', 'settling', 'succeeded' or 'failed'. */
    step: select.selectSyncStep(snapshot),
    context: snapshot.context,
    busy: select.selectSyncBusy(snapshot),
    /** 'queued' or 'running' while a sync is under way, else null. */
    phase: select.selectSyncPhase(snapshot),
    latestRun: select.selectLatestRun(snapshot),
    canStart: snapshot.can({ type: 'sync.start' }),
    start: useCallback(() => send({ type: 'sync.start' }), [send]),
    dismiss: useCallback(() => send({ type: 'sync.dismiss' }), [send]),
  };
}

export type WmsSyncFlow = ReturnType<typeof useWmsSync>;
