/** The PTC upload screen's state: the upload machine with its I/O, and named commands for the view. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createPtcImportMachine } from './ptc-import.implementations';

export type PtcImportState =
  | 'idle'
  | 'reading'
  | 'awaitingVendor'
  | 'previewing'
  | 'ready'
  | 'invalid'
  | 'importing'
  | 'done'
  | 'failed';

export function usePtcImport(vendorId: number | null) {
  const api = useApi();
  const machine = useMemo(() => createPtcImportMachine(api), [api]);
  const actor = useActorRef(machine, { input: { vendorId }, inspect: inspectFor('ptcImport') });
  const snapshot = useSelector(actor, (s) => s);
  const { value, context } = snapshot;
  const state: PtcImportState = typeof value === 'string' ? value : value.checked;
  const sameName =
    context.sameName && context.sameName.name.trim().toLowerCase() === context.name.trim().toLowerCase()
      ? context.sameName
      : null;
  return {
    state,
    fileName: context.file?.name ?? null,
    sheet: context.sheet,
    vendorId: context.vendorId,
    name: context.name,
    answer: context.answer,
    sameName,
    created: context.created,
    error: context.error,
    fields: context.fields,
    canImport: snapshot.can({ type: 'import.confirm' }),
    canRetry: snapshot.can({ type: 'retry' }),
    choose: (file: File) => actor.send({ type: 'file.chosen', file }),
    setVendor: (id: number | null) => actor.send({ type: 'vendor.change', vendorId: id }),
    setName: (name: string) => actor.send({ type: 'name.change', name }),
    confirm: () => actor.send({ type: 'import.confirm' }),
    retry: () => actor.send({ type: 'retry' }),
    reset: () => actor.send({ type: 'import.reset' }),
  };
}
