/** Above the rows while orders are selected: how many, clear, and the bulk actions the user may run. */
import { Menu } from '../../../components/ui';
import { Button, buttonClass } from '../../../components/button';
import { ChevronDownIcon } from '../../../components/icons';
import type { BulkAction } from '../../../machines/order-bulk/order-bulk.machine';
import type { BulkActionDef } from './bulk-actions';
import { ui } from '../../../components/ui/styles';

/** The bulk update takes at most 500 orders at once (the server's limit). */
const BULK_MAX = 500;

const dangerItem = ui.danger;

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
  if (count === 0) return null;
  const tooMany = count > BULK_MAX;
  return (
    <div role="region" aria-label="Selected orders" className={ui.rowWrap}>
      <span className={ui.semibold}>
        {count} {count === 1 ? 'order' : 'orders'} selected
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      {tooMany && <span className={ui.dangerSmall}>At most {BULK_MAX} orders at a time.</span>}
      {actions.length > 0 && (
        <Menu.Root
          positioning={{ placement: 'bottom-start', gutter: 4 }}
          onSelect={({ value }) => onAction(value as BulkAction)}
        >
          <Menu.Trigger className={buttonClass({ size: 'sm' })} disabled={tooMany}>
            Bulk actions <ChevronDownIcon size={14} />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner>
              <Menu.Content>
                {actions.map((a) => (
                  <Menu.Item
                    key={a.action}
                    value={a.action}
                    className={a.destructive ? dangerItem : undefined}
                  >
                    {a.label}…
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.Root>
      )}
    </div>
  );
}
