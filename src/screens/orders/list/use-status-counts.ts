/**
 * The status tab counts for the list's applied filters. Loads again when the filters change or
 * `version` moves (a live update, a bulk action); the last counts stay on screen meanwhile, and a
 * failed load shows no numbers rather than wrong ones.
 */
import { useEffect, useState } from 'react';
import type { Filters } from '../../../api/resource-client';
import { useApi } from '../../../machines/use-app';
import { fetchStatusCounts, type StatusCounts } from '../../../api/orders.api';

export function useStatusCounts(filters: Filters, version: number): StatusCounts | null {
  const api = useApi();
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    const controller = new AbortController();
    fetchStatusCounts(api, JSON.parse(key) as Filters, controller.signal).then(
      (next) => !controller.signal.aborted && setCounts(next),
      () => !controller.signal.aborted && setCounts(null),
    );
    return () => controller.abort();
  }, [api, key, version]);
  return counts;
}
