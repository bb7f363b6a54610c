/**
 * A work order's lifecycle on its page: where it stands (Draft → Released → In progress → Completed),
 * the next step and what blocks it (the lifecycle's refusal, src/domain/work-order.lifecycle.ts), and
 * the steps this user may take now (the overview's nextSteps). Release, start and cancel ask first and
 * carry the version shown and an Idempotency-Key; completing opens the guided flow. A release refused
 * for short components shows each shortage and the document that covers it.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { Dialog } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import type { ComponentShortage, WorkOrderOverview } from '../../domain/contracts/manufacturing-answers';
import { workOrderStepTexts } from '../../domain/manufacturing-labels';
import {
  stepRefusal,
  WORK_ORDER_STATUS,
  workOrderStatusLabel,
  type WorkOrderStep,
} from '../../domain/work-order.lifecycle';
import { useApi } from '../../machines/use-app';
import {
  shortagesOf,
  takeWorkOrderStep,
  workOrderCompletePath,
  type WorkOrderRow,
} from '../../api/manufacturing.api';
import { ShortageTable } from './work-order-shortages';

type DialogStep = Exclude<WorkOrderStep, 'complete'>;

const path = [
  WORK_ORDER_STATUS.Draft,
  WORK_ORDER_STATUS.Released,
  WORK_ORDER_STATUS.InProgress,
  WORK_ORDER_STATUS.Completed,
] as const;

const styles = {
  path: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontSize: '13px' }),
  stage: css({ px: '2.5', py: '1', borderRadius: 'full', borderWidth: '1px', borderColor: 'border' }),
  done: css({ color: 'fg.muted' }),
  current: css({ bg: 'accent.subtle', borderColor: 'accent', color: 'accent', fontWeight: 'semibold' }),
  ahead: css({ color: 'fg.subtle', borderStyle: 'dashed' }),
  cancelled: css({ bg: 'danger.subtle', borderColor: 'danger', color: 'danger', fontWeight: 'semibold' }),
};

/** Draft → Released → In progress → Completed, the current stage marked. */
export function LifecyclePath({ status }: { status: string }) {
  const at = path.indexOf(status as (typeof path)[number]);
  return (
    <ol className={styles.path} aria-label="Lifecycle">
      {path.map((stage, i) => (
        <li key={stage} className={ui.inlineRow}>
          {i > 0 && <span aria-hidden="true">→</span>}
          <span
            className={cx(
              styles.stage,
              i === at ? styles.current : at >= 0 && i < at ? styles.done : styles.ahead,
            )}
            aria-current={i === at ? 'step' : undefined}
          >
            {workOrderStatusLabel(stage)}
          </span>
        </li>
      ))}
      {status === WORK_ORDER_STATUS.Cancelled && (
        <li className={ui.inlineRow}>
          <span aria-hidden="true">·</span>
          <span className={cx(styles.stage, styles.cancelled)} aria-current="step">
            Cancelled
          </span>
        </li>
      )}
    </ol>
  );
}

/** The step that moves the order forward from its status (null once it is closed). */
function forwardStep(status: string): WorkOrderStep | null {
  if (status === WORK_ORDER_STATUS.Draft) return 'release';
  if (status === WORK_ORDER_STATUS.Released) return 'start';
  if (status === WORK_ORDER_STATUS.InProgress) return 'complete';
  return null;
}

const nextTexts: Record<WorkOrderStep, string> = {
  release: 'Release it: its components are allocated at the warehouse, first expiry first out.',
  start: 'Start it when the floor begins, or complete it straight away.',
  complete: 'Complete it (in parts if need be): pick the lots used, enter the finished lot.',
  cancel: '',
};

export function NextStepNotice({ order, overview }: { order: WorkOrderRow; overview: WorkOrderOverview }) {
  const step = forwardStep(order.status);
  if (!step) return null;
  const offered = overview.nextSteps.includes(step);
  const refusal =
    overview.refusals[step] ?? stepRefusal({ ...order, completedQuantity: order.completedQuantity }, step);
  return (
    <section aria-label="Next step">
      <Notice
        tone={offered ? 'info' : 'warning'}
        title={`Next: ${workOrderStepTexts[step].label.toLowerCase()}`}
      >
        <p>
          {offered ? nextTexts[step] : (refusal ?? 'Someone with the permission for this step takes it.')}
        </p>
      </Notice>
    </section>
  );
}

interface StepDialogProps {
  order: WorkOrderRow;
  step: DialogStep | null;
  onClose: () => void;
  onDone: (order: WorkOrderRow) => void;
  onShortages: (shortages: ComponentShortage[]) => void;
}

function StepDialog({ order, step, onClose, onDone, onShortages }: StepDialogProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shortages, setShortages] = useState<ComponentShortage[] | null>(null);
  // One key per attempt of this step: a second click or a retry after a lost answer is applied once.
  const [key] = useState(() => crypto.randomUUID());
  const texts = step ? workOrderStepTexts[step] : null;
  const close = () => {
    setError(null);
    setShortages(null);
    onClose();
  };
  const run = async () => {
    if (!step || !texts) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await takeWorkOrderStep(api, order.id, step, order.version, key);
      toast.success(`Work order ${order.orderNumber} ${texts.done}.`);
      close();
      onDone(updated);
    } catch (e) {
      const short = shortagesOf(e);
      if (short) {
        setShortages(short);
        onShortages(short);
      }
      const failure = describeApiError(e);
      setError(
        failure.status === 409 && /changed by someone else|stale/i.test(failure.message)
          ? 'This work order was changed by someone else. Close this, reload the page and try again.'
          : failure.message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={step !== null} onOpenChange={({ open }) => !open && close()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '760px' })}>
            <Dialog.Title>
              {texts?.label.replace(' work order', '')} work order {order.orderNumber}?
            </Dialog.Title>
            <Dialog.Description>{texts?.consequence}</Dialog.Description>
            <div className={ui.dialogBody}>
              <FormError message={error} title={`Not ${texts?.done ?? 'done'}`} />
              {shortages && <ShortageTable shortages={shortages} />}
            </div>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={close}>
                Back
              </Button>
              <Button
                variant={step === 'cancel' ? 'danger' : 'primary'}
                loading={busy}
                onClick={() => void run()}
              >
                {texts?.label}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface StepButtonsProps {
  order: WorkOrderRow;
  overview: WorkOrderOverview;
  onChanged: (order: WorkOrderRow) => void;
  onShortages: (shortages: ComponentShortage[]) => void;
}

export function WorkOrderStepButtons({ order, overview, onChanged, onShortages }: StepButtonsProps) {
  const [pending, setPending] = useState<DialogStep | null>(null);
  // The overview's steps are the ones this user may take now.
  const steps = overview.nextSteps;
  return (
    <div className={ui.actionBar}>
      {steps.map((step) =>
        step === 'complete' ? (
          <Link key={step} href={workOrderCompletePath(order.id)} className={buttonClass()}>
            Complete…
          </Link>
        ) : (
          <Button
            key={step}
            variant={step === 'cancel' ? 'secondary' : 'primary'}
            onClick={() => setPending(step)}
          >
            {workOrderStepTexts[step].label}
          </Button>
        ),
      )}
      <StepDialog
        // A new dialog (and key) per step chosen.
        key={pending ?? 'none'}
        order={order}
        step={pending}
        onClose={() => setPending(null)}
        onDone={onChanged}
        onShortages={onShortages}
      />
    </div>
  );
}
