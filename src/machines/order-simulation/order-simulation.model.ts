/**
 * The simulation flow's model for generated paths (flow-model.ts): a promotion of 50 meal kits, and
 * values missing a SKU (refused before anything is sent). The server may answer the simulation,
 * refuse a field (back to composing), or fail (retry, edit); a run while one is running starts over.
 */
import type { OrderSimulation } from '../../domain/contracts/order-simulation';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { newSimulationValues } from './order-simulation.logic';
import { orderSimulationMachine } from './order-simulation.machine';
import type { SimulationEvent, SimulationValues } from './order-simulation.types';

const promotion: SimulationValues = {
  ...newSimulationValues(3),
  lines: [{ sku: 'NWG-RAMEN-KIT', quantity: 1 }],
  shipmentAddress: {
    countryCode: 'US',
    state: 'TX',
    city: 'Dallas',
    postcode: '75201',
    addressLine1: '1 Main St',
  },
  requestedService: 'Standard',
  count: 50,
};
const missingSku: SimulationValues = { ...promotion, lines: [{ sku: '', quantity: 1 }] };

const answer = {
  refused: null,
  storefront: { id: 3, name: 'Northwind Shop', warehouseId: 1, warehouseName: 'Dallas' },
  orderStatus: 'awaiting_shipment',
  lines: [],
  warehouses: [],
  availability: [],
  markers: [],
  holds: [],
  route: null,
  noRouteReason: null,
  shipping: { status: 'now', date: '2026-12-01', summary: 'Everything is in stock.', shortages: [] },
  promotion: null,
} satisfies OrderSimulation;

export const orderSimulationModel = defineFlowModel({
  machine: orderSimulationMachine,
  inputs: [{ timezone: null }],
  events: (): SimulationEvent[] => [
    { type: 'simulation.run', values: promotion },
    { type: 'simulation.run', values: missingSku },
    { type: 'simulation.edit' },
    { type: 'simulation.retry' },
  ],
  answers: {
    simulate: {
      output: [answer],
      error: [
        Object.assign(asCallFailure(new Error('Some fields are not valid.')), {
          status: 400,
          fields: { projectId: 'Choose a project you have access to' },
        }),
        Object.assign(asCallFailure(new Error('The server answered 503.')), { status: 503 }),
      ],
    },
  },
  facets: (s) => ({
    result: s.context.result !== null,
    problems: Object.keys(s.context.problems).sort(),
  }),
});
