/** A card's versions and its draft for the card screen: the flow with the app's API, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createRateCardVersionMachine } from './rate-card-version.implementations';
import { draftProblems, isDraftDirty, visibleErrors } from './rate-card-version.logic';
import type { DraftField, RuleField, TierField } from './rate-card-version.types';

export type VersionStep =
  | 'loading'
  | 'loadFailed'
  | 'viewing'
  | 'creating'
  | 'editing'
  | 'saving'
  | 'failed'
  | 'confirmingDelete'
  | 'deleting'
  | 'confirmingPublish'
  | 'publishing'
  | 'published';

export function useRateCardVersion(cardId: number) {
  const api = useApi();
  const machine = useMemo(() => createRateCardVersionMachine(api), [api]);
  const actor = useActorRef(machine, { input: { cardId }, inspect: inspectFor('rateCardVersion') });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  return {
    step: snapshot.value,
    answer: context.answer,
    /** The draft as saved, and as typed. */
    saved: context.saved,
    draft: context.draft,
    dirty: isDraftDirty(context),
    /** Field path → message: the server's, and the schema's once a save or publish was tried. */
    errors: visibleErrors(context),
    /** Whether the draft as typed would pass the schema (Publish and Save say so before they are tried). */
    problemCount: context.draft ? Object.keys(draftProblems(context.draft)).length : 0,
    error: context.error,
    notice: context.notice,
    setField: (field: DraftField, value: string) => send({ type: 'draft.set', field, value }),
    addRule: () => send({ type: 'rule.add' }),
    setRule: (index: number, field: RuleField, value: string) =>
      send({ type: 'rule.set', index, field, value }),
    removeRule: (index: number) => send({ type: 'rule.remove', index }),
    addTier: (index: number) => send({ type: 'tier.add', index }),
    setTier: (index: number, tier: number, field: TierField, value: string) =>
      send({ type: 'tier.set', index, tier, field, value }),
    removeTier: (index: number, tier: number) => send({ type: 'tier.remove', index, tier }),
    save: () => send({ type: 'draft.save' }),
    discard: () => send({ type: 'draft.discard' }),
    backToEditing: () => send({ type: 'draft.edit' }),
    askDelete: () => send({ type: 'draft.delete' }),
    confirmDelete: () => send({ type: 'delete.confirm' }),
    cancelDelete: () => send({ type: 'delete.cancel' }),
    askPublish: () => send({ type: 'publish.ask' }),
    confirmPublish: () => send({ type: 'publish.confirm' }),
    cancelPublish: () => send({ type: 'publish.cancel' }),
    newVersion: () => send({ type: 'version.new' }),
    reload: () => send({ type: 'flow.reload' }),
  };
}

export type RateCardVersionFlow = ReturnType<typeof useRateCardVersion>;
