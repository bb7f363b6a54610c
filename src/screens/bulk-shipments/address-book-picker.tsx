/**
 * The vendor's address book above the ship-to fields: choosing a saved address fills them and links
 * the shipment to it (shipmentAddressId). Nothing shows until a vendor is chosen or when its book is empty.
 */
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { listShipmentAddresses } from '../../api/manual-shipments.api';
import { TypedSelect } from '../../components/form/typed-select';
import { ui } from '../../components/ui/styles';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { withSavedAddress, type BulkValues } from './bulk-form-values';

export function AddressBookPicker() {
  const api = useApi();
  const { values, setValues } = useFormikContext<BulkValues>();
  const id = useId();
  const book = useLoad(
    (signal) =>
      values.vendorId ? listShipmentAddresses(api, values.vendorId, '', signal) : Promise.resolve([]),
    [api, values.vendorId],
  );
  if (book.status !== 'loaded' || book.data.length === 0) return null;
  const options = book.data.map((a) => ({
    value: a.id,
    label: `${a.label} — ${[a.address.addressLine1, a.address.city, a.address.state].filter(Boolean).join(', ')}`,
  }));
  return (
    <div className={css({ maxW: '520px' })}>
      <label htmlFor={id} className={css({ display: 'block', fontWeight: 'medium', mb: '1.5' })}>
        From the address book
      </label>
      <TypedSelect<number>
        id={id}
        value={values.shipmentAddressId}
        options={options}
        onChange={(chosen) => {
          const saved = book.data.find((a) => a.id === chosen);
          if (saved) void setValues(withSavedAddress(values, saved));
        }}
      />
      <p className={`${ui.mutedSmall} ${ui.mt1}`}>Or type the address below.</p>
    </div>
  );
}
