/** A postal address block (the `address()` fields of src/domain/resources/fields.ts) under one name. */
import { css } from 'styled-system/css';
import { FormField } from '../form-field';
import { ui } from '../ui/styles';

const twoColumns = ui.formGrid;
const threeColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
  gap: '4',
});

/** An address block's values as the forms keep them (a ship-to address, a receiver's address). */
export interface AddressValues {
  name: string | null;
  company: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  countryCode: string | null;
  email: string | null;
  phone: string | null;
}

export function AddressFields({ name }: { name: string }) {
  const at = (field: string) => `${name}.${field}`;
  return (
    <div className={ui.stack}>
      <div className={twoColumns}>
        <FormField name={at('name')} label="Contact name" autoComplete="off" />
        <FormField name={at('company')} label="Company" autoComplete="off" />
      </div>
      <FormField name={at('addressLine1')} label="Address line 1" autoComplete="off" />
      <div className={twoColumns}>
        <FormField name={at('addressLine2')} label="Address line 2" autoComplete="off" />
        <FormField name={at('addressLine3')} label="Address line 3" autoComplete="off" />
      </div>
      <div className={threeColumns}>
        <FormField name={at('city')} label="City" autoComplete="off" />
        <FormField name={at('state')} label="State" autoComplete="off" />
        <FormField name={at('postcode')} label="Postcode" autoComplete="off" />
      </div>
      <div className={threeColumns}>
        <FormField name={at('email')} label="E-mail" type="email" autoComplete="off" />
        <FormField name={at('phone')} label="Phone" autoComplete="off" />
        <FormField
          name={at('countryCode')}
          label="Country"
          helpText="Two letters, e.g. US."
          maxLength={2}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
