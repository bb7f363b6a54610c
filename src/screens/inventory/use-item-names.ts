/**
 * The SKU and name of the items a page of rows points at, loaded once per page (one call for every
 * id on it, never one per row): rows of balances and direct updates carry only the item's id.
 */
import { useMemo } from 'react';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { loadItemsById, type VendorItem } from '../../api/inventory.api';

export function useItemNames(ids: readonly (number | null | undefined)[]) {
  const api = useApi();
  const key = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const load = useLoad((signal) => loadItemsById(api, key, signal), [api, key.join(',')]);
  return useMemo(() => {
    const byId = new Map<number, VendorItem>(load.status === 'loaded' ? load.data.map((i) => [i.id, i]) : []);
    return (id: number | null | undefined) => (id == null ? undefined : byId.get(id));
  }, [load]);
}
