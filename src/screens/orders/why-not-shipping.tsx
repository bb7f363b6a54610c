/**
 * "Why isn't this shipping?": the chain of causes that keeps an order from shipping
 * (GET /api/common/orders/:id/why), each said plainly with what to do about it: a hold with its type,
 * reason, who and since when (and until when); a SKU nobody mapped; a line short at its warehouse
 * with the document that brings the stock and when; a configuration, payment or fulfilment problem.
 * A kit's component names its kit ("for kit MK-FAMILY-BOX"): one short component holds the kit whole.
 * Used by the orders list's quick view and the order details page.
 */
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { fetchWhyNotShipping, type WhyAnswer, type WhyCause } from '../../api/orders.api';
import { incomingDocumentLabels } from '../../domain/contracts/order-answers';
import { Button } from '../../components/button';
import { TextLink } from '../../components/text-link';
import { Spinner } from '../../components/spinner';
import { useLoad } from '../../machines/load/use-load';
import { holdTypeLabel } from '../../domain/order.lifecycle';
import { useApi } from '../../machines/use-app';
import { ui } from '../../components/ui/styles';
import { fulfillmentOrdersContract } from '../../domain/contracts/fulfillment-orders';
import { formatDay, formatInstant } from '../../components/format';

const messageLabels = { config: 'Configuration', payment: 'Payment', fulfillment: 'Fulfilment' } as const;

const count = new Intl.NumberFormat('en-US');

/** ' for kit MK-FAMILY-BOX', ' for kits A and B': the kits a component line belongs to. */
const forKits = (kits: readonly string[] | undefined) =>
  !kits?.length
    ? ''
    : kits.length === 1
      ? ` for kit ${kits[0]}`
      : ` for kits ${kits.slice(0, -1).join(', ')} and ${kits.at(-1)}`;
const when = formatInstant;
const day = formatDay;

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  cause: css({
    display: 'grid',
    gridTemplateColumns: '4px 1fr',
    gap: '3',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    p: '3',
    pl: '0',
    overflow: 'hidden',
  }),
  stripe: css({ borderRadius: 'full', ml: '0' }),
  kind: css({
    fontSize: '11px',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    color: 'fg.muted',
  }),
  title: css({ fontWeight: 'semibold', color: 'fg' }),
  meta: ui.mutedSmall,
  code: ui.monoCaption,
};

const stripeColors = {
  hold: ui.bgDanger,
  unmapped: ui.bgDanger,
  shortage: ui.bgWarning,
  config: ui.bgDanger,
  payment: ui.bgWarning,
  fulfillment: ui.bgAccent,
};

function CauseFrame({
  kind,
  label,
  children,
}: {
  kind: WhyCause['kind'];
  label: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.cause}>
      <span aria-hidden="true" className={cx(styles.stripe, stripeColors[kind])} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <span className={styles.kind}>{label}</span>
        {children}
      </div>
    </li>
  );
}

function CauseItem({ cause }: { cause: WhyCause }) {
  switch (cause.kind) {
    case 'hold':
      return (
        <CauseFrame kind="hold" label="On hold">
          <span className={styles.title}>
            {cause.label ?? holdTypeLabel(cause.type)}: “{cause.reason}”
          </span>
          <span className={styles.meta}>
            Placed {when(cause.since)}
            {cause.by && cause.by !== 'System' ? ` by ${cause.by}` : ' automatically'}
            {cause.until ? ` · releases by itself on ${day(cause.until)}` : ' · until someone removes it'}
          </span>
        </CauseFrame>
      );
    case 'unmapped':
      return (
        <CauseFrame kind="unmapped" label="Unmapped SKU">
          <span className={styles.title}>
            Line {cause.lineIndex + 1}: <span className={styles.code}>{cause.sku}</span>
            {forKits(cause.kits)} is not mapped to a vendor item
          </span>
          <span className={styles.meta}>
            The warehouse cannot pick it.{' '}
            <TextLink href="/products-mapping">Map the storefront product</TextLink>, then remove the hold.
          </span>
        </CauseFrame>
      );
    case 'shortage':
      return (
        <CauseFrame kind="shortage" label="Not enough stock">
          <span className={styles.title}>
            <span className={styles.code}>{cause.wmsSku ?? cause.sku}</span>
            {forKits(cause.kits)}: needs {count.format(cause.needed)}, {count.format(cause.available)}{' '}
            available
            {cause.warehouseName ? ` at ${cause.warehouseName}` : ''}
          </span>
          <span className={styles.meta}>
            {cause.incoming ? (
              <>
                {incomingDocumentLabels[cause.incoming.type]}{' '}
                <TextLink href={cause.incoming.link}>{cause.incoming.number}</TextLink> brings{' '}
                {count.format(cause.incoming.quantity)}
                {cause.incoming.date ? `, expected ${day(cause.incoming.date)}` : ', no date given'}
                {cause.incoming.coversShortage === false ? ' — not enough to cover the shortage.' : '.'}
              </>
            ) : (
              'Nothing incoming covers it: order more stock or split the order.'
            )}
          </span>
        </CauseFrame>
      );
    default: {
      const fo = cause.kind === 'fulfillment' ? cause.fulfillmentOrder : undefined;
      return (
        <CauseFrame kind={cause.kind} label={messageLabels[cause.kind]}>
          <span className={styles.title}>
            {fo ? (
              <>
                Sent {fo.external ? 'to the external 3PL system' : 'to the warehouse'} on {day(fo.sentAt)} as
                fulfillment order{' '}
                <TextLink href={`${fulfillmentOrdersContract.screen.path}/details/${fo.id}`}>
                  {fo.number}
                </TextLink>
                ; its stock is allocated and it waits to be shipped.
              </>
            ) : (
              cause.message
            )}
          </span>
        </CauseFrame>
      );
    }
  }
}

/** The causes of one answer (also for tests and for screens that load the answer themselves). */
export function WhyNotShippingView({ answer }: { answer: WhyAnswer }) {
  return (
    <div className={ui.stack3}>
      <p
        className={css({
          fontWeight: 'semibold',
          color: answer.blocked ? 'danger' : 'success',
        })}
      >
        {answer.summary}
      </p>
      {answer.causes.length > 0 && (
        <ul className={styles.list} aria-label="Causes">
          {answer.causes.map((cause, i) => (
            <CauseItem key={`${cause.kind}-${i}`} cause={cause} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Loads and shows why an order is not shipping. `refreshKey`: a change loads it again (the order
 * changed, a live update arrived).
 */
export function WhyNotShipping({ orderId, refreshKey }: { orderId: number; refreshKey?: unknown }) {
  const api = useApi();
  const headingId = useId();
  const load = useLoad((signal) => fetchWhyNotShipping(api, orderId, signal), [api, orderId, refreshKey]);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={ui.panelTitle}>
        Why isn’t this shipping?
      </h3>
      {load.status === 'loading' && (
        <p role="status" className={ui.busyRow}>
          <Spinner size={14} /> Checking the order…
        </p>
      )}
      {load.status === 'failed' && (
        <div
          role="alert"
          className={css({ color: 'danger', display: 'flex', gap: '3', alignItems: 'center' })}
        >
          <span>{load.failure.message}</span>
          <Button variant="secondary" size="sm" onClick={load.retry}>
            Retry
          </Button>
        </div>
      )}
      {load.status === 'loaded' && <WhyNotShippingView answer={load.data} />}
    </section>
  );
}
