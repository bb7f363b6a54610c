/**
 * The recurring look at held orders (every 5 minutes, server/jobs): opens the tickets of holds past
 * their marker's time and resolves those whose hold was released without them. Each due time runs in
 * one process; a second run at once opens nothing twice (exception-tickets.service.ts).
 */
import type { ExceptionTicketHours } from '../../../src/domain/support/exception-tickets';
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { openExceptionTickets, resolveMissedExceptionTickets } from './exception-tickets.service';

export const EXCEPTION_TICKET_JOB = 'exception-tickets';

/** The job for the configured hours (server/config.ts, EXCEPTION_TICKET_HOURS). */
export const exceptionTicketJob = (hours: ExceptionTicketHours) =>
  defineJob<ScheduledPayload, { opened: number; resolved: number }>({
    name: EXCEPTION_TICKET_JOB,
    label: 'Open tickets for orders held too long',
    maxAttempts: 1,
    run: async ({ db, clock }) => ({
      opened: await openExceptionTickets(db, clock, hours),
      resolved: await resolveMissedExceptionTickets(db, clock),
    }),
  });
