/**
 * A card's versions and its draft (issue 18): load the versions; with a draft, edit it (what is typed
 * is the context's draft, dirty while it differs from what was saved), save it (the server's 400
 * messages land on their field paths, 'rules[2].rate'), delete it (confirmed) or publish it (confirmed:
 * publishing is final). Without a draft, "New version" makes one, a copy of the latest version. A save
 * refused for another reason (someone saved meanwhile: 409) waits in `failed` to be retried or reloaded.
 * Pure: the calls are provided by rate-card-version.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { RateCardVersionRow, RateCardVersionsAnswer } from '../../domain/contracts/activity-rate-cards';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import {
  appliedEdit,
  bodyOf,
  draftVersionOf,
  isDraftDirty,
  isDraftValid,
  isEdit,
  latestVersionId,
  publishedNotice,
  withoutErrorsAt,
  withSaved,
  withVersion,
} from './rate-card-version.logic';
import type {
  CreateVersionInput,
  SaveVersionInput,
  VersionFlowContext,
  VersionFlowEvent,
  VersionFlowInput,
  VersionRef,
} from './rate-card-version.types';
import type { RateCardVersionInput } from '../../domain/billing/activity-rates';

const refOf = (context: VersionFlowContext): VersionRef => ({
  cardId: context.cardId,
  versionId: context.saved!.id,
  version: context.saved!.version,
});
const storeError = {
  type: 'storeError' as const,
  params: ({ event }: { event: { error: unknown } }) => event,
};

export const rateCardVersionMachine = setup({
  types: {
    input: {} as VersionFlowInput,
    context: {} as VersionFlowContext,
    events: {} as VersionFlowEvent,
  },
  actors: {
    loadVersions: fromPromise<RateCardVersionsAnswer, { cardId: number }>(() =>
      Promise.reject(new Error('loadVersions not provided')),
    ),
    createVersion: fromPromise<RateCardVersionRow, CreateVersionInput>(() =>
      Promise.reject(new Error('createVersion not provided')),
    ),
    saveVersion: fromPromise<RateCardVersionRow, SaveVersionInput>(() =>
      Promise.reject(new Error('saveVersion not provided')),
    ),
    deleteVersion: fromPromise<unknown, VersionRef>(() =>
      Promise.reject(new Error('deleteVersion not provided')),
    ),
    publishVersion: fromPromise<RateCardVersionRow, VersionRef>(() =>
      Promise.reject(new Error('publishVersion not provided')),
    ),
  },
  guards: {
    hasDraft: (_, params: { answer: RateCardVersionsAnswer }) => draftVersionOf(params.answer) !== null,
    isDraftValid: ({ context }) => isDraftValid(context.draft),
    isDirty: ({ context }) => isDraftDirty(context),
    isBadInput: (_, params: { error: unknown }) =>
      statusOf(params.error) === 400 && Object.keys(fieldsOf(params.error)).length > 0,
  },
  actions: {
    storeAnswer: assign((_, params: { answer: RateCardVersionsAnswer }) => ({
      answer: params.answer,
      ...withSaved(draftVersionOf(params.answer)),
    })),
    /** A refresh after publishing: the versions (which is in effect now) without touching the notice. */
    refreshAnswer: assign((_, params: { answer: RateCardVersionsAnswer }) => ({ answer: params.answer })),
    storeSaved: assign(({ context }, params: { version: RateCardVersionRow }) => ({
      answer: withVersion(context.answer, params.version),
      ...withSaved(params.version),
    })),
    storePublished: assign(({ context }, params: { version: RateCardVersionRow }) => ({
      answer: withVersion(context.answer, params.version),
      ...withSaved(null),
      notice: publishedNotice(params.version),
    })),
    edit: assign(({ context, event }) => {
      if (!context.draft || !isEdit(event)) return {};
      const { draft, path } = appliedEdit(context.draft, event);
      return { draft, serverErrors: withoutErrorsAt(context.serverErrors, path), error: null, notice: null };
    }),
    discard: assign(({ context }) => withSaved(context.saved)),
    revealErrors: assign({ showErrors: true, error: 'Some fields need a look: see the messages below.' }),
    refuseUnsaved: assign({ error: 'Save your changes first: publishing publishes the saved draft.' }),
    storeFieldErrors: assign((_, params: { error: unknown }) => ({
      serverErrors: fieldsOf(params.error),
      showErrors: true,
      error: messageOf(params.error),
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearMessages: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'rateCardVersion',
  context: ({ input }) => ({ ...input, answer: null, ...withSaved(null), notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadVersions',
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: [
          {
            guard: { type: 'hasDraft', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'viewing',
            actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: storeError },
      },
    },
    loadFailed: { on: { 'flow.reload': { target: 'loading', actions: 'clearMessages' } } },
    viewing: { on: { 'version.new': { target: 'creating', actions: 'clearMessages' } } },
    creating: {
      invoke: {
        src: 'createVersion',
        input: ({ context }) => ({
          cardId: context.cardId,
          copyFromVersionId: latestVersionId(context.answer),
        }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeSaved', params: ({ event }) => ({ version: event.output }) },
        },
        onError: { target: 'viewing', actions: storeError },
      },
    },
    editing: {
      on: {
        'draft.set': { actions: 'edit' },
        'rule.add': { actions: 'edit' },
        'rule.set': { actions: 'edit' },
        'rule.remove': { actions: 'edit' },
        'tier.add': { actions: 'edit' },
        'tier.set': { actions: 'edit' },
        'tier.remove': { actions: 'edit' },
        'draft.discard': { actions: 'discard' },
        'draft.save': [
          { guard: 'isDraftValid', target: 'saving', actions: 'clearMessages' },
          { actions: 'revealErrors' },
        ],
        'draft.delete': { target: 'confirmingDelete', actions: 'clearMessages' },
        'publish.ask': [
          { guard: 'isDirty', actions: 'refuseUnsaved' },
          { guard: 'isDraftValid', target: 'confirmingPublish', actions: 'clearMessages' },
          { actions: 'revealErrors' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveVersion',
        input: ({ context }) => ({
          ...refOf(context),
          body: { ...(bodyOf(context.draft!) as RateCardVersionInput), version: context.saved!.version },
        }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeSaved', params: ({ event }) => ({ version: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isBadInput', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeFieldErrors', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: storeError },
        ],
      },
    },
    failed: {
      on: {
        'draft.save': { target: 'saving', actions: 'clearMessages' },
        'draft.edit': { target: 'editing', actions: 'clearMessages' },
        'flow.reload': { target: 'loading', actions: 'clearMessages' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': 'editing',
      },
    },
    deleting: {
      invoke: {
        src: 'deleteVersion',
        input: ({ context }) => refOf(context),
        onDone: 'loading',
        onError: { target: 'editing', actions: storeError },
      },
    },
    confirmingPublish: {
      on: {
        'publish.confirm': 'publishing',
        'publish.cancel': 'editing',
      },
    },
    publishing: {
      invoke: {
        src: 'publishVersion',
        input: ({ context }) => refOf(context),
        onDone: {
          target: 'published',
          actions: { type: 'storePublished', params: ({ event }) => ({ version: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isBadInput', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeFieldErrors', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: storeError },
        ],
      },
    },
    published: {
      // Which version is in effect now is the server's to say: the versions are read again.
      invoke: {
        src: 'loadVersions',
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: { actions: { type: 'refreshAnswer', params: ({ event }) => ({ answer: event.output }) } },
      },
      on: { 'version.new': { target: 'creating', actions: 'clearMessages' } },
    },
  },
});

export type RateCardVersionMachine = typeof rateCardVersionMachine;
