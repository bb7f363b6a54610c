/** The import dialog's state: the import machine with its I/O, and named commands for the view. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createItemImportMachine } from './item-import.implementations';

export function useItemImport() {
  const api = useApi();
  const machine = useMemo(() => createItemImportMachine(api), [api]);
  const actor = useActorRef(machine, { inspect: inspectFor('itemImport') });
  const snapshot = useSelector(actor, (s) => s);
  return {
    state: snapshot.value,
    fileName: snapshot.context.file?.name ?? null,
    sheet: snapshot.context.sheet,
    answer: snapshot.context.answer,
    error: snapshot.context.error,
    canImport: snapshot.can({ type: 'import.confirm' }),
    choose: (file: File) => actor.send({ type: 'file.chosen', file }),
    confirm: () => actor.send({ type: 'import.confirm' }),
    reset: () => actor.send({ type: 'import.reset' }),
  };
}
