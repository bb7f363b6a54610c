/**
 * The answers of the manufacturing calls beyond the generic ones (issue 15, DESIGN.md §6), typed for
 * the screens: the work-order steps' bodies and their refusal for short components, a work order's
 * overview, the bill-of-materials explosion with its cost roll-up, the R&D costing sheet with its
 * warnings, turning a project into a BOM, the shortage plan, and the manufacturing dashboard figures.
 *
 * Amounts are numbers with cents as every money field of the API (12.5 is $12.50: src/domain/money.ts
 * fromAmount reads them); days are 'YYYY-MM-DD'; instants ISO strings. Quantities of components are in
 * the component item's own unit (`itemUnit`); fractional requirements are exact values shown to six
 * decimals, and what is picked or consumed is always whole units (src/domain/manufacturing/
 * bom-explosion.ts documents the rounding rule).
 */
import type { WorkOrderStatus, WorkOrderStep } from '../work-order.lifecycle';

const base = '/api/manufacturing';

/** The special calls' paths. */
export const manufacturingPaths = {
  workOrderStep: (id: number, step: WorkOrderStep) => `${base}/workOrders/${id}/${step}`,
  workOrderOverview: (id: number) => `${base}/workOrders/${id}/overview`,
  explosion: (bomId: number, quantity: number) =>
    `${base}/billOfMaterials/${bomId}/explosion?quantity=${quantity}`,
  costing: (projectId: number) => `${base}/rndProjects/${projectId}/costing`,
  toBom: (projectId: number) => `${base}/rndProjects/${projectId}/to-bom`,
  shortagePlan: `${base}/shortage-plan`,
} as const;

// ── Work-order steps ────────────────────────────────────────────────────────────────────────────

/**
 * The body of release, start and cancel: the version the client acted on (optional; stale → 409).
 * Send an Idempotency-Key header to make a retry safe.
 */
export interface WorkOrderStepBody {
  version?: number;
}

/** A lot the operator picked: of a component (assembly) or of the finished good (disassembly). */
export interface PickedLot {
  vendorProductId: number;
  /** null: stock without a lot. */
  lotNumber: string | null;
  quantity: number;
}

/**
 * POST …/workOrders/{id}/complete. `quantity`: finished units produced (assembly) or taken apart
 * (disassembly) by this completion, at most what remains; a completion below the remainder leaves the
 * order In progress. `lot` and `expiry` are the produced finished goods' (assembly). `consumedLots`
 * (optional) chooses, per item, which allocated lots this completion consumes; each item named must
 * add up to exactly its share. Items not named are consumed first expiry first out.
 */
export interface CompleteWorkOrderBody {
  version?: number;
  quantity: number;
  lot?: string | null;
  expiry?: string | null;
  consumedLots?: PickedLot[];
}

/** An open document that brings a component to the warehouse, earliest expected first. */
export interface IncomingDocument {
  type: 'purchase_order' | 'asn' | 'transfer';
  id: number;
  number: string;
  /** Expected day; null when the document names none (then it counts last). */
  date: string | null;
  /** What it still brings of the component. */
  quantity: number;
  /** The documents up to and including this one cover the whole shortage. */
  coversShortage: boolean;
  /** The SPA route of the document. */
  link: string;
}

/** One component a release could not allocate. */
export interface ComponentShortage {
  vendorProductId: number;
  sku: string;
  name: string | null;
  needed: number;
  available: number;
  short: number;
  /** The earliest document that (with the ones before it) covers the shortage, else the last partial one. */
  incoming: IncomingDocument | null;
}

/**
 * The 409 a release answers when components are short (nothing is allocated then): the usual
 * `{ error: 'not_enough_stock', message, fields }` (fields keyed `components[i]` in the order of
 * `shortages`) plus the shortage per component.
 */
export interface ReleaseShortageError {
  error: 'not_enough_stock';
  message: string;
  fields: Record<string, string>;
  shortages: ComponentShortage[];
}

