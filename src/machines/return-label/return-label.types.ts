/** The return label flow's context, events and I/O shapes. */
import type { OrderRow } from '../../domain/contracts/orders';
import type { OrderReturnRow, ReturnAddress as Address, ReturnableLine } from '../../domain/order-return';

/** A shipped order offered in the picker (a row of POST /api/common/orders/listItems). */
export type OrderChoice = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'orderStatus'
  | 'vendorId'
  | 'warehouseId'
  | 'shipDate'
  | 'itemCount'
  | 'shipmentAddress'
>;

/** GET /api/common/orderReturns/returnable/{orderId}. */
export interface ReturnableOrder {
  order: {
    id: number;
    orderNumber: string;
    orderStatus: string;
    vendorId: number;
    warehouseId: number | null;
    shipDate: string | null;
    carrierCode: string | null;
    serviceCode: string | null;
    trackingNumber: string | null;
    shipmentAddress: Address;
  };
  lines: ReturnableLine[];
}

export interface LabelDetails {
  carrierCode: string;
  serviceCode: string;
  notes: string;
}

export interface LabelInput {
  /** From the route: start with this order. */
  orderId?: number;
  idempotencyKey: string;
}

export interface CreateReturnInput {
  idempotencyKey: string;
  body: {
    orderId: number;
    carrierCode: string;
    serviceCode: string;
    lines: { lineIndex: number; quantity: number }[];
    notes: string | null;
  };
}

export interface LabelContext {
  idempotencyKey: string;
  orderId: number | null;
  search: string;
  choices: OrderChoice[];
  order: ReturnableOrder | null;
  /** lineIndex → units to return. */
  quantities: Record<number, number>;
  details: LabelDetails;
  created: OrderReturnRow | null;
  label: Blob | null;
  /** A message for the whole step. */
  error: string | null;
  /** Messages per line (lineIndex) or per detail field. */
  problems: Record<string, string>;
}

export type LabelEvent =
  | { type: 'search.change'; text: string }
  | { type: 'order.choose'; orderId: number }
  | { type: 'order.change' }
  | { type: 'line.set'; lineIndex: number; quantity: number }
  | { type: 'lines.all' }
  | { type: 'lines.next' }
  | { type: 'details.back' }
  | { type: 'details.set'; field: keyof LabelDetails; value: string }
  | { type: 'details.submit' }
  | { type: 'label.retry' };
