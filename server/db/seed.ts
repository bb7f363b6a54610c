/**
 * The demo data set: every role of spec §6 with a demo user, vendors with their own users,
 * warehouses (one run in the external system, wmsType 2), projects with stores, manufacturing
 * vendors and content templates. Runs once, on an empty database.
 */
import { count, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { DEMO_PASSWORD, demoLogins, extraVendorLogins } from './demo-logins';
import { contentTemplates, manufacturingVendors, projects, stores, users, vendors, warehouses } from './schema';

const demoVendors = [
  { code: 'NWG', name: 'Northwind Goods', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'BPO', name: 'Bluepeak Outdoors', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'KTC', name: 'Kettle & Crumb', fulfillmentType: 'NonLogisticsVendor', status: 'InProgress' },
  { code: 'LUM', name: 'Lumen Skincare', fulfillmentType: 'LogisticsVendor', status: 'InProgress' },
];

const demoWarehouses = [
  { code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 },
  { code: 'RNO', fullName: 'Reno Fulfillment Center', wmsType: 1 },
  { code: 'CMH', fullName: 'Columbus Cross-Dock', wmsType: 1 },
  { code: 'MEM', fullName: 'Memphis (external 3PL)', wmsType: 2 },
];

/** project name, client code, vendor code, warehouse code, store names */
const demoProjects: [string, string, string, string, string[]][] = [
  ['Northwind Shop', 'NWG-SHOP', 'NWG', 'DAL', ['Northwind Shopify', 'Northwind Amazon']],
  ['Northwind Wholesale', 'NWG-WHSL', 'NWG', 'RNO', ['Northwind B2B Portal']],
  ['Bluepeak Direct', 'BPO-DTC', 'BPO', 'RNO', ['Bluepeak Shopify', 'Bluepeak Walmart']],
  ['Kettle & Crumb Subscriptions', 'KTC-SUB', 'KTC', 'CMH', ['Kettle Subscriptions']],
  ['Lumen Online', 'LUM-WEB', 'LUM', 'MEM', ['Lumen WooCommerce', 'Lumen Legacy (ignored)']],
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo data set when the database has no users yet; answers whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const vendorRows = await tx.insert(vendors).values(demoVendors).returning();
    const warehouseRows = await tx.insert(warehouses).values(demoWarehouses).returning();
    const vendorId = (code: string) => vendorRows.find((v) => v.code === code)!.id;
    const warehouseId = (code: string) => warehouseRows.find((w) => w.code === code)!.id;

    for (const [name, clientCode, vendorCode, warehouseCode, storeNames] of demoProjects) {
      const [project] = await tx
        .insert(projects)
        .values({ name, clientCode, vendorId: vendorId(vendorCode), warehouseId: warehouseId(warehouseCode) })
        .returning();
      await tx.insert(stores).values(
        storeNames.map((storeName) => ({
          name: storeName,
          projectId: project!.id,
          shouldIgnoreIt: storeName.includes('(ignored)'),
        })),
      );
    }

    await tx.insert(manufacturingVendors).values([
      { name: 'Precision Pack Co.', isThirdParty: true },
      { name: 'In-house Kitting', isThirdParty: false },
    ]);
    await tx.insert(contentTemplates).values([
      {
        name: 'Order shipped',
        description: 'Sent to the end customer when an order ships',
        subject: 'Your order {{orderNumber}} is on its way',
        content: 'Hello {{shipToName}}, your order {{orderNumber}} shipped with tracking {{trackingNumber}}.',
        visibleToEndUsers: true,
      },
      {
        name: 'Order held',
        description: 'Sent to the vendor when an order is put on hold',
        subject: 'Order {{orderNumber}} is on hold',
        content: 'Order {{orderNumber}} was put on hold: {{holdReason}}.',
      },
    ]);

    await tx.insert(users).values(
      [...demoLogins, ...extraVendorLogins].map((login) => ({
        email: login.email,
        firstName: login.firstName,
        lastName: login.lastName,
        passwordHash,
        roles: [login.role],
        isManager: login.role === 'manager',
        accessVendorIds: login.vendorCodes?.map(vendorId) ?? null,
        accessWarehouseIds: login.warehouseCodes?.map(warehouseId) ?? null,
      })),
    );
  });
  return true;
}

/** Test helper: ids of seeded rows by code. */
export async function vendorIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: vendors.id, code: vendors.code }).from(vendors).where(inArray(vendors.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}
