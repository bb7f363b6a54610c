/** The packing flow for the bulk shipment page: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createBulkPackingMachine } from './bulk-packing.implementations';
import * as select from './bulk-packing.selectors';
import type { MeasureField } from './bulk-packing.types';

export function useBulkPacking(shipmentId: number, vendorId: number) {
  const api = useApi();
  const machine = useMemo(() => createBulkPackingMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { shipmentId, vendorId, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('bulkPacking'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  return {
    step: select.selectStep(snapshot),
    lines: select.selectLines(snapshot),
    cartons: context.cartons,
    pallets: context.pallets,
    openCarton: select.selectOpenCarton(snapshot),
    closedCarton: select.selectClosedCarton(snapshot),
    notice: context.notice,
    scanMisses: context.scanMisses,
    error: context.error,
    isFullyPacked: select.selectIsFullyPacked(snapshot),
    hasChanges: select.selectHasChanges(snapshot),
    canOpen: snapshot.can({ type: 'carton.open' }),
    isSaving: snapshot.matches('saving'),
    openCartonNew: () => send({ type: 'carton.open' }),
    reopen: (key: string) => send({ type: 'carton.reopen', key }),
    /** Each scan adds one unit; a code of no line, or of a line all packed, is refused. */
    scan: (code: string) => send({ type: 'item.scan', code }),
    takeOut: (lineIndex: number) => send({ type: 'item.remove', lineIndex }),
    close: () => send({ type: 'carton.close' }),
    discard: () => send({ type: 'carton.discard' }),
    remove: (key: string) => send({ type: 'carton.remove', key }),
    /** Onto `palletKey`; null takes it off; without one, onto a new pallet. The just-closed carton unless `key`. */
    putOnPallet: (palletKey?: string | null, key?: string) =>
      send(
        palletKey === undefined
          ? { type: 'carton.palletize', ...(key ? { key } : {}) }
          : { type: 'carton.palletize', palletKey, ...(key ? { key } : {}) },
      ),
    measureCarton: (key: string, field: MeasureField, value: number | null) =>
      send({ type: 'carton.measure', key, field, value }),
    measurePallet: (key: string, field: MeasureField, value: number | null) =>
      send({ type: 'pallet.measure', key, field, value }),
    save: () => send({ type: 'packing.save' }),
    reload: () => send({ type: 'packing.reload' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

export type BulkPackingFlow = ReturnType<typeof useBulkPacking>;
