/** The right-hand side of the viewer: the selected machine's chart and, when it runs, its state and events. */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { StateValue } from 'xstate';
import { flowModels } from '../../machines/flow-models';
import { liveActor, type MachineEntry } from '../../machines/registry';
import { EventLog } from './event-log';
import { LiveState } from './live-state';
import type { ActorStatus } from './machine-list';
import { Panel, StatusBadge } from './panel';
import { PathPlayer } from './path-player';
import { Statechart } from './statechart';
import { StatechartLegend } from './statechart-legend';
import { ui } from '../../components/ui/styles';

export function MachineDetail({ entry, status }: { entry: MachineEntry; status: ActorStatus }) {
  const live = liveActor(entry.id);
  const model = flowModels[entry.id];
  // A step of a played path, shown instead of the live state (only on the machine it belongs to).
  const [played, setPlayed] = useState<{ machineId: string; value: StateValue | undefined }>();
  const playedValue = played?.machineId === entry.id ? played.value : undefined;
  return (
    <div className={styles.detail}>
      <div>
        <div className={styles.titleRow}>
          <h2 className={styles.h2}>{entry.title}</h2>
          <code className={styles.id}>{entry.id}</code>
          <StatusBadge status={status} />
        </div>
        <p className={styles.lead}>{entry.description}</p>
      </div>
      {model && (
        <PathPlayer
          key={entry.id}
          model={model}
          onShow={(value) => setPlayed({ machineId: entry.id, value })}
        />
      )}
      <Panel title="Statechart">
        <Statechart machine={entry.machine} actor={live?.actor} value={playedValue} />
        <StatechartLegend />
      </Panel>
      <div className={styles.liveGrid}>
        {live ? (
          <LiveState key={entry.id} actor={live.actor} className={styles.stack} />
        ) : (
          <Panel title="Current state" className={styles.notRunning}>
            <p className={styles.note}>
              Not running: no actor of this machine has been created in this tab. An actor shows up here once
              it is created with{' '}
              <code className={styles.code}>inspect: inspectFor(&apos;{entry.id}&apos;)</code>.
            </p>
          </Panel>
        )}
        <EventLog events={live?.events ?? []} isLive={!!live} />
      </div>
    </div>
  );
}

const styles = {
  h2: css({ fontSize: '18px', fontWeight: 'semibold' }),
  lead: cx(ui.description, ui.maxW760),
  detail: ui.stackShrink,
  titleRow: ui.rowWrap,
  id: css({
    fontFamily: 'mono',
    fontSize: '13px',
    color: 'fg.muted',
    bg: 'canvas',
    px: '1.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'border',
  }),
  liveGrid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
    alignItems: 'start',
  }),
  stack: ui.stackShrink,
  notRunning: css({ alignSelf: 'stretch' }),
  note: ui.mutedSmall,
  code: css({ fontFamily: 'mono', fontSize: '12px', color: 'fg' }),
};
