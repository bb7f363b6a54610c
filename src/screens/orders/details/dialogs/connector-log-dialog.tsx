/** Connector log: what intake received for the order and what the connectors sent and heard since. */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../../components/button';
import { FormError } from '../../../../components/form-error';
import { PageLoading } from '../../../../components/page-loading';
import { useLoad } from '../../../../machines/load/use-load';
import { dialogFooter, OrderDialog } from '../order-dialog';
import { formatInstant } from '../order-format';
import { timelineKindLabels, useOrderCalls, type Order, type TimelineItem } from '../../../../api/orders.api';
import { ui } from '../../../../components/ui/styles';

const styles = {
  list: css({ listStyle: 'none', mt: '4', display: 'flex', flexDirection: 'column', gap: '2' }),
  entry: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', px: '3', py: '2.5' }),
  head: ui.rowWrap2,
  when: css({ color: 'fg.muted', fontSize: '13px', ml: 'auto' }),
  details: css({
    mt: '2',
    p: '2.5',
    bg: 'canvas',
    borderRadius: 'md',
    fontFamily: 'mono',
    fontSize: '12px',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    maxH: '260px',
    overflowY: 'auto',
  }),
};

function LogEntry({ entry }: { entry: TimelineItem }) {
  const [open, setOpen] = useState(false);
  const hasDetails = entry.details && Object.keys(entry.details).length > 0;
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <span className={badge({ tone: entry.kind === 'intake' ? 'accent' : 'neutral' })}>
          {timelineKindLabels[entry.kind] ?? entry.kind}
        </span>
        <span className={ui.medium}>{entry.message}</span>
        <span className={styles.when}>{formatInstant(entry.createdAt)}</span>
      </div>
      {hasDetails && (
        <>
          <Button
            variant="ghost"
            size="sm"
            className={css({ mt: '1', px: '1.5!' })}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide details' : 'Show details'}
          </Button>
          {open && <pre className={styles.details}>{JSON.stringify(entry.details, null, 2)}</pre>}
        </>
      )}
    </li>
  );
}

function LogLoader({ order }: { order: Order }) {
  const calls = useOrderCalls();
  const load = useLoad((signal) => calls.connectorLog(order.id, signal), [calls, order.id]);
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return (
      <div className={ui.mt4}>
        <FormError title="The connector log could not be loaded" message={load.failure.message} />
      </div>
    );
  if (load.data.length === 0)
    return <p className={cx(ui.muted, ui.mt4)}>Nothing was received or sent for this order yet.</p>;
  return (
    <ul className={styles.list} aria-label="Connector log">
      {load.data.map((entry) => (
        <LogEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

export function ConnectorLogDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <OrderDialog
      open={open}
      onClose={onClose}
      size="xl"
      title={`Connector log: order ${order.orderNumber}`}
      description="What intake received for this order and what was synchronised since, newest first."
    >
      <LogLoader order={order} />
      <div className={dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </OrderDialog>
  );
}
