/**
 * The item of a direct update: a searchable choice among the chosen vendor's items only. Changing the
 * vendor clears an item of another vendor; choosing an item fills the warehouse it is kept in when
 * none is chosen yet.
 */
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { TypedSelectField } from '../../../components/form/typed-select';
import { useLoad } from '../../../machines/load/use-load';
import { useApi } from '../../../machines/use-app';
import { loadVendorItems, type VendorItem } from '../../../api/inventory.api';

export interface DiuFormValues {
  vendorId: number | null;
  warehouseId: number | null;
  warehouseProductId: number | null;
  type: 'add' | 'remove' | 'set';
  quantity: number | '';
  measurementUnit: string;
  referenceNumber: string;
  location: string;
  lotNumber: string;
  lpn: string;
  expirationDate: string | null;
  note: string;
}

/** The chosen vendor's items (loaded once per vendor). */
export function useVendorItems(vendorId: number | null) {
  const api = useApi();
  return useLoad(
    (signal) => (vendorId ? loadVendorItems(api, vendorId, signal) : Promise.resolve([] as VendorItem[])),
    [api, vendorId],
  );
}

export function DiuItemField({ items }: { items: ReturnType<typeof useVendorItems> }) {
  const { values, setFieldValue } = useFormikContext<DiuFormValues>();
  const loaded = items.status === 'loaded' ? items.data : null;
  const options = useMemo(
    () =>
      (loaded ?? []).map((i) => ({
        value: i.id,
        label: `${i.sku} — ${i.item}${i.status === 'active' ? '' : ' (inactive)'}`,
      })),
    [loaded],
  );

  useEffect(() => {
    if (!loaded || values.warehouseProductId === null) return;
    const item = loaded.find((i) => i.id === values.warehouseProductId);
    if (!item) void setFieldValue('warehouseProductId', null);
    else if (values.warehouseId === null && item.warehouseId)
      void setFieldValue('warehouseId', item.warehouseId);
  }, [loaded, values.warehouseProductId, values.warehouseId, setFieldValue]);

  const helpText = !values.vendorId
    ? 'Choose the vendor first: only its items can be chosen.'
    : items.status === 'loading'
      ? 'Loading the vendor’s items…'
      : items.status === 'failed'
        ? `The items could not be loaded: ${items.failure.message}`
        : loaded && loaded.length === 0
          ? 'This vendor has no items yet.'
          : undefined;
  return (
    <TypedSelectField<number> name="warehouseProductId" label="Item" options={options} helpText={helpText} />
  );
}
