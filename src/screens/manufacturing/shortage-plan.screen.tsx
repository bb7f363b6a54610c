/**
 * /manufacturing/shortage-plan: for the work orders still to be released (a release allocates all or
 * nothing, so released ones hold what they need), each component's requirement against the stock
 * available and the purchase orders, ASNs and transfers on their way, the day the shortage is covered,
 * and what to order now (raised to the item's minimum order; by when, from its lead time). Short
 * components first, the most urgent first.
 */
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { formatCount, formatDay, formatInstantZoned, plural } from '../../components/format';
import { RefreshIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import type { ShortagePlan, ShortagePlanLine } from '../../domain/contracts/manufacturing-answers';
import { workOrderStatusLabel } from '../../domain/work-order.lifecycle';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { loadShortagePlan, WORK_ORDERS_PATH, workOrderPath } from '../../api/manufacturing.api';
import { mfg } from './manufacturing-styles';
import { IncomingLink } from './work-order-shortages';

const styles = {
  toolbar: css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap', mb: '4' }),
  cell: css({ verticalAlign: 'top' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: '13px' }),
};

function Coverage({ line }: { line: ShortagePlanLine }) {
  if (line.short === 0) return <span className={badge({ tone: 'success' })}>In stock</span>;
  if (!line.coveredOn) return <span className={badge({ tone: 'danger' })}>Not covered</span>;
  const by = line.coveredBy;
  const doc = by && line.incoming.find((d) => d.id === by.id && d.type === by.type);
  return (
    <span className={ui.stack1}>
      <span className={ui.inlineRow}>
        {formatDay(line.coveredOn)}
        {line.late && <span className={badge({ tone: 'warning' })}>After it is needed</span>}
      </span>
      {by && <span className={ui.caption}>by {doc ? <IncomingLink doc={doc} /> : by.number}</span>}
    </span>
  );
}

function PlanRow({ line }: { line: ShortagePlanLine }) {
  return (
    <tr>
      <td className={styles.cell}>
        <span className={mfg.sku}>{line.sku}</span>
        <div className={ui.mutedSmall}>{line.name}</div>
      </td>
      <td className={styles.cell}>{line.warehouseName}</td>
      <td className={`${mfg.num} ${styles.cell}`}>
        {formatCount(line.required)} <span className={ui.caption}>{line.itemUnit}</span>
      </td>
      <td className={`${mfg.num} ${styles.cell}`}>{formatCount(line.available)}</td>
      <td className={`${mfg.num} ${styles.cell}`}>
        {line.short > 0 ? (
          <span className={ui.danger}>{formatCount(line.short)}</span>
        ) : (
          <span className={ui.muted}>0</span>
        )}
      </td>
      <td className={styles.cell}>{formatDay(line.neededBy)}</td>
      <td className={styles.cell}>
        {line.incoming.length === 0 ? (
          <span className={ui.muted}>Nothing</span>
        ) : (
          <ul className={styles.list}>
            {line.incoming.map((doc) => (
              <li key={`${doc.type} ${doc.id}`}>
                {formatCount(doc.quantity)} · <IncomingLink doc={doc} />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={styles.cell}>
        <Coverage line={line} />
      </td>
      <td className={`${mfg.num} ${styles.cell}`}>
        {line.toOrderNow > 0 ? (
          <span className={ui.stack1}>
            <strong>{formatCount(line.toOrderNow)}</strong>
            {line.minimumOrderQuantity != null && line.minimumOrderQuantity > 1 && (
              <span className={ui.caption}>min. order {formatCount(line.minimumOrderQuantity)}</span>
            )}
            {line.orderBy && <span className={ui.caption}>order by {formatDay(line.orderBy)}</span>}
          </span>
        ) : (
          <span className={ui.muted}>—</span>
        )}
      </td>
      <td className={styles.cell}>
        <ul className={styles.list}>
          {line.demands.map((d) => (
            <li key={d.workOrderId}>
              <TextLink href={workOrderPath(d.workOrderId)}>{d.orderNumber}</TextLink>{' '}
              <span className={ui.muted}>
                {formatCount(d.quantity)} · {workOrderStatusLabel(d.status)}
                {d.dueDate && ` · due ${formatDay(d.dueDate)}`}
              </span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function Plan({ plan }: { plan: ShortagePlan }) {
  const [onlyShort, setOnlyShort] = useState(true);
  const short = plan.lines.filter((l) => l.short > 0);
  const uncovered = short.filter((l) => !l.coveredOn);
  const toOrder = plan.lines.filter((l) => l.toOrderNow > 0);
  const lines = useMemo(() => (onlyShort ? short : plan.lines), [onlyShort, short, plan.lines]);
  return (
    <div className={ui.stack5}>
      <Card>
        <dl className={mfg.figures}>
          <div>
            <dt>Work orders to release</dt>
            <dd>{formatCount(plan.workOrders)}</dd>
          </div>
          <div>
            <dt>Components short</dt>
            <dd className={short.length ? ui.danger : undefined}>{formatCount(short.length)}</dd>
          </div>
          <div>
            <dt>Not covered by anything incoming</dt>
            <dd className={uncovered.length ? ui.danger : undefined}>{formatCount(uncovered.length)}</dd>
          </div>
          <div>
            <dt>To order now</dt>
            <dd>{formatCount(toOrder.length)}</dd>
          </div>
        </dl>
      </Card>
      {plan.lines.length === 0 ? (
        <Notice tone="success" title="Nothing short">
          <p>The work orders waiting for release need nothing that is not in stock.</p>
        </Notice>
      ) : (
        <Card
          title="Components"
          description="What the work orders to release need, against what is available and on its way."
          actions={
            <label className={ui.checkLabel}>
              <input type="checkbox" checked={onlyShort} onChange={(e) => setOnlyShort(e.target.checked)} />
              Only short components
            </label>
          }
        >
          {lines.length === 0 ? (
            <p className={ui.muted}>
              Nothing is short: every component the open work orders need is available.{' '}
              {plural(plan.lines.length, 'component')} in all.
            </p>
          ) : (
            <div className={ui.scrollX}>
              <table className={mfg.table} aria-label="Shortage plan">
                <thead>
                  <tr>
                    <th>Component</th>
                    <th>Warehouse</th>
                    <th className={mfg.num}>Required</th>
                    <th className={mfg.num}>Available</th>
                    <th className={mfg.num}>Short</th>
                    <th>Needed by</th>
                    <th>Incoming</th>
                    <th>Covered on</th>
                    <th className={mfg.num}>Order now</th>
                    <th>For</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <PlanRow key={`${line.warehouseId} ${line.vendorProductId}`} line={line} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}

export default function ShortagePlanScreen(_props: Partial<ScreenProps>) {
  const api = useApi();
  const load = useLoad((signal) => loadShortagePlan(api, signal), [api]);
  return (
    <>
      <PageHeader
        title="Shortage plan"
        description={
          <>
            What the <TextLink href={WORK_ORDERS_PATH}>work orders</TextLink> still to be released need, what
            covers it and when, and what to order now.
          </>
        }
        actions={
          load.status === 'loaded' && (
            <div className={ui.rowWrap}>
              <span className={ui.subtleCaption} title={formatInstantZoned(load.data.generatedAt)}>
                As of {formatInstantZoned(load.data.generatedAt)}
              </span>
              <Button variant="secondary" size="sm" onClick={load.retry}>
                <RefreshIcon /> Refresh
              </Button>
            </div>
          )
        }
      />
      {load.status === 'loading' && <PageLoading label="Planning…" />}
      {load.status === 'failed' && (
        <div className={ui.retryBlock}>
          <FormError title="The shortage plan could not be made" message={load.failure.message} />
          <Button variant="secondary" onClick={load.retry}>
            <RefreshIcon /> Retry
          </Button>
        </div>
      )}
      {load.status === 'loaded' && <Plan plan={load.data} />}
    </>
  );
}
