/** The warehouse form (spec §3: fullName, wmsType; type 2 is run in the external system). */
import * as yup from 'yup';
import { intChoice, requiredText, upper } from './fields';

export const EXTERNAL_WMS_TYPE = 2;

export const wmsTypes = [
  { value: 1, label: 'Dockhand (our own)' },
  { value: EXTERNAL_WMS_TYPE, label: 'External 3PL system' },
] as const;

/**
 * A warehouse run in the external 3PL system: its orders are mirrored there, its stock changes are
 * announced to it, and the main warehouse picker leaves it out.
 */
export const isExternalWms = (warehouse: { wmsType: number | null } | null | undefined): boolean =>
  warehouse?.wmsType === EXTERNAL_WMS_TYPE;

export const warehouseSchema = yup.object({
  code: requiredText('Code', 20)
    .transform(upper)
    .matches(/^[A-Z0-9-]+$/, {
      message: 'Code may hold letters, digits and dashes',
      excludeEmptyString: true,
    }),
  fullName: requiredText('Name', 200),
  wmsType: intChoice(
    'Warehouse system',
    wmsTypes.map((t) => t.value),
    1,
  ),
});
export type WarehouseInput = yup.InferType<typeof warehouseSchema>;
