/**
 * Where and how the order ships: an entry of the vendor's address book (which fills the fields; typing
 * in them ships to the typed address instead) or a typed address, the requested service among those
 * the storefront's ship-code mappings route, notes and the customer's e-mail.
 */
import { useId, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { loadCheckoutServices } from '../../api/checkout.api';
import { listShipmentAddresses } from '../../api/manual-shipments.api';
import { Card } from '../../components/card';
import { FieldFrame } from '../../components/form-field';
import { ui } from '../../components/ui/styles';
import type { CheckoutFlow } from '../../machines/checkout/use-checkout';
import type { ShipToField } from '../../machines/checkout/checkout.types';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

const addressRows: [ShipToField, string][][] = [
  [
    ['name', 'Contact name'],
    ['company', 'Company'],
  ],
  [
    ['addressLine1', 'Address line 1'],
    ['addressLine2', 'Address line 2'],
  ],
  [
    ['city', 'City'],
    ['state', 'State'],
    ['postcode', 'Postcode'],
  ],
  [
    ['countryCode', 'Country'],
    ['phone', 'Phone'],
    ['email', 'E-mail'],
  ],
];

function TextInput({
  label,
  value,
  error,
  onChange,
  helpText,
  type = 'text',
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  helpText?: ReactNode;
  type?: 'text' | 'email';
}) {
  return (
    <FieldFrame label={label} error={error} helpText={helpText}>
      {(ids) => (
        <input
          {...ids}
          type={type}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          className={input()}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

function AddressBook({ checkout, vendorId }: { checkout: CheckoutFlow; vendorId: number }) {
  const api = useApi();
  const id = useId();
  // Someone who may not read address books types the address.
  const book = useLoad(
    (signal) => listShipmentAddresses(api, vendorId, '', signal).catch(() => []),
    [api, vendorId],
  );
  if (book.status !== 'loaded' || book.data.length === 0) return null;
  const chosen = checkout.context.details.shipmentAddressId;
  return (
    <div className={ui.maxW760}>
      <label htmlFor={id} className={ui.label}>
        From the address book
      </label>
      <select
        id={id}
        className={input()}
        value={chosen ?? ''}
        onChange={(e) => {
          const saved = book.data.find((a) => a.id === Number(e.target.value));
          checkout.chooseSavedAddress(saved ? saved.id : null, saved?.address);
        }}
      >
        <option value="">Type an address below</option>
        {book.data.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label} — {[a.address.addressLine1, a.address.city, a.address.state].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
      {checkout.context.problems.shipmentAddressId && (
        <p className={ui.fieldError}>{checkout.context.problems.shipmentAddressId}</p>
      )}
    </div>
  );
}

function ServiceSelect({ checkout, projectId }: { checkout: CheckoutFlow; projectId: number }) {
  const api = useApi();
  const services = useLoad((signal) => loadCheckoutServices(api, projectId, signal), [api, projectId]);
  const data = services.status === 'loaded' ? services.data : null;
  const { requestedService } = checkout.context.details;
  const error = checkout.context.problems.requestedService;
  return (
    <FieldFrame
      label="Requested service"
      error={error}
      helpText={
        data && !data.hasDefault
          ? 'Choose one: this storefront routes only the services it names.'
          : 'How the storefront’s shipping mappings route the order.'
      }
    >
      {(ids) => (
        <select
          {...ids}
          className={input()}
          value={requestedService}
          onChange={(e) => checkout.setDetail('requestedService', e.target.value)}
        >
          <option value="">
            {data?.hasDefault === false ? 'Choose a service' : 'The storefront’s default'}
          </option>
          {(data?.requestedServices ?? []).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function DeliveryCard({
  checkout,
  storefront,
}: {
  checkout: CheckoutFlow;
  storefront: { id: number; vendorId: number };
}) {
  const { details, problems } = checkout.context;
  const at = (field: ShipToField) => problems[`shipmentAddress.${field}`];
  return (
    <Card title="Ship to and service">
      <div className={ui.stack}>
        <AddressBook checkout={checkout} vendorId={storefront.vendorId} />
        {addressRows.map((row, i) => (
          <div key={i} className={row.length === 3 ? ui.formGrid3 : ui.formGrid}>
            {row.map(([field, label]) => (
              <TextInput
                key={field}
                label={label}
                value={details.shipmentAddress[field]}
                error={at(field)}
                onChange={(value) => checkout.setShipTo(field, value)}
              />
            ))}
          </div>
        ))}
        <div className={ui.formGrid}>
          <ServiceSelect checkout={checkout} projectId={storefront.id} />
          <TextInput
            label="Customer e-mail"
            type="email"
            value={details.customerEmail}
            error={problems.customerEmail}
            onChange={(value) => checkout.setDetail('customerEmail', value)}
          />
        </div>
        <FieldFrame label="Notes" error={problems.notes}>
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              className={cx(input(), ui.textarea)}
              value={details.notes}
              onChange={(e) => checkout.setDetail('notes', e.target.value)}
            />
          )}
        </FieldFrame>
      </div>
    </Card>
  );
}
