/**
 * "Simulate a meal-kit order" (issue 16): the simulation call, and the SKUs a simulated line may name
 * (the storefront's products, kits included: a brand may simulate without listing products).
 */
import {
  ORDER_SIMULATION_PATH,
  ORDER_SIMULATION_SKUS_PATH,
  type OrderSimulation,
  type SimulationSku,
} from '../domain/contracts/order-simulation';
import type { ApiClient } from './http';

export type * from '../domain/contracts/order-simulation';

/** POST /api/common/orders/simulate: what intake would make of the order; nothing is saved. */
export const simulateOrder = (api: ApiClient, body: Record<string, unknown>, signal?: AbortSignal) =>
  api<OrderSimulation>(ORDER_SIMULATION_PATH, { method: 'POST', body, signal });

/** The SKUs a simulated line may name: the storefront's products, kits included. */
export const loadSimulationSkus = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<SimulationSku[]>(ORDER_SIMULATION_SKUS_PATH, { query: { projectId }, signal });
