/**
 * One list of the storefront's shipping tool (search, mapped and activity filters, paging, all in the
 * URL), each record with the Dockhand record it maps to: pick another to map it, Unmap to clear it.
 * A mapping set here is kept by every later sync.
 */
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import type { ProjectRef } from '../../api/bootstrap.api';
import {
  loadShippingToolChoices,
  mapShippingToolRecord,
  shippingToolListClient,
} from '../../api/shipping-tool.api';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { TypedSelect } from '../../components/form/typed-select';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import {
  SHIPPING_TOOL_MAPPING_FIELDS,
  shippingToolListLabels,
  shippingToolTargetLabels,
  type ShippingToolList,
  type ShippingToolRows,
} from '../../domain/contracts/shipping-tool';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { columnsOf } from './shipping-tool-columns';

const mappedOptions = [
  { value: 'true', label: 'Mapped' },
  { value: 'false', label: 'Not mapped' },
];
const activeOptions = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
const searchHints: Record<ShippingToolList, string> = {
  stores: 'Name or marketplace',
  products: 'Name or SKU',
  tags: 'Name',
};

/** The Dockhand record a row maps to, by list. */
const targetOf = <L extends ShippingToolList>(list: L, row: ShippingToolRows[L]) =>
  (row as unknown as Record<string, number | null>)[SHIPPING_TOOL_MAPPING_FIELDS[list]] ?? null;

function MappingPicker({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | null;
  options: readonly { value: number; label: string }[];
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className={css({ minW: '190px', maxW: '320px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        {label}
      </label>
      <TypedSelect<number>
        id={id}
        value={value}
        options={options}
        onChange={(next) => typeof next === 'number' && next !== value && onChange(next)}
      />
    </div>
  );
}

interface Props<L extends ShippingToolList> {
  list: L;
  project: ProjectRef;
  tabs: ReactNode;
}

export function ShippingToolTable<L extends ShippingToolList>({ list, project, tabs }: Props<L>) {
  const api = useApi();
  const client = useMemo(() => shippingToolListClient(api, list, project.id), [api, list, project.id]);
  const rows = useResourceList(client);
  const choices = useLoad(
    (signal) => loadShippingToolChoices(api, list, project.id, signal),
    [api, list, project.id],
  );
  const options = useMemo(
    () => (choices.status === 'loaded' ? choices.data.map((c) => ({ value: c.id, label: c.label })) : []),
    [choices],
  );
  const { reload } = rows;
  const map = useCallback(
    async (row: ShippingToolRows[L], targetId: number | null) => {
      try {
        await mapShippingToolRecord(api, list, row.id, targetId);
        const target = options.find((o) => o.value === targetId)?.label;
        toast.success(target ? `${row.name} now maps to ${target}.` : `${row.name} is no longer mapped.`);
        reload();
      } catch (e) {
        toast.error(describeApiError(e).message);
      }
    },
    [api, list, options, reload],
  );
  const columns = useMemo(
    () =>
      columnsOf(list, (row) => (
        <MappingPicker
          label={`${shippingToolTargetLabels[list]} for ${row.name}`}
          value={targetOf(list, row)}
          options={options}
          onChange={(id) => void map(row, id)}
        />
      )),
    [list, options, map],
  );
  const actions = useCallback(
    (row: ShippingToolRows[L]) =>
      targetOf(list, row) !== null && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Unmap ${row.name}`}
          onClick={() => void map(row, null)}
        >
          Unmap
        </Button>
      ),
    [list, map],
  );

  return (
    <div className={ui.stack3}>
      {choices.status === 'failed' && (
        <Notice tone="danger" role="alert" title="What these records map to could not be loaded">
          <p>{choices.failure.message}</p>
        </Notice>
      )}
      <DataTable
        tableId={`shipping-tool-${list}`}
        label={`The shipping tool's ${shippingToolListLabels[list].toLowerCase()} and their Dockhand mapping`}
        columns={columns}
        list={rows}
        actions={actions}
        toolbar={tabs}
        emptyTitle="Nothing pulled yet, or nothing matches"
        emptyText="Sync now pulls this list from the tool; the filters may hide the rest."
        filters={
          <FilterBar list={rows}>
            <FilterText list={rows} name="search" label="Search" placeholder={searchHints[list]} />
            <FilterSelect list={rows} name="mapped" label="Mapping" options={mappedOptions} />
            <FilterSelect list={rows} name="active" label="In the tool" options={activeOptions} />
          </FilterBar>
        }
      />
    </div>
  );
}
