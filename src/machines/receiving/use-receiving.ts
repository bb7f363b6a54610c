/**
 * The receiving flow for a screen: its machine with the app's API, what the screen shows, named
 * commands, and what the user may do now (`can*`, asked of the machine with `snapshot.can`).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { OVER_RECEIVE_PERMISSION } from '../../domain/receiving';
import { inspectFor } from '../registry';
import { useApi, usePermissions } from '../use-app';
import { createReceivingMachine } from './receiving.implementations';
import * as select from './receiving.selectors';
import type { EntryField } from './receiving.types';

export interface ReceivingTarget {
  /** Receive into this shipment (an ASN, a transfer)… */
  shipmentId?: number;
  /** …or choose one of this purchase order's shipments first. */
  purchaseOrderId?: number;
  /** Go on with the user's saved draft without asking. */
  resume?: boolean;
}

export function useReceiving({ shipmentId, purchaseOrderId, resume }: ReceivingTarget) {
  const api = useApi();
  const { can } = usePermissions();
  const machine = useMemo(() => createReceivingMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: {
      shipmentId,
      purchaseOrderId,
      resume,
      canOverReceive: can(OVER_RECEIVE_PERMISSION),
      idempotencyKey: crypto.randomUUID(),
    },
    inspect: inspectFor('receiving'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  return {
    step: select.selectStep(snapshot),
    stepIndex: select.selectStepIndex(snapshot),
    isLoading: select.selectIsLoading(snapshot),
    isCounting: select.selectIsCounting(snapshot),
    isReviewing: select.selectIsReviewing(snapshot),
    isCommitting: snapshot.matches('committing'),
    isForPurchaseOrder: context.purchaseOrderId !== undefined,
    choices: context.choices,
    shipment: context.shipment,
    sentLots: context.sentLots,
    entries: context.entries,
    closeShort: context.closeShort,
    current: context.current,
    draft: context.draft,
    notice: context.notice,
    /** Scans refused so far: the scan field flashes at each new one. */
    scanMisses: context.scanMisses,
    error: context.error,
    result: context.result,
    tolerancePercent: context.tolerancePercent,
    overReceipts: select.selectOverReceipts(snapshot),
    isOverReceiptBlocked: select.selectIsOverReceiptBlocked(snapshot),
    isFullyReceived: select.selectIsFullyReceived(snapshot),

    canReview: snapshot.can({ type: 'receipt.review' }),
    canGoBack: snapshot.can({ type: 'receipt.back' }),
    canConfirmOverReceipt: snapshot.can({ type: 'receipt.confirmOverReceipt' }),
    canReceiveMore: snapshot.can({ type: 'receipt.receiveMore' }),

    retry: () => send({ type: 'load.retry' }),
    /** `resume`: go on with the user's receipt in progress of that shipment without asking. */
    chooseShipment: (id: number, resume = false) => send({ type: 'shipment.choose', shipmentId: id, resume }),
    resumeDraft: () => send({ type: 'draft.resume' }),
    discardDraft: () => send({ type: 'draft.discard' }),
    scan: (code: string) => send({ type: 'receipt.lineScanned', code }),
    pickLine: (lineIndex: number) => send({ type: 'receipt.linePicked', lineIndex }),
    editEntry: (field: EntryField, value: string) => send({ type: 'entry.edit', field, value }),
    saveEntry: () => send({ type: 'entry.save' }),
    cancelEntry: () => send({ type: 'entry.cancel' }),
    removeEntry: (index: number) => send({ type: 'entry.remove', index }),
    toggleCloseShort: (lineIndex: number) => send({ type: 'line.toggleCloseShort', lineIndex }),
    review: () => send({ type: 'receipt.review' }),
    back: () => send({ type: 'receipt.back' }),
    submit: () => send({ type: 'receipt.submit' }),
    confirmOverReceipt: () => send({ type: 'receipt.confirmOverReceipt' }),
    receiveMore: () => send({ type: 'receipt.receiveMore' }),
  };
}

export type ReceivingFlow = ReturnType<typeof useReceiving>;
