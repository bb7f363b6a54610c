/** The order's own fields: number, vendor and project, receiving warehouse, type, expected date, fees, note. */
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { MoneyInput } from '../../components/form/money-input';
import { SelectField } from '../../components/select-field';
import { useLoad } from '../../machines/load/use-load';
import { purchaseOrderTypes } from '../../domain/resources/purchase-order.schema';
import { useApi } from '../../machines/use-app';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { loadRefRows } from '../../api/refs.api';
import { projectsRef, refLabel, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import type { PurchaseOrderValues } from './purchase-order-values';
import { ui } from '../../components/ui/styles';

const grid = ui.formGrid;
const typeOptions = purchaseOrderTypes.map((t) => ({ value: t.value, label: t.label }));

/** The chosen vendor's projects (storefronts), optional. */
function ProjectField() {
  const api = useApi();
  const { values } = useFormikContext<PurchaseOrderValues>();
  const load = useLoad((signal) => loadRefRows(api, projectsRef, signal), [api]);
  const options = useMemo(
    () => [
      { value: null, label: values.vendorId ? 'No project' : 'Choose a vendor first' },
      ...(load.status === 'loaded'
        ? load.data
            .filter((row) => row.vendorId === values.vendorId)
            .map((row) => ({ value: row.id as number, label: refLabel(projectsRef, row) }))
        : []),
    ],
    [load, values.vendorId],
  );
  return <SelectField<number | null> name="projectId" label="Project" options={options} />;
}

export function PurchaseOrderHeaderFields() {
  return (
    <div className={ui.stack}>
      <div className={grid}>
        <FormField name="orderNumber" label="Order number" autoComplete="off" />
        <SelectField<number> name="type" label="Type" options={typeOptions} />
        <CrudFieldControl row={null} name="vendorId" label="Vendor" type="select" optionsFrom={vendorsRef} />
        <ProjectField />
        <CrudFieldControl
          row={null}
          name="warehouseId"
          label="Receiving warehouse"
          type="select"
          optionsFrom={warehousesRef}
        />
        <DateField name="expectedDate" label="Expected date" />
        <MoneyInput name="shippingFee" label="Shipping fee" />
        <MoneyInput name="otherFees" label="Other fees" />
      </div>
      <CrudFieldControl row={null} name="userNote" label="Note" type="textarea" />
    </div>
  );
}
