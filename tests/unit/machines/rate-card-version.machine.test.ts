/**
 * The rate-card version flows through their actors: a draft edited, checked by the server's schema
 * and saved with the version it was edited from; new rules named from their activity; the server's
 * field messages on their cells until the cell changes; a save refused for another reason retried;
 * publishing only what was saved, confirmed; a new version copying the latest; the what-if's period.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RateCardVersionRow, WhatIfAnswer } from '../../../src/domain/contracts/activity-rate-cards';
import { asCallFailure } from '../../../src/machines/api-failure';
import {
  amountOf,
  bodyOf,
  draftOf,
  isDraftDirty,
  visibleErrors,
} from '../../../src/machines/rate-card-version/rate-card-version.logic';
import { rateCardVersionMachine } from '../../../src/machines/rate-card-version/rate-card-version.machine';
import {
  versionModelAnswer,
  versionModelDraft,
} from '../../../src/machines/rate-card-version/rate-card-version.model';
import type {
  SaveVersionInput,
  VersionRef,
} from '../../../src/machines/rate-card-version/rate-card-version.types';
import { rateCardWhatIfMachine } from '../../../src/machines/rate-card-version/rate-card-what-if.machine';
import { whatIfModelAnswer } from '../../../src/machines/rate-card-version/rate-card-what-if.model';

const failure = (message: string, status: number, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

function start(
  options: {
    answer?: typeof versionModelAnswer;
    save?: (input: SaveVersionInput) => Promise<RateCardVersionRow>;
    publish?: (input: VersionRef) => Promise<RateCardVersionRow>;
  } = {},
) {
  const load = vi.fn(async () => options.answer ?? versionModelAnswer);
  const create = vi.fn(async (_input: { copyFromVersionId: number | null }) => versionModelDraft);
  const save = vi.fn(
    options.save ??
      (async (input: SaveVersionInput): Promise<RateCardVersionRow> => ({
        ...versionModelDraft,
        version: input.body.version + 1,
      })),
  );
  const publish = vi.fn(
    options.publish ?? (async () => ({ ...versionModelDraft, status: 'Published' as const })),
  );
  const actor = createActor(
    rateCardVersionMachine.provide({
      actors: {
        loadVersions: fromPromise(() => load()),
        createVersion: fromPromise<RateCardVersionRow, { cardId: number; copyFromVersionId: number | null }>(
          ({ input }) => create(input),
        ),
        saveVersion: fromPromise<RateCardVersionRow, SaveVersionInput>(({ input }) => save(input)),
        deleteVersion: fromPromise<unknown, VersionRef>(async () => null),
        publishVersion: fromPromise<RateCardVersionRow, VersionRef>(({ input }) => publish(input)),
      },
    }),
    { input: { cardId: 4 } },
  ).start();
  return { actor, load, create, save, publish };
}

describe('rate-card version draft', () => {
  it('edits a rate, is dirty until saved, and saves the body with the version it was edited from', async () => {
    const { actor, save } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(isDraftDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'rule.set', index: 0, field: 'rate', value: '0.4125' });
    expect(isDraftDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'draft.set', field: 'monthlyMinimum', value: '1,500.00' });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    const sent = save.mock.calls[0]![0];
    expect(sent).toMatchObject({ cardId: 4, versionId: 12 });
    expect(sent.body).toMatchObject({ version: 1, effectiveFrom: '2026-12-01', monthlyMinimum: 1500 });
    expect(sent.body.rules[0]).toEqual({
      key: 'pickpack-order',
      activity: 'pickPack',
      unit: 'order',
      rate: 0.4125,
      label: null,
      tiers: null,
    });
    expect(sent.body.rules[1]!.tiers).toEqual([
      { fromDay: 0, rate: 0 },
      { fromDay: 31, rate: 0.45 },
    ]);
    expect(isDraftDirty(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.saved?.version).toBe(2);
  });

  it('names a new rule from its activity and unit and refuses what the schema refuses, saving nothing', async () => {
    const { actor, save } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'rule.add' });
    actor.send({ type: 'rule.set', index: 2, field: 'activity', value: 'kitting' });
    // Kitting is charged one way only: the unit follows.
    expect(actor.getSnapshot().context.draft!.rules[2]!.unit).toBe('unitAssembled');
    actor.send({ type: 'rule.set', index: 2, field: 'rate', value: '1.23456' });
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      'rules[2].rate': 'Rate may have at most 4 decimals',
    });
    expect(save).not.toHaveBeenCalled();
    expect(bodyOf(actor.getSnapshot().context.draft!).rules[2]!.key).toBe('kitting-unitassembled');
  });

  it('drops the tiers of a unit that does not age', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'rule.set', index: 1, field: 'unit', value: 'locationDay' });
    expect(actor.getSnapshot().context.draft!.rules[1]!.tiers).toEqual([]);
  });

  it("shows the server's field message at its cell until that cell changes", async () => {
    const refused = failure('Some fields are not valid.', 400, { 'rules[0].rate': 'Rate is too large' });
    const { actor } = start({ save: () => Promise.reject(refused) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(visibleErrors(actor.getSnapshot().context)['rules[0].rate']).toBe('Rate is too large');
    actor.send({ type: 'rule.set', index: 1, field: 'label', value: 'Pallets' });
    expect(visibleErrors(actor.getSnapshot().context)['rules[0].rate']).toBe('Rate is too large');
    actor.send({ type: 'rule.set', index: 0, field: 'rate', value: '0.5' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('waits in failed after a conflict, and saves again when asked', async () => {
    const save = vi
      .fn<(input: SaveVersionInput) => Promise<RateCardVersionRow>>()
      .mockRejectedValueOnce(failure('This draft was changed by someone else.', 409))
      .mockResolvedValueOnce({ ...versionModelDraft, version: 2 });
    const { actor } = start({ save });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('This draft was changed by someone else.');
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved?.version === 2);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('publishes only what was saved, once confirmed, and reads the versions again', async () => {
    const { actor, publish, load } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'draft.set', field: 'notes', value: 'From December' });
    actor.send({ type: 'publish.ask' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toMatch(/Save your changes first/);
    actor.send({ type: 'draft.discard' });
    actor.send({ type: 'publish.ask' });
    expect(actor.getSnapshot().value).toBe('confirmingPublish');
    actor.send({ type: 'publish.confirm' });
    await waitFor(actor, (s) => s.matches('published'));
    expect(publish).toHaveBeenCalledWith({ cardId: 4, versionId: 12, version: 1 });
    expect(actor.getSnapshot().context.notice).toBe(
      'Version 2 is published: charges from Dec 1, 2026 on use its rates.',
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('makes a new version as a copy of the latest one', async () => {
    const answer = {
      ...versionModelAnswer,
      versions: versionModelAnswer.versions.filter((v) => v.id === 11),
    };
    const { actor, create } = start({ answer });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'version.new' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(create).toHaveBeenCalledWith({ cardId: 4, copyFromVersionId: 11 });
    expect(actor.getSnapshot().context.answer?.versions.map((v) => v.id)).toEqual([12, 11]);
  });
});

describe('rate-card version texts', () => {
  it('reads decimals from their text, without float arithmetic', () => {
    expect(amountOf('1,234.0125')).toBe(1234.0125);
    expect(amountOf(' ')).toBeNull();
    expect(amountOf('1.2.3')).toBeNaN();
    expect(draftOf(versionModelDraft).monthlyMinimum).toBe('500.00');
    expect(bodyOf(draftOf(versionModelDraft)).monthlyMinimum).toBe(500);
  });
});

describe('rate-card what-if', () => {
  it('refuses a period out of order before any call, then computes the one chosen', async () => {
    const run = vi.fn(async (_input: unknown): Promise<WhatIfAnswer> => whatIfModelAnswer);
    const actor = createActor(
      rateCardWhatIfMachine.provide({ actors: { runWhatIf: fromPromise(({ input }) => run(input)) } }),
      { input: { cardId: 4, versionId: 12, from: '2026-10-01', to: '2026-10-31' } },
    ).start();
    actor.send({ type: 'period.set', from: '2026-11-05' });
    actor.send({ type: 'whatIf.run' });
    expect(actor.getSnapshot().context.problems).toEqual({ to: 'The last day cannot be before the first.' });
    expect(run).not.toHaveBeenCalled();
    actor.send({ type: 'period.set', from: '2026-10-01' });
    actor.send({ type: 'whatIf.run' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(run).toHaveBeenCalledWith({ cardId: 4, versionId: 12, from: '2026-10-01', to: '2026-10-31' });
  });
});
