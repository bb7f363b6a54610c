/**
 * Manual (small-parcel) and bulk shipments: one record, told apart by orderType (spec §3). The server
 * accepts any shipment type; each form narrows the types and defaults. Also the ship-to address rule
 * (required parts per country) shared by the shipment forms and the address book, and the bodies of
 * the lifecycle steps (src/domain/manual-shipment.lifecycle.ts) the detail screens send.
 */
import * as yup from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../constants';
import { isBulkShipment, isPickup } from '../manual-shipment.lifecycle';
import {
  address,
  choice,
  countryCode,
  day,
  decimal,
  instant,
  lineItems,
  longText,
  numberField,
  optionalChoice,
  optionalRef,
  optionalText,
  quantity,
  ref,
  requiredText,
  upper,
} from './fields';
import { documentStatuses, usStateCodes } from './reference';

export const manualShipmentOrderTypes = ['Ecom', 'Custom', 'Mass', 'Wholesale', 'WillCall/Pickup'] as const;
export const bulkShipmentOrderTypes = ['Ecom', 'BulkShipment', 'Custom', 'Mass', 'Wholesale'] as const;
export const shipmentOrderTypes = [
  'Ecom',
  'Custom',
  'Mass',
  'Wholesale',
  'WillCall/Pickup',
  'BulkShipment',
  'TeamGift',
] as const;
/** The manual shipments list leaves these out unless asked (spec §3 excludeTypes). */
export const manualShipmentExcludedTypes = ['BulkShipment', 'TeamGift'] as const;
export const shipmentStatuses = documentStatuses;

/**
 * Spec §3: a bulk shipment's order number defaults to '-'. The server numbers a shipment saved with
 * '-' after its id (BS-<id> for bulk, MS-<id> for small parcels), so lists and labels never show '-'.
 */
export const NO_ORDER_NUMBER = '-';

// ── Addresses ───────────────────────────────────────────────────────────────────────────────────

const canadianProvinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

/**
 * What an address of a country needs beyond a name (or company), the first line and the city: the
 * state (from the country's list) and a postcode of the country's pattern. Other countries: the
 * state and postcode are optional and free.
 */
export const addressRules: Readonly<
  Record<string, { stateLabel: string; states: readonly string[]; postcode: RegExp; postcodeExample: string }>
> = {
  US: {
    stateLabel: 'State',
    states: usStateCodes,
    postcode: /^\d{5}(-\d{4})?$/,
    postcodeExample: '75201 or 75201-1234',
  },
  CA: {
    stateLabel: 'Province',
    states: canadianProvinces,
    postcode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
    postcodeExample: 'K1A 0B1',
  },
};

const ruleOf = (country: unknown) => (typeof country === 'string' ? addressRules[country] : undefined);

/**
 * A ship-to address: a name or a company, the first line, the city and the country (US unless
 * given); a US or Canadian address also its state (from the spec's list) and a postcode of the
 * country's form. Shared by the shipment forms and the address book.
 */
export const shipToAddress = () =>
  address(DEFAULT_SHIP_TO_COUNTRY).shape({
    name: optionalText('Name').when('company', ([company], schema) =>
      company ? schema : schema.required('Name or company is required'),
    ),
    addressLine1: optionalText('Address line 1').required('Address line 1 is required'),
    city: optionalText('City', 100).required('City is required'),
    state: optionalText('State', 100)
      .transform(upper)
      .when('countryCode', ([country], schema) => {
        const rule = ruleOf(country);
        return rule
          ? schema
              .required(`${rule.stateLabel} is required`)
              .oneOf(
                [...rule.states],
                `${rule.stateLabel} must be a ${String(country)} code, like ${rule.states[0]}`,
              )
          : schema;
      }),
    postcode: optionalText('Postcode', 20)
      .transform(upper)
      .when('countryCode', ([country], schema) => {
        const rule = ruleOf(country);
        return rule
          ? schema
              .required('Postcode is required')
              .matches(rule.postcode, `Postcode must look like ${rule.postcodeExample}`)
          : schema;
      }),
    countryCode: countryCode().default(DEFAULT_SHIP_TO_COUNTRY).required('Country is required'),
  });

// ── The shipment record ─────────────────────────────────────────────────────────────────────────

