/**
 * Who works in the demo: vendors, warehouses (one run in the external system), storefronts with
 * their stores, manufacturing vendors, content templates, and every role's demo user. Reference data
 * without a lifecycle of its own, inserted as it is.
 */
import { hashPassword } from '../../auth/passwords';
import type { Tx } from '../client';
import { DEMO_PASSWORD, demoLogins, extraVendorLogins } from '../demo-logins';
import {
  contentTemplates,
  manufacturingVendors,
  projects,
  stores,
  users,
  vendors,
  warehouses,
} from '../schema';
import { demoProjects, demoVendors, demoWarehouses } from './demo-data';

export interface People {
  vendorRows: (typeof vendors.$inferSelect)[];
  warehouseRows: (typeof warehouses.$inferSelect)[];
  userRows: (typeof users.$inferSelect)[];
  manufacturingVendorIds: number[];
  templateIds: number[];
}

export async function buildPeopleAndVendors(tx: Tx, at: Date): Promise<People> {
  const stamp = { createdAt: at, updatedAt: at };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const vendorRows = await tx
    .insert(vendors)
    .values(demoVendors.map((v) => ({ ...v, ...stamp })))
    .returning();
  const warehouseRows = await tx
    .insert(warehouses)
    .values(demoWarehouses.map((w) => ({ ...w, ...stamp })))
    .returning();
  const vendorId = (code: string) => vendorRows.find((v) => v.code === code)!.id;
  const warehouseId = (code: string) => warehouseRows.find((w) => w.code === code)!.id;

  for (const [name, clientCode, vendorCode, warehouseCode, storeNames] of demoProjects) {
    const [project] = await tx
      .insert(projects)
      .values({
        name,
        clientCode,
        vendorId: vendorId(vendorCode),
        warehouseId: warehouseId(warehouseCode),
        ...stamp,
      })
      .returning();
    await tx.insert(stores).values(
      storeNames.map((storeName) => ({
        name: storeName,
        projectId: project!.id,
        shouldIgnoreIt: storeName.includes('(ignored)'),
        ...stamp,
      })),
    );
  }

  const manufacturingRows = await tx
    .insert(manufacturingVendors)
    .values([
      { name: 'Precision Pack Co.', isThirdParty: true, ...stamp },
      { name: 'In-house Kitting', isThirdParty: false, ...stamp },
    ])
    .returning();
  const templateRows = await tx
    .insert(contentTemplates)
    .values([
      {
        name: 'Order shipped',
        description: 'Sent to the end customer when an order ships',
        subject: 'Your order {{ event.orderNumber }} is on its way',
        content:
          '<p>Hello {{ event.customerName }},</p><p>Your order {{ event.orderNumber }} from {{ event.storefront }} shipped with {{ event.carrierCode }}, tracking {{ event.trackingNumber }}.</p><p>{{ event.itemsSummary }}</p>',
        visibleToEndUsers: true,
        ...stamp,
      },
      {
        name: 'Order held',
        description: 'Sent to the vendor when an order is put on hold',
        subject: 'Order {{ event.orderNumber }} is on hold',
        content:
          '<p>Order {{ event.orderNumber }} was put on hold ({{ event.marker }}): {{ event.reason }}.</p>',
        ...stamp,
      },
    ])
    .returning();

  const userRows = await tx
    .insert(users)
    .values(
      [...demoLogins, ...extraVendorLogins].map((login) => ({
        email: login.email,
        firstName: login.firstName,
        lastName: login.lastName,
        passwordHash,
        roles: [login.role],
        isManager: login.role === 'manager',
        accessVendorIds: login.vendorCodes?.map(vendorId) ?? null,
        accessWarehouseIds: login.warehouseCodes?.map(warehouseId) ?? null,
        ...stamp,
      })),
    )
    .returning();
  return {
    vendorRows,
    warehouseRows,
    userRows,
    manufacturingVendorIds: manufacturingRows.map((m) => m.id),
    templateIds: templateRows.map((t) => t.id),
  };
}
