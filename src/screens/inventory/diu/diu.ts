/** A direct inventory update as the screens read it, and how its type and unit read. */
import type { DiuType } from '../../../api/inventory.api';
import { unitsOfMeasure } from '../../../domain/resources/reference';

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
