/**
 * The ticket page's actions. Model-based: every path of ticket-steps.model.ts replayed against a real
 * actor (a step the lifecycle or the user's permissions do not open, and a staff-only change by a
 * client, are never sent). Then through its actor: a step sent on the version shown, a change, a
 * 409 kept for Retry, and the steps the page offers each kind of user.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { asCallFailure } from '../../../src/machines/api-failure';
import { flowPaths } from '../../../src/machines/flow-model';
import { allowedTicketSteps } from '../../../src/machines/ticket-steps/ticket-steps.logic';
import { ticketStepsMachine } from '../../../src/machines/ticket-steps/ticket-steps.machine';
import {
  clientUser,
  supportAgent,
  ticketStepsModel,
} from '../../../src/machines/ticket-steps/ticket-steps.model';
import type {
  TicketActionInput,
  TicketRow,
  TicketStepsContext,
} from '../../../src/machines/ticket-steps/ticket-steps.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as TicketStepsContext;
  if (snapshot.matches('stepping')) expect(context.pending).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('idle')) expect(context.error).toBeNull();
}

describe('ticket actions (model-based)', () => {
  const paths = flowPaths(ticketStepsModel);
  const replay = createReplay(ticketStepsModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

const ticket = { id: 7, status: 'Open', version: 3 } as TicketRow;

function start(user = supportAgent, answers: (() => Promise<TicketRow>)[] = []) {
  const runAction = vi.fn(async (_: TicketActionInput) =>
    (answers.shift() ?? (async () => ({ ...ticket, version: 4 })))(),
  );
  const actor = createActor(
    ticketStepsMachine.provide({
      actors: { runAction: fromPromise(({ input }: { input: TicketActionInput }) => runAction(input)) },
    }),
    { input: { user } },
  ).start();
  return { actor, runAction };
}

describe('ticket actions (actor)', () => {
  it('takes a step on the version shown and counts it done', async () => {
    const { actor, runAction } = start();
    actor.send({ type: 'ticket.step', ticket, step: 'resolve' });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.done === 1);
    expect(runAction).toHaveBeenCalledWith({
      ticket,
      action: { kind: 'step', step: 'resolve' },
      isStaff: true,
    });
    expect(done.context.ticket?.version).toBe(4);
  });

  it('never sends a step from the wrong status, nor a client’s step or staff-only change', () => {
    const staff = start();
    staff.actor.send({ type: 'ticket.step', ticket, step: 'reopen' });
    const client = start(clientUser);
    client.actor.send({ type: 'ticket.step', ticket, step: 'start' });
    client.actor.send({ type: 'ticket.change', ticket, change: { putIntoBackLog: true } });
    expect(staff.runAction).not.toHaveBeenCalled();
    expect(client.runAction).not.toHaveBeenCalled();
  });

  it('lets a client change the priority', async () => {
    const { actor, runAction } = start(clientUser);
    actor.send({ type: 'ticket.change', ticket, change: { priority: 3 } });
    await waitFor(actor, (s) => s.context.done === 1);
    expect(runAction.mock.calls[0]![0]).toMatchObject({
      action: { kind: 'change', change: { priority: 3 } },
      isStaff: false,
    });
  });

  it('keeps a 409 for Retry, which runs the same action again', async () => {
    const conflict = Object.assign(asCallFailure(new Error('This ticket is already resolved.')), {
      status: 409,
    });
    const { actor, runAction } = start(supportAgent, [() => Promise.reject(conflict)]);
    actor.send({ type: 'ticket.step', ticket, step: 'resolve' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('This ticket is already resolved.');
    actor.send({ type: 'ticket.retry' });
    await waitFor(actor, (s) => s.context.done === 1);
    expect(runAction).toHaveBeenCalledTimes(2);
    expect(runAction.mock.calls[1]![0]).toEqual(runAction.mock.calls[0]![0]);
  });

  it('offers each user the steps the lifecycle opens and their permissions allow', () => {
    expect(allowedTicketSteps({ status: 'Open' }, supportAgent)).toEqual([
      'start',
      'wait-on-client',
      'resolve',
      'close',
    ]);
    expect(allowedTicketSteps({ status: 'Resolved' }, supportAgent)).toEqual(['close', 'reopen']);
    expect(allowedTicketSteps({ status: 'Open' }, clientUser)).toEqual([]);
  });
});
