/** The direct inventory update form (spec §3, DESIGN.md §6: type add, remove or set). */
import * as yup from 'yup';
import { DEFAULT_DOCUMENT_QUANTITY, DEFAULT_MEASUREMENT_UNIT } from '../constants';
import { choice, day, optionalText, quantity, ref, requiredText } from './fields';
import { unitOfMeasureCodes } from './reference';

export const directInventoryUpdateTypes = ['add', 'remove', 'set'] as const;

export const directInventoryUpdateSchema = yup.object({
  vendorId: ref('vendor'),
  warehouseId: ref('warehouse'),
  warehouseProductId: ref('product'),
  type: choice('Type', directInventoryUpdateTypes, 'add'),
  // Setting a count may set it to zero; adding or removing moves at least one unit.
  quantity: quantity('Quantity', 1, DEFAULT_DOCUMENT_QUANTITY).when('type', {
    is: 'set',
    then: () => quantity('Quantity', 0, DEFAULT_DOCUMENT_QUANTITY),
  }),
  measurementUnit: choice(
    'Unit',
    unitOfMeasureCodes,
    DEFAULT_MEASUREMENT_UNIT as (typeof unitOfMeasureCodes)[number],
  ),
  referenceNumber: optionalText('Reference number', 100),
  location: optionalText('Location', 50),
  lotNumber: optionalText('Lot number', 50),
  lpn: optionalText('LPN', 50),
  expirationDate: day('Expiration date'),
  // The reason is the ledger row's reason: every stock change says why.
  note: requiredText('Reason', 1000),
});
export type DirectInventoryUpdateInput = yup.InferType<typeof directInventoryUpdateSchema>;
