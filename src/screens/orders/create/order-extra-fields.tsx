/** Amounts and payment, then service, custom fields, notes and tags, of the Create Order form. */
import { useFormikContext } from 'formik';
import { DateField } from '../../../components/form/date-field';
import { MultiSelectField } from '../../../components/form/multi-select-field';
import { MoneyInput } from '../../../components/form/money-input';
import { FormField } from '../../../components/form-field';
import { Notice } from '../../../components/notice';
import { formatMinor } from '../../../domain/money';
import { CheckboxField, TextAreaField } from '../details/order-fields';
import type { TagRow } from '../../../api/orders.api';
import { formGrid } from './order-header-fields';
import { amountWarnings, computedTotalMinor, type OrderFormValues } from './order-values';
import { ui } from '../../../components/ui/styles';

const threeColumns = ui.formGrid3;

export function AmountFields() {
  const { values } = useFormikContext<OrderFormValues>();
  const computed = computedTotalMinor(values);
  const warnings = amountWarnings(values);
  return (
    <div className={ui.stack}>
      {warnings.length > 0 && (
        <Notice tone="warning" role="status" title="Check the amounts">
          {warnings.map((w) => (
            <p key={w.code}>{w.message}</p>
          ))}
        </Notice>
      )}
      <div className={threeColumns}>
        <MoneyInput name="shippingAmount" label="Shipping" />
        <MoneyInput name="taxAmount" label="Tax" />
        <MoneyInput
          name="orderTotal"
          label="Order total"
          placeholder={formatMinor(computed).replace('$', '')}
          helpText={`Empty: lines + shipping + tax (${formatMinor(computed)}).`}
        />
      </div>
      <div className={formGrid}>
        <CheckboxField
          name="paid"
          label="Paid"
          helpText={
            values.paid
              ? 'The order total was paid: the order can go to fulfilment.'
              : 'Unpaid: the order waits in Awaiting payment.'
          }
        />
        {values.paid && <DateField name="paymentDate" label="Payment date" />}
      </div>
    </div>
  );
}

export function ServiceFields({ tagRows }: { tagRows: TagRow[] }) {
  const tagOptions = tagRows.filter((t) => !t.useFor).map((t) => ({ value: t.name, label: t.name }));
  return (
    <div className={ui.stack}>
      <FormField
        name="requestedService"
        label="Requested service"
        autoComplete="off"
        helpText="As the storefront names it (Standard, Expedited…): the ship code mapping turns it into a carrier and service."
      />
      <div className={threeColumns}>
        <FormField name="advancedOptions.customField1" label="Custom field 1" autoComplete="off" />
        <FormField name="advancedOptions.customField2" label="Custom field 2" autoComplete="off" />
        <FormField name="advancedOptions.customField3" label="Custom field 3" autoComplete="off" />
      </div>
      <TextAreaField name="notes" label="Notes" />
      {tagOptions.length > 0 && <MultiSelectField<string> name="tags" label="Tags" options={tagOptions} />}
    </div>
  );
}
