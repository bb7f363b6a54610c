/**
 * A receiver: an advanced shipping notice sent to the 3PL system (spec §3: shipmentAddress,
 * createPackingSlip, expectedDate, items, vendorId, fromWarehouseId, toWarehouseId, orderNumber).
 */
import * as yup from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../constants';
import { address, choice, day, flag, lineItems, optionalRef, ref, requiredText } from './fields';

export const tplReceiverStatuses = ['Open', 'Sent', 'Received', 'Cancelled'] as const;

export const tplReceiverSchema = yup.object({
  orderNumber: requiredText('Order number', 50),
  status: choice('Status', tplReceiverStatuses, 'Open'),
  vendorId: ref('vendor'),
  fromWarehouseId: optionalRef('source warehouse'),
  toWarehouseId: ref('destination warehouse'),
  shipmentAddress: address(DEFAULT_SHIP_TO_COUNTRY),
  createPackingSlip: flag('Create packing slip', false),
  expectedDate: day('Expected date'),
  items: lineItems(),
});
export type TplReceiverInput = yup.InferType<typeof tplReceiverSchema>;
