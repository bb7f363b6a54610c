/** Pure pieces of the retry flow, shared by its guards, its I/O and its screen. */
import { plural } from '../../components/format';
import type { RetryOutcome } from '../../domain/virtual-order.lifecycle';
import type {
  RetryRequest,
  RetryTarget,
  StoreChoice,
  VirtualOrderRetryResult,
} from './virtual-order-retry.types';

/** How many virtual orders a target names. */
export function targetSize(target: RetryTarget): number {
  if (target.kind === 'one') return 1;
  return target.kind === 'chosen' ? target.ids.length : target.pending;
}

/** One virtual order whose store is known goes at once; the rest are confirmed first. */
export const needsConfirmation = (target: RetryTarget) => target.kind !== 'one' || target.unknownStore;

/** Whether the confirmation may be sent: one kept for an unknown store needs its store chosen. */
export const isReady = (target: RetryTarget | null, store: StoreChoice) =>
  target !== null && (target.kind !== 'one' || !target.unknownStore || store !== 'payload');

/** The call a target makes. */
export function requestOf(target: RetryTarget, store: StoreChoice): RetryRequest {
  if (target.kind === 'one')
    return target.unknownStore && store !== 'payload'
      ? { kind: 'one', id: target.id, storeId: store }
      : { kind: 'one', id: target.id };
  return target.kind === 'chosen'
    ? { kind: 'many', body: { ids: target.ids } }
    : { kind: 'many', body: { projectId: target.projectId } };
}

/** The confirmation's title. */
export function confirmTitle(target: RetryTarget): string {
  if (target.kind === 'one') return `Retry ${target.orderNumber ?? `virtual order #${target.id}`}`;
  if (target.kind === 'chosen') return `Retry ${plural(target.ids.length, 'virtual order')}?`;
  return `Retry every pending virtual order of ${target.name}?`;
}

/** The count of each outcome, and a sentence for them ('2 placed, 1 not placed'). */
export function summarizeResults(results: readonly VirtualOrderRetryResult[]) {
  const counts: Record<RetryOutcome, number> = { placed: 0, replayed: 0, duplicate: 0, failed: 0 };
  for (const r of results) counts[r.outcome] += 1;
  const parts = [
    counts.placed && `${counts.placed} placed`,
    counts.replayed && `${counts.replayed} already placed`,
    counts.duplicate && `${counts.duplicate} with a duplicate number`,
    counts.failed && `${counts.failed} not placed`,
  ].filter(Boolean);
  return {
    counts,
    text: results.length === 0 ? 'Nothing was waiting for a retry.' : `${parts.join(', ')}.`,
  };
}
