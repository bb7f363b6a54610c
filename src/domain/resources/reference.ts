/** Reference data of spec §3 shared by several forms. */

export const unitsOfMeasure = [
  { value: 'E', label: 'Units - Each' },
  { value: 'BX', label: 'Boxes' },
  { value: 'FT', label: 'Feet' },
  { value: 'IN', label: 'Inches' },
  { value: 'OZ', label: 'Ounces' },
  { value: 'LB', label: 'Pounds' },
  { value: 'KG', label: 'Kilograms' },
  { value: 'P', label: 'Pallets' },
] as const;
export const unitOfMeasureCodes = unitsOfMeasure.map((u) => u.value);
export type UnitOfMeasure = (typeof unitOfMeasureCodes)[number];

export const productTypes = ['RawResource', 'Packaging', 'Stock Item'] as const;
export const warehouseItemStatuses = ['active', 'inactive'] as const;
/** How an item's status reads. */
const warehouseItemStatusLabels: Record<(typeof warehouseItemStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
};
export const warehouseItemStatusLabel = (status: string): string =>
  warehouseItemStatusLabels[status as (typeof warehouseItemStatuses)[number]] ?? status;

/** Statuses of warehouse documents (DESIGN.md §5); Received only for inbound ones. */
export const documentStatuses = ['Draft', 'Open', 'AwaitingShipment', 'Shipped', 'Cancelled'] as const;
export const inboundDocumentStatuses = [
  'Draft',
  'Open',
  'AwaitingShipment',
  'Shipped',
  'Received',
  'Cancelled',
] as const;
