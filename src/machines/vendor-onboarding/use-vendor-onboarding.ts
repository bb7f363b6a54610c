/**
 * A vendor's onboarding checklist for its manage page: its machine with the app's API, its state, and
 * named commands. `onChanged` runs when the vendor was marked onboarded or denied (reload the timeline).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { isAboutVendorSetup, onboardingLiveEvents } from '../../domain/live-events';
import { useLiveRefresh } from '../hub/use-hub';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createVendorOnboardingMachine } from './vendor-onboarding.implementations';
import type { OnboardingChanged } from './vendor-onboarding.machine';

export function useVendorOnboarding(
  vendorId: number,
  mayManage: boolean,
  onChanged: (changed: OnboardingChanged) => void,
  /** The vendor's storefronts: their products' changes (a mapping) re-read the checklist too. */
  storefrontIds: readonly number[] = [],
) {
  const api = useApi();
  const machine = useMemo(() => createVendorOnboardingMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { vendorId, mayManage },
    inspect: inspectFor('vendorOnboarding'),
  });
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });
  useEffect(() => {
    const subscription = actor.on('onboarding.changed', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
  const send = actor.send;
  // Reflects changes made elsewhere (an item imported on the items screen ticks its step): the
  // checklist re-reads when the ready checklist would be out of date (ignored mid-decision).
  useLiveRefresh(
    onboardingLiveEvents,
    () => send({ type: 'onboarding.refresh' }),
    isAboutVendorSetup(vendorId, storefrontIds),
  );
  const snapshot = useSelector(actor, (s) => s);
  return {
    /** 'loading', 'unavailable', 'ready', 'confirming', 'submitting', 'incomplete' or 'failed'. */
    step: snapshot.value,
    context: snapshot.context,
    dialogOpen:
      snapshot.matches('confirming') ||
      snapshot.matches('submitting') ||
      snapshot.matches('incomplete') ||
      snapshot.matches('failed'),
    busy: snapshot.matches('submitting'),
    canComplete: snapshot.can({ type: 'onboarding.complete' }),
    canDeny: snapshot.can({ type: 'onboarding.deny' }),
    complete: useCallback(() => send({ type: 'onboarding.complete' }), [send]),
    deny: useCallback(() => send({ type: 'onboarding.deny' }), [send]),
    setReason: useCallback((value: string) => send({ type: 'reason.set', value }), [send]),
    confirm: useCallback(() => send({ type: 'onboarding.confirm' }), [send]),
    cancel: useCallback(() => send({ type: 'onboarding.cancel' }), [send]),
    retry: useCallback(() => send({ type: 'onboarding.retry' }), [send]),
    close: useCallback(() => send({ type: 'onboarding.close' }), [send]),
    refresh: useCallback(() => send({ type: 'onboarding.refresh' }), [send]),
  };
}

export type VendorOnboardingFlow = ReturnType<typeof useVendorOnboarding>;
