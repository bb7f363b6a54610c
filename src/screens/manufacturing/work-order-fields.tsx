/**
 * The work order's own fields: number, direction, in-house or at a manufacturer (and which), vendor,
 * warehouse, bill of materials of that vendor, quantity and unit, due date, the purchase order a
 * third-party manufacturer works under, notes. Changing the vendor empties the BOM and the order.
 */
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import {
  assembleTypeLabels,
  billOfMaterialsTypeLabel,
  workOrderTypeLabels,
} from '../../domain/manufacturing-labels';
import { unitsOfMeasure } from '../../domain/resources/reference';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import {
  loadManufacturingVendors,
  loadVendorBoms,
  loadVendorPurchaseOrders,
} from '../../api/manufacturing.api';
import type { WorkOrderValues } from './work-order-values';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const unitOptions = unitsOfMeasure.map((u) => ({ value: u.value, label: `${u.value} · ${u.label}` }));

/** The vendor's BOMs, and its purchase orders when a third party makes the order (only then asked for). */
function useVendorChoices(vendorId: number | null, thirdParty: boolean) {
  const api = useApi();
  const boms = useLoad(
    (signal) => (vendorId ? loadVendorBoms(api, vendorId, signal) : Promise.resolve([])),
    [api, vendorId],
  );
  const orders = useLoad(
    (signal) =>
      vendorId && thirdParty ? loadVendorPurchaseOrders(api, vendorId, signal) : Promise.resolve([]),
    [api, vendorId, thirdParty],
  );
  return {
    boms: boms.status === 'loaded' ? boms.data : [],
    orders: orders.status === 'loaded' ? orders.data : [],
  };
}

function ManufacturingVendorField({ thirdParty }: { thirdParty: boolean }) {
  const api = useApi();
  const load = useLoad((signal) => loadManufacturingVendors(api, signal), [api]);
  const choices = useMemo(
    () => [
      { value: null, label: thirdParty ? 'Choose the manufacturer' : 'None (our own line)' },
      ...(load.status === 'loaded' ? load.data : [])
        .filter((m) => m.isThirdParty === thirdParty)
        .map((m) => ({ value: m.id, label: m.name })),
    ],
    [load, thirdParty],
  );
  return (
    <SelectField<number | null>
      name="manufacturingVendorId"
      label={thirdParty ? 'Manufacturer' : 'Manufacturing line'}
      options={choices}
      helpText={
        thirdParty
          ? 'An outside manufacturer: components go out to it and the finished goods come back.'
          : undefined
      }
    />
  );
}

export function WorkOrderFields() {
  const { values, setFieldValue } = useFormikContext<WorkOrderValues>();
  const thirdParty = values.type === 'ThirdParty';
  const { boms, orders } = useVendorChoices(values.vendorId, thirdParty);

  // Another vendor's BOM or purchase order does not belong on this work order.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current === values.vendorId) return;
    vendorRef.current = values.vendorId;
    void setFieldValue('billOfMaterialsId', null);
    void setFieldValue('purchaseOrderId', null);
  }, [values.vendorId, setFieldValue]);
  // A manufacturer of the other kind does not fit either.
  const typeRef = useRef(values.type);
  useEffect(() => {
    if (typeRef.current === values.type) return;
    typeRef.current = values.type;
    void setFieldValue('manufacturingVendorId', null);
  }, [values.type, setFieldValue]);

  // A stored choice the lists do not hold (not loaded yet, or a list this user may not read) still reads as itself.
  const keep = <T extends { value: number | null; label: string }>(
    options: T[],
    id: number | null,
    label: string,
  ) =>
    id != null && !options.some((o) => o.value === id) ? [...options, { value: id, label } as T] : options;
  const bomOptions = useMemo(
    () =>
      keep(
        [
          {
            value: null as number | null,
            label: values.vendorId ? 'Choose a bill of materials' : 'Choose a vendor first',
          },
          ...boms.map((b) => ({
            value: b.id,
            label: `${b.name} · ${billOfMaterialsTypeLabel(b.type)} · rev. ${b.revision}`,
          })),
        ],
        values.billOfMaterialsId,
        `Bill of materials #${values.billOfMaterialsId}`,
      ),
    [boms, values.vendorId, values.billOfMaterialsId],
  );
  const orderOptions = useMemo(
    () =>
      keep(
        [
          { value: null as number | null, label: 'None' },
          ...orders.map((o) => ({ value: o.id, label: o.orderNumber })),
        ],
        values.purchaseOrderId,
        `Purchase order #${values.purchaseOrderId}`,
      ),
    [orders, values.purchaseOrderId],
  );

  return (
    <div className={ui.stack}>
      <div className={ui.formGrid}>
        <FormField name="orderNumber" label="Order number" autoComplete="off" placeholder="WO-…" />
        <SelectField<string> name="assembleType" label="Direction" options={options(assembleTypeLabels)} />
        <CrudFieldControl row={null} name="vendorId" label="Vendor" type="select" optionsFrom={vendorsRef} />
        <CrudFieldControl
          row={null}
          name="warehouseId"
          label="Warehouse"
          type="select"
          optionsFrom={warehousesRef}
        />
        <SelectField<number | null>
          name="billOfMaterialsId"
          label="Bill of materials"
          options={bomOptions}
          helpText="What one finished unit is made of. Releasing fixes the revision the order uses."
        />
        <div className={ui.twoColumns}>
          <FormField name="quantity" label="Quantity" type="number" min={1} step={1} />
          <SelectField<string> name="measurementUnit" label="Unit" options={unitOptions} />
        </div>
        <SelectField<string> name="type" label="Made" options={options(workOrderTypeLabels)} />
        <ManufacturingVendorField thirdParty={thirdParty} />
        <DateField name="dueDate" label="Due date" />
        {thirdParty && (
          <SelectField<number | null>
            name="purchaseOrderId"
            label="Purchase order"
            options={orderOptions}
            helpText="The order to the manufacturer: the finished goods come back by receiving it."
          />
        )}
      </div>
      <CrudFieldControl row={null} name="notes" label="Notes" type="textarea" />
    </div>
  );
}
