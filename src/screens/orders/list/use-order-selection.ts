/**
 * The orders selected for a bulk action, and the bulk update over them. The selection survives
 * reloads and pages; other filters make it another list, so it starts again. After a bulk update it
 * keeps only the orders that were refused, to fix and try again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Filters } from '../../../api/resource-client';
import type { ListRow } from '../../../machines/list/list.types';
import type { BulkAction } from '../../../machines/order-bulk/order-bulk.machine';
import { useOrderBulk } from '../../../machines/order-bulk/use-order-bulk';
import { refusedIds } from './bulk-actions';

export function useOrderSelection(filters: Filters, onUpdated: () => void) {
  const [selected, setSelected] = useState<Set<ListRow['id']>>(() => new Set());
  const filtersKey = JSON.stringify(filters);
  useEffect(() => setSelected(new Set()), [filtersKey]);
  const bulk = useOrderBulk((results) => {
    setSelected(new Set(refusedIds(results)));
    onUpdated();
  });
  const { choose } = bulk;
  return {
    selected,
    setSelected,
    clear: useCallback(() => setSelected(new Set()), []),
    bulk,
    /** Starts a bulk action on the selected orders (its confirmation opens). */
    start: (action: BulkAction) => choose(action, [...selected].map(Number)),
  };
}
