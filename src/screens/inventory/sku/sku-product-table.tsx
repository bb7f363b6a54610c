/**
 * Storefront products whose SKU needs attention (unmapped, or mapped to an item whose SKU does not
 * explain theirs): map each in place — to the item its SKU points at, or to another of the vendor's
 * items — through the storefront product's map action.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { describeApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import type { SkuStorefrontProduct } from '../../../domain/sku-maintenance';
import { useApi } from '../../../machines/use-app';
import { VendorItemPicker } from '../../../components/form/vendor-item-picker';
import { mapProduct } from '../../../api/storefronts.api';
import { ui } from '../../../components/ui/styles';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'start',
    color: 'fg.muted',
    fontSize: '12px',
    fontWeight: 'semibold',
    pb: '2',
    pr: '3',
  },
  '& td': { py: '3', pr: '3', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
});

interface Props {
  rows: SkuStorefrontProduct[];
  showMapped: boolean;
  canMap: boolean;
  itemOptions: (vendorId: number) => { value: number; label: string }[];
  onChanged: () => void;
}

export function SkuProductTable({ rows, showMapped, canMap, itemOptions, onChanged }: Props) {
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  const map = async (row: SkuStorefrontProduct, vendorProductId: number, sku: string) => {
    setBusy(row.id);
    try {
      await mapProduct(api, row.id, vendorProductId);
      toast.success(`${row.sku} now ships as ${sku}.`);
      onChanged();
    } catch (error) {
      toast.error(describeApiError(error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={ui.scrollX}>
      <table className={table}>
        <thead>
          <tr>
            <th>Storefront</th>
            <th>Storefront SKU</th>
            {showMapped && <th>Ships as</th>}
            <th>Its SKU points at</th>
            {canMap && <th>Map to</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.projectName} <span className={ui.muted}>({row.clientCode})</span>
              </td>
              <td>
                <div className={ui.mediumNowrap}>{row.sku}</div>
                <div className={ui.mutedSmall}>{row.name}</div>
              </td>
              {showMapped && (
                <td>
                  {row.mapped ? (
                    <>
                      <div className={ui.mediumNowrap}>{row.mapped.sku}</div>
                      <div className={ui.mutedSmall}>{row.mapped.item}</div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td>
                {row.suggestion ? (
                  <div className={ui.rowWrap2}>
                    <span>
                      <span className={ui.mediumNowrap}>{row.suggestion.sku}</span>{' '}
                      <span className={ui.mutedSmall}>{row.suggestion.item}</span>
                    </span>
                    {canMap && (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === row.id}
                        aria-label={`Map ${row.sku} to ${row.suggestion.sku}`}
                        onClick={() => void map(row, row.suggestion!.id, row.suggestion!.sku)}
                      >
                        Map
                      </Button>
                    )}
                  </div>
                ) : (
                  <span className={ui.muted}>No item of this vendor</span>
                )}
              </td>
              {canMap && (
                <td>
                  <VendorItemPicker
                    sku={row.sku}
                    value={row.mapped?.id ?? null}
                    options={itemOptions(row.vendorId)}
                    canMap
                    onChange={(id) => {
                      const label = itemOptions(row.vendorId).find((o) => o.value === id)?.label ?? `#${id}`;
                      void map(row, id, label);
                    }}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
