/** The simulation flow's I/O: POST /api/common/orders/simulate (order-simulation.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { simulateOrder } from '../../api/order-simulation.api';
import type { OrderSimulation } from '../../domain/contracts/order-simulation';
import { failingAs } from '../api-failure';
import { orderSimulationMachine } from './order-simulation.machine';
import type { SimulationBody } from './order-simulation.types';

export function createOrderSimulationMachine(api: ApiClient) {
  return orderSimulationMachine.provide({
    actors: {
      simulate: fromPromise<OrderSimulation, SimulationBody>(({ input, signal }) =>
        failingAs(simulateOrder(api, input, signal)),
      ),
    },
  });
}
