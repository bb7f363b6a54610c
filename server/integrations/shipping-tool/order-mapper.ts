/**
 * A checked ShipStation v1 order (order-payload.ts) in Dockhand's order shape (spec §3), pure. Where
 * a field has a home it goes there; what has none (line keys and options, weights, gift flag, payment
 * method, package and confirmation, the tool's ids) is answered as `unmapped`, kept with the order's
 * intake event for the connector log. Money goes through the money module only.
 *
 * Mapping: shipTo → shipmentAddress and billTo → billTo (street1–3 → addressLine1–3, postalCode →
 * postcode, country → countryCode); requestedShippingService → requestedService; customerNotes,
 * internalNotes and the gift message → notes, each on its own labelled line (the packing slip shows
 * notes); advancedOptions.customField1–3 → advancedOptions; items → lines (sku, name, quantity,
 * unitPrice), except adjustment lines (discounts), which count in the total but ship nothing;
 * orderTotal = lines + adjustments + shipping + tax. advancedOptions.storeId and tagIds name the tool's
 * records: the caller maps them through the shipping tool's store and tag mappings (issue 16).
 */
import { add, fromAmount, multiply, sum, toAmount } from '../../../src/domain/money';
import type { Address } from '../../db/schema/columns';
import type { ShipStationIntakeStatus, ShipStationOrder } from './order-payload';

export interface MappedShipStationOrder {
  /** The body of Dockhand's intake (orderIntakeSchema) minus projectId and storeId. */
  order: {
    orderNumber: string;
    orderKey: string | null;
    orderDate: Date;
    paymentDate: Date | null;
    shipByDate: Date | null;
    orderTotal: number;
    amountPaid: number | null;
    shippingAmount: number | null;
    taxAmount: number | null;
    customerEmail: string | null;
    customerUsername: string | null;
    billTo: Address | null;
    shipmentAddress: Address;
    items: { sku: string; name: string | null; quantity: number; unitPrice: number | null }[];
    advancedOptions: {
      customField1: string | null;
      customField2: string | null;
      customField3: string | null;
    };
    requestedService: string | null;
    carrierCode: string | null;
    serviceCode: string | null;
    notes: string | null;
  };
  /** What ShipStation asks of the order: created as it comes, held, or cancelled. */
  status: ShipStationIntakeStatus;
  /** The tool's store id (advancedOptions.storeId) and tag ids, for the caller to map. */
  toolStoreId: number | null;
  toolTagIds: number[];
  /** The fields with no home in Dockhand's order, kept for the connector log. */
  unmapped: Record<string, unknown>;
}

type ShipStationAddress = NonNullable<ShipStationOrder['shipTo']>;

export function addressOf(a: ShipStationAddress | null, email: string | null = null): Address {
  if (!a) return {};
  return {
    name: a.name,
    company: a.company,
    addressLine1: a.street1,
    addressLine2: a.street2,
    addressLine3: a.street3,
    city: a.city,
    state: a.state,
    postcode: a.postalCode,
    countryCode: a.country,
    phone: a.phone,
    ...(email ? { email } : {}),
  };
}

/** Non-empty entries only: the connector log shows what was sent, not ShipStation's nulls. */
function present(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, v]) =>
        v !== null &&
        v !== undefined &&
        v !== '' &&
        !(Array.isArray(v) && v.length === 0) &&
        !(
          typeof v === 'object' &&
          !Array.isArray(v) &&
          Object.keys(present(v as Record<string, unknown>)).length === 0
        ),
    ),
  );
}

function notesOf(o: ShipStationOrder): string | null {
  const lines = [
    o.customerNotes && `Customer notes: ${o.customerNotes}`,
    o.internalNotes && `Internal notes: ${o.internalNotes}`,
    o.gift && `Gift${o.giftMessage ? ` message: ${o.giftMessage}` : ''}`,
    !o.gift && o.giftMessage && `Gift message: ${o.giftMessage}`,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : null;
}

export function mapShipStationOrder(o: ShipStationOrder): MappedShipStationOrder {
  const items = o.items ?? [];
  const shipped = items.filter((item) => item.adjustment !== true);
  const adjustments = items.filter((item) => item.adjustment === true);
  const lineTotal = (item: (typeof items)[number]) => multiply(fromAmount(item.unitPrice), item.quantity);
  const orderTotal = add(sum(items.map(lineTotal)), fromAmount(o.shippingAmount), fromAmount(o.taxAmount));
  const advanced = o.advancedOptions;
  const lineExtras = items
    .map((item, index) => ({
      line: index,
      ...present({
        lineItemKey: item.lineItemKey,
        taxAmount: item.taxAmount,
        shippingAmount: item.shippingAmount,
        weight: item.weight,
        options: item.options,
        productId: item.productId,
        fulfillmentSku: item.fulfillmentSku,
        imageUrl: item.imageUrl,
        warehouseLocation: item.warehouseLocation,
        upc: item.upc,
        adjustment: item.adjustment,
        ...(item.adjustment ? { sku: item.sku, name: item.name, unitPrice: item.unitPrice } : {}),
      }),
    }))
    .filter((extra) => Object.keys(extra).length > 1);

  return {
    order: {
      orderNumber: o.orderNumber,
      orderKey: o.orderKey,
      orderDate: o.orderDate,
      paymentDate: o.paymentDate,
      shipByDate: o.shipByDate,
      // A discount can take the total below zero on paper; an order never owes less than nothing.
      orderTotal: toAmount(orderTotal < 0 ? 0 : orderTotal),
      amountPaid: o.amountPaid,
      shippingAmount: o.shippingAmount,
      taxAmount: o.taxAmount,
      customerEmail: o.customerEmail,
      customerUsername: o.customerUsername,
      billTo: o.billTo ? addressOf(o.billTo) : null,
      shipmentAddress: addressOf(o.shipTo, o.customerEmail),
      items: shipped.map((item) => ({
        sku: item.sku!,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
      advancedOptions: {
        customField1: advanced?.customField1 ?? null,
        customField2: advanced?.customField2 ?? null,
        customField3: advanced?.customField3 ?? null,
      },
      requestedService: o.requestedShippingService,
      carrierCode: o.carrierCode,
      serviceCode: o.serviceCode,
      notes: notesOf(o),
    },
    status: o.orderStatus,
    toolStoreId: advanced?.storeId ?? null,
    toolTagIds: o.tagIds ?? [],
    unmapped: present({
      customerId: o.customerId,
      shipToResidential: o.shipTo?.residential,
      billToResidential: o.billTo?.residential,
      gift: o.gift,
      paymentMethod: o.paymentMethod,
      packageCode: o.packageCode,
      confirmation: o.confirmation,
      shipDate: o.shipDate,
      weight: o.weight,
      advancedOptions: present({
        warehouseId: advanced?.warehouseId,
        storeId: advanced?.storeId,
        source: advanced?.source,
      }),
      tagIds: o.tagIds,
      adjustments: adjustments.length ? adjustments.length : null,
      lines: lineExtras,
    }),
  };
}
