/**
 * The rate-card version flows, model-based: every path of rate-card-version.model.ts and
 * rate-card-what-if.model.ts replayed against a real actor. Nothing is saved that the schema refuses,
 * nothing is published with unsaved changes, a published draft leaves no draft behind, and no what-if
 * is computed for a period that is not two days in order.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  isDraftDirty,
  isDraftValid,
  periodProblems,
} from '../../../src/machines/rate-card-version/rate-card-version.logic';
import { rateCardVersionModel } from '../../../src/machines/rate-card-version/rate-card-version.model';
import type {
  VersionFlowContext,
  WhatIfContext,
} from '../../../src/machines/rate-card-version/rate-card-version.types';
import { rateCardWhatIfModel } from '../../../src/machines/rate-card-version/rate-card-what-if.model';
import { createReplay } from './model-replay';

function versionInvariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as VersionFlowContext;
  if (['saving', 'confirmingPublish', 'publishing'].some((s) => snapshot.matches(s)))
    expect(isDraftValid(context.draft)).toBe(true);
  if (snapshot.matches('confirmingPublish') || snapshot.matches('publishing'))
    expect(isDraftDirty(context)).toBe(false);
  if (snapshot.matches('editing')) expect(context.draft).not.toBeNull();
  if (snapshot.matches('published')) {
    expect(context.draft).toBeNull();
    expect(context.notice).toMatch(/^Version 2 is published: charges from Dec 1, 2026 on/);
  }
  if (snapshot.matches('viewing'))
    expect(context.answer?.versions.some((v) => v.status === 'Draft')).toBe(false);
}

function whatIfInvariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as WhatIfContext;
  if (snapshot.matches('computing') || snapshot.matches('shown'))
    expect(periodProblems(context.from, context.to)).toEqual({});
  if (snapshot.matches('shown')) expect(context.answer?.totals.difference).toBe(6.5);
  if (snapshot.matches('failed')) expect(context.error).toMatch(/could not be computed/);
}

describe('rate-card version (model-based)', () => {
  const paths = flowPaths(rateCardVersionModel);
  const replay = createReplay(rateCardVersionModel, { invariant: versionInvariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

describe('rate-card what-if (model-based)', () => {
  const paths = flowPaths(rateCardWhatIfModel);
  const replay = createReplay(rateCardWhatIfModel, { invariant: whatIfInvariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
