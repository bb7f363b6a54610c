/** The contract of /api/manufacturing/rndProjects (see index.ts). */
import { defineContract } from './contract';

/** A component line of a project: quantity for the project's `quantity` finished units, and a price. */
export interface RndLineRow {
  sku: string;
  name?: string | null;
  quantity: number;
  unitPrice?: number | null;
  vendorProductId?: number | null;
}

/** An R&D project as the API answers it (server/db/schema/manufacturing.ts rnd_projects). */
export interface RndProjectRow {
  id: number;
  version: number;
  name: string;
  vendorId: number;
  warehouseId: number | null;
  warehouseProductId: number | null;
  items: RndLineRow[];
  quantity: number;
  quantityToOrder: number;
  otherFees: number;
  percentMarkup: number;
  unitWeight: number | null;
  /** unitWeight in kilograms (true) or pounds. */
  unitWeightMetric: boolean;
  wastePerItemPercent: number;
  moqWarningMultiple: number;
  lastPurchasedWeeksWarning: number;
  planningLeadTimeDaysWarning: number;
  /** The BOM made from the project, once turned into one. */
  billOfMaterialsId: number | null;
  createdAt: string;
  updatedAt: string;
}

export const rndProjectsContract = defineContract<RndProjectRow>()({
  name: 'rndProjects',
  base: '/api/manufacturing/rndProjects',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
  },
  sortKeys: ['name', 'createdAt', 'updatedAt'],
  permissions: {
    view: ['manufacturing.rnd.view', 'manufacturing.rnd.update'],
    create: ['manufacturing.rnd.update'],
    edit: ['manufacturing.rnd.update'],
    delete: ['manufacturing.rnd.update'],
  },
  screen: { path: '/manufacturing/RnD/projects', menu: { anyOf: ['manufacturing.rnd.view'] } },
});
