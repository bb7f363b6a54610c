/**
 * The ticket page's actions: the steps machine with the app's API and the signed-in user, the steps
 * it offers for a ticket, and named commands. `onDone` runs after each action that succeeded (the
 * page reloads its view).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { inspectFor } from '../registry';
import { useApi, useSession } from '../use-app';
import { allowedTicketSteps, isTicketStaff } from './ticket-steps.logic';
import { createTicketStepsMachine } from './ticket-steps.implementations';
import type { TicketEdit, TicketRow, TicketStep } from './ticket-steps.types';

export function useTicketSteps(onDone: () => void) {
  const api = useApi();
  const { user } = useSession();
  const machine = useMemo(() => createTicketStepsMachine(api), [api]);
  const actor = useActorRef(machine, { input: { user }, inspect: inspectFor('ticketSteps') });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;

  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  const done = snapshot.context.done;
  useEffect(() => {
    if (done > 0) latest.current();
  }, [done]);

  return {
    isBusy: snapshot.matches('stepping'),
    /** The action running or the one that failed. */
    pending: snapshot.context.pending?.action ?? null,
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    isStaff: isTicketStaff(user),
    stepsFor: useCallback((ticket: TicketRow) => allowedTicketSteps(ticket, user), [user]),
    step: useCallback(
      (ticket: TicketRow, step: TicketStep) => send({ type: 'ticket.step', ticket, step }),
      [send],
    ),
    change: useCallback(
      (ticket: TicketRow, change: TicketEdit) => send({ type: 'ticket.change', ticket, change }),
      [send],
    ),
    retry: useCallback(() => send({ type: 'ticket.retry' }), [send]),
    dismiss: useCallback(() => send({ type: 'ticket.dismiss' }), [send]),
  };
}

export type TicketStepsFlow = ReturnType<typeof useTicketSteps>;
