/**
 * Order returns (spec §3, issue 5), shared by the server and the screens: a return's lines and how
 * much of each has arrived, what of a shipped order may still be returned, the return's confirmation
 * and its RMA number. A kit (issue 16) comes back as its components — what physically returns — each
 * named with its kit; the kit line itself ships nothing, so it is never a returnable line. Pure: no I/O.
 */
import { isKitLine, type KitFields } from './order-kits';
import { kitNameOf } from './order-kit-lines';
import type { returnConfirmations } from './resources/order-return.schema';

export type ReturnConfirmation = (typeof returnConfirmations)[number];

/** A line of a return, as stored in order_returns.items. */
export interface ReturnLine {
  /** The order line it comes from (its position in the order's items). */
  lineIndex: number;
  sku: string;
  name: string | null;
  /** The vendor item's SKU and id the order line was mapped to (what the warehouse stocks). */
  wmsSku: string | null;
  vendorProductId: number | null;
  /** Units the customer sends back. */
  quantity: number;
  /** Units received back into available stock, and received damaged. */
  restockedQuantity: number;
  damagedQuantity: number;
  /** A kit's component: the name of the kit it came in. */
  kitName?: string | null;
}

/** The fields of an order line this module reads. */
export interface ReturnOrderLine extends KitFields {
  sku: string;
  name?: string | null;
  quantity: number;
  wmsSku?: string | null;
  vendorProductId?: number | null;
  ignored?: boolean;
}

/** What of one order line can still be returned. */
export interface ReturnableLine {
  lineIndex: number;
  sku: string;
  name: string | null;
  wmsSku: string | null;
  vendorProductId: number | null;
  /** Units that left the warehouse (0 for lines never fulfilled: ignored or unmapped). */
  shipped: number;
  /** Units earlier returns of the order already cover. */
  returned: number;
  returnable: number;
  /** A kit line: never returned itself (its components come back). */
  isKit?: boolean;
  /** A kit's component (or a kit line): the name of the kit. */
  kitName?: string | null;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** Units of a return line that arrived, restocked or damaged. */
export const receivedOf = (line: Pick<ReturnLine, 'restockedQuantity' | 'damagedQuantity'>) =>
  count(line.restockedQuantity) + count(line.damagedQuantity);

/** Units of a return line still expected. */
export const remainingOf = (line: Pick<ReturnLine, 'quantity' | 'restockedQuantity' | 'damagedQuantity'>) =>
  Math.max(0, count(line.quantity) - receivedOf(line));

/** none until something arrives; full once every line has arrived whole. */
export function confirmationOf(lines: readonly ReturnLine[]): ReturnConfirmation {
  if (lines.length > 0 && lines.every((l) => remainingOf(l) === 0)) return 'full';
  return lines.some((l) => receivedOf(l) > 0) ? 'partial' : 'none';
}

/** `{ kitName }` for a kit's component (and a kit line), nothing for other lines. */
const kitNamed = (kitName: string | null) => (kitName ? { kitName } : {});

/**
 * A stored line read safely: returns made before lines carried their order line (the demo's first
 * ones) are matched to the order's first line with the same SKU.
 */
export function normalizeReturnLine(
  raw: Record<string, unknown>,
  orderLines: readonly ReturnOrderLine[] = [],
): ReturnLine {
  const sku = String(raw.sku ?? '');
  const lineIndex =
    typeof raw.lineIndex === 'number' ? raw.lineIndex : orderLines.findIndex((l) => l.sku === sku);
  const orderLine = orderLines[lineIndex];
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    lineIndex,
    sku,
    name: text(raw.name) ?? orderLine?.name ?? null,
    wmsSku: text(raw.wmsSku) ?? orderLine?.wmsSku ?? null,
    vendorProductId:
      typeof raw.vendorProductId === 'number' ? raw.vendorProductId : (orderLine?.vendorProductId ?? null),
    quantity: count(raw.quantity),
    restockedQuantity: count(raw.restockedQuantity),
    damagedQuantity: count(raw.damagedQuantity),
    // Only a kit's component says which kit it came in.
    ...kitNamed(text(raw.kitName) ?? (orderLine ? kitNameOf(orderLines, orderLine) : null)),
  };
}

