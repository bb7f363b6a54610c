/** Administration reference data: ship code mappings (vendor statuses live with the vendors, tenants.ts). */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { jsonList, versioned } from './columns';
import { projects } from './tenants';

/**
 * Maps a storefront order's carrier and service (and requested service) to how it is fulfilled:
 * by our warehouse, or routed to an external system (fulfillmentService TPL or IRMS).
 */
export const shipCodeMappings = pgTable(
  'ship_code_mappings',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    active: boolean('active').notNull().default(true),
    overrideToUseManualFulfill: boolean('override_to_use_manual_fulfill').notNull().default(false),
    fulfillmentService: text('fulfillment_service').notNull().default('TPL'),
    fulfillmentServiceCode: text('fulfillment_service_code'),
    fulfillmentServiceName: text('fulfillment_service_name'),
    fulfillmentCarrierCode: text('fulfillment_carrier_code'),
    fulfillmentCarrierName: text('fulfillment_carrier_name'),
    orderServiceCode: text('order_service_code'),
    orderCarrierCode: text('order_carrier_code'),
    requestedService: text('requested_service'),
    customFields: jsonList<{ name: string; value: string }>('custom_fields'),
    ...versioned(),
  },
  (t) => [
    index('ship_code_mappings_project_idx').on(t.projectId, t.active),
    index('ship_code_mappings_order_codes_idx').on(t.orderCarrierCode, t.orderServiceCode),
  ],
);
