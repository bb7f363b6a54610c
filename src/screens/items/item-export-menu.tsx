import { Menu } from '../../components/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { ChevronDownIcon } from '../../components/icons';
import type { Filters } from '../../api/resource-client';
import type { Sort } from '../../machines/list/list.types';
import { itemExportCells } from '../../domain/vendor-product-file';
import { useApi } from '../../machines/use-app';
import { saveCells, type ItemFileFormat } from '../../components/spreadsheet-files';
import { exportItems, isDetailed } from '../../api/items.api';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export of the list as filtered (every page, not just the one on screen) as CSV or XLSX; the
 * detailed view's export adds the stock columns.
 */
export function ItemExportMenu({ filters, sort }: { filters: Filters; sort: Sort | null }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const run = async (format: ItemFileFormat) => {
    setBusy(true);
    try {
      const { items } = await exportItems(api, { filters, sortBy: sort?.by, sortDesc: sort?.desc });
      await saveCells(itemExportCells(items, isDetailed(filters)), format, `vendor-items-${today()}`);
      toast.success(`Exported ${items.length.toLocaleString('en-US')} items.`);
    } catch (error) {
      toast.error(describeApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={({ value }) => void run(value as ItemFileFormat)}
    >
      <Menu.Trigger asChild>
        <Button variant="secondary" loading={busy}>
          Export <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv">CSV (.csv)</Menu.Item>
            <Menu.Item value="xlsx">Excel (.xlsx)</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
