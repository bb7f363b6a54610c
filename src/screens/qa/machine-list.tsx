/** The left column: every registered machine, whether an actor of it runs now, linking to ?machine=<id>. */
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import type { MachineEntry } from '../../machines/registry';
import { StatusBadge } from './panel';
import { ui } from '../../components/ui/styles';

export type ActorStatus = 'live' | 'stopped' | 'not running';

interface MachineListProps {
  machines: MachineEntry[];
  selectedId: string | undefined;
  statusOf: (machineId: string) => ActorStatus;
  hrefFor: (machineId: string) => string;
}

export function MachineList({ machines, selectedId, statusOf, hrefFor }: MachineListProps) {
  return (
    <nav aria-label="Machines">
      <ul className={styles.list}>
        {machines.map((m) => (
          <li key={m.id}>
            <Link
              href={hrefFor(m.id)}
              aria-current={m.id === selectedId ? 'page' : undefined}
              className={cx(styles.item, m.id === selectedId && styles.selected)}
            >
              <span className={styles.row}>
                <span className={styles.title}>{m.title}</span>
                <StatusBadge status={statusOf(m.id)} />
              </span>
              <code className={styles.id}>{m.id}</code>
              <span className={styles.description}>{m.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const styles = {
  list: ui.stack2,
  item: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    color: 'fg',
    textDecoration: 'none',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _hover: { borderColor: 'border.strong' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  }),
  selected: css({
    borderColor: 'accent',
    boxShadow: '0 0 0 1px var(--colors-accent)',
    _hover: { borderColor: 'accent' },
  }),
  row: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  title: ui.semibold,
  id: ui.mutedMonoCaption,
  description: css({ fontSize: '13px', color: 'fg.muted', lineHeight: '1.45' }),
};
