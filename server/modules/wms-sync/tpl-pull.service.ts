/**
 * Step a of a 3PL sync: the WMS's lists (facilities, customers, their items, units of measure,
 * carriers with their services, billing codes) into the tpl_* tables. Each list is asked for first
 * and then written in a short transaction of its own (tpl-lists.service.ts), so no transaction waits
 * on the WMS.
 *
 * Mapping, on first sight only, so a mapping someone set (or cleared) by hand is never overwritten:
 * a facility whose code or name is the connection's warehouse code (or the only facility) becomes that
 * warehouse; a customer whose name is a vendor's name or code becomes that vendor. Items cannot be
 * mapped by hand, so every unmapped one is mapped at each sync: to the vendor product of its customer's
 * vendor with the same SKU.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { WmsSyncCounts } from '../../../src/domain/contracts/wms-connections';
import {
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplItems,
  vendorProducts,
  vendors,
} from '../../db/schema';
import type { PulledCustomer, PulledFacility, PulledItem } from '../../integrations/tpl-wms/records';
import { upsertList, upsertUnitsOfMeasure, type ListScope } from './tpl-lists.service';
import { facilitiesOf } from './tpl-mapping.queries';
import type { StepCounts, TplRun } from './wms-sync.types';

const sameText = (a: string | null | undefined, b: string) =>
  a?.trim().toLowerCase() === b.trim().toLowerCase();

/** One list written in a short transaction of its own. */
const writeList = <T>(run: TplRun, work: (scope: ListScope) => Promise<T>) =>
  run.db.transaction((tx) => work({ tx, connectionId: run.connection.id, now: run.clock.now() }));

/**
 * A facility kept by hand under a pulled facility's code (with an id made up before there was a
 * connection) is that facility: it takes the WMS's id and keeps its mapping.
 */
async function adoptByCode({ tx, connectionId }: ListScope, pulled: readonly PulledFacility[]) {
  const owned = await facilitiesOf(tx, connectionId);
  const handMade = await tx
    .select()
    .from(tplFacilities)
    .where(isNull(tplFacilities.connectionId))
    .orderBy(tplFacilities.id);
  for (const facility of pulled) {
    if (!facility.code || owned.has(facility.externalId)) continue;
    if (handMade.some((h) => h.externalId === facility.externalId)) continue;
    const same = handMade.find((h) => h.connectionId === null && sameText(h.code, facility.code!));
    if (!same) continue;
    same.connectionId = connectionId;
    await tx
      .update(tplFacilities)
      .set({ connectionId, externalId: facility.externalId })
      .where(and(eq(tplFacilities.id, same.id), isNull(tplFacilities.connectionId)));
  }
}

async function pullFacilities(run: TplRun, pulled: PulledFacility[]): Promise<StepCounts> {
  return writeList(run, async (scope) => {
    await adoptByCode(scope, pulled);
    const { counts, createdIds } = await upsertList(scope, tplFacilities, pulled, {
      key: ['externalId'],
      compared: ['name', 'code'],
    });
    const code = run.warehouse.code;
    const matching = pulled.filter((f) => sameText(f.code, code) || sameText(f.name, code));
    const mine = matching.length ? matching : pulled.length === 1 ? pulled : [];
    const mineIds = mine.map((f) => f.externalId);
    const mapped =
      createdIds.length && mineIds.length
        ? await scope.tx
            .update(tplFacilities)
            .set({ warehouseId: run.warehouse.id })
            .where(
              and(
                inArray(tplFacilities.id, createdIds),
                inArray(tplFacilities.externalId, mineIds),
                isNull(tplFacilities.warehouseId),
              ),
            )
            .returning({ id: tplFacilities.id })
        : [];
    return { ...counts, mapped: mapped.length };
  });
}

async function pullCustomers(run: TplRun, pulled: PulledCustomer[]): Promise<StepCounts> {
  return writeList(run, async (scope) => {
    const { counts, createdIds } = await upsertList(
      scope,
      tplCustomers,
      pulled.map(({ externalId, name }) => ({ externalId, name })),
      { key: ['externalId'], compared: ['name'] },
    );
    let mapped = 0;
    if (createdIds.length) {
      const fresh = await scope.tx.select().from(tplCustomers).where(inArray(tplCustomers.id, createdIds));
      const names = fresh.map((c) => c.name.trim().toLowerCase());
      const candidates = await scope.tx
        .select({ id: vendors.id, name: vendors.name, code: vendors.code })
        .from(vendors)
        .where(or(inArray(sql`lower(${vendors.name})`, names), inArray(sql`lower(${vendors.code})`, names)));
      for (const customer of fresh) {
        const vendor = candidates.find(
          (v) => sameText(v.name, customer.name) || sameText(v.code, customer.name),
        );
        if (!vendor) continue;
        const done = await scope.tx
          .update(tplCustomers)
          .set({ vendorId: vendor.id })
          .where(and(eq(tplCustomers.id, customer.id), isNull(tplCustomers.vendorId)))
          .returning({ id: tplCustomers.id });
        mapped += done.length;
      }
    }
    return { ...counts, mapped };
  });
}