/**
 * The record as the generic calls take it. Status, confirmation, requester, shipping facts, activity
 * and the lines' allocation and packing counters are the server's (its steps set them); a new
 * shipment may start as a Draft or Open (the default).
 */
export const shipmentSchema = yup.object({
  orderType: choice('Order type', shipmentOrderTypes, 'Ecom'),
  orderStatus: choice('Status', shipmentStatuses, 'Open'),
  orderNumber: requiredText('Order number', 50).default(NO_ORDER_NUMBER),
  customReferenceNumber: optionalText('Reference number', 100),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  shipmentAddressId: optionalRef('address'),
  shipmentAddress: shipToAddress(),
  items: lineItems(),
  carrierCode: optionalText('Carrier', 50),
  serviceCode: optionalText('Service', 50),
  wantedShipDate: day('Wanted ship date'),
  notes: longText('Notes', 2000),
});

/** The small-parcel form: its own order types, a warehouse to ship from, an order number. */
export const manualShipmentSchema = shipmentSchema.shape({
  orderType: choice('Order type', manualShipmentOrderTypes, 'Ecom'),
  orderNumber: requiredText('Order number', 50),
  warehouseId: ref('warehouse'),
});

/** The bulk shipment form: order number '-' and no warehouse until one is chosen. */
export const bulkShipmentSchema = shipmentSchema.shape({
  orderType: choice('Order type', bulkShipmentOrderTypes, 'BulkShipment'),
  orderNumber: requiredText('Order number', 50).default(NO_ORDER_NUMBER),
  warehouseId: optionalRef('warehouse'),
});
export type ShipmentInput = yup.InferType<typeof shipmentSchema>;

/** A vendor's saved ship-to address (the address book). */
export const shipmentAddressSchema = yup.object({
  vendorId: ref('vendor'),
  label: requiredText('Label', 100),
  address: shipToAddress(),
});

// ── Step bodies (POST /api/common/manualShipments/{id}/{step}) ─────────────────────────────────

/** Staff accept a bulk request and choose the warehouse it ships from. */
export const confirmStepSchema = yup.object({ warehouseId: ref('warehouse') });

const wholeIndex = (label: string) =>
  numberField(label)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .required(`${label} is required`);

/**
 * An allocation: for the lines it names, the balances (lot and location) to take and how many of
 * each, adding up to the line's quantity; the lines it leaves out (or all, without a body) take the
 * first-expiry-first-out proposal.
 */
export const allocateStepSchema = yup.object({
  lines: yup
    .array()
    .of(
      yup.object({
        lineIndex: wholeIndex('Line'),
        from: yup
          .array()
          .of(
            yup.object({
              balanceId: numberField('Stock', 'Choose stock')
                .integer('Choose stock')
                .positive('Choose stock')
                .required('Choose stock'),
              quantity: quantity('Quantity'),
            }),
          )
          .typeError('Stock must be a list')
          .min(1, 'Choose the stock to take')
          .required('Choose the stock to take'),
      }),
    )
    .typeError('Lines must be a list')
    .max(500, 'At most 500 lines')
    .nullable()
    .default(null),
});
export type AllocateStepInput = yup.InferType<typeof allocateStepSchema>;

/** At most this many cartons or pallets in one packing. */
export const MAX_CONTAINERS = 500;

/** Weights in pounds (the rate weight unit of spec §9), dimensions in inches. */
const measures = {
  weight: decimal('Weight', { max: 100_000 }),
  length: decimal('Length', { max: 10_000 }),
  width: decimal('Width', { max: 10_000 }),
  height: decimal('Height', { max: 10_000 }),
};

/**
 * A bulk shipment's packing, whole: the cartons with what each holds (units of the shipment's lines)
 * and the pallet each sits on, and the pallets. It replaces the packing before; a carton or pallet
 * named by its `key` as its licence plate (CTN-…, PLT-…) keeps its LPN and SSCC, any other key is a
 * new container that gets new codes (its key only links cartons to pallets within the body), and a
 * stored container the body leaves out is unpacked. An empty packing unpacks everything.
 */
