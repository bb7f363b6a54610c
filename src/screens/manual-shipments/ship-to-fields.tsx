/**
 * The ship-to address of a small parcel: the vendor's address book (choosing a saved address fills
 * the fields and links it as shipmentAddressId; the address typed here can be saved to the book under
 * a label) and the address itself, with the country's rules (spec §3): a US address takes its state
 * from the spec's list, a Canadian one its province; the messages show per field.
 */
import { useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { ValidationError } from 'yup';
import { describeApiError } from '../../api/api-error';
import {
  listShipmentAddresses,
  saveShipmentAddress,
  type ShipmentAddressRow,
} from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { TypedSelect } from '../../components/form/typed-select';
import { SelectField } from '../../components/select-field';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { addressRules, shipToAddress } from '../../domain/resources/manual-shipment.schema';
import { usStates } from '../../domain/resources/reference';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { shipToValues, type ManualShipmentValues } from './manual-shipment-values';

const threeColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
  gap: '4',
});
const bookRow = css({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '3',
  flexWrap: 'wrap',
  pb: '4',
  mb: '4',
  borderBottomWidth: '1px',
  borderColor: 'border',
});

const describe = (row: ShipmentAddressRow) => {
  const a = row.address;
  const where = [a.name || a.company, a.addressLine1, [a.city, a.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return where ? `${row.label} — ${where}` : row.label;
};

/** The state as a list for countries that have one (US states from the spec, Canadian provinces). */
function StateField({ country }: { country: string | null }) {
  const rule = country ? addressRules[country] : undefined;
  if (!rule) return <FormField name="shipmentAddress.state" label="State / region" autoComplete="off" />;
  const names = country === 'US' ? new Map<string, string>(usStates.map((s) => [s.value, s.label])) : null;
  const options = [
    { value: null, label: '—' },
    ...rule.states.map((code) => ({
      value: code,
      label: names?.get(code) ? `${names.get(code)} (${code})` : code,
    })),
  ];
  return (
    <SelectField<string | null> name="shipmentAddress.state" label={rule.stateLabel} options={options} />
  );
}

/** The vendor's saved addresses: choose one to fill the address, or save the one typed. */
function AddressBook() {
  const api = useApi();
  const { values, setFieldValue } = useFormikContext<ManualShipmentValues>();
  const vendorId = values.vendorId;
  const [saved, setSaved] = useState(0);
  const book = useLoad(
    (signal) => (vendorId ? listShipmentAddresses(api, vendorId, '', signal) : Promise.resolve([])),
    [api, vendorId, saved],
  );
  const rows = useMemo(() => (book.status === 'loaded' ? book.data : []), [book]);
  const options = useMemo(() => rows.map((r) => ({ value: r.id, label: describe(r) })), [rows]);
  const pickerId = useId();
  const labelId = useId();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (id: number | string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    void setFieldValue('shipmentAddressId', row.id);
    void setFieldValue('shipmentAddress', shipToValues(row.address));
  };

  const save = async () => {
    if (!vendorId) return;
    // The book's own rule first: what is missing is said before anything is sent.
    try {
      shipToAddress().validateSync(values.shipmentAddress, { abortEarly: false });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      setProblem(`Complete the address first: ${[...new Set(err.errors)].join('; ')}.`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const row = await saveShipmentAddress(api, {
        vendorId,
        label: label.trim(),
        address: shipToAddress().cast(values.shipmentAddress),
      });
      void setFieldValue('shipmentAddressId', row.id);
      setLabel('');
      setSaved((n) => n + 1);
      toast.success(`Address “${row.label}” saved to the address book.`);
    } catch (error) {
      const failure = describeApiError(error);
      const fields = Object.values(failure.fields);
      setProblem(`Not saved: ${fields.length ? fields.join('; ') : failure.message}`);
    } finally {
      setBusy(false);
    }
  };

  if (!vendorId)
    return (
      <p className={`${ui.muted} ${css({ mb: '4' })}`}>Choose the vendor first to use its address book.</p>
    );
  return (
    <div className={bookRow}>
      <div className={css({ flex: '1', minW: '280px', maxW: '520px' })}>
        <label htmlFor={pickerId} className={ui.label}>
          Address book
        </label>
        {book.status === 'failed' ? (
          <p className={ui.fieldError}>The address book could not be loaded: {book.failure.message}</p>
        ) : (
          <TypedSelect<number>
            id={pickerId}
            value={values.shipmentAddressId}
            options={options}
            onChange={choose}
          />
        )}
      </div>
      <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}>
        <div>
          <label htmlFor={labelId} className={ui.label}>
            Save this address as
          </label>
          <Field.Input
            id={labelId}
            value={label}
            placeholder="e.g. Austin showroom"
            onChange={(e) => setLabel(e.target.value)}
            autoComplete="off"
          />
        </div>
        <Button variant="secondary" loading={busy} disabled={label.trim() === ''} onClick={() => void save()}>
          Save to book
        </Button>
      </div>
      {problem && (
        <p role="alert" className={css({ color: 'danger', fontSize: '13px', flexBasis: '100%' })}>
          {problem}
        </p>
      )}
    </div>
  );
}

export function ShipToFields() {
  const { values } = useFormikContext<ManualShipmentValues>();
  const at = (field: string) => `shipmentAddress.${field}`;
  const country = values.shipmentAddress.countryCode?.toUpperCase() ?? null;
  return (
    <div>
      <AddressBook />
      <div className={ui.stack}>
        <div className={ui.formGrid}>
          <FormField name={at('name')} label="Name" autoComplete="off" helpText="A name or a company." />
          <FormField name={at('company')} label="Company" autoComplete="off" />
        </div>
        <FormField name={at('addressLine1')} label="Address line 1" autoComplete="off" />
        <div className={ui.formGrid}>
          <FormField name={at('addressLine2')} label="Address line 2" autoComplete="off" />
          <FormField name={at('addressLine3')} label="Address line 3" autoComplete="off" />
        </div>
        <div className={threeColumns}>
          <FormField name={at('city')} label="City" autoComplete="off" />
          <StateField country={country} />
          <FormField
            name={at('postcode')}
            label="Postcode"
            autoComplete="off"
            helpText={
              country && addressRules[country] ? `e.g. ${addressRules[country].postcodeExample}` : undefined
            }
          />
        </div>
        <div className={threeColumns}>
          <FormField name={at('email')} label="E-mail" type="email" autoComplete="off" />
          <FormField name={at('phone')} label="Phone" autoComplete="off" />
          <FormField
            name={at('countryCode')}
            label="Country"
            helpText="Two letters; US unless changed."
            maxLength={2}
            autoComplete="off"
          />
        </div>
      </div>
    </div>
  );
}
