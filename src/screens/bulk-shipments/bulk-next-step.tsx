/**
 * "Why isn't this shipping yet?" for a bulk shipment, like the order page's: the road from request to
 * shipped with the stages passed, the stage it is at, and what it waits for — the next step as a
 * button for a user who may take it, or who must take it and what blocks it (the lifecycle's
 * forwardStep and stepRefusal, as the server decides them).
 */
import { css, cx } from 'styled-system/css';
import type { ShipmentOverview } from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatCount, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import {
  forwardStep,
  MANUAL_SHIPMENT_STATUS,
  type ManualShipmentStep,
} from '../../domain/manual-shipment.lifecycle';
import { stepLabel, stepPurposes } from './bulk-steps';

type Stage = { label: string; done: boolean; detail: string };

function stagesOf({ shipment, progress }: ShipmentOverview): Stage[] {
  const shipped = shipment.orderStatus === MANUAL_SHIPMENT_STATUS.Shipped;
  const allocated = progress.allocated > 0 && progress.allocated >= progress.units;
  const packed = progress.allocated > 0 && progress.packed >= progress.allocated;
  return [
    { label: 'Requested', done: true, detail: plural(progress.units, 'unit') },
    {
      label: 'Confirmed',
      done: shipment.confirmedAt !== null,
      detail: shipment.confirmedAt ? 'Warehouse chosen' : 'By the warehouse',
    },
    {
      label: 'Allocated',
      done: allocated || shipped,
      detail: `${formatCount(progress.allocated)} of ${formatCount(progress.units)} units`,
    },
    {
      label: 'Packed',
      done: packed || shipped,
      detail: `${plural(progress.cartons, 'carton')}, ${plural(progress.pallets, 'pallet')}`,
    },
    { label: 'Shipped', done: shipped, detail: shipped ? 'Left the warehouse' : 'Carrier, PRO, ship date' },
  ];
}

const styles = {
  road: css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '2', listStyle: 'none', mb: '4' }),
  stage: css({ borderTopWidth: '3px', borderColor: 'border', pt: '2', minW: '0' }),
  done: css({ borderColor: 'success' }),
  current: css({ borderColor: 'accent' }),
  label: css({ fontWeight: 'semibold', fontSize: '13px' }),
};

export function BulkNextStep({
  overview,
  mayTake,
  onStep,
}: {
  overview: ShipmentOverview;
  mayTake: (step: ManualShipmentStep) => boolean;
  onStep: (step: ManualShipmentStep) => void;
}) {
  const { shipment } = overview;
  const forward = forwardStep(shipment);
  if (shipment.orderStatus === MANUAL_SHIPMENT_STATUS.Cancelled)
    return (
      <Notice tone="warning" title="Cancelled">
        This bulk shipment was cancelled: nothing is reserved for it.
      </Notice>
    );
  const stages = stagesOf(overview);
  const current = stages.findIndex((s) => !s.done);
  const shipped = current < 0;
  return (
    <Card title={shipped ? 'Shipped' : 'Why isn’t this shipping yet?'}>
      <ol className={styles.road} aria-label="Progress">
        {stages.map((s, i) => (
          <li
            key={s.label}
            className={cx(styles.stage, s.done && styles.done, i === current && styles.current)}
            aria-current={i === current ? 'step' : undefined}
          >
            <p className={styles.label}>
              {s.done ? '✓ ' : ''}
              {s.label}
            </p>
            <p className={ui.mutedSmall}>{s.detail}</p>
          </li>
        ))}
      </ol>
      {!shipped &&
        (forward.step ? (
          mayTake(forward.step) ? (
            <div className={ui.rowWrap}>
              <p className={ui.grow}>
                <strong>Next:</strong> {stepPurposes[forward.step]}
              </p>
              <Button onClick={() => onStep(forward.step!)}>{stepLabel(shipment, forward.step)}</Button>
            </div>
          ) : (
            <p>
              Waiting for the warehouse to <strong>{stepLabel(shipment, forward.step).toLowerCase()}</strong>{' '}
              it.
            </p>
          )
        ) : (
          forward.blocker && (
            <Notice tone="warning" role="status" title="Blocked">
              {forward.blocker}
            </Notice>
          )
        ))}
    </Card>
  );
}
