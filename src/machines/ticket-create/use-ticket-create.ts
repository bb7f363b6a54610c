/** The create screen's flow: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createTicketCreateMachine } from './ticket-create.implementations';
import type { TicketCreateInputs, TicketValues } from './ticket-create.types';

/** `input` is read once, when the screen opens. */
export function useTicketCreate(input: TicketCreateInputs) {
  const api = useApi();
  const machine = useMemo(() => createTicketCreateMachine(api), [api]);
  const actor = useActorRef(machine, { input, inspect: inspectFor('ticketCreate') });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'editing', 'submitting', 'failed' or 'created'. */
    step: snapshot.value,
    context: snapshot.context,
    isSubmitting: snapshot.matches('submitting'),
    submit: useCallback((values: TicketValues) => send({ type: 'ticket.submit', values }), [send]),
    retry: useCallback(() => send({ type: 'ticket.retry' }), [send]),
    edit: useCallback(() => send({ type: 'ticket.edit' }), [send]),
  };
}

export type TicketCreateFlow = ReturnType<typeof useTicketCreate>;
