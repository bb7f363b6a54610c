/**
 * Above the virtual orders: the filters (storefront, reason, a search over the order number, the reason
 * and the last error) and the status tabs, Pending first (the server's default when none is sent).
 */
import { css } from 'styled-system/css';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import { ALL_STATUSES } from '../../domain/contracts/virtual-orders';
import {
  VIRTUAL_ORDER_STATUS,
  virtualOrderReasonCodes,
  virtualOrderReasonLabel,
  virtualOrderStatuses,
  virtualOrderStatusLabel,
} from '../../domain/virtual-order.lifecycle';
import type { StorefrontChoices } from './use-storefront-choices';

const reasonOptions = virtualOrderReasonCodes.map((code) => ({
  value: code,
  label: virtualOrderReasonLabel(code),
}));

export function VirtualOrderFilters({
  list,
  storefronts,
}: {
  list: FilterSource;
  storefronts: StorefrontChoices;
}) {
  return (
    <FilterBar list={list}>
      <FilterSelect
        list={list}
        name="projectId"
        label="Storefront"
        options={storefronts.options}
        allLabel="Every storefront"
      />
      <FilterSelect
        list={list}
        name="reasonCode"
        label="Reason"
        options={reasonOptions}
        allLabel="Any reason"
      />
      <FilterText list={list} name="search" label="Search" placeholder="Order number, reason, error" />
    </FilterBar>
  );
}

const tabs = [
  ...virtualOrderStatuses.map((s) => ({ value: s, label: virtualOrderStatusLabel(s) })),
  { value: ALL_STATUSES, label: 'All' },
];

/** The status tab a filter value stands for: Pending when none is set. */
export const activeStatus = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : VIRTUAL_ORDER_STATUS.Pending;

const styles = {
  bar: css({ display: 'flex', gap: '1', px: '3', borderBottomWidth: '1px', borderColor: 'border' }),
  tab: css({
    h: '10',
    px: '2.5',
    fontSize: '13px',
    fontWeight: 'medium',
    color: 'fg.muted',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    '&[aria-selected=true]': { color: 'accent', borderColor: 'accent' },
  }),
};

export function VirtualOrderStatusTabs({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="tablist" aria-label="Virtual order status" className={styles.bar}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
