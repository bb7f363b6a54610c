/**
 * The lifecycle of manual (small-parcel) and bulk shipments over HTTP, generated from the lifecycle
 * table (src/domain/manual-shipment.lifecycle.ts): every step from every status of both kinds (with
 * the progress variants a status can have: a bulk request confirmed or not, packed or not). Where
 * the table offers the step, it answers 200 and leaves the status the table names; where it does
 * not, 409 with the table's reason, and the stored row is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manualShipmentSteps,
  statusAfterStep,
  stepRefusal,
  type ManualShipmentStatus,
  type ManualShipmentStep,
  type OutboundLine,
} from '../../src/domain/manual-shipment.lifecycle';
import { startTestApp, type TestApp } from './harness';
import {
  insertShipment,
  newItem,
  orderTypeOf,
  packBody,
  receive,
  stepBody,
  stored,
  takeStep,
  tenants,
  type Shipment,
  type Tenants,
} from './outbound-fixtures';

let t: TestApp;
let admin: string;
let ids: Tenants;
let item: { id: number; sku: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
  item = await newItem(t, ids.nwg, ids.dal);
  // Plenty: no allocation in this file runs short.
  await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'A-01' }, 10_000);
});
afterAll(() => t.close());

interface Variant {
  kind: 'parcel' | 'bulk';
  status: ManualShipmentStatus;
  /** Bulk: confirmed by the warehouse (a small parcel has its warehouse from the start). */
  confirmed?: boolean;
  /** AwaitingShipment: packed into a carton (bulk). */
  packed?: boolean;
}

const variants: Variant[] = [
  { kind: 'parcel', status: 'Draft' },
  { kind: 'parcel', status: 'Open' },
  { kind: 'parcel', status: 'AwaitingShipment' },
  { kind: 'parcel', status: 'Shipped' },
  { kind: 'parcel', status: 'Cancelled' },
  { kind: 'bulk', status: 'Draft' },
  { kind: 'bulk', status: 'Open' },
  { kind: 'bulk', status: 'Open', confirmed: true },
  { kind: 'bulk', status: 'AwaitingShipment', confirmed: true },
  { kind: 'bulk', status: 'AwaitingShipment', confirmed: true, packed: true },
  { kind: 'bulk', status: 'Shipped', confirmed: true },
  { kind: 'bulk', status: 'Cancelled' },
];

/** A shipment standing in the variant's state; AwaitingShipment is reached through the API. */
async function shipmentIn(v: Variant): Promise<Shipment> {
  const placed = v.kind === 'parcel' || v.confirmed;
  const common = {
    orderType: orderTypeOf(v.kind),
    vendorId: ids.nwg,
    item,
    warehouseId: placed ? ids.dal : null,
    confirmedAt: v.kind === 'bulk' && v.confirmed ? new Date() : null,
  };
  if (v.status !== 'AwaitingShipment') {
    const done = v.status === 'Shipped';
    return insertShipment(t, {
      ...common,
      orderStatus: v.status,
      allocated: done ? 2 : 0,
      packed: done ? 2 : 0,
    });
  }
  const open = await insertShipment(t, { ...common, orderStatus: 'Open' });
  const allocated = await takeStep(t, admin, 'allocate', open.id);
  expect(allocated.statusCode, allocated.body).toBe(200);
  if (v.packed) {
    const packed = await takeStep(t, admin, 'pack', open.id, packBody(allocated.json() as Shipment));
    expect(packed.statusCode, packed.body).toBe(200);
  }
  return stored(t, open.id);
}

const stateOf = (s: Shipment) => ({
  orderType: s.orderType,
  orderStatus: s.orderStatus,
  warehouseId: s.warehouseId,
  confirmedAt: s.confirmedAt,
  items: s.items as OutboundLine[],
});

const label = (v: Variant) =>
  `${v.kind} ${v.status}${v.confirmed ? ' confirmed' : ''}${v.packed ? ' packed' : ''}`;
const cases = variants.flatMap((v) => manualShipmentSteps.map((step) => ({ v, step, name: label(v) })));
const taken = new Set<string>();

describe('every step from every status', () => {
  it.each(cases)('$name: $step', async ({ v, step }) => {
    const before = await shipmentIn(v);
    const refusal = stepRefusal(stateOf(before), step);
    const res = await takeStep(t, admin, step, before.id, stepBody(step, before, ids));
    if (refusal === null) {
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as Shipment;
      expect(after.orderStatus).toBe(statusAfterStep(before.orderStatus as ManualShipmentStatus, step));
      expect(after.version).toBe(before.version + 1);
      expect((await stored(t, before.id)).orderStatus).toBe(after.orderStatus);
      taken.add(`${v.kind}:${before.orderStatus}:${step}`);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(refusal);
      expect(await stored(t, before.id)).toEqual(before);
    }
  });

  it('took every move the table allows for each kind at least once', () => {
    const expected: [string, ManualShipmentStatus, ManualShipmentStep][] = [
      ['parcel', 'Draft', 'submit'],
      ['parcel', 'Open', 'allocate'],
      ['parcel', 'AwaitingShipment', 'allocate'],
      ['parcel', 'AwaitingShipment', 'ship'],
      ['parcel', 'Draft', 'cancel'],
      ['parcel', 'Open', 'cancel'],
      ['parcel', 'AwaitingShipment', 'cancel'],
      ['bulk', 'Draft', 'submit'],
      ['bulk', 'Draft', 'confirm'],
      ['bulk', 'Open', 'confirm'],
      ['bulk', 'Open', 'allocate'],
      ['bulk', 'AwaitingShipment', 'allocate'],
      ['bulk', 'AwaitingShipment', 'pack'],
      ['bulk', 'AwaitingShipment', 'ship'],
      ['bulk', 'Open', 'cancel'],
      ['bulk', 'AwaitingShipment', 'cancel'],
    ];
    expect(expected.filter(([kind, status, step]) => !taken.has(`${kind}:${status}:${step}`))).toEqual([]);
  });
});
