/**
 * Opening a support ticket. Model-based: every path of ticket-create.model.ts replayed against a real
 * actor (nothing is sent with values that fail the form's check; a refusal comes back onto the
 * fields; a ticket is kept only once created). Then through its actor: the body sent with the link
 * and collaborators, a refusal on the link, retry after a failure. Then the form's pure rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { asCallFailure } from '../../../src/machines/api-failure';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  filesProblem,
  newTicketValues,
  refusalOf,
  ticketBody,
  ticketProblems,
} from '../../../src/machines/ticket-create/ticket-create.logic';
import { ticketCreateMachine } from '../../../src/machines/ticket-create/ticket-create.machine';
import { ticketCreateModel } from '../../../src/machines/ticket-create/ticket-create.model';
import type {
  TicketCreateContext,
  TicketRow,
  TicketValues,
} from '../../../src/machines/ticket-create/ticket-create.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as TicketCreateContext;
  if (snapshot.matches('submitting')) expect(ticketProblems(context.values)).toEqual({});
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('created')) expect(context.ticket).not.toBeNull();
  else expect(context.ticket).toBeNull();
}

describe('open a ticket (model-based)', () => {
  const paths = flowPaths(ticketCreateModel);
  const replay = createReplay(ticketCreateModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

const saved = { id: 7, ticketNumber: 1007 } as TicketRow;
const failure = (status: number, message: string, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

function start(answers: (() => Promise<TicketRow>)[], link: string | null = 'order:42') {
  const createTicket = vi.fn(async (_: TicketValues) => (answers.shift() ?? (async () => saved))());
  const actor = createActor(
    ticketCreateMachine.provide({
      actors: { createTicket: fromPromise(({ input }: { input: TicketValues }) => createTicket(input)) },
    }),
    { input: { link } },
  ).start();
  return { actor, createTicket };
}

describe('open a ticket (actor)', () => {
  it('starts as General Support, Normal priority, with the URL’s link, and sends the form', async () => {
    const { actor, createTicket } = start([]);
    const values = actor.getSnapshot().context.values;
    expect(values).toMatchObject({ type: 'General Support', priority: 2, link: 'order:42' });
    const filled = {
      ...values,
      name: '  Order 1042 held  ',
      collaborators: [{ id: 'u1', name: 'Maria', email: 'm@x.test' }],
    };
    actor.send({ type: 'ticket.submit', values: filled });
    const done = await waitFor(actor, (s) => s.matches('created'));
    expect(done.context.ticket).toEqual(saved);
    expect(ticketBody(createTicket.mock.calls[0]![0])).toEqual({
      name: 'Order 1042 held',
      type: 'General Support',
      priority: 2,
      description: null,
      collaboratorUserIds: ['u1'],
      link: 'order:42',
    });
  });

  it('sends nothing without a title or with a file it cannot attach', () => {
    const { actor, createTicket } = start([]);
    const values = actor.getSnapshot().context.values;
    actor.send({ type: 'ticket.submit', values });
    actor.send({
      type: 'ticket.submit',
      values: { ...values, name: 'x', files: [{ name: 'a.exe', size: 3, file: new Blob(['abc']) }] },
    });
    expect(createTicket).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.problems.attachments).toMatch(/only images/);
  });

  it('puts a refusal on the field it names and keeps the values', async () => {
    const { actor } = start([
      () => Promise.reject(failure(400, 'Some fields are not valid.', { link: 'Order 42 was not found' })),
    ]);
    const values = { ...actor.getSnapshot().context.values, name: 'Held?' };
    actor.send({ type: 'ticket.submit', values });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.problems.link !== undefined);
    expect(back.context).toMatchObject({ problems: { link: 'Order 42 was not found' }, error: null, values });
  });

  it('retries the same values after a failure', async () => {
    const { actor, createTicket } = start([() => Promise.reject(failure(503, 'The server answered 503.'))]);
    actor.send({ type: 'ticket.submit', values: { ...actor.getSnapshot().context.values, name: 'Held?' } });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('The server answered 503.');
    actor.send({ type: 'ticket.retry' });
    await waitFor(actor, (s) => s.matches('created'));
    expect(createTicket).toHaveBeenCalledTimes(2);
    expect(createTicket.mock.calls[1]![0].name).toBe('Held?');
  });
});

describe('the ticket form’s rules', () => {
  it('reads only well-formed links from the URL', () => {
    expect(newTicketValues('order:0042').link).toBe('order:42');
    expect(newTicketValues('order:abc').link).toBeNull();
    expect(newTicketValues('user:1').link).toBeNull();
  });

  it('checks the files’ count, type and size in the words of the server', () => {
    const file = (name: string, size = 10) => ({ name, size });
    expect(filesProblem([file('a.png'), file('b.pdf'), file('c.csv')])).toBeNull();
    expect(filesProblem([file('big.pdf', 6 * 1024 * 1024)])).toBe('big.pdf is larger than 5 MB');
    expect(filesProblem([file('empty.csv', 0)])).toBe('empty.csv is empty');
    expect(filesProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.png`)))).toMatch(/at most 10/);
  });

  it('puts server messages on the form’s fields and says the others', () => {
    expect(
      refusalOf('Some fields are not valid.', { name: 'Title is required', vendorId: 'Choose a vendor' }),
    ).toEqual({
      problems: { name: 'Title is required' },
      error: 'Some fields are not valid. Choose a vendor.',
    });
    expect(refusalOf('x', { 'attachments[0]': 'bad.exe is not allowed' }).problems).toEqual({
      attachments: 'bad.exe is not allowed',
    });
  });
});
