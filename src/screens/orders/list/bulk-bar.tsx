/** Above the rows while orders are selected: how many, clear, and the bulk actions the user may run. */
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { Button, buttonClass } from '../../../components/button';
import { ChevronDownIcon } from '../../../components/icons';
import type { BulkAction } from '../../../machines/order-bulk/order-bulk.machine';
import type { BulkActionDef } from './bulk-actions';

/** The bulk update takes at most 500 orders at once (the server's limit). */
export const BULK_MAX = 500;

const dangerItem = css({ color: 'danger' });

export function BulkBar({
  count,
  actions,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly BulkActionDef[];
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const parts = menu();
  if (count === 0) return null;
  const tooMany = count > BULK_MAX;
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}
    >
      <span className={css({ fontWeight: 'semibold' })}>
        {count} {count === 1 ? 'order' : 'orders'} selected
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      {tooMany && (
        <span className={css({ color: 'danger', fontSize: '13px' })}>
          At most {BULK_MAX} orders at a time.
        </span>
      )}
      {actions.length > 0 && (
        <Menu.Root
          positioning={{ placement: 'bottom-start', gutter: 4 }}
          onSelect={({ value }) => onAction(value as BulkAction)}
        >
          <Menu.Trigger className={buttonClass({ size: 'sm' })} disabled={tooMany}>
            Bulk actions <ChevronDownIcon size={14} />
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content className={parts.content}>
                {actions.map((a) => (
                  <Menu.Item
                    key={a.action}
                    value={a.action}
                    className={cx(parts.item, a.destructive && dangerItem)}
                  >
                    {a.label}…
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </div>
  );
}
