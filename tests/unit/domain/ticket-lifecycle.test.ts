/** The ticket lifecycle table: every step from every status, generated from the table itself. */
import { describe, expect, it } from 'vitest';
import {
  openTicketStatuses,
  ticketNextSteps,
  ticketStatuses,
  ticketStatusLabel,
  ticketStepPermissions,
  ticketStepRefusal,
  ticketSteps,
  ticketTransitions,
} from '../../../src/domain/ticket.lifecycle';

describe('ticket lifecycle', () => {
  it.each(ticketStatuses.flatMap((s) => ticketSteps.map((step) => [s, step] as const)))(
    'from %s, %s is allowed exactly when the table lists the status',
    (status, step) => {
      const allowed = ticketTransitions[step].from.includes(status);
      expect(ticketStepRefusal({ status }, step) === null).toBe(allowed);
      expect(ticketNextSteps({ status }).includes(step)).toBe(allowed);
    },
  );

  it('reads in words', () => {
    expect(ticketStatusLabel('WaitingOnClient')).toBe('Waiting on client');
    expect(ticketStepRefusal({ status: 'Resolved' }, 'resolve')).toBe('This ticket is already resolved.');
    expect(ticketStepRefusal({ status: 'Closed' }, 'start')).toBe(
      'A closed ticket cannot be moved to in progress.',
    );
  });

  it('leaves every step to support staff and counts waiting on the client as open', () => {
    expect(new Set(ticketSteps.flatMap((s) => ticketStepPermissions[s]))).toEqual(
      new Set(['support.tickets.update']),
    );
    expect(openTicketStatuses).toEqual(['Open', 'InProgress', 'WaitingOnClient']);
  });
});