// ── A work order's overview (GET …/workOrders/{id}/overview) ───────────────────────────────────

/** Per item the work order takes from stock: components (assembly) or the finished good (disassembly). */
export interface WorkOrderRequirement {
  vendorProductId: number;
  sku: string;
  name: string | null;
  itemUnit: string;
  /** Whole units for the ordered quantity (the explosion's rounding rule). */
  required: number;
  /**
   * Per finished unit, exact, as ratio.ts toText ('27/25'; '1' for the finished good of a disassembly):
   * the completion flow computes each completion's share with bom-explosion.ts consumedShare.
   */
  perUnit: string;
  /** Held for the work order now. */
  allocated: number;
  /** Consumed by its completions so far. */
  consumed: number;
}

/** A lot held for the work order, to pick or scan when completing. */
export interface WorkOrderAllocatedLot {
  vendorProductId: number;
  sku: string;
  location: string;
  lotNumber: string | null;
  expirationDate: string | null;
  quantity: number;
}

/** One completion: finished units, their lot and expiry, unit cost, the lots consumed or returned. */
export interface WorkOrderCompletionRow {
  id: number;
  quantity: number;
  lot: string | null;
  expiry: string | null;
  unitCost: number | null;
  components: {
    vendorProductId: number;
    sku: string;
    lot: string | null;
    expiry: string | null;
    quantity: number;
  }[];
  createdBy: string | null;
  createdAt: string;
}

/** One ledger row the work order caused, oldest first. */
export interface WorkOrderLedgerRow {
  id: number;
  createdAt: string;
  kind: string;
  sku: string;
  vendorProductId: number;
  warehouseId: number;
  location: string;
  lotNumber: string | null;
  expirationDate: string | null;
  quantityDelta: number;
  allocatedDelta: number;
  reason: string;
}

export interface WorkOrderOverview {
  id: number;
  status: WorkOrderStatus;
  version: number;
  /** The steps offered now, the forward one first (the lifecycle's nextSteps), for this user. */
  nextSteps: WorkOrderStep[];
  /** Why each step not offered is refused (the lifecycle's words), for disabled buttons' tooltips. */
  refusals: Partial<Record<WorkOrderStep, string>>;
  remaining: number;
  /** The BOM revision the order was made with (null before release). */
  revision: number | null;
  requirements: WorkOrderRequirement[];
  allocatedLots: WorkOrderAllocatedLot[];
  completions: WorkOrderCompletionRow[];
  ledger: WorkOrderLedgerRow[];
}

// ── Bill-of-materials explosion (GET …/billOfMaterials/{id}/explosion?quantity=N) ─────────────

/** A component line of the exploded tree, for the asked number of finished units. */
export interface ExplosionNode {
  /** The line's path in the tree: '0', '0.2', … */
  key: string;
  /** 1 for the BOM's own lines, 2 for a sub-assembly's lines, … */
  level: number;
  vendorProductId: number;
  sku: string;
  name: string | null;
  productType: string | null;
  /** The unit the line counts in, and how many of it make one of the item's own unit. */
  unit: string;
  unitsPerItemUnit: number;
  itemUnit: string;
  /** As on the line: per one unit of its parent, in `unit`. */
  quantityPerParent: number;
  wastePercent: number;
  /** Per finished unit, in the item's unit, waste compounded through the levels above (exact, 6 decimals). */
  perFinishedUnit: number;
  /** For the asked quantity, in the item's unit (exact, 6 decimals). */
  required: number;
  /** Whole units to consume (a leaf: `required` rounded up); null for a sub-assembly, which explodes. */
  toConsume: number | null;
  /** The sub-assembly's own BOM, when this component has one. */
  subBillOfMaterialsId: number | null;
  /** The item's last purchase price per item unit (null: none known). */
  unitPrice: number | null;
  /** Cost of this line for one finished unit (its children's for a sub-assembly); null when a price is missing. */
  costPerFinishedUnit: number | null;
  children: ExplosionNode[];
}

