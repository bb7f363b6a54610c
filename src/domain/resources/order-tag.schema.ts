/** The order tag form (spec §3). */
import * as yup from 'yup';
import { color, optionalChoice, ref, requiredText } from './fields';

/** System-use values of useFor: the order problem markers (spec §3, §8). */
export const orderProblemMarkers = [
  'MISSING_SKU',
  'DUPLICATE_ORDER_NUMBER',
  'UNKNOWN_ERROR',
  'CONFIG_ERROR',
  'NOT_ENOUGH_INVENTORY',
  'SENT_TO_FULFILLMENT',
  'SKU_FORCED_HOLD',
  'NO_ORDER_ITEMS',
  'FULFILLED',
  'ORDER_MIRRORED',
  'ORDER_MIRRORED_CLOSED',
  // Not in spec §3's list: an order from a connector with no ship-to a carrier can deliver to (issue 20).
  'MISSING_ADDRESS',
] as const;
export type OrderProblemMarker = (typeof orderProblemMarkers)[number];

export const orderTagSchema = yup.object({
  projectId: ref('project'),
  name: requiredText('Name', 50),
  color: color(),
  useFor: optionalChoice('Use for', orderProblemMarkers),
});
export type OrderTagInput = yup.InferType<typeof orderTagSchema>;
