/**
 * What the dashboard suites share: the demo tenants, sign-ins, GET /api/dashboard, and rows written
 * straight into the database at times relative to the user's today (as the answer reports it).
 */
import { expect } from 'vitest';
import { orders, projects, vendors, warehouses } from '../../server/db/schema';
import { addDays, dayStartsAt, type DashboardAnswer } from '../../src/domain/dashboard';
import type { TestApp } from './harness';

export interface Tenants {
  vendor: Record<'NWG' | 'BPO' | 'KTC', number>;
  warehouse: Record<'DAL' | 'RNO' | 'CMH', number>;
  /** A project of each vendor (its warehouse: NWG-SHOP DAL, BPO-DTC RNO, KTC-SUB CMH). */
  project: Record<'NWG' | 'BPO' | 'KTC', number>;
}

export async function tenants(t: TestApp): Promise<Tenants> {
  const db = t.database.db;
  const v = await db.select().from(vendors);
  const w = await db.select().from(warehouses);
  const p = await db.select().from(projects);
  const vendor = (code: string) => v.find((x) => x.code === code)!.id;
  const wh = (code: string) => w.find((x) => x.code === code)!.id;
  const project = (clientCode: string) => p.find((x) => x.clientCode === clientCode)!.id;
  return {
    vendor: { NWG: vendor('NWG'), BPO: vendor('BPO'), KTC: vendor('KTC') },
    warehouse: { DAL: wh('DAL'), RNO: wh('RNO'), CMH: wh('CMH') },
    project: { NWG: project('NWG-SHOP'), BPO: project('BPO-DTC'), KTC: project('KTC-SUB') },
  };
}

export async function token(t: TestApp, email: string): Promise<string> {
  return (await t.login(email)).jwtToken;
}

export async function dashboard(t: TestApp, tokenOf: string, view?: string): Promise<DashboardAnswer> {
  const res = await t.request('GET', `/api/dashboard${view ? `?view=${view}` : ''}`, { token: tokenOf });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnswer;
}

/** An instant on the answer's calendar: `days` from today at `hour` o'clock of the user's day. */
export const at = (answer: DashboardAnswer, days: number, hour = 12) =>
  new Date(dayStartsAt(addDays(answer.today, days), answer.timezoneOffset).getTime() + hour * 3_600_000);

let orderSeq = 0;

/** A storefront order of a demo project (its vendor and warehouse), written as intake would leave it. */
export async function insertOrder(
  t: TestApp,
  ids: Tenants,
  owner: 'NWG' | 'BPO' | 'KTC',
  values: Partial<typeof orders.$inferInsert>,
) {
  const warehouseOf = { NWG: ids.warehouse.DAL, BPO: ids.warehouse.RNO, KTC: ids.warehouse.CMH };
  orderSeq += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `DASH-${owner}-${orderSeq}`,
      projectId: ids.project[owner],
      vendorId: ids.vendor[owner],
      warehouseId: warehouseOf[owner],
      paymentDate: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** The answer without its clock, to compare two answers for "nothing changed". */
export const figures = ({ generatedAt: _g, ...rest }: DashboardAnswer) => rest;
