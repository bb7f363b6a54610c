/**
 * A saved bill of materials exploded for a chosen number of finished units (GET …/explosion): the
 * component tree, a sub-assembly expandable into its own lines, each line's need per parent unit, per
 * finished unit (waste compounded through the levels above) and for the quantity, the whole units to
 * consume; then the totals per component and the rolled-up cost of one finished unit from the
 * components' last purchase prices.
 */
import { Fragment, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { formatCount, formatQuantity } from '../../components/format';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { ui } from '../../components/ui/styles';
import type { BomExplosion, ExplosionNode } from '../../domain/contracts/manufacturing-answers';
import { productTypeLabel } from '../../domain/manufacturing-labels';
import { formatAmount } from '../../domain/money';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { loadExplosion } from '../../api/manufacturing.api';
import { mfg } from './manufacturing-styles';

const styles = {
  toggle: css({ w: '6', h: '6', minW: '6', p: '0', fontSize: '12px' }),
  name: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  quantity: css({ w: '28' }),
  summary: css({ display: 'flex', gap: '8', flexWrap: 'wrap', alignItems: 'baseline' }),
  big: css({ fontSize: '22px', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
};

const money = (amount: number | null) => (amount == null ? '—' : formatAmount(amount));

function Rows({
  nodes,
  open,
  toggle,
  quantity,
}: {
  nodes: readonly ExplosionNode[];
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  quantity: number;
}) {
  return (
    <>
      {nodes.map((n) => {
        const expandable = n.children.length > 0;
        const expanded = open.has(n.key);
        return (
          <Fragment key={n.key}>
            <tr aria-level={n.level}>
              <td>
                <div className={styles.name} style={{ paddingLeft: `${(n.level - 1) * 20}px` }}>
                  {expandable ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${n.sku}`}
                      onClick={() => toggle(n.key)}
                    >
                      {expanded ? '▾' : '▸'}
                    </Button>
                  ) : (
                    <span className={styles.toggle} aria-hidden="true" />
                  )}
                  <span>
                    <span className={mfg.sku}>{n.sku}</span> <span className={ui.muted}>{n.name}</span>
                    {n.subBillOfMaterialsId != null && <span className={ui.caption}> · sub-assembly</span>}
                  </span>
                </div>
              </td>
              <td className={ui.muted}>{productTypeLabel(n.productType)}</td>
              <td className={mfg.num}>
                {formatQuantity(n.quantityPerParent)} {n.unit}
                {n.unit !== n.itemUnit && (
                  <span className={ui.caption}>
                    {' '}
                    ({formatQuantity(n.unitsPerItemUnit)} {n.unit}/{n.itemUnit})
                  </span>
                )}
              </td>
              <td className={mfg.num}>{n.wastePercent ? `${formatQuantity(n.wastePercent)} %` : '—'}</td>
              <td className={mfg.num}>
                {formatQuantity(n.perFinishedUnit)} {n.itemUnit}
              </td>
              <td className={mfg.num} aria-label={`${n.sku} required for ${quantity}`}>
                {formatQuantity(n.required)} {n.itemUnit}
              </td>
              <td className={mfg.num}>
                {n.toConsume == null ? <span className={ui.muted}>made</span> : formatCount(n.toConsume)}
              </td>
              <td className={mfg.num}>{money(n.unitPrice)}</td>
              <td className={mfg.num}>{money(n.costPerFinishedUnit)}</td>
            </tr>
            {expandable && expanded && (
              <Rows nodes={n.children} open={open} toggle={toggle} quantity={quantity} />
            )}
          </Fragment>
        );
      })}
    </>
  );
}

/** Every sub-assembly's key: the tree opens fully at first. */
const allKeys = (nodes: readonly ExplosionNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? [n.key, ...allKeys(n.children)] : []));

function ExplosionView({ explosion }: { explosion: BomExplosion }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const open = new Set(allKeys(explosion.tree).filter((k) => !closed.has(k)));
  const toggle = (key: string) =>
    setClosed((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className={ui.stack}>
      <div className={styles.summary}>
        <div>
          <div className={ui.statLabel}>Cost of one finished unit</div>
          <div className={styles.big} data-testid="bom-unit-cost">
            {money(explosion.costPerUnit)}
          </div>
        </div>
        <div>
          <div className={ui.statLabel}>For {formatCount(explosion.quantity)}</div>
          <div className={styles.big}>{money(explosion.totalCost)}</div>
        </div>
        <p className={ui.mutedSmall}>
          From the components&rsquo; last purchase prices, waste compounded level by level.
        </p>
      </div>
      {explosion.missingPrices.length > 0 && (
        <Notice tone="warning" title="Some prices are unknown">
          <p>
            No purchase price is known for {explosion.missingPrices.join(', ')}: the cost of a finished unit
            is shown once every component has one.
          </p>
        </Notice>
      )}
      {explosion.problems.length > 0 && (
        <Notice tone="danger" role="alert" title="The bill of materials cannot be exploded fully">
          <ul>
            {explosion.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className={ui.scrollX}>
        <table className={mfg.table} aria-label="Component tree">
          <thead>
            <tr>
              <th>Component</th>
              <th>Type</th>
              <th className={mfg.num}>Per parent unit</th>
              <th className={mfg.num}>Waste</th>
              <th className={mfg.num}>Per finished unit</th>
              <th className={mfg.num}>For {formatCount(explosion.quantity)}</th>
              <th className={mfg.num}>To consume</th>
              <th className={mfg.num}>Last price</th>
              <th className={mfg.num}>Cost per unit</th>
            </tr>
          </thead>
          <tbody>
            <Rows nodes={explosion.tree} open={open} toggle={toggle} quantity={explosion.quantity} />
          </tbody>
        </table>
      </div>
      <h3 className={ui.panelTitle}>Totals per component</h3>
      <div className={ui.scrollX}>
        <table className={mfg.table} aria-label="Totals per component">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className={mfg.num}>Required</th>
              <th className={mfg.num}>To consume</th>
              <th className={mfg.num}>Last price</th>
              <th className={mfg.num}>Cost</th>
            </tr>
          </thead>
          <tbody>
            {explosion.totals.map((t) => (
              <tr key={t.vendorProductId}>
                <td className={mfg.sku}>{t.sku}</td>
                <td>{t.name ?? '—'}</td>
                <td className={mfg.num}>
                  {formatQuantity(t.required)} {t.itemUnit}
                </td>
                <td className={mfg.num}>{formatCount(t.quantity)}</td>
                <td className={mfg.num}>{money(t.unitPrice)}</td>
                <td className={mfg.num}>{money(t.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function BomExplosionCard({ bomId, revision }: { bomId: number; revision: number }) {
  const api = useApi();
  const [draft, setDraft] = useState('1');
  const quantity = Math.max(1, Math.floor(Number(draft)) || 1);
  const load = useLoad(
    (signal) => loadExplosion(api, bomId, quantity, signal),
    [api, bomId, quantity, revision],
  );
  return (
    <Card
      title="Explosion and cost"
      description="What a number of finished units needs of every component, sub-assemblies exploded."
      actions={
        <label className={ui.inlineRow}>
          <span className={ui.statLabel}>Finished units</span>
          <input
            className={`${input()} ${styles.quantity}`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
      }
    >
      {load.status === 'loading' && (
        <p className={ui.busyRow}>
          <Spinner /> Exploding…
        </p>
      )}
      {load.status === 'failed' && (
        <FormError title="The explosion could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && <ExplosionView explosion={load.data} />}
    </Card>
  );
}
