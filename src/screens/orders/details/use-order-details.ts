/**
 * The details page's data: details and timeline, loaded together. A reload (after an action, or a
 * live OrderUpdated) keeps showing the last answer until the new one lands, so the page does not
 * blink and an open dialog (with what was typed in it) stays open.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError, type ApiFailure } from '../../../api/api-error';
import { useOrderCalls, type OrderDetails, type TimelineItem } from '../../../api/orders.api';

export interface OrderPage {
  details: OrderDetails;
  timeline: TimelineItem[];
}

export type OrderPageState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'loaded'; data: OrderPage; refreshing: boolean; refreshError: string | null };

export function useOrderDetails(id: string) {
  const calls = useOrderCalls();
  const [state, setState] = useState<OrderPageState>({ status: 'loading' });
  const running = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((s) => (s.status === 'loaded' ? { ...s, refreshing: true } : { status: 'loading' }));
    Promise.all([calls.details(id, controller.signal), calls.timeline(id, controller.signal)]).then(
      ([details, timeline]) => {
        if (controller.signal.aborted) return;
        setState({ status: 'loaded', data: { details, timeline }, refreshing: false, refreshError: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = describeApiError(error);
        // A failed refresh keeps the page it had, saying the figures may be old.
        setState((s) =>
          s.status === 'loaded'
            ? { ...s, refreshing: false, refreshError: failure.message }
            : { status: 'failed', failure },
        );
      },
    );
  }, [calls, id]);

  useEffect(() => {
    setState({ status: 'loading' });
    load();
    return () => running.current?.abort();
  }, [load]);

  return { state, reload: load };
}
