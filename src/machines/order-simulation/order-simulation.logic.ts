/** Pure rules of the simulation flow, shared by its guards and its screen: the body and what is wrong with it. */
import { ValidationError } from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import { orderSimulationSchema } from '../../domain/resources/order-simulation.schema';
import { dayToInstant } from '../../domain/timezone';
import type { SimulationBody, SimulationValues } from './order-simulation.types';

export const emptySimulationLine = () => ({ sku: '', quantity: 1 as number | '' | null });

/** A new simulation: one empty line, one order, shipped in the default country, dated today. */
export const newSimulationValues = (projectId: number | null = null): SimulationValues => ({
  projectId,
  lines: [emptySimulationLine()],
  shipmentAddress: {
    countryCode: DEFAULT_SHIP_TO_COUNTRY,
    state: '',
    city: '',
    postcode: '',
    addressLine1: '',
  },
  requestedService: '',
  orderDate: null,
  count: 1,
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** '' and null stay empty (the schema says it is required); anything else a number. */
const number = <T>(value: number | '' | null, empty: T) =>
  value === '' || value === null ? empty : Number(value);

/** The call's body: trimmed text, numbers, the day as the instant it means in the user's zone. */
export function simulationBody(
  values: SimulationValues,
  timezone: number | null,
  now = new Date(),
): SimulationBody {
  const address = values.shipmentAddress;
  return {
    projectId: values.projectId as number,
    storeId: null,
    lines: values.lines.map((l) => ({ sku: l.sku.trim(), quantity: number(l.quantity, null) as number })),
    shipmentAddress: {
      name: null,
      company: null,
      addressLine1: text(address.addressLine1),
      addressLine2: null,
      addressLine3: null,
      city: text(address.city),
      state: text(address.state),
      postcode: text(address.postcode),
      countryCode: text(address.countryCode),
      email: null,
      phone: null,
    },
    requestedService: text(values.requestedService),
    carrierCode: null,
    serviceCode: null,
    orderDate: dayToInstant(values.orderDate, timezone, now),
    count: number(values.count, null) as number,
  };
}

/** What is wrong with the values, by field path, by the server's own rules (orderSimulationSchema). */
export function simulationProblems(values: SimulationValues): Record<string, string> {
  try {
    orderSimulationSchema.validateSync(simulationBody(values, null), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
    return problems;
  }
}

/** A 400 naming fields the form shows (any path under its values) goes back to the form. */
export const isFormField = (path: string) =>
  /^(projectId|lines|shipmentAddress|requestedService|orderDate|count)\b/.test(path);
