/** A carton's or pallet's weight (lb) and length × width × height (in), typed in place. */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { ui } from '../../components/ui/styles';
import type { MeasureField, Measures } from '../../machines/bulk-packing/bulk-packing.types';

const fields: { field: MeasureField; label: string; unit: string }[] = [
  { field: 'weight', label: 'Weight', unit: 'lb' },
  { field: 'length', label: 'Length', unit: 'in' },
  { field: 'width', label: 'Width', unit: 'in' },
  { field: 'height', label: 'Height', unit: 'in' },
];

const box = css({ w: '20', textAlign: 'right', px: '2!' });

export function MeasureInputs({
  label,
  values,
  onChange,
}: {
  /** The container's name, for the inputs' accessible names ('CTN-000123 weight'). */
  label: string;
  values: Measures;
  onChange: (field: MeasureField, value: number | null) => void;
}) {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
      {fields.map(({ field, label: name, unit }) => (
        <label key={field} className={`${ui.rowCenter} ${ui.mutedSmall}`}>
          {name}
          <input
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            className={`${input()} ${box}`}
            aria-label={`${label} ${name.toLowerCase()}`}
            value={values[field] ?? ''}
            onChange={(e) => onChange(field, e.target.value === '' ? null : Number(e.target.value))}
          />
          {unit}
        </label>
      ))}
    </div>
  );
}
