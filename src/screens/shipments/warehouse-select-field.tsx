/**
 * A warehouse of the user's scope as a form select. Warehouses run in the external 3PL system
 * (wmsType 2) are left out, as in the main warehouse picker (spec §3): their stock moves through the
 * 3PL integration, not through our receipts and transfers.
 */
import { useField } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { loadMyWarehouses } from '../../api/bootstrap.api';
import { SelectField } from '../../components/select-field';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { isExternalWms } from '../../domain/resources/warehouse.schema';

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
  const load = useLoad((signal) => loadMyWarehouses(api, signal), [api]);
  const options = useMemo(
    () => [
      { value: null, label: load.status === 'loading' ? 'Loading…' : '—' },
      ...(load.status === 'loaded'
        ? load.data
            .filter((w) => !isExternalWms(w) || w.id === value)
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
