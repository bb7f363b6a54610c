/** A direct inventory update as the screens read it, and how its type and unit read. */
import type { directInventoryUpdateTypes } from '../../../domain/resources/direct-inventory-update.schema';
import { unitsOfMeasure } from '../../../domain/resources/reference';

export type DiuType = (typeof directInventoryUpdateTypes)[number];

export interface DirectUpdate {
  id: number;
  vendorId: number;
  warehouseId: number;
  warehouseProductId: number;
  type: DiuType;
  quantity: number;
  measurementUnit: string;
  referenceNumber: string | null;
  location: string | null;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
  version: number;
}

export const diuTypeLabels: Record<DiuType, string> = {
  add: 'Add to stock',
  remove: 'Remove from stock',
  set: 'Set the count',
};

/** The type as a list's badge reads it. */
export const diuTypeShort: Record<DiuType, string> = { add: 'Add', remove: 'Remove', set: 'Count' };

export const diuTypeTones: Record<DiuType, 'success' | 'danger' | 'accent'> = {
  add: 'success',
  remove: 'danger',
  set: 'accent',
};

export const unitLabel = (code: string) => unitsOfMeasure.find((u) => u.value === code)?.label ?? code;

export const DIU_PATH = '/warehouses/inventory/diu';
