/** The notice's own fields: number, vendor, the warehouses it travels between, when, packing slip. */
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { isExternalWms } from '../../domain/resources/warehouse.schema';
import { ui } from '../../components/ui/styles';

/** Warehouses run in the 3PL system (wmsType 2) say so, unless their name does: a notice usually goes to one. */
const warehouseChoices = {
  ...warehousesRef,
  label: (row: Record<string, unknown>) => {
    const name = String(row.fullName);
    return isExternalWms(row as { wmsType: number | null }) && !/3pl/i.test(name) ? `${name} (3PL)` : name;
  },
};
const grid = ui.formGrid;
const stack = ui.stack;

export function ReceiverShipmentFields() {
  return (
    <Card title="Shipment">
      <div className={stack}>
        <div className={grid}>
          <FormField name="orderNumber" label="Order number" autoComplete="off" />
          <CrudFieldControl
            row={null}
            name="vendorId"
            label="Vendor"
            type="select"
            optionsFrom={vendorsRef}
          />
          <CrudFieldControl
            row={null}
            name="fromWarehouseId"
            label="From warehouse"
            type="select"
            optionsFrom={warehouseChoices}
            helpText="When the goods leave one of our warehouses."
          />
          <CrudFieldControl
            row={null}
            name="toWarehouseId"
            label="To warehouse"
            type="select"
            optionsFrom={warehouseChoices}
          />
          <CrudFieldControl row={null} name="expectedDate" label="Expected date" type="date" />
        </div>
        <CrudFieldControl row={null} name="createPackingSlip" label="Create a packing slip" type="checkbox" />
      </div>
    </Card>
  );
}
