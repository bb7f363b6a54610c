/**
 * The order's header on the Create Order form: storefront and store, number and date, the customer.
 * Another storefront has other stores, SKUs and tags: choosing one clears the store and the tags.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { projectLabel, type ProjectRef } from '../../../api/bootstrap.api';
import { DateField } from '../../../components/form/date-field';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import type { OrderFormValues } from './order-values';
import { ui } from '../../../components/ui/styles';

export const formGrid = ui.formGrid;

export function OrderHeaderFields({ projects, error }: { projects: ProjectRef[]; error: string | null }) {
  const { values, setFieldValue } = useFormikContext<OrderFormValues>();
  const project = projects.find((p) => p.id === values.projectId);

  // A user with one storefront (a brand) has nothing to choose.
  const only = projects.length === 1 ? projects[0]!.id : null;
  useEffect(() => {
    if (only !== null && values.projectId === null) void setFieldValue('projectId', only);
  }, [only, values.projectId, setFieldValue]);

  const chosen = useRef(values.projectId);
  useEffect(() => {
    if (chosen.current === values.projectId) return;
    chosen.current = values.projectId;
    void setFieldValue('storeId', null);
    void setFieldValue('tags', []);
  }, [values.projectId, setFieldValue]);

  const storeOptions = [
    { value: null as number | null, label: project ? 'No store' : 'Choose a storefront first' },
    ...(project?.stores ?? []).filter((s) => !s.shouldIgnoreIt).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <div className={formGrid}>
      <SelectField<number | null>
        name="projectId"
        label="Storefront"
        helpText={
          error
            ? `The storefronts could not be loaded: ${error}`
            : 'Whose order it is; its warehouse ships it.'
        }
        options={[
          { value: null, label: projects.length ? 'Choose a storefront' : 'Loading…' },
          ...projects.map((p) => ({ value: p.id, label: projectLabel(p) })),
        ]}
      />
      <SelectField<number | null> name="storeId" label="Store" options={storeOptions} />
      <FormField
        name="orderNumber"
        label="Order number"
        autoComplete="off"
        helpText="The storefront's number: one order per number and store."
      />
      <DateField name="orderDate" label="Order date" />
      <FormField name="customerEmail" label="Customer e-mail" type="email" autoComplete="off" />
      <FormField name="customerUsername" label="Customer username" autoComplete="off" />
    </div>
  );
}
