/**
 * Form fields over a storefront's stores (from /api/myprojects): the stores of the storefront chosen
 * in the same form (an order group's stores), and a store of the storefront being edited (the one
 * store it syncs, when limited to one).
 */
import { useField, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import type { ProjectRef, StoreRef } from '../../api/bootstrap.api';
import { MultiSelectField } from '../form/multi-select-field';
import { SelectField } from '../select-field';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { CrudFieldProps } from '../crud/crud-config';
import { loadMyProjects } from '../../api/storefronts.api';

const storeLabel = (s: StoreRef) => (s.shouldIgnoreIt ? `${s.name} (hidden)` : s.name);

/** The stores of one storefront; null while loading or when the storefront is not the user's. */
function useStoresOf(projectId: unknown): { stores: StoreRef[] | null; message: string | null } {
  const api = useApi();
  const load = useLoad((signal) => loadMyProjects(api, signal), [api]);
  return useMemo(() => {
    if (load.status === 'loading') return { stores: null, message: 'Loading…' };
    if (load.status === 'failed')
      return { stores: null, message: `The stores could not be loaded: ${load.failure.message}` };
    const project = load.data.find((p: ProjectRef) => p.id === projectId);
    return project ? { stores: project.stores, message: null } : { stores: null, message: null };
  }, [load, projectId]);
}

/** Checkboxes for the stores of the storefront in the form's projectId; stores of another one are dropped. */
export function StoresOfChosenStorefrontField({ name, label, helpText }: CrudFieldProps) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const [field, , helpers] = useField<number[]>(name);
  const { stores, message } = useStoresOf(values.projectId);
  useEffect(() => {
    if (!stores || !Array.isArray(field.value)) return;
    const kept = field.value.filter((id) => stores.some((s) => s.id === id));
    if (kept.length !== field.value.length) void helpers.setValue(kept);
    // Only a change of storefront (its store list) prunes the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stores]);
  const options = (stores ?? []).map((s) => ({ value: s.id, label: storeLabel(s) }));
  const note = !stores
    ? (message ?? 'Choose a storefront first.')
    : options.length
      ? helpText
      : 'This storefront has no stores yet.';
  return <MultiSelectField name={name} label={label} options={options} helpText={note} />;
}

/** A select over the stores of the storefront being edited, with "every store" first. */
export function StoreOfThisStorefrontField({ name, label, helpText, row }: CrudFieldProps) {
  const { stores, message } = useStoresOf(row?.id);
  const options = [
    { value: null as number | null, label: message ?? 'Every store' },
    ...(stores ?? []).map((s) => ({ value: s.id, label: storeLabel(s) })),
  ];
  return <SelectField name={name} label={label} helpText={helpText} options={options} />;
}
