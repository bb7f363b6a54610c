/**
 * What the virtual-order suites share: a fresh storefront of a vendor (with a store, a ship-code
 * mapping and an API key for the public intake), orders sent with its key, the switch that disables
 * and enables it, and the calls of /api/common/virtualOrders.
 */
import { eq } from 'drizzle-orm';
import { projects, shipCodeMappings, stores, virtualOrders } from '../../server/db/schema';
import { orderBody, unique, type LineSpec, type OrderFixtures } from './order-fixtures';

export const BASE = '/api/common/virtualOrders';

export interface Storefront {
  id: number;
  vendorId: number;
  warehouseId: number;
  storeId: number;
  secret: string;
}

/** A new storefront of the vendor of `like` (Northwind by default), with a store and an API key. */
export async function newStorefront(
  f: OrderFixtures,
  like: OrderFixtures['project'] = f.project,
): Promise<Storefront> {
  const db = f.t.database.db;
  const code = unique('VO');
  const [project] = await db
    .insert(projects)
    .values({
      name: `Storefront ${code}`,
      clientCode: code,
      vendorId: like.vendorId,
      warehouseId: like.warehouseId,
    })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({ name: `Store ${code}`, projectId: project!.id })
    .returning();
  await db.insert(shipCodeMappings).values({
    projectId: project!.id,
    fulfillmentService: 'TPL',
    fulfillmentCarrierCode: 'UPS',
    fulfillmentServiceCode: 'GND',
    overrideToUseManualFulfill: true,
  });
  const key = await f.t.request('POST', `/api/storefronts/${project!.id}/api-keys`, {
    token: f.admin,
    body: { name: 'Connector' },
  });
  if (key.statusCode !== 201) throw new Error(`api key: ${key.statusCode} ${key.body}`);
  return {
    id: project!.id,
    vendorId: like.vendorId,
    warehouseId: like.warehouseId,
    storeId: store!.id,
    secret: key.json().secret,
  };
}

/** An order body as a storefront's connector sends it (no projectId: the key names the storefront). */
export function connectorBody(f: OrderFixtures, lines: LineSpec[], extra: Record<string, unknown> = {}) {
  const { projectId: _projectId, ...body } = orderBody(f, lines, extra);
  return body;
}

/** POST /api/public/orders with the storefront's key. */
export const sendOrder = (f: OrderFixtures, secret: string, body: unknown) =>
  f.t.request('POST', '/api/public/orders', { headers: { 'x-api-key': secret }, body });

export async function setEnabled(f: OrderFixtures, projectId: number, enabled: boolean) {
  const res = await f.t.request(
    'POST',
    `/api/common/projects/${projectId}/${enabled ? 'enable' : 'disable'}`,
    {
      token: f.admin,
    },
  );
  if (res.statusCode !== 200) throw new Error(`toggle: ${res.statusCode} ${res.body}`);
}

export async function storedVirtualOrder(f: OrderFixtures, id: number) {
  const [row] = await f.t.database.db.select().from(virtualOrders).where(eq(virtualOrders.id, id));
  return row!;
}

export const virtualOrderCount = async (f: OrderFixtures) =>
  (await f.t.database.db.select({ id: virtualOrders.id }).from(virtualOrders)).length;

export const retry = (f: OrderFixtures, id: number, body: unknown = {}, token = f.admin) =>
  f.t.request('POST', `${BASE}/${id}/retry`, { token, body });

export const retryAll = (f: OrderFixtures, body: unknown, token = f.admin) =>
  f.t.request('POST', `${BASE}/retry-all`, { token, body });

export const discard = (f: OrderFixtures, id: number, token = f.admin) =>
  f.t.request('POST', `${BASE}/${id}/discard`, { token, body: {} });

export const listVirtualOrders = (f: OrderFixtures, body: Record<string, unknown>, token = f.admin) =>
  f.t.request('POST', `${BASE}/listItems`, { token, body });
