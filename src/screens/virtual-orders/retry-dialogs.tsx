/**
 * The two dialogs of a retry: the confirmation (for many virtual orders; for one kept for an unknown
 * store, the store to place it in), then the result of each virtual order, a placed one linking to its
 * order. A refused call stays in the confirmation with the server's message.
 */
import { css, cx } from 'styled-system/css';
import { badge, field, input } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import { orderDetailsPath } from '../../api/virtual-orders.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { plural } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { RETRY_ALL_LIMIT, retryOutcomeLabels, retryOutcomeTones } from '../../domain/virtual-order.lifecycle';
import {
  confirmTitle,
  summarizeResults,
  targetSize,
} from '../../machines/virtual-order-retry/virtual-order-retry.logic';
import type { RetryTarget, StoreChoice } from '../../machines/virtual-order-retry/virtual-order-retry.types';
import type { VirtualOrderRetry } from '../../machines/virtual-order-retry/use-virtual-order-retry';
import type { StorefrontChoices } from './use-storefront-choices';
import { FramedDialog } from '../../components/framed-dialog';

/** The server's refusal of the whole request, said in one block. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  const failure = describeApiError(error);
  const fields = Object.values(failure.fields);
  return fields.length ? `${failure.message} ${fields.join(' ')}` : failure.message;
}

function consequence(target: RetryTarget): string {
  if (target.kind === 'one')
    return `The order names store #${target.sentStoreId ?? '?'}, which is not a store of its storefront: choose the store to place it in. What was received stays as it was.`;
  const what =
    target.kind === 'chosen'
      ? plural(target.ids.length, 'chosen virtual order')
      : `the ${plural(Math.min(target.pending, RETRY_ALL_LIMIT), 'pending virtual order')} of ${target.name}${target.pending > RETRY_ALL_LIMIT ? ` (the oldest ${RETRY_ALL_LIMIT} of ${target.pending})` : ''}`;
  return `Each of ${what} goes through order intake again on its own: those whose cause is fixed become orders, the others stay pending with the new error.`;
}

const storeValue = (store: StoreChoice) =>
  store === 'payload' ? 'payload' : store === null ? 'none' : String(store);
const storeOf = (value: string): StoreChoice =>
  value === 'payload' ? 'payload' : value === 'none' ? null : Number(value);

function StoreField({ retry, storefronts }: { retry: VirtualOrderRetry; storefronts: StorefrontChoices }) {
  const target = retry.target;
  if (target?.kind !== 'one') return null;
  const stores = storefronts.byId(target.projectId)?.stores ?? [];
  const styles = field();
  return (
    <div className={cx(styles.root, ui.mt4)}>
      <label htmlFor="retry-store" className={styles.label}>
        Store to place it in
      </label>
      <select
        id="retry-store"
        className={input()}
        value={storeValue(retry.store)}
        onChange={(e) => retry.chooseStore(storeOf(e.target.value))}
      >
        <option value="payload" disabled>
          Choose a store
        </option>
        {stores.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
        <option value="none">Without a store</option>
      </select>
    </div>
  );
}

export function RetryConfirmDialog({
  retry,
  storefronts,
}: {
  retry: VirtualOrderRetry;
  storefronts: StorefrontChoices;
}) {
  const open = retry.state === 'confirming' || retry.state === 'submitting';
  const target = retry.target;
  return (
    <FramedDialog
      open={open && target !== null}
      onClose={retry.cancel}
      title={target ? confirmTitle(target) : ''}
      description={target ? consequence(target) : undefined}
    >
      <div className={ui.mt4}>
        <FormError message={failureText(retry.error)} title="Nothing was retried" />
      </div>
      <StoreField retry={retry} storefronts={storefronts} />
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={retry.cancel} disabled={retry.state === 'submitting'}>
          Back
        </Button>
        <Button onClick={retry.submit} disabled={!retry.canSubmit} loading={retry.state === 'submitting'}>
          {target && target.kind !== 'one'
            ? `Retry ${plural(Math.min(targetSize(target), RETRY_ALL_LIMIT), 'order')}`
            : 'Retry'}
        </Button>
      </div>
    </FramedDialog>
  );
}

const resultTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: '13px',
  '& th': {
    position: 'sticky',
    top: '0',
    bg: 'surface',
    textAlign: 'start',
    fontSize: '11px',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: 'fg.muted',
    py: '1.5',
    pr: '3',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { py: '1.5', pr: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
});

export function RetryResultsDialog({ retry }: { retry: VirtualOrderRetry }) {
  const summary = summarizeResults(retry.results);
  // Not placed first: they are the ones that need attention.
  const rows = [...retry.results].sort(
    (a, b) => Number(b.outcome === 'failed') - Number(a.outcome === 'failed'),
  );
  return (
    <FramedDialog
      open={retry.state === 'done'}
      onClose={retry.close}
      size="lg"
      title="Retry: results"
      description={summary.text}
    >
      {rows.length > 0 && (
        <div className={css({ mt: '4', maxH: '50vh', overflowY: 'auto' })}>
          <table className={resultTable} aria-label="Results per virtual order">
            <thead>
              <tr>
                <th>Order number</th>
                <th>Result</th>
                <th>Message</th>
                <th>Order</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className={ui.mediumNowrap}>{r.orderNumber ?? `#${r.id}`}</td>
                  <td>
                    <span className={cx(badge({ tone: retryOutcomeTones[r.outcome] }), ui.nowrap)}>
                      {retryOutcomeLabels[r.outcome]}
                    </span>
                  </td>
                  <td>{r.message}</td>
                  <td className={ui.nowrap}>
                    {r.orderId !== null ? (
                      <TextLink href={orderDetailsPath(r.orderId)}>Open order</TextLink>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={ui.dialogFooter}>
        <Button onClick={retry.close}>Close</Button>
      </div>
    </FramedDialog>
  );
}
