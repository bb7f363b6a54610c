/**
 * The generate form: vendor, warehouse (all or one), the period (last month, this month or custom
 * days), due date and notes, checked by the generate body's own schema; Preview sends it. The server's
 * messages (a 400) come back under their fields until the value changes.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DateField } from '../../components/form/date-field';
import { nestErrors } from '../../components/form/nest-errors';
import { FormError } from '../../components/form-error';
import { SelectField } from '../../components/select-field';
import { ui } from '../../components/ui/styles';
import type { ApiFormStatus } from '../../components/use-api-form';
import { vendorInvoicesContract } from '../../domain/contracts/vendor-invoices';
import {
  generateProblems,
  periodPresetLabels,
  presetPeriod,
} from '../../machines/invoice-generate/invoice-generate.logic';
import type { GenerateValues, PeriodPreset } from '../../machines/invoice-generate/invoice-generate.types';
import type { InvoiceGenerateFlow } from '../../machines/invoice-generate/use-invoice-generate';
import { periodText } from './invoice-badges';

const presetOptions = (Object.keys(periodPresetLabels) as PeriodPreset[]).map((value) => ({
  value,
  label: periodPresetLabels[value],
}));

function PeriodFields({ today }: { today: string }) {
  const { values } = useFormikContext<GenerateValues>();
  const days = values.preset === 'custom' ? null : presetPeriod(values.preset, today);
  return (
    <>
      <SelectField
        name="preset"
        label="Period"
        options={presetOptions}
        helpText={days ? periodText(days.periodStart, days.periodEnd) : 'The first and last day it covers.'}
      />
      <DateField name="dueDate" label="Due date" helpText="Optional: when the client should pay it." />
      {values.preset === 'custom' && (
        <>
          <DateField name="periodStart" label="Period start" />
          <DateField name="periodEnd" label="Period end" />
        </>
      )}
    </>
  );
}

export function InvoiceGenerateForm({ flow }: { flow: InvoiceGenerateFlow }) {
  const { values, problems, error, today } = flow.context;
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const vendorOptions = useMemo(
    () => [
      { value: null, label: 'Choose a vendor' },
      ...refs.options(vendorsRef).map((o) => ({ value: Number(o.value), label: o.label })),
    ],
    [refs],
  );
  const warehouseOptions = useMemo(
    () => [
      { value: null, label: 'All warehouses' },
      ...refs.options(warehousesRef).map((o) => ({ value: Number(o.value), label: o.label })),
    ],
    [refs],
  );
  // A refusal starts the form again on the refused values, with the server's messages on its fields.
  const status: ApiFormStatus | undefined = Object.keys(problems).length
    ? {
        failure: { status: 400, message: error ?? '', fields: problems },
        fieldErrors: Object.fromEntries(
          Object.entries(problems).map(([path, message]) => [
            path,
            { message, value: values[path as keyof GenerateValues] },
          ]),
        ),
      }
    : undefined;
  return (
    <Formik<GenerateValues>
      key={JSON.stringify(problems)}
      initialValues={values}
      initialStatus={status}
      validate={(v) => nestErrors<GenerateValues>(generateProblems(v, today))}
      onSubmit={(v) => flow.preview(v)}
    >
      <Form noValidate className={ui.stack}>
        <FormError message={error} />
        <Card title="Invoice" description="The uninvoiced charges of this vendor in the period are invoiced.">
          <div className={ui.formGrid}>
            <SelectField name="vendorId" label="Vendor" options={vendorOptions} />
            <SelectField
              name="warehouseId"
              label="Warehouse"
              options={warehouseOptions}
              helpText="All warehouses, or one warehouse's charges only."
            />
            <PeriodFields today={today} />
          </div>
          <div className={ui.mt4}>
            <CrudFieldControl
              row={null}
              name="notes"
              label="Notes"
              type="textarea"
              helpText="Printed on the invoice."
            />
          </div>
        </Card>
        <div className={ui.rowCenter}>
          <Button type="submit" loading={flow.step === 'previewing'}>
            Preview
          </Button>
          <Link href={vendorInvoicesContract.screen.path} className={buttonClass({ variant: 'secondary' })}>
            Cancel
          </Link>
          <span className={ui.mutedSmall}>Nothing is issued until you confirm the preview.</span>
        </div>
      </Form>
    </Formik>
  );
}