/** A leaf component's total over the tree (the same item under two parents adds up). */
export interface ExplosionTotal {
  vendorProductId: number;
  sku: string;
  name: string | null;
  productType: string | null;
  itemUnit: string;
  /** Exact requirement, 6 decimals. */
  required: number;
  /** Whole units to consume. */
  quantity: number;
  unitPrice: number | null;
  /** quantity × unitPrice; null when no price is known. */
  cost: number | null;
}

export interface BomExplosion {
  billOfMaterialsId: number;
  name: string;
  revision: number;
  finishedProduct: { vendorProductId: number; sku: string; name: string | null } | null;
  quantity: number;
  tree: ExplosionNode[];
  totals: ExplosionTotal[];
  /** The cost roll-up of one finished unit (exact requirements × last purchase prices, rounded once). */
  costPerUnit: number | null;
  /** costPerUnit × quantity. */
  totalCost: number | null;
  /** SKUs without a known price (the cost is then a lower bound and answered null). */
  missingPrices: string[];
  /** Problems found while exploding: a cycle, a component that is no item any more. */
  problems: string[];
}

// ── R&D costing (POST …/rndProjects/{id}/costing) ──────────────────────────────────────────────

/**
 * The body may override the stored project's planning fields (a what-if from the unsaved form);
 * every field is optional and the stored project supplies the rest. Nothing is saved.
 */
export interface RndCostingBody {
  items?: {
    sku: string;
    name?: string | null;
    quantity: number;
    unitPrice?: number | null;
    vendorProductId?: number | null;
  }[];
  quantity?: number;
  quantityToOrder?: number;
  otherFees?: number;
  percentMarkup?: number;
  wastePerItemPercent?: number;
  moqWarningMultiple?: number;
  lastPurchasedWeeksWarning?: number;
  planningLeadTimeDaysWarning?: number;
  unitWeight?: number | null;
  unitWeightMetric?: boolean;
}

export type RndPriceSource = 'line' | 'lastPurchase' | 'wholesale';

export interface RndCostingLine {
  index: number;
  sku: string;
  name: string | null;
  vendorProductId: number | null;
  /** As on the line: for `quantity` finished units (the recipe's yield). */
  quantity: number;
  /** Per finished unit, waste included (exact, 6 decimals). */
  perUnit: number;
  /** Whole units the first order (quantityToOrder finished units) needs, waste included. */
  toOrder: number;
  unitPrice: number | null;
  priceSource: RndPriceSource | null;
  /** Cost of this component in one finished unit, waste included; null without a price. */
  costPerUnit: number | null;
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
  lastPurchasedOn: string | null;
}

export type RndWarningKind = 'moq' | 'lastPurchase' | 'leadTime' | 'noPrice';

/** A warning, naming its component in `message`. */
export interface RndWarning {
  kind: RndWarningKind;
  lineIndex: number;
  sku: string;
  message: string;
}

export interface RndWeight {
  perUnitKg: number;
  perUnitLb: number;
  batchKg: number;
  batchLb: number;
}

export interface RndCostingSheet {
  projectId: number;
  name: string;
  quantity: number;
  quantityToOrder: number;
  percentMarkup: number;
  wastePerItemPercent: number;
  lines: RndCostingLine[];
  /** Components of one finished unit before waste. */
  materialCostPerUnit: number;
  /** The waste's share of one finished unit. */
  wasteCostPerUnit: number;
  /** The first order's components (per-unit cost with waste × quantityToOrder). */
  batchMaterialCost: number;
  otherFees: number;
  /** batchMaterialCost + otherFees. */
  batchCost: number;
  /** batchCost ÷ quantityToOrder: what one finished unit costs, fees spread over the order. */
  unitCost: number;
  /** unitCost × (1 + percentMarkup / 100). */
  suggestedPrice: number;
  /** suggestedPrice − unitCost. */
  marginPerUnit: number;
  /** null when the project has no unit weight. */
  weight: RndWeight | null;
  /** Lines without a known price: the costs above leave them out. */
  missingPrices: string[];
  warnings: RndWarning[];
  thresholds: {
    moqWarningMultiple: number;
    lastPurchasedWeeksWarning: number;
    planningLeadTimeDaysWarning: number;
  };
  /** The day the staleness warning counts from. */
  today: string;
}

