import { shipCodeMappingsContract } from '../../../domain/contracts/ship-code-mappings';
import {
  fulfillmentServices,
  shipCodeMappingSchema,
} from '../../../domain/resources/ship-code-mapping.schema';
import { defineCrud } from '../crud-config';
import { projectsRef } from '../crud-refs';

const serviceOptions = fulfillmentServices.map((s) => ({ value: s, label: s }));

/** /integrations/shipping-code-mappings: how a storefront order's carrier and service are fulfilled. */
export const shipCodeMappingsCrud = defineCrud(shipCodeMappingsContract, {
  title: 'Shipping code mappings',
  description: "How a storefront order's carrier and service are fulfilled: by our warehouse, TPL or IRMS.",
  singular: 'Mapping',
  rowLabel: (row) =>
    [row.orderCarrierCode, row.orderServiceCode, row.requestedService].filter(Boolean).join(' / ') ||
    `#${String(row.id)}`,
  columns: [
    // Sized so that the default columns fit a 1440 px screen: names wrap, service codes are cut.
    { key: 'projectId', header: 'Project', ref: projectsRef, minWidth: 120 },
    { key: 'orderCarrierCode', header: 'Order carrier', sortKey: 'orderCarrierCode', minWidth: 70 },
    { key: 'orderServiceCode', header: 'Order service', sortKey: 'orderServiceCode', width: 150 },
    { key: 'requestedService', header: 'Requested service', sortKey: 'requestedService', minWidth: 90 },
    { key: 'fulfillmentService', header: 'Fulfilled by', format: 'badge', minWidth: 70 },
    { key: 'fulfillmentServiceCode', header: 'Fulfilment service', minWidth: 90 },
    { key: 'fulfillmentCarrierCode', header: 'Fulfilment carrier', hiddenByDefault: true },
    { key: 'active', header: 'Active', format: 'bool' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Carrier, service or code' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
    { name: 'fulfillmentService', label: 'Fulfilled by', type: 'select', options: serviceOptions },
  ],
  form: {
    schema: shipCodeMappingSchema,
    fields: [
      {
        name: 'projectId',
        label: 'Project',
        type: 'select',
        optionsFrom: projectsRef,
      },
      { name: 'orderCarrierCode', label: 'Order carrier code', type: 'text' },
      { name: 'orderServiceCode', label: 'Order service code', type: 'text' },
      { name: 'requestedService', label: 'Requested service', type: 'text' },
      { name: 'fulfillmentService', label: 'Fulfilled by', type: 'select', options: serviceOptions },
      { name: 'fulfillmentServiceCode', label: 'Fulfilment service code', type: 'text' },
      { name: 'fulfillmentServiceName', label: 'Fulfilment service name', type: 'text' },
      { name: 'fulfillmentCarrierCode', label: 'Fulfilment carrier code', type: 'text' },
      { name: 'fulfillmentCarrierName', label: 'Fulfilment carrier name', type: 'text' },
      { name: 'active', label: 'Active', type: 'checkbox' },
      { name: 'overrideToUseManualFulfill', label: 'Use manual fulfilment', type: 'checkbox' },
      {
        name: 'customFields',
        label: 'Custom fields',
        type: 'pairs',
        helpText: 'Sent with the order to the fulfilment service: up to 20 names with their values.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
