/**
 * The SKU maintenance report (/skuMaintenance): duplicate SKUs of one vendor (equal but for case and
 * spaces), storefront products that ship as no vendor item, and mapped products whose SKU their item's
 * SKU does not explain (the rule of src/domain/sku-maintenance.ts, written here in SQL). Each section
 * is limited to the user's vendors and storefronts and to SKU_SECTION_LIMIT rows. The fixes are the
 * generic edit of the item (rename, version-checked) and the storefront product's map action.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SKU_SECTION_LIMIT,
  type DuplicateSkuGroup,
  type SkuItem,
  type SkuMaintenanceReport,
  type SkuSection,
  type SkuStorefrontProduct,
} from '../../../src/domain/sku-maintenance';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { vendorProductResource } from '../../resources/declarations/inventory';
import { storefrontProductResource } from '../../resources/declarations/orders';
import { scopeCondition } from '../../auth/policy';

/** A SKU without case and spaces (normalSku of the domain rule). */
const n = (x: SQL) => sql`upper(regexp_replace(${x}, '\\s+', '', 'g'))`;

/** Whether the item SKU `i` explains the storefront SKU `s` of a storefront with client code `code`. */
function explains(s: SQL, i: SQL, code: SQL): SQL {
  const dash = sql`position('-' in ${n(i)})`;
  return sql`(${n(s)} = ${n(i)}
    or ${n(s)} = ${n(code)} || '-' || ${n(i)}
    or (${dash} > 1 and ${dash} < length(${n(i)})
        and ${n(s)} = ${n(code)} || '-' || substr(${n(i)}, ${dash} + 1)))`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

async function duplicates(db: Db, user: AuthUser): Promise<SkuSection<DuplicateSkuGroup>> {
  const scope = orTrue(scopeCondition(vendorProductResource, user));
  const key = n(sql`vendor_products.sku`);
  const groups = rowsOf<{ vendorId: number; key: string; total: number }>(
    await db.execute(sql`
      select vendor_id as "vendorId", ${key} as key, (count(*) over ())::int as total
      from vendor_products where ${scope}
      group by vendor_id, ${key} having count(*) > 1
      order by vendor_id, key limit ${SKU_SECTION_LIMIT}`),
  );
  if (groups.length === 0) return { total: 0, rows: [] };
  const items = rowsOf<SkuItem & { key: string }>(
    await db.execute(sql`
      select id, vendor_id as "vendorId", sku, item, status, version, ${key} as key
      from vendor_products
      where ${scope} and (vendor_id::text || ':' || ${key}) in (${sql.join(
        groups.map((g) => sql`${`${g.vendorId}:${g.key}`}`),
        sql`, `,
      )})
      order by id`),
  );
  return {
    total: groups[0]!.total,
    rows: groups.map((g) => ({
      vendorId: g.vendorId,
      key: g.key,
      items: items
        .filter((i) => i.vendorId === g.vendorId && i.key === g.key)
        .map(({ key: _key, ...item }) => item),
    })),
  };
}

interface ProductRow {
  id: number;
  projectId: number;
  projectName: string;
  clientCode: string;
  vendorId: number;
  sku: string;
  name: string;
  version: number;
  mappedId: number | null;
  mappedSku: string | null;
  mappedItem: string | null;
  suggestedId: number | null;
  suggestedSku: string | null;
  suggestedItem: string | null;
  total: number;
}

/** Storefront products (unmapped, or mapped but inconsistent) with the item their SKU points at. */
async function storefrontProducts(
  db: Db,
  user: AuthUser,
  which: 'unmapped' | 'inconsistent',
): Promise<SkuSection<SkuStorefrontProduct>> {
  const scope = orTrue(scopeCondition(storefrontProductResource, user));
  const condition =
    which === 'unmapped'
      ? // A product sold as a kit is mapped to its bill of materials, not to an item.
        sql`storefront_products.vendor_product_id is null and storefront_products.bill_of_materials_id is null
            and not storefront_products.on_fulfillment_ignore`
      : sql`not ${explains(sql`storefront_products.sku`, sql`mapped.sku`, sql`projects.client_code`)}`;
  const rows = rowsOf<ProductRow>(
    await db.execute(sql`
      select storefront_products.id, storefront_products.project_id as "projectId",
             projects.name as "projectName", projects.client_code as "clientCode",
             projects.vendor_id as "vendorId", storefront_products.sku, storefront_products.name,
             storefront_products.version,
             mapped.id as "mappedId", mapped.sku as "mappedSku", mapped.item as "mappedItem",
             suggested.id as "suggestedId", suggested.sku as "suggestedSku", suggested.item as "suggestedItem",
             (count(*) over ())::int as total
      from storefront_products
      join projects on projects.id = storefront_products.project_id
      ${which === 'unmapped' ? sql`left join` : sql`join`} vendor_products mapped
        on mapped.id = storefront_products.vendor_product_id
      left join lateral (
        select c.id, c.sku, c.item from vendor_products c
        where c.vendor_id = projects.vendor_id
          and c.id is distinct from storefront_products.vendor_product_id
          and ${explains(sql`storefront_products.sku`, sql`c.sku`, sql`projects.client_code`)}
        order by (c.status = 'active') desc, c.id limit 1
      ) suggested on true
      where ${condition} and ${scope}
      order by projects.name, storefront_products.sku, storefront_products.id
      limit ${SKU_SECTION_LIMIT}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      projectName: r.projectName,
      clientCode: r.clientCode,
      vendorId: r.vendorId,
      sku: r.sku,
      name: r.name,
      version: r.version,
      mapped: r.mappedId === null ? null : { id: r.mappedId, sku: r.mappedSku!, item: r.mappedItem! },
      suggestion:
        r.suggestedId === null ? null : { id: r.suggestedId, sku: r.suggestedSku!, item: r.suggestedItem! },
    })),
  };
}

/** The three sections of the report, for the user's scope. */
export async function skuMaintenanceReport(db: Db, user: AuthUser): Promise<SkuMaintenanceReport> {
  const [dup, unmapped, inconsistent] = await Promise.all([
    duplicates(db, user),
    storefrontProducts(db, user, 'unmapped'),
    storefrontProducts(db, user, 'inconsistent'),
  ]);
  return { duplicates: dup, unmapped, inconsistent };
}
