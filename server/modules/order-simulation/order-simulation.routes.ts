/**
 * "Simulate a meal-kit order" (issue 16): `POST /api/common/orders/simulate` answers what intake would
 * make of a hypothetical order (or of N orders of it), saving nothing (order-simulation.service.ts);
 * `GET …/simulate/skus?projectId=` the SKUs its lines may name, for users who may simulate but not
 * list a storefront's products (a brand).
 */
import type { FastifyInstance } from 'fastify';
import {
  ORDER_SIMULATION_PATH,
  ORDER_SIMULATION_PERMISSION,
  ORDER_SIMULATION_SKUS_PATH,
} from '../../../src/domain/contracts/order-simulation';
import {
  orderSimulationSchema,
  simulationSkusQuerySchema,
} from '../../../src/domain/resources/order-simulation.schema';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { simulateOrder, simulationSkus } from './order-simulation.service';

export async function orderSimulationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const withoutApi = (path: string) => path.replace(/^\/api/, '');

  app.post(
    withoutApi(ORDER_SIMULATION_PATH),
    {
      config: { access: [ORDER_SIMULATION_PERMISSION] },
      schema: {
        summary:
          'Simulate a (meal-kit) order, or N orders of it: its lines and kit components, stock per warehouse, the markers and holds it would get, its routing and when it could ship; nothing is saved',
      },
    },
    async (request) => {
      const input = await validateBody(orderSimulationSchema, request.body);
      return simulateOrder(db, currentUser(request), input, deps.clock.now());
    },
  );

  app.get(
    withoutApi(ORDER_SIMULATION_SKUS_PATH),
    {
      config: { access: [ORDER_SIMULATION_PERMISSION] },
      schema: {
        summary: 'The SKUs a simulated order line may name: the storefront’s products, kits included',
      },
    },
    async (request) => {
      const { projectId } = await validateBody(simulationSkusQuerySchema, request.query);
      return simulationSkus(db, currentUser(request), projectId);
    },
  );
}