// ── R&D project → BOM (POST …/rndProjects/{id}/to-bom) ─────────────────────────────────────────

export interface RndToBomBody {
  version?: number;
  /** The BOM's name; the project's by default. */
  name?: string;
  type?: 'Assembly' | 'Kit' | 'Packaging';
  /** Also create a first work order (a Draft) for the new BOM. */
  workOrder?: {
    quantity: number;
    warehouseId?: number;
    orderNumber?: string;
    dueDate?: string | null;
  } | null;
}

export interface RndToBomAnswer {
  billOfMaterialsId: number;
  workOrderId: number | null;
  /** The project as it now is (billOfMaterialsId set). */
  projectVersion: number;
}

// ── Shortage plan (GET …/shortage-plan) ────────────────────────────────────────────────────────

/** An open work order that still needs the component. */
export interface ShortageDemand {
  workOrderId: number;
  orderNumber: string;
  status: WorkOrderStatus;
  dueDate: string | null;
  /** What it still needs beyond what is already allocated to it. */
  quantity: number;
}

export interface ShortagePlanIncoming extends IncomingDocument {
  /** available + this and every earlier document. */
  cumulative: number;
}

/** One component at one warehouse. Only components the open work orders still need are listed. */
export interface ShortagePlanLine {
  warehouseId: number;
  warehouseName: string;
  vendorProductId: number;
  sku: string;
  name: string | null;
  itemUnit: string;
  /** Still needed by the open work orders (beyond their allocations). */
  required: number;
  available: number;
  /** required − available when positive, else 0. */
  short: number;
  /** The earliest due date among the demands (null: none has one). */
  neededBy: string | null;
  demands: ShortageDemand[];
  incoming: ShortagePlanIncoming[];
  /** The day the shortage is covered by incoming documents; null when they never cover it (or nothing is short). */
  coveredOn: string | null;
  coveredBy: { type: IncomingDocument['type']; id: number; number: string } | null;
  /** Covered only after it is needed. */
  late: boolean;
  /** What to order now: the shortage incoming documents leave, raised to the item's minimum order. */
  toOrderNow: number;
  /** Latest day to place that order for it to arrive by neededBy (lead time); null without both. */
  orderBy: string | null;
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
}

export interface ShortagePlan {
  generatedAt: string;
  today: string;
  /** Draft work orders planned (a released one already holds what it needs: all or nothing). */
  workOrders: number;
  /** Short components first (most urgent first), then the covered ones. */
  lines: ShortagePlanLine[];
}

// ── Dashboard (GET /api/dashboard: `manufacturing`) ─────────────────────────────────────────────

export interface ManufacturingLateOrder {
  id: number;
  orderNumber: string;
  status: WorkOrderStatus;
  dueDate: string;
  quantity: number;
  completedQuantity: number;
}

/** The manufacturing manager's figures (users who may view work orders), in their scope. */
export interface ManufacturingSummary {
  /** Work orders per status (every status present, 0 when none; Completed and Cancelled of the last 30 days). */
  byStatus: Record<WorkOrderStatus, number>;
  /** Open work orders whose due date has passed. */
  late: number;
  /** The most overdue ones, at most 8. */
  lateOrders: ManufacturingLateOrder[];
  /** Components short for the open work orders, and of those not covered by any incoming document. */
  shortComponents: number;
  uncoveredComponents: number;
  /** Finished units produced per day, the last 30 days (completions). */
  producedPerDay: { day: string; count: number }[];
}
