/** The order's own fields: number, vendor and project, receiving warehouse, type, expected date, fees, note. */
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { MoneyInput } from '../../components/form/money-input';
import { SelectField } from '../../components/select-field';
import { useLoad } from '../../components/use-load';
import { purchaseOrderTypes } from '../../domain/resources/purchase-order.schema';
import { useApi } from '../../machines/use-app';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { loadRefRows } from '../../api/refs.api';
import { projectsRef, refLabel, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import type { PurchaseOrderValues } from './purchase-order-values';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const typeOptions = purchaseOrderTypes.map((t) => ({ value: t.value as number, label: t.label }));

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
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
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