export const packStepSchema = yup.object({
  cartons: yup
    .array()
    .of(
      yup.object({
        key: optionalText('Carton', 50),
        contents: yup
          .array()
          .of(yup.object({ lineIndex: wholeIndex('Line'), quantity: quantity('Quantity') }))
          .typeError('Contents must be a list')
          .min(1, 'A carton holds at least one unit')
          .max(500, 'At most 500 entries')
          .required('A carton holds at least one unit'),
        palletKey: optionalText('Pallet', 50),
        ...measures,
      }),
    )
    .typeError('Cartons must be a list')
    .max(MAX_CONTAINERS, `At most ${MAX_CONTAINERS} cartons`)
    .default(() => []),
  pallets: yup
    .array()
    .of(yup.object({ key: requiredText('Pallet', 50), ...measures }))
    .typeError('Pallets must be a list')
    .max(MAX_CONTAINERS, `At most ${MAX_CONTAINERS} pallets`)
    .default(() => []),
});
export type PackStepInput = yup.InferType<typeof packStepSchema>;

/** NMFC freight classes (a bill of lading names one for LTL freight). */
export const freightClasses = [
  '50',
  '55',
  '60',
  '65',
  '70',
  '77.5',
  '85',
  '92.5',
  '100',
  '110',
  '125',
  '150',
  '175',
  '200',
  '250',
  '300',
  '400',
  '500',
] as const;

const positiveWeight = (label = 'Weight') =>
  numberField(label)
    .moreThan(0, `${label} must be more than 0`)
    .max(100_000, `${label} must be at most 100000`);
const packageCount = () =>
  numberField('Packages')
    .integer('Packages must be a whole number')
    .min(1, 'Packages must be at least 1')
    .max(10_000, 'Packages must be at most 10000');
/** A field this kind of shipment leaves empty. */
const absent = (label: string, message: string) =>
  optionalText(label).test('absent', message, (v) => v == null);
const noCarrier = (label: string) => absent(label, 'A pickup leaves with the customer, not a carrier');

/**
 * What shipping records, by the shipment's kind (the ship date defaults to now):
 * - a WillCall/Pickup: who collected it, and no carrier;
 * - a small parcel: carrier, service, tracking number, packages (1 by default) and weight;
 * - a bulk shipment: carrier, a tracking or a PRO number (freight: then also its freight class);
 *   packages and weight default to the packed pallets and cartons.
 */
export function shipStepSchema(orderType: string) {
  const shipDate = instant('Ship date');
  if (isPickup(orderType))
    return yup.object({
      pickedUpBy: requiredText('Picked up by', 200),
      carrierCode: noCarrier('Carrier'),
      serviceCode: noCarrier('Service'),
      trackingNumber: noCarrier('Tracking number'),
      proNumber: noCarrier('PRO number'),
      freightClass: noCarrier('Freight class'),
      packageCount: packageCount().default(1).required('Packages is required'),
      weight: positiveWeight().nullable().default(null),
      shipDate,
    });
  if (!isBulkShipment(orderType))
    return yup.object({
      carrierCode: requiredText('Carrier', 50),
      serviceCode: requiredText('Service', 50),
      trackingNumber: requiredText('Tracking number', 100),
      proNumber: absent('PRO number', 'A PRO number is for freight (bulk shipments)'),
      freightClass: absent('Freight class', 'A freight class is for freight (bulk shipments)'),
      pickedUpBy: absent('Picked up by', 'Only a pickup is picked up'),
      packageCount: packageCount().default(1).required('Packages is required'),
      weight: positiveWeight().required('Weight is required'),
      shipDate,
    });
  return yup.object({
    carrierCode: requiredText('Carrier', 50),
    serviceCode: optionalText('Service', 50),
    proNumber: optionalText('PRO number', 100),
    trackingNumber: optionalText('Tracking number', 100).when('proNumber', ([pro], schema) =>
      pro ? schema : schema.required('Enter a tracking number or a PRO number'),
    ),
    freightClass: optionalChoice('Freight class', freightClasses).when('proNumber', ([pro], schema) =>
      pro ? schema.required('Freight class is required for freight (with a PRO number)') : schema,
    ),
    pickedUpBy: absent('Picked up by', 'Only a pickup is picked up'),
    packageCount: packageCount().nullable().default(null),
    weight: positiveWeight().nullable().default(null),
    shipDate,
  });
}
export type ShipStepInput = {
  carrierCode?: string | null;
  serviceCode?: string | null;
  trackingNumber?: string | null;
  proNumber?: string | null;
  freightClass?: string | null;
  pickedUpBy?: string | null;
  packageCount?: number | null;
  weight?: number | null;
  shipDate?: Date | null;
};
