/**
 * Reloads the order page when the hub says this order changed (OrderUpdated: another user's action,
 * intake, the hold-until job). The page keeps its dialogs open across the reload.
 */
import type { OrderUpdatedPayload } from '../../../domain/live-events';
import { useLiveRefresh } from '../../../machines/hub/use-hub';

export function useOrderLiveRefresh(orderId: number, reload: () => void) {
  useLiveRefresh(
    ['OrderUpdated'],
    reload,
    (event) => (event as OrderUpdatedPayload | undefined)?.id === orderId,
  );
}
