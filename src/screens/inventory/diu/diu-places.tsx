/**
 * Where the chosen item already lies in the chosen warehouse (its available stock, by location, lot
 * and LPN): picking one fills the place, so a removal or a count hits the stock that is there. Users
 * who may not see stock by location simply type the place.
 */
import { useFormikContext } from 'formik';
import { css } from 'styled-system/css';
import { loadStockPlaces, type StockPlace } from '../../../api/inventory.api';
import { useLoad } from '../../../machines/load/use-load';
import { useApi, usePermissions } from '../../../machines/use-app';
import { formatDay } from '../../../components/format';
import type { DiuFormValues } from './diu-item-field';
import { ui } from '../../../components/ui/styles';

const chip = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'start',
  gap: '0.5',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'surface',
  cursor: 'pointer',
  fontSize: '13px',
  _hover: { borderColor: 'accent' },
  '&[aria-pressed=true]': { borderColor: 'accent', bg: 'accent.subtle' },
});

export function DiuPlaces() {
  const api = useApi();
  const { can } = usePermissions();
  const { values, setValues } = useFormikContext<DiuFormValues>();
  const { warehouseProductId: item, warehouseId } = values;
  const allowed = can('items.inventoryByLocation');
  const load = useLoad(
    (signal) =>
      allowed && item && warehouseId
        ? loadStockPlaces(api, item, warehouseId, signal).then((places) =>
            places.filter((p) => p.bucket === 'available' && p.quantity > 0),
          )
        : Promise.resolve([] as StockPlace[]),
    [api, allowed, item, warehouseId],
  );
  if (load.status !== 'loaded' || load.data.length === 0) return null;
  const chosen = (p: StockPlace) =>
    values.location === p.location &&
    (values.lotNumber || null) === p.lotNumber &&
    (values.lpn || null) === p.lpn;
  return (
    <div className={ui.mb4}>
      <p className={css({ fontSize: '13px', color: 'fg.muted', mb: '2' })}>Where this item is now:</p>
      <div className={ui.wrapList}>
        {load.data.map((p) => (
          <button
            key={p.id}
            type="button"
            className={chip}
            aria-pressed={chosen(p)}
            onClick={() =>
              void setValues({
                ...values,
                location: p.location,
                lotNumber: p.lotNumber ?? '',
                lpn: p.lpn ?? '',
                expirationDate: p.expirationDate,
              })
            }
          >
            <span className={ui.semibold}>{p.location || 'No location'}</span>
            <span className={ui.muted}>
              {[
                p.lotNumber && `Lot ${p.lotNumber}`,
                p.lpn,
                p.expirationDate && `exp. ${formatDay(p.expirationDate)}`,
              ]
                .filter(Boolean)
                .join(' · ') || 'No lot'}
            </span>
            <span>
              {p.quantity - p.quantityAllocated} available
              {p.quantityAllocated > 0 && ` (${p.quantityAllocated} allocated)`}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
