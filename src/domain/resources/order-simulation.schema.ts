/**
 * The body of "Simulate a meal-kit order" (issue 16, POST /api/common/orders/simulate): a hypothetical
 * order (storefront, lines of kit and single SKUs, ship-to, requested service, a date) and how many
 * orders of this content to simulate (a promotion). Its lines, address and service are the order
 * form's own fields (order.schema.ts), so a simulation refuses what intake would refuse, in the same
 * words.
 */
import * as yup from 'yup';
import { orderLineSchema, orderSchema } from './order.schema';
import { numberField, ref } from './fields';

/** The most orders one simulation stands for. */
export const MAX_SIMULATED_ORDERS = 1000;
/** The most lines a simulated order may have. */
export const MAX_SIMULATED_LINES = 100;

export const orderSimulationSchema = orderSchema
  .pick(['storeId', 'shipmentAddress', 'requestedService', 'carrierCode', 'serviceCode', 'orderDate'])
  .shape({
    // The screen calls it a storefront: so do its messages.
    projectId: ref('storefront'),
    lines: yup
      .array()
      .of(orderLineSchema.pick(['sku', 'quantity']))
      .typeError('Lines must be a list')
      .min(1, 'Add at least one line')
      .max(MAX_SIMULATED_LINES, `Lines may have at most ${MAX_SIMULATED_LINES} entries`)
      .required('Add at least one line'),
    count: numberField('Orders to simulate')
      .integer('Orders to simulate must be a whole number')
      .min(1, 'Orders to simulate must be at least 1')
      .max(MAX_SIMULATED_ORDERS, `Orders to simulate must be at most ${MAX_SIMULATED_ORDERS}`)
      .default(1)
      .required('Orders to simulate is required'),
  });
export type OrderSimulationInput = yup.InferType<typeof orderSimulationSchema>;

/** The query of the SKU picker (GET /api/common/orders/simulate/skus?projectId=). */
export const simulationSkusQuerySchema = yup.object({ projectId: ref('storefront') });
