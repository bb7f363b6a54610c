/**
 * A warehouse of the user's scope as a form select. Warehouses run in the external 3PL system
 * (wmsType 2) are left out, as in the main warehouse picker (spec §3): their stock moves through the
 * 3PL integration, not through our receipts and transfers.
 */
import { useField } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { SelectField } from '../../components/select-field';
import { useLoad } from '../../components/use-load';
import { useApi } from '../../machines/use-app';

interface MyWarehouse {
  id: number;
  fullName: string;
  wmsType: number | null;
}

export const EXTERNAL_WMS_TYPE = 2;

export function WarehouseSelectField({
  name,
  label,
  helpText,
}: {
  name: string;
  label: string;
  helpText?: ReactNode;
}) {
  const api = useApi();
  // A stored value stays choosable even when it is an external warehouse.
  const [{ value }] = useField<number | null>(name);
  const load = useLoad((signal) => api<MyWarehouse[]>('/api/mywarehouses', { signal }), [api]);
  const options = useMemo(
    () => [
      { value: null, label: load.status === 'loading' ? 'Loading…' : '—' },
      ...(load.status === 'loaded'
        ? load.data
            .filter((w) => w.wmsType !== EXTERNAL_WMS_TYPE || w.id === value)
            .map((w) => ({ value: w.id, label: w.fullName }))
        : []),
    ],
    [load, value],
  );
  const failed =
    load.status === 'failed' ? `The warehouses could not be loaded: ${load.failure.message}` : null;
  return (
    <SelectField<number | null> name={name} label={label} helpText={failed ?? helpText} options={options} />
  );
}
