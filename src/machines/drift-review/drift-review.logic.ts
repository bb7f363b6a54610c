/** Pure rules of the stock drift review, shared by its guards and its view. */
import type { DriftRow } from '../../domain/contracts/wms-connections';

/** A difference that may be applied: open, with a proposed update. */
export const isApplicable = (drift: DriftRow) => drift.status === 'open' && drift.proposal !== null;

/** A difference that may be dismissed: open. */
export const isDismissable = (drift: DriftRow) => drift.status === 'open';

export const canApplyAll = (drifts: readonly DriftRow[]) => drifts.length > 0 && drifts.every(isApplicable);
export const canDismissAll = (drifts: readonly DriftRow[]) =>
  drifts.length > 0 && drifts.every(isDismissable);

/** A signed quantity as people read a difference: '+7', '−3', '0'. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/** The direct inventory update applying a difference records, in words: 'Set to 42 (reference WMS drift 7)'. */
export const proposalText = (drift: DriftRow) =>
  drift.proposal
    ? `Set to ${drift.proposal.quantity} (reference ${drift.proposal.referenceNumber})`
    : 'No update proposed';

/** 'NWG-MUG, lot L-1' or 'NWG-MUG' when it has no lot. */
export const placeText = (drift: DriftRow) =>
  drift.lotNumber ? `${drift.sku}, lot ${drift.lotNumber}` : drift.sku;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
