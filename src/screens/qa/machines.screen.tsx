/**
 * /qa/machines (developers and superadmins): every machine of the app as a statechart, and for the
 * ones running in this tab the current state, context and recent events. The selected machine lives
 * in the URL (?machine=session) so a link shows the same view.
 */
import { useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { useLocation, useSearch } from 'wouter';
import { liveActor, registeredMachines, registryVersion, subscribeToRegistry } from '../../machines/registry';
import type { ScreenProps } from '../../routes.types';
import { MachineDetail } from './machine-detail';
import { MachineList, type ActorStatus } from './machine-list';
import { ui } from '../../components/ui/styles';

function statusOf(machineId: string): ActorStatus {
  const live = liveActor(machineId);
  if (!live) return 'not running';
  return live.actor.getSnapshot()?.status === 'active' ? 'live' : 'stopped';
}

export default function MachinesScreen(_props: ScreenProps) {
  // Re-renders whenever a live actor receives an event (the registry's version changes).
  useSyncExternalStore(subscribeToRegistry, registryVersion);
  const [path] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('machine');
  const machines = registeredMachines();
  const selected = requested ? machines.find((m) => m.id === requested) : machines[0];

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.h1}>Machine viewer</h1>
        <p className={styles.lead}>
          The state machines of Dockhand. A machine whose actor runs in this tab shows its current state,
          context and recent events.
        </p>
      </header>
      <div className={styles.columns}>
        <MachineList
          machines={machines}
          selectedId={selected?.id}
          statusOf={statusOf}
          hrefFor={(id) => `${path}?machine=${encodeURIComponent(id)}`}
        />
        {selected ? (
          <MachineDetail entry={selected} status={statusOf(selected.id)} />
        ) : (
          <p className={styles.missing} role="status">
            {requested
              ? `There is no machine '${requested}'. Choose one from the list.`
              : 'No machine is registered.'}
          </p>
        )}
      </div>
    </div>
  );
}

const styles = {
  page: ui.stack5,
  h1: css({ fontSize: '22px', fontWeight: 'semibold', lineHeight: '1.3' }),
  lead: cx(ui.description, ui.maxW760),
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '240px minmax(0, 1fr)' },
    gap: '5',
    alignItems: 'start',
  }),
  missing: ui.placeholder,
};
