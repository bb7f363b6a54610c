/**
 * A report type's own fields in the request form (src/domain/resources/generated-report.schema.ts):
 * the period (a preset, or the start and end days of a custom range), then what the type filters by:
 * the storefront or storefronts, the vendor, the warehouse, the 3PL system's facility and customer,
 * and for the ordered items the stores, order status, date type, customer, country and manual
 * shipments. Pickers list the records in the user's scope.
 */
import { useField, useFormikContext } from 'formik';
import { css } from 'styled-system/css';
import { refTo, type CrudRefSource } from '../../components/crud/crud-config';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DateField } from '../../components/form/date-field';
import { MultiSelectField } from '../../components/form/multi-select-field';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import { tplCustomersContract } from '../../domain/contracts/tpl-customers';
import { tplFacilitiesContract } from '../../domain/contracts/tpl-facilities';
import { orderStatusLabel } from '../../domain/order.lifecycle';
import { orderStatusFilters } from '../../domain/resources/order.schema';
import {
  reportDateTypes,
  reportWhatStores,
  ANY_ORDER_STATUS,
} from '../../domain/resources/generated-report.schema';
import type { ReportRequestValues } from '../../machines/generated-report/generated-report.types';
import {
  dateFilterOptions,
  presetDays,
  typeFields,
} from '../../machines/generated-report/report-request.logic';
import { usePermissions, useSession } from '../../machines/use-app';

const facilitiesRef = refTo(tplFacilitiesContract);
const customersRef = refTo(tplCustomersContract);

const whatStoresLabels: Record<(typeof reportWhatStores)[number], string> = {
  notHidden: 'Stores not hidden',
  hidden: 'Hidden stores only',
  all: 'Every store',
};
const dateTypeLabels: Record<(typeof reportDateTypes)[number], string> = {
  orderDate: 'Order date',
  shipDate: 'Ship date',
};
const orderStatusOptions = [
  { value: ANY_ORDER_STATUS, label: 'Any status' },
  ...orderStatusFilters.map((s) => ({
    value: s,
    label: s === 'paid-but-not-shipped' ? 'Paid, not shipped' : orderStatusLabel(s),
  })),
];

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'start',
});

function CheckboxField({ name, label, helpText }: { name: string; label: string; helpText: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <div className={ui.stack1}>
      <label className={ui.checkLabel}>
        <input
          type="checkbox"
          name={name}
          checked={field.value === true}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={field.onBlur}
        />
        {label}
      </label>
      <span className={ui.help}>{helpText}</span>
    </div>
  );
}

/** A choice among a source's records, or none ('Every vendor'). */
function RecordSelect({
  name,
  label,
  source,
  every,
  names,
}: {
  name: string;
  label: string;
  source: CrudRefSource;
  every: string;
  names: ReturnType<typeof useRefNames>;
}) {
  const options = names.options(source).map((o) => ({ value: Number(o.value), label: o.label }));
  return (
    <SelectField<number | null>
      name={name}
      label={label}
      options={[{ value: null, label: every }, ...options]}
    />
  );
}

export function ReportFilterBlock() {
  const { values } = useFormikContext<ReportRequestValues>();
  const { can } = usePermissions();
  const { user } = useSession();
  const days = presetDays(values.filters, user.timezone ?? null);
  const fields = typeFields(values.type);
  const tpl = fields.tpl && can('integrations.tpl.facilities') && can('integrations.tpl.customers');
  const names = useRefNames([
    projectsRef,
    vendorsRef,
    warehousesRef,
    tpl ? facilitiesRef : undefined,
    tpl ? customersRef : undefined,
  ]);
  const storefronts = names.options(projectsRef).map((o) => ({ value: Number(o.value), label: o.label }));
  const custom = values.filters.dateFilter === 'custom';

  return (
    <div className={ui.stack5}>
      <div className={grid}>
        <SelectField<string>
          name="filters.dateFilter"
          label="Period"
          options={dateFilterOptions}
          helpText={days ? `${days}, if it ran now.` : 'The days of your calendar, both included.'}
        />
        {custom && (
          <>
            <DateField name="filters.startDate" label="Start date" />
            <DateField name="filters.endDate" label="End date" />
          </>
        )}
      </div>
      {fields.storefronts === 'many' && (
        <MultiSelectField<number>
          name="filters.storefrontIds"
          label="Storefronts"
          options={storefronts}
          helpText="None chosen: every storefront you can see."
        />
      )}
      <div className={grid}>
        {fields.storefronts === 'one' && (
          <SelectField<number | null>
            name="projectId"
            label="Storefront"
            options={[{ value: null, label: 'Every storefront' }, ...storefronts]}
          />
        )}
        {fields.vendor && (
          <RecordSelect
            name="filters.vendorId"
            label="Vendor"
            source={vendorsRef}
            every="Every vendor"
            names={names}
          />
        )}
        {fields.warehouse && (
          <RecordSelect
            name="filters.warehouseId"
            label="Warehouse"
            source={warehousesRef}
            every="Every warehouse"
            names={names}
          />
        )}
        {tpl && (
          <>
            <RecordSelect
              name="filters.tplFacilityId"
              label="3PL facility"
              source={facilitiesRef}
              every="Any facility"
              names={names}
            />
            <RecordSelect
              name="filters.tplCustomerId"
              label="3PL customer"
              source={customersRef}
              every="Any customer"
              names={names}
            />
          </>
        )}
        {fields.orderedItems && (
          <>
            <SelectField<string>
              name="filters.orderStatus"
              label="Order status"
              options={orderStatusOptions}
            />
            <SelectField<string>
              name="filters.dateType"
              label="Dates are"
              options={reportDateTypes.map((v) => ({ value: v, label: dateTypeLabels[v] }))}
            />
            <SelectField<string>
              name="filters.whatStores"
              label="Stores"
              options={reportWhatStores.map((v) => ({ value: v, label: whatStoresLabels[v] }))}
            />
            <FormField
              name="filters.customer"
              label="Customer"
              autoComplete="off"
              helpText="Name or e-mail; empty: every customer."
            />
            <FormField
              name="filters.countryCode"
              label="Ship-to country"
              maxLength={2}
              autoComplete="off"
              helpText="Two letters (US); empty: every country."
            />
            <CheckboxField
              name="filters.includeManualShipments"
              label="Include manual shipments"
              helpText="Small parcel shipments count too."
            />
          </>
        )}
      </div>
    </div>
  );
}
