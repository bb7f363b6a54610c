import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { buttonClass } from '../button';
import { ChevronDownIcon } from '../icons';

export interface PickableColumn {
  id: string;
  label: string;
  visible: boolean;
}

export type Density = 'comfortable' | 'compact';

interface ColumnPickerProps {
  columns: readonly PickableColumn[];
  onToggle: (id: string, visible: boolean) => void;
  density: Density;
  onDensity: (density: Density) => void;
}

const styles = {
  content: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    boxShadow: '0 12px 24px -8px rgba(15, 23, 42, 0.2)',
    p: '3',
    minW: '200px',
    // Long column lists (the orders list offers 40) scroll inside the popover, not off the screen.
    maxH: 'min(70vh, 640px)',
    overflowY: 'auto',
    zIndex: 'dropdown',
    outline: 'none',
  }),
  title: css({ fontSize: '12px', fontWeight: 'semibold', color: 'fg.muted', mb: '2' }),
  section: css({ mt: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border' }),
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    py: '1.5',
    px: '1',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { bg: 'canvas' },
    '& input': { w: '4', h: '4', accentColor: 'token(colors.accent)' },
  }),
};

const densityChoices: readonly { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

/**
 * The "Columns" button of a table: a checkbox per hideable column (the last visible one cannot go),
 * and the row density: comfortable, or compact one-line rows for a busy desk.
 */
export function ColumnPicker({ columns, onToggle, density, onDensity }: ColumnPickerProps) {
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        Columns <ChevronDownIcon size={14} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className={styles.content}>
            <Popover.Title className={styles.title}>Show columns</Popover.Title>
            {columns.map((column) => (
              <label key={column.id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={column.visible}
                  disabled={column.visible && visibleCount === 1}
                  onChange={(e) => onToggle(column.id, e.target.checked)}
                />
                {column.label}
              </label>
            ))}
            <fieldset className={styles.section}>
              <legend className={styles.title}>Rows</legend>
              {densityChoices.map((choice) => (
                <label key={choice.value} className={styles.option}>
                  <input
                    type="radio"
                    name="density"
                    checked={density === choice.value}
                    onChange={() => onDensity(choice.value)}
                  />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
