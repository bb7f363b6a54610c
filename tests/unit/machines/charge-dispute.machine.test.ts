/**
 * The charge dispute flow: a client's question is sent only with a comment, and sent as the server
 * takes it; staff answer with an explanation or a credit (part of the charge, or the whole when no
 * amount is given, never more than the charge); a failed send keeps the form to correct and send
 * again; every answer is announced once. The model's paths are replayed against a real actor too.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chargeDisputeModel } from '../../../src/machines/charge-dispute/charge-dispute.model';
import { chargeDisputeMachine } from '../../../src/machines/charge-dispute/charge-dispute.machine';
import { creditProblem, formProblems } from '../../../src/machines/charge-dispute/charge-dispute.logic';
import type {
  BillingDisputeRow,
  ChargeAnswered,
  ChargeAnswerRequest,
  ChargeDisputeContext,
} from '../../../src/machines/charge-dispute/charge-dispute.types';
import { flowPaths } from '../../../src/machines/flow-model';
import { createReplay } from './model-replay';

const charge = { entryId: 7, amount: 1250 };

const row = (over: Partial<BillingDisputeRow> = {}): BillingDisputeRow => ({
  id: 3,
  entryId: 7,
  status: 'Open',
  comment: 'Only 2 cartons went out.',
  raisedBy: 'user-vendor',
  raisedByName: 'Nora Brand',
  raisedAt: '2026-11-20T15:00:00Z',
  resolution: null,
  resolutionComment: null,
  creditEntryId: null,
  resolvedByName: null,
  resolvedAt: null,
  ...over,
});

function start(answer: (request: ChargeAnswerRequest) => Promise<BillingDisputeRow>) {
  const requests: ChargeAnswerRequest[] = [];
  const announced: ChargeAnswered[] = [];
  const actor = createActor(
    chargeDisputeMachine.provide({
      actors: {
        sendAnswer: fromPromise<BillingDisputeRow, ChargeAnswerRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  actor.on('charge.answered', (e) => void announced.push(e));
  return { actor, requests, announced };
}

describe('a client questions a charge', () => {
  it('sends nothing without a comment, and says why once Send was pressed', () => {
    const { actor, requests } = start(async () => row());
    actor.send({ type: 'dispute.start', charge });
    expect(actor.getSnapshot().value).toBe('writing');
    actor.send({ type: 'charge.comment', comment: '   ' });
    actor.send({ type: 'charge.submit' });
    expect(actor.getSnapshot().value).toBe('writing');
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(formProblems(actor.getSnapshot().context).comment).toBe('Say what is wrong with this charge.');
    expect(requests).toEqual([]);
  });

  it('sends the trimmed comment, lands in sent and announces the answer once', async () => {
    const { actor, requests, announced } = start(async () => row());
    actor.send({ type: 'dispute.start', charge });
    actor.send({ type: 'charge.comment', comment: '  Only 2 cartons went out. ' });
    actor.send({ type: 'charge.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(requests).toEqual([{ kind: 'dispute', entryId: 7, comment: 'Only 2 cartons went out.' }]);
    expect(announced).toHaveLength(1);
    expect(announced[0]!.answer.id).toBe(3);
    actor.send({ type: 'charge.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.charge).toBeNull();
  });

  it('keeps the comment after a failure, and sends it again', async () => {
    let fail = true;
    const { actor, requests } = start(async () => {
      if (fail) throw new Error('This charge is already questioned.');
      return row();
    });
    actor.send({ type: 'dispute.start', charge });
    actor.send({ type: 'charge.comment', comment: 'Wrong count' });
    actor.send({ type: 'charge.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.comment).toBe('Wrong count');
    expect((actor.getSnapshot().context.error as Error).message).toBe('This charge is already questioned.');
    fail = false;
    actor.send({ type: 'charge.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(requests).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('cancels back to idle with nothing kept', () => {
    const { actor } = start(async () => row());
    actor.send({ type: 'dispute.start', charge });
    actor.send({ type: 'charge.comment', comment: 'Hmm' });
    actor.send({ type: 'charge.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.comment).toBe('');
  });
});

describe('staff answer a question', () => {
  it('needs a choice and a comment', () => {
    const { actor, requests } = start(async () => row());
    actor.send({ type: 'resolve.start', charge });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'charge.submit' });
    const problems = formProblems(actor.getSnapshot().context);
    expect(problems.resolution).toBe('Choose a credit or an explanation.');
    expect(problems.comment).toBe('Write the explanation the client will read.');
    expect(requests).toEqual([]);
  });

  it('sends an explanation without an amount', async () => {
    const { actor, requests } = start(async () => row({ status: 'Resolved', resolution: 'explanation' }));
    actor.send({ type: 'resolve.start', charge });
    actor.send({ type: 'resolve.choose', resolution: 'explanation' });
    actor.send({ type: 'resolve.amount', amount: 500 });
    actor.send({ type: 'charge.comment', comment: 'The third carton left on Nov 12.' });
    actor.send({ type: 'charge.submit' });
    await waitFor(actor, (s) => s.matches('resolved'));
    expect(requests).toEqual([
      {
        kind: 'resolve',
        entryId: 7,
        resolution: 'explanation',
        comment: 'The third carton left on Nov 12.',
        creditAmount: null,
      },
    ]);
  });

  it('credits part of the charge in the API’s amount, or the whole when none is given', async () => {
    const { actor, requests } = start(async () => row({ status: 'Resolved', resolution: 'credit' }));
    actor.send({ type: 'resolve.start', charge });
    actor.send({ type: 'resolve.choose', resolution: 'credit' });
    actor.send({ type: 'resolve.amount', amount: 417 });
    actor.send({ type: 'charge.comment', comment: 'One carton too many.' });
    actor.send({ type: 'charge.submit' });
    await waitFor(actor, (s) => s.matches('resolved'));
    expect(requests[0]).toMatchObject({ resolution: 'credit', creditAmount: 4.17 });

    actor.send({ type: 'charge.close' });
    actor.send({ type: 'resolve.start', charge });
    actor.send({ type: 'resolve.choose', resolution: 'credit' });
    actor.send({ type: 'charge.comment', comment: 'Our mistake.' });
    actor.send({ type: 'charge.submit' });
    await waitFor(actor, (s) => s.matches('resolved'));
    expect(requests[1]).toMatchObject({ resolution: 'credit', creditAmount: null });
  });

  it('refuses a credit of nothing or of more than the charge before sending', () => {
    expect(creditProblem(0, 1250)).toBe('The credit must be more than $0.00.');
    expect(creditProblem(1251, 1250)).toBe('The credit cannot be more than the charge.');
    expect(creditProblem(1250, 1250)).toBeNull();
    expect(creditProblem(null, 1250)).toBeNull();
    const { actor, requests } = start(async () => row());
    actor.send({ type: 'resolve.start', charge });
    actor.send({ type: 'resolve.choose', resolution: 'credit' });
    actor.send({ type: 'resolve.amount', amount: 5000 });
    actor.send({ type: 'charge.comment', comment: 'Too much' });
    actor.send({ type: 'charge.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(requests).toEqual([]);
  });
});

describe('charge dispute (model-based)', () => {
  const announced: number[] = [];
  const replay = createReplay(chargeDisputeModel, {
    provide: { actions: { announceAnswered: () => void announced.push(1) } },
    invariant(snapshot) {
      const context = snapshot.context as ChargeDisputeContext;
      if (snapshot.matches('idle')) expect(context.charge).toBeNull();
      else expect(context.charge).not.toBeNull();
      if (snapshot.matches('sending')) expect(formProblems(context)).toEqual({});
      if (snapshot.matches('sent')) expect(context.mode).toBe('dispute');
      if (snapshot.matches('resolved')) expect(context.mode).toBe('resolve');
    },
  });
  const paths = flowPaths(chargeDisputeModel);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const before = announced.length;
    await replay.run(path);
    const answers = path.steps.filter((s) => s.event.type.startsWith('xstate.done.actor.')).length;
    expect(announced.length - before).toBe(answers);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
