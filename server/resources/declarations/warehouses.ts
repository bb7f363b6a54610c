/**
 * Warehouses. Spec §7 names no base for them, but the /warehouses screens create and edit them:
 * /api/common/warehouses follows the generic calls. A warehouse-limited user sees only its own.
 */
import { warehousesContract } from '../../../src/domain/contracts/warehouses';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { warehouseSchema } from '../../../src/domain/resources/warehouse.schema';
import { warehouses } from '../../db/schema';
import { intEquals, text } from '../filters';
import { defineResource } from '../resource';

export const warehouseResource = defineResource(warehousesContract, {
  table: warehouses,
  id: warehouses.id,
  idType: 'int',
  version: warehouses.version,
  schema: warehouseSchema,
  filters: { search: text(warehouses.fullName, warehouses.code), wmsType: intEquals(warehouses.wmsType) },
  sortable: { fullName: warehouses.fullName, code: warehouses.code },
  defaultSort: { by: 'fullName', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { warehouse: warehouses.id },
});
