/**
 * How manufacturing values read on screen: work-order types and directions, the names of the steps and
 * what each does, bill-of-materials types, product types and units (the statuses' own labels and tones
 * are the lifecycle's: src/domain/work-order.lifecycle.ts).
 */
import type { WorkOrderStep } from './work-order.lifecycle';
import type { billOfMaterialsTypes } from './resources/bill-of-materials.schema';
import { productTypes, unitsOfMeasure } from './resources/reference';
import type { assembleTypes, workOrderTypes } from './resources/work-order.schema';

const labelOf =
  <K extends string>(labels: Record<K, string>) =>
  (value: string | null | undefined): string =>
    value == null ? '—' : (labels[value as K] ?? value);

export const workOrderTypeLabels: Record<(typeof workOrderTypes)[number], string> = {
  Internal: 'In-house',
  ThirdParty: 'Third-party manufacturer',
};
export const workOrderTypeLabel = labelOf(workOrderTypeLabels);

export const assembleTypeLabels: Record<(typeof assembleTypes)[number], string> = {
  Assemble: 'Assemble',
  Disassemble: 'Disassemble',
};
export const assembleTypeLabel = labelOf(assembleTypeLabels);

export const billOfMaterialsTypeLabels: Record<(typeof billOfMaterialsTypes)[number], string> = {
  Assembly: 'Assembly',
  Kit: 'Kit',
  Packaging: 'Packaging',
};
export const billOfMaterialsTypeLabel = labelOf(billOfMaterialsTypeLabels);

export const productTypeLabels: Record<(typeof productTypes)[number], string> = {
  RawResource: 'Raw resource',
  Packaging: 'Packaging',
  'Stock Item': 'Stock item',
};
export const productTypeLabel = labelOf(productTypeLabels);

/** 'E' → 'Units - Each' (spec §3). */
export const unitLabel = labelOf(
  Object.fromEntries(unitsOfMeasure.map((u) => [u.value, u.label])) as Record<string, string>,
);

/** Each step as a button names it, and what it does, in the words of its confirmation. */
export const workOrderStepTexts: Record<WorkOrderStep, { label: string; done: string; consequence: string }> =
  {
    release: {
      label: 'Release',
      done: 'released',
      consequence:
        'The components are allocated at the warehouse, first expiry first out, and the bill of materials version is fixed for this work order. Short components refuse the release and nothing is allocated.',
    },
    start: {
      label: 'Start',
      done: 'started',
      consequence: 'The work order is In progress: the floor is working on it.',
    },
    complete: {
      label: 'Complete',
      done: 'completed',
      consequence:
        'Components are consumed and finished goods produced through the stock ledger, with their lot and expiry.',
    },
    cancel: {
      label: 'Cancel work order',
      done: 'cancelled',
      consequence:
        'What is still allocated goes back to available stock. Finished goods already produced stay. This cannot be undone.',
    },
  };
