/** The order return form (spec §3); confirmation moves by the confirm action. */
import * as yup from 'yup';
import { choice, day, longText, lineItems, optionalRef, optionalText, ref } from './fields';

export const returnConfirmations = ['none', 'partial', 'full'] as const;

export const orderReturnSchema = yup.object({
  orderId: ref('order'),
  warehouseId: optionalRef('warehouse'),
  receiveDate: day('Receive date'),
  carrierCode: optionalText('Carrier', 50),
  serviceCode: optionalText('Service', 50),
  trackingNumber: optionalText('Tracking number', 100),
  confirmation: choice('Confirmation', returnConfirmations, 'none'),
  items: lineItems(),
  notes: longText('Notes', 2000),
});
export type OrderReturnInput = yup.InferType<typeof orderReturnSchema>;
