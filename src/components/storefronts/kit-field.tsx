/**
 * The kit a storefront product sells (issue 16): a select over the kits (bills of materials of type
 * Kit) of the vendor of the storefront chosen in the form. A product ships as one warehouse product
 * or as a kit, so choosing a kit clears the warehouse product it was mapped to.
 */
import { useField, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FieldFrame, visibleError } from '../form-field';
import { TypedSelect } from '../form/typed-select';
import { serverFieldError } from '../use-api-form';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { CrudFieldProps } from '../crud/crud-config';
import { loadKits } from '../../api/storefronts.api';
import { kitLabel, type KitOption } from '../../domain/contracts/storefront-products';

/** The option that means "no kit" (TypedSelect options carry a value). */
const NO_KIT = 0;

/** 'Kit: Gift Set (2 items)'. */
export const kitOptionLabel = (k: KitOption) =>
  `${kitLabel(k.name)} (${k.components.length} ${k.components.length === 1 ? 'item' : 'items'})`;

export function KitOfStorefrontField({ name, label, helpText }: CrudFieldProps) {
  const api = useApi();
  const { values, setFieldValue, submitCount, status } = useFormikContext<Record<string, unknown>>();
  const [field, meta, helpers] = useField<number | null>(name);
  const projectId = typeof values.projectId === 'number' ? values.projectId : null;
  const kits = useLoad(
    (signal) => (projectId ? loadKits(api, projectId, signal) : Promise.resolve([])),
    [api, projectId],
  );
  const options = useMemo(
    () => [
      { value: NO_KIT, label: 'No kit' },
      ...(kits.status === 'loaded' ? kits.data.map((k) => ({ value: k.id, label: kitOptionLabel(k) })) : []),
    ],
    [kits],
  );
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  const note =
    kits.status === 'failed'
      ? `The kits could not be loaded: ${kits.failure.message}`
      : !projectId
        ? 'Choose a storefront first.'
        : kits.status === 'loaded' && kits.data.length === 0
          ? 'This storefront’s vendor has no kit yet (a bill of materials of type Kit).'
          : helpText;
  return (
    <FieldFrame label={label} helpText={note} error={error}>
      {(a11y) => (
        <TypedSelect<number>
          {...a11y}
          value={field.value ?? NO_KIT}
          options={options}
          invalid={Boolean(error)}
          onChange={(value) => {
            const kit = value === NO_KIT ? null : Number(value);
            void helpers.setValue(kit);
            if (kit !== null) void setFieldValue('vendorProductId', null);
          }}
          onClose={() => void helpers.setTouched(true)}
        />
      )}
    </FieldFrame>
  );
}
