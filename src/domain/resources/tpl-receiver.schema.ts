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
  fromWarehouseId: optionalRef('source warehouse').test(
    'not-destination',
    'The source warehouse cannot be the destination',
    function (from) {
      return from == null || from !== this.parent.toWarehouseId;
    },
  ),
  toWarehouseId: ref('destination warehouse'),
  shipmentAddress: address(DEFAULT_SHIP_TO_COUNTRY),
  createPackingSlip: flag('Create packing slip', false),
  expectedDate: day('Expected date'),
  // A notice announces something: at least one line, each of at least 1 unit (lineItem's quantity).
  items: lineItems().min(1, 'Add at least one item'),
});
export type TplReceiverInput = yup.InferType<typeof tplReceiverSchema>;