/**
 * What each line of a shipped order may still be returned: what shipped minus what earlier returns
 * of the order already cover (whether or not they have arrived yet).
 */
export function returnableLines(
  orderLines: readonly ReturnOrderLine[],
  earlierReturns: readonly (readonly Record<string, unknown>[])[],
): ReturnableLine[] {
  const returned = new Map<number, number>();
  for (const items of earlierReturns) {
    for (const raw of items) {
      const line = normalizeReturnLine(raw, orderLines);
      if (line.lineIndex >= 0)
        returned.set(line.lineIndex, (returned.get(line.lineIndex) ?? 0) + line.quantity);
    }
  }
  return orderLines.map((l, lineIndex) => {
    const shipped = l.ignored || isKitLine(l) || l.vendorProductId == null ? 0 : count(l.quantity);
    const already = returned.get(lineIndex) ?? 0;
    return {
      lineIndex,
      sku: l.sku,
      name: l.name ?? null,
      wmsSku: l.wmsSku ?? null,
      vendorProductId: l.vendorProductId ?? null,
      shipped,
      returned: already,
      returnable: Math.max(0, shipped - already),
      ...(isKitLine(l) ? { isKit: true } : {}),
      ...kitNamed(isKitLine(l) ? (l.kit?.name ?? l.sku) : kitNameOf(orderLines, l)),
    };
  });
}

/** The RMA number of a return: printed and barcoded on its label, scanned when the parcel arrives. */
export const rmaNumber = (returnId: number) => `RMA${String(returnId).padStart(8, '0')}`;

/** The file name of a return's label. */
export const labelFileName = (rma: string) => `return-label-${rma.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

export const confirmationLabels: Record<ReturnConfirmation, string> = {
  none: 'Awaiting return',
  partial: 'Partly received',
  full: 'Received',
};

/** A return as the API answers it (GET /api/common/orderReturns/{id}, list rows). */
export interface OrderReturnRow {
  id: number;
  version: number;
  orderId: number;
  orderNumber: string | null;
  vendorId: number;
  warehouseId: number;
  receiveDate: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  /** The RMA number (on the label). */
  trackingNumber: string | null;
  confirmation: ReturnConfirmation;
  items: ReturnLine[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The RMA number a return shows: its label's, or one derived from its id. */
export const returnNumberOf = (row: Pick<OrderReturnRow, 'id' | 'trackingNumber'>) =>
  row.trackingNumber ?? rmaNumber(row.id);

/**
 * The carriers and services a return label offers. The server takes any carrier and service code
 * (a ship code mapping may name others); these are the ones the label screen proposes.
 */
export const returnCarriers = [
  {
    code: 'usps',
    label: 'USPS',
    services: [
      { code: 'usps_ground_advantage', label: 'Ground Advantage' },
      { code: 'usps_priority_mail', label: 'Priority Mail' },
    ],
  },
  {
    code: 'ups',
    label: 'UPS',
    services: [
      { code: 'ups_ground', label: 'Ground' },
      { code: 'ups_3_day_select', label: '3 Day Select' },
    ],
  },
  {
    code: 'fedex',
    label: 'FedEx',
    services: [
      { code: 'fedex_ground', label: 'Ground' },
      { code: 'fedex_home_delivery', label: 'Home Delivery' },
    ],
  },
] as const;

/** 'USPS · Ground Advantage' (codes as they are when not in the list). */
export function carrierServiceLabel(carrierCode: string | null, serviceCode: string | null): string {
  const carrier = returnCarriers.find((c) => c.code === carrierCode);
  const service = carrier?.services.find((s) => s.code === serviceCode);
  return [carrier?.label ?? carrierCode, service?.label ?? serviceCode].filter(Boolean).join(' · ');
}

/** The address fields a return shows (an order's ship-to: where the parcel comes from). */
export interface ReturnAddress {
  name?: string | null;
  company?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
}

/** 'Ava Chen, 12 Elm St, Austin TX 78701' (what is there). */
export function addressSummary(a: ReturnAddress | null | undefined): string {
  if (!a) return '';
  const place = [a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.name, a.company, a.addressLine1, place].filter(Boolean).join(' · ');
}
