/**
 * Duplicate SKUs: items of one vendor whose SKUs differ only in case or spaces. Each can be renamed in
 * place; the rename is the item's generic edit on the version shown, so a changed item answers 409.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { badge, input } from 'styled-system/recipes';
import { describeApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import type { DuplicateSkuGroup, SkuItem } from '../../../domain/sku-maintenance';
import { useApi } from '../../../machines/use-app';
import { editVendorItem } from '../../../api/inventory.api';
import { ui } from '../../../components/ui/styles';
import { warehouseItemStatusLabel } from '../../../domain/resources/reference';

function RenameItem({ item, canRename, onDone }: { item: SkuItem; canRename: boolean; onDone: () => void }) {
  const api = useApi();
  const [sku, setSku] = useState(item.sku);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = sku.trim() !== '' && sku.trim() !== item.sku;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await editVendorItem(api, item.id, item.version, { sku: sku.trim() });
      toast.success(`Renamed to ${sku.trim()}.`);
      onDone();
    } catch (err) {
      const failure = describeApiError(err);
      setError(failure.fields.sku ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={css({ display: 'flex', alignItems: 'flex-start', gap: '3', py: '2', flexWrap: 'wrap' })}>
      <div className={css({ minW: '220px', flex: '1' })}>
        <code className={css({ fontWeight: 'semibold', whiteSpace: 'pre' })}>“{item.sku}”</code>
        <div className={ui.mutedSmall}>
          {item.item}{' '}
          {item.status !== 'active' && (
            <span className={badge({ tone: 'neutral' })}>{warehouseItemStatusLabel(item.status)}</span>
          )}
        </div>
      </div>
      {canRename && (
        <form
          onSubmit={(e) => void save(e)}
          className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}
        >
          <div>
            <input
              className={`${input()} ${css({ w: '220px' })}`}
              aria-label={`New SKU for ${item.sku}`}
              value={sku}
              onChange={(e) => setSku(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            {error && (
              <p role="alert" className={css({ color: 'danger', fontSize: '13px', mt: '1', maxW: '300px' })}>
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={!changed}>
            Rename
          </Button>
        </form>
      )}
    </li>
  );
}

export function SkuDuplicates({
  groups,
  vendorName,
  canRename,
  onChanged,
}: {
  groups: DuplicateSkuGroup[];
  vendorName: (id: number) => string;
  canRename: boolean;
  onChanged: () => void;
}) {
  return (
    <ul className={ui.stack}>
      {groups.map((g) => (
        <li
          key={`${g.vendorId}:${g.key}`}
          className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '4' })}
        >
          <p className={ui.semibold}>
            {g.key} <span className={ui.aside}>· {vendorName(g.vendorId)}</span>
          </p>
          <ul className={ui.mt1}>
            {g.items.map((item) => (
              <RenameItem
                key={`${item.id}:${item.version}`}
                item={item}
                canRename={canRename}
                onDone={onChanged}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
