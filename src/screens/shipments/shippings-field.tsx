/** The shipping legs announced for an ASN: carrier, tracking number and ship date, added and removed. */
import { FieldArray, useFormikContext } from 'formik';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { emptyShipping, type ShipmentValues } from './shipment-form-values';
import { ui } from '../../components/ui/styles';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1.4fr 180px auto' },
  gap: '3',
  alignItems: 'end',
});

export function ShippingsField() {
  const { values } = useFormikContext<ShipmentValues>();
  return (
    <FieldArray name="shippings">
      {({ push, remove }) => (
        <div className={ui.stack3}>
          {values.shippings.length === 0 && <p className={ui.muted}>No carrier announced yet.</p>}
          {values.shippings.map((_, i) => (
            <div key={i} className={row}>
              <FormField name={`shippings[${i}].carrier`} label={`Carrier ${i + 1}`} autoComplete="off" />
              <FormField
                name={`shippings[${i}].trackingNumber`}
                label={`Tracking number ${i + 1}`}
                autoComplete="off"
              />
              <DateField name={`shippings[${i}].shipDate`} label={`Ship date ${i + 1}`} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove carrier ${i + 1}`}
                onClick={() => remove(i)}
              >
                Remove
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => push(emptyShipping())}>
              Add carrier
            </Button>
          </div>
        </div>
      )}
    </FieldArray>
  );
}
