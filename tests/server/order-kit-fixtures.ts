/**
 * What the kit suites share (tests/server/order-kits*.test.ts): a bill of materials of type Kit added
 * over HTTP as the manufacturing form adds it, and a storefront product of the Northwind Shop selling
 * it, so an order line of that SKU explodes into the kit's components on intake.
 */
import { expect } from 'vitest';
import { unique, type OrderFixtures } from './order-fixtures';

export const BOM = '/api/manufacturing/billOfMaterials';
export const PRODUCTS = '/api/common/products';

export interface KitComponent {
  item: { id: number; sku: string };
  /** Units per kit, before the unit conversion (unitsPerItemUnit 2: half a unit per kit). */
  quantity: number;
  unitsPerItemUnit?: number;
}

/** A bill of materials (type Kit unless told) of the project's vendor, or another vendor's. */
export async function newKitBom(
  f: OrderFixtures,
  components: readonly KitComponent[],
  options: { vendorId?: number; type?: string } = {},
) {
  const res = await f.t.request('POST', BOM, {
    token: f.admin,
    body: {
      name: unique('Meal kit'),
      type: options.type ?? 'Kit',
      vendorId: options.vendorId ?? f.project.vendorId,
      warehouseProductId: null,
      items: components.map((c) => ({
        vendorProductId: c.item.id,
        sku: c.item.sku,
        quantity: c.quantity,
        unitsPerItemUnit: c.unitsPerItemUnit ?? 1,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; revision: number };
}

/** A storefront product of the Northwind Shop selling the kit; answers its SKU and row. */
export async function kitProduct(f: OrderFixtures, bom: { id: number }) {
  const sku = unique('MK');
  const res = await f.t.request('POST', PRODUCTS, {
    token: f.admin,
    body: { projectId: f.project.id, name: `Meal kit ${sku}`, sku, billOfMaterialsId: bom.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { sku, product: res.json() as { id: number; version: number } };
}

/** A kit of the given components, sold by a new storefront product: its BOM and SKU. */
export async function newKit(f: OrderFixtures, components: readonly KitComponent[]) {
  const bom = await newKitBom(f, components);
  return { bom, ...(await kitProduct(f, bom)) };
}
