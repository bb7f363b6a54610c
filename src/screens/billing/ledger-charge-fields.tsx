/**
 * Add Custom Charge's fields: vendor, warehouse (optional), date, reference, the unit charge (the
 * money input of spec §5) × number of units with the amount as billing rounds it, label, charge type
 * and type (their labels, not their enum names).
 */
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormField, ReadOnlyField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { MoneyInput } from '../../components/form/money-input';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import { formatMinor, type Minor } from '../../domain/money';
import { billingEntryTypes, chargeTypes } from '../../domain/resources/billing-entry.schema';

const chargeTypeOptions = chargeTypes.map((t) => ({ value: t, label: t }));
const typeLabels: Partial<Record<(typeof billingEntryTypes)[number], string>> = {
  WorkOrder: 'Work order',
  PassThrough: 'Pass-through',
};
const typeOptions = billingEntryTypes.map((t) => ({ value: t, label: typeLabels[t] ?? t }));

export function ChargeFields({ amount }: { amount: Minor | null }) {
  return (
    <Card>
      <div className={ui.formGrid}>
        <CrudFieldControl row={null} name="vendorId" label="Vendor" type="select" optionsFrom={vendorsRef} />
        <CrudFieldControl
          row={null}
          name="warehouseId"
          label="Warehouse"
          type="select"
          optionsFrom={warehousesRef}
          helpText="Optional."
        />
        <DateField name="entryDate" label="Date" />
        <FormField name="refNum" label="Reference number" autoComplete="off" />
        <MoneyInput name="singleUnitCharge" label="Unit charge" />
        <FormField name="numberOfUnits" label="Number of units" type="number" min={0} step="any" />
        <ReadOnlyField
          label="Amount"
          value={amount === null ? '—' : formatMinor(amount)}
          helpText="Unit charge × number of units, rounded to the cent."
        />
        <FormField
          name="chargeLabel"
          label="Charge label"
          autoComplete="off"
          helpText="What the client reads on the invoice."
        />
        <SelectField name="chargeType" label="Charge type" options={chargeTypeOptions} />
        <SelectField name="type" label="Type" options={typeOptions} />
      </div>
    </Card>
  );
}
