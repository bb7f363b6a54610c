/**
 * What a direct update's quantity means in the item's own unit, live while it is typed: '2 BX = 24
 * Units - Each (E)', or why it cannot be converted (the server refuses the same on quantity).
 */
import { css } from 'styled-system/css';
import { convertQuantity, type PackSizes } from '../../../domain/stock';
import type { DiuType } from '../../../api/inventory.api';
import { unitLabel } from './diu';
import { ui } from '../../../components/ui/styles';

export interface PreviewItem extends PackSizes {
  sku: string;
  itemUnit: string;
}

interface Props {
  quantity: unknown;
  unit: string;
  type: DiuType;
  item: PreviewItem | null;
}

const count = new Intl.NumberFormat('en-US');
const verb: Record<DiuType, string> = { add: 'Adds', remove: 'Removes', set: 'Sets the count to' };

export function DiuQuantityPreview({ quantity, unit, type, item }: Props) {
  const n = typeof quantity === 'number' ? quantity : Number(quantity);
  const box = css({ fontSize: '14px', px: '3', py: '2', borderRadius: 'md', bg: 'canvas' });
  if (!item || quantity === '' || quantity === null || !Number.isFinite(n))
    return (
      <p className={`${box} ${ui.muted}`} aria-live="polite">
        Choose an item and a quantity to see it in the item’s unit.
      </p>
    );
  const converted = convertQuantity(n, unit, item.itemUnit, item);
  if (!converted.ok)
    return (
      <p role="alert" className={`${box} ${css({ color: 'danger', bg: 'danger.subtle' })}`}>
        {converted.message}
      </p>
    );
  return (
    <p className={box} aria-live="polite" data-testid="diu-conversion">
      {verb[type]}{' '}
      <strong>
        {count.format(converted.quantity)} {unitLabel(item.itemUnit)} ({item.itemUnit})
      </strong>{' '}
      of {item.sku}
      {unit !== item.itemUnit && (
        <span className={ui.muted}>
          {' '}
          — {count.format(n)} {unit} entered
        </span>
      )}
    </p>
  );
}
