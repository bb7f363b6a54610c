/** Pure rules of "Sync now", shared by its guards and its view: what may be synced, and the result in words. */
import {
  listsOfScope,
  shippingToolListLabels,
  SHIPPING_TOOL_LISTS,
  type ShippingToolCounts,
  type ShippingToolList,
  type ShippingToolSyncRow,
  type ShippingToolSyncScope,
} from '../../domain/contracts/shipping-tool';

/** Whether a user who may pull `lists` may sync `scope` (each list it pulls needs its permission). */
export const maySync = (lists: readonly ShippingToolList[], scope: ShippingToolSyncScope) =>
  listsOfScope(scope).every((list) => lists.includes(list));

/** The scope "Sync all lists" would use: only for users who may pull all three. */
export const mayPullAll = (lists: readonly ShippingToolList[]) => maySync(lists, 'all');

/** A sync that answered, but whose tool refused or failed (the log row says why). */
export const isFailedSync = (sync: ShippingToolSyncRow) => sync.status === 'Failed';

/** One list's counts in words: "3 new, 1 updated, 2 unchanged, 1 no longer listed". */
export function countsText(counts: ShippingToolCounts, list: ShippingToolList): string | null {
  const c = counts[list];
  if (!c) return null;
  const parts = [
    c.created ? `${c.created} new` : null,
    c.updated ? `${c.updated} updated` : null,
    c.unchanged ? `${c.unchanged} unchanged` : null,
    c.deactivated ? `${c.deactivated} no longer listed` : null,
  ].filter(Boolean);
  return `${shippingToolListLabels[list]}: ${parts.length ? parts.join(', ') : 'none listed'}`;
}

/** Every list a sync pulled, in words, one per list. */
export const syncSummary = (counts: ShippingToolCounts | null): string[] =>
  counts
    ? SHIPPING_TOOL_LISTS.map((list) => countsText(counts, list)).filter((t): t is string => t !== null)
    : [];