async function pullItems(run: TplRun, pulled: PulledItem[]): Promise<StepCounts> {
  return writeList(run, async (scope) => {
    const { counts } = await upsertList(
      scope,
      tplItems,
      pulled.map((item) => ({
        externalId: item.externalId,
        customerExternalId: item.customerId,
        sku: item.sku,
        description: item.description,
        unitOfMeasure: item.unitOfMeasure,
      })),
      { key: ['externalId'], compared: ['customerExternalId', 'sku', 'description', 'unitOfMeasure'] },
    );
    const matches = await scope.tx
      .select({ id: tplItems.id, vendorProductId: vendorProducts.id })
      .from(tplItems)
      .innerJoin(
        tplCustomers,
        and(
          eq(tplCustomers.connectionId, run.connection.id),
          eq(tplCustomers.externalId, tplItems.customerExternalId),
        ),
      )
      .innerJoin(
        vendorProducts,
        and(eq(vendorProducts.vendorId, tplCustomers.vendorId), eq(vendorProducts.sku, tplItems.sku)),
      )
      .where(and(eq(tplItems.connectionId, run.connection.id), isNull(tplItems.vendorProductId)));
    for (const match of matches)
      await scope.tx
        .update(tplItems)
        .set({ vendorProductId: match.vendorProductId, updatedAt: scope.now })
        .where(and(eq(tplItems.id, match.id), isNull(tplItems.vendorProductId)));
    return { ...counts, mapped: matches.length };
  });
}

/** Carriers, then each carrier's services (keyed by code within it), in one transaction. */
async function pullCarriers(run: TplRun, pulled: Awaited<ReturnType<TplRun['connector']['carriers']>>) {
  return writeList(run, async (scope) => {
    const carriers = await upsertList(
      scope,
      tplCarriers,
      pulled.map(({ services: _services, ...carrier }) => carrier),
      { key: ['externalId'], compared: ['name', 'description', 'shipStationCarrierCode'] },
    );
    const services = await upsertList(
      scope,
      tplCarrierServices,
      pulled.flatMap((carrier) =>
        carrier.services.map((service) => ({
          carrierId: carriers.ids.get(carrier.externalId)!,
          code: service.code,
          name: service.name,
        })),
      ),
      { key: ['carrierId', 'code'], compared: ['name'] },
    );
    return { carriers: carriers.counts, carrierServices: services.counts, ids: carriers.ids };
  });
}

/**
 * Step a: every list, asked for one after the other (the WMS limits the rate). Answers the counts and
 * the customers as pulled (the push places each document in a facility its customer uses).
 */
export async function pullLists(
  run: TplRun,
): Promise<{ counts: WmsSyncCounts; customers: PulledCustomer[] }> {
  const { connector } = run;
  const counts: WmsSyncCounts = {};
  counts.facilities = await pullFacilities(run, await connector.facilities());
  const customers = await connector.customers();
  counts.customers = await pullCustomers(run, customers);
  const items: PulledItem[] = [];
  for (const customer of customers) items.push(...(await connector.items(customer.externalId)));
  counts.items = await pullItems(run, items);
  const units = await connector.unitsOfMeasure();
  counts.unitsOfMeasure = await writeList(run, (scope) => upsertUnitsOfMeasure(scope, units));
  const carriers = await pullCarriers(run, await connector.carriers());
  counts.carriers = carriers.carriers;
  counts.carrierServices = carriers.carrierServices;
  const billingCodes = await connector.billingCodes();
  counts.billingCodes = await writeList(
    run,
    async (scope) =>
      (
        await upsertList(
          scope,
          tplBillingCodes,
          billingCodes.map((code) => ({
            externalId: code.externalId,
            code: code.code,
            name: code.name,
            description: code.description,
            carrierId: code.carrierId === null ? null : (carriers.ids.get(code.carrierId) ?? null),
          })),
          { key: ['externalId'], compared: ['code', 'name', 'description', 'carrierId'] },
        )
      ).counts,
  );
  return { counts, customers };
}
