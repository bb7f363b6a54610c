/** The meal-kit simulation flow's context, events and I/O shapes. */
import type { OrderSimulation } from '../../domain/contracts/order-simulation';
import type { OrderSimulationInput } from '../../domain/resources/order-simulation.schema';

export interface SimulationLineValues {
  sku: string;
  quantity: number | '' | null;
}

/** The ship-to fields a simulation asks for (country, state, city, postal code, street). */
export interface SimulationAddressValues {
  countryCode: string;
  state: string;
  city: string;
  postcode: string;
  addressLine1: string;
}

/** What the composing form holds, as typed (numbers and the day are read when sent). */
export interface SimulationValues {
  projectId: number | null;
  lines: SimulationLineValues[];
  shipmentAddress: SimulationAddressValues;
  requestedService: string;
  /** 'YYYY-MM-DD' in the user's zone, or null for today. */
  orderDate: string | null;
  /** Orders of this content (a promotion): 1 to 1000. */
  count: number | '' | null;
}

/** The body POST /api/common/orders/simulate takes (its schema's input, dates as ISO text). */
export type SimulationBody = Omit<OrderSimulationInput, 'orderDate'> & { orderDate: string | null };

export interface SimulationInput {
  /** The user's stored hour offset: a typed day means that day in their zone. */
  timezone: number | null;
  /** Start from these values (the QA viewer, tests); an empty order otherwise. */
  values?: SimulationValues;
}

export interface SimulationContext {
  timezone: number | null;
  values: SimulationValues;
  /** Messages per field (the form's checks, or the server's), by path ('lines[0].sku'). */
  problems: Record<string, string>;
  /** A message for the whole simulation. */
  error: string | null;
  result: OrderSimulation | null;
}

export type SimulationEvent =
  | { type: 'simulation.run'; values: SimulationValues }
  | { type: 'simulation.edit' }
  | { type: 'simulation.retry' };
