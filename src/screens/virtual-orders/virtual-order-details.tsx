/**
 * One virtual order in a dialog: where it came from, why it was kept and what fixes that, the field
 * messages of a refused payload, the payload as it was received (pretty printed), and its retries and
 * discards. Retry and Discard are offered while it is Pending.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { loadVirtualOrder, orderDetailsPath, type VirtualOrderDetails } from '../../api/virtual-orders.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { formatCount, formatInstant } from '../../components/format';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import {
  offersStep,
  retryOutcomeLabels,
  retryOutcomeTones,
  virtualOrderReasonFixes,
  virtualOrderReasonLabel,
  virtualOrderStatusLabel,
} from '../../domain/virtual-order.lifecycle';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { storefrontOf, virtualOrderName, VirtualOrderStatusBadge } from './virtual-order-columns';
import { FramedDialog } from '../../components/framed-dialog';

const styles = {
  section: ui.sectionBelow,
  payload: css({
    mt: '2',
    p: '3',
    bg: 'canvas',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    fontFamily: 'mono',
    fontSize: '12px',
    whiteSpace: 'pre',
    overflow: 'auto',
    maxH: '320px',
  }),
  history: css({ listStyle: 'none', mt: '2', display: 'flex', flexDirection: 'column', gap: '2' }),
};

function Facts({ details }: { details: VirtualOrderDetails }) {
  const v = details.virtualOrder;
  return (
    <dl className={cx(ui.facts, ui.mt4)}>
      <div>
        <dt>Storefront</dt>
        <dd>{storefrontOf(v)}</dd>
      </div>
      <div>
        <dt>Store the order names</dt>
        <dd>{v.storeId === null ? 'None' : `#${v.storeId}`}</dd>
      </div>
      <div>
        <dt>API key</dt>
        <dd>{v.apiKeyName ?? '—'}</dd>
      </div>
      <div>
        <dt>First received</dt>
        <dd>
          {formatInstant(v.receivedAt)}
          {v.receivedCount > 1 && <span className={ui.muted}> · {formatCount(v.receivedCount)} times</span>}
        </dd>
      </div>
      <div>
        <dt>Retries</dt>
        <dd>
          {formatCount(v.attempts)}
          {v.lastAttemptAt && <span className={ui.muted}> · last {formatInstant(v.lastAttemptAt)}</span>}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd className={ui.rowWrap2}>
          <VirtualOrderStatusBadge status={v.status} />
          {v.orderId !== null && <TextLink href={orderDetailsPath(v.orderId)}>Open order</TextLink>}
        </dd>
      </div>
    </dl>
  );
}

function Why({ details }: { details: VirtualOrderDetails }) {
  const v = details.virtualOrder;
  const fields = Object.entries(v.fieldErrors ?? {});
  return (
    <section className={styles.section} aria-label="Why it was kept">
      <h3 className={ui.sectionTitle}>{virtualOrderReasonLabel(v.reasonCode)}</h3>
      <p className={ui.mt1}>{v.reason}</p>
      {v.status === 'Pending' && <p className={ui.mutedSmall}>{virtualOrderReasonFixes[v.reasonCode]}</p>}
      {fields.length > 0 && (
        <ul className={cx(ui.mt2, ui.small)} aria-label="Field messages">
          {fields.map(([field, message]) => (
            <li key={field}>
              <span className={ui.code}>{field}</span>: {message}
            </li>
          ))}
        </ul>
      )}
      {v.lastError && <p className={cx(ui.mt2, ui.dangerSmall)}>Last retry: {v.lastError}</p>}
    </section>
  );
}

function History({ details }: { details: VirtualOrderDetails }) {
  if (details.history.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={ui.sectionTitle}>History</h3>
      <ul className={styles.history} aria-label="Retries and discards">
        {details.history.map((h, i) => (
          <li key={i} className={ui.rowWrap2}>
            <span className={ui.mutedNowrap}>{formatInstant(h.at)}</span>
            {h.action === 'discard' ? (
              <span className={badge({ tone: 'neutral' })}>Discarded</span>
            ) : (
              h.outcome && (
                <span className={badge({ tone: retryOutcomeTones[h.outcome] })}>
                  {retryOutcomeLabels[h.outcome]}
                </span>
              )
            )}
            <span>{h.message ?? virtualOrderStatusLabel(h.status)}</span>
            {h.userName && <span className={ui.mutedSmall}>by {h.userName}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Loaded({ details }: { details: VirtualOrderDetails }) {
  return (
    <>
      <Facts details={details} />
      <Why details={details} />
      <History details={details} />
      <section className={styles.section}>
        <h3 className={ui.sectionTitle}>Payload as received</h3>
        <pre className={styles.payload} aria-label="Payload">
          {JSON.stringify(details.payload, null, 2)}
        </pre>
      </section>
    </>
  );
}

export function VirtualOrderDetailsDialog({
  id,
  onClose,
  onRetry,
  onDiscard,
}: {
  id: number | null;
  onClose: () => void;
  onRetry: (details: VirtualOrderDetails) => void;
  onDiscard: (details: VirtualOrderDetails) => void;
}) {
  const api = useApi();
  const load = useLoad(
    (signal) => (id === null ? Promise.resolve(null) : loadVirtualOrder(api, id, signal)),
    [api, id],
  );
  const details = load.status === 'loaded' ? load.data : null;
  const pending = details !== null && offersStep(details.virtualOrder, 'retry');
  return (
    <FramedDialog
      open={id !== null}
      onClose={onClose}
      size="xl"
      title={details ? virtualOrderName(details.virtualOrder) : 'Virtual order'}
      description="An order the storefront sent that intake could not place: kept with what was sent, to retry once the cause is fixed."
    >
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <div className={ui.mt4}>
          <FormError title="The virtual order could not be loaded" message={load.failure.message} />
        </div>
      )}
      {details && <Loaded details={details} />}
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {pending && (
          <>
            <Button variant="secondary" onClick={() => onDiscard(details)}>
              Discard
            </Button>
            <Button onClick={() => onRetry(details)}>Retry</Button>
          </>
        )}
      </div>
    </FramedDialog>
  );
}
