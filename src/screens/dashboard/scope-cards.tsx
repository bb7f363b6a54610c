import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { projectLabel, type MyMain, type StoreRef } from '../../api/bootstrap.api';
import { Card } from '../../components/card';
import { isExternalWms } from '../../domain/resources/warehouse.schema';
import { ui } from '../../components/ui/styles';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  '& > li': { py: '2.5', borderTopWidth: '1px', borderColor: 'border' },
  '& > li:first-child': { borderTopWidth: '0', pt: '0' },
  '& > li:last-child': { pb: '0' },
});
const muted = ui.muted;
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function ScopeCard({
  title,
  count,
  summary,
  children,
}: {
  title: string;
  count: number;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      as="h3"
      actions={<span className={badge({ tone: 'accent' })}>{count}</span>}
      description={summary}
    >
      {count === 0 ? <p className={muted}>None in your scope.</p> : <ul className={list}>{children}</ul>}
    </Card>
  );
}

/** A store as a chip; one the order sync ignores is drawn dashed and says so to screen readers. */
function StoreChip({ store }: { store: StoreRef }) {
  return (
    <li
      className={cx(
        badge({ tone: 'neutral' }),
        store.shouldIgnoreIt && css({ borderStyle: 'dashed', color: 'fg.subtle' }),
      )}
      title={store.shouldIgnoreIt ? 'Ignored by the order sync' : undefined}
    >
      {store.name}
      {store.shouldIgnoreIt && <span className={ui.srOnly}> (ignored by the order sync)</span>}
    </li>
  );
}

/** What the signed-in user can see: vendors, warehouses and projects with their stores. */
export function ScopeCards({ data }: { data: MyMain }) {
  const stores = data.projects.reduce((n, p) => n + p.stores.length, 0);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: '5',
        alignItems: 'start',
      })}
    >
      <ScopeCard
        title="Vendors"
        count={data.vendors.length}
        summary={`${plural(data.vendors.length, 'vendor')} in your scope`}
      >
        {data.vendors.map((v) => (
          <li key={v.id}>
            {v.name} <span className={muted}>· {v.code}</span>
          </li>
        ))}
      </ScopeCard>
      <ScopeCard
        title="Warehouses"
        count={data.warehouses.length}
        summary={`${plural(data.warehouses.length, 'warehouse')} in your scope`}
      >
        {data.warehouses.map((w) => (
          <li key={w.id} className={ui.rowCenter}>
            <span>{w.fullName}</span>
            {isExternalWms(w) && (
              <span className={badge({ tone: 'warning' })} title="Run in the external warehouse system">
                external
              </span>
            )}
          </li>
        ))}
      </ScopeCard>
      <ScopeCard
        title="Projects"
        count={data.projects.length}
        summary={`${plural(data.projects.length, 'project')} with ${plural(stores, 'store')}`}
      >
        {data.projects.map((p) => (
          <li key={p.id}>
            <p className={ui.medium}>{projectLabel(p)}</p>
            {p.stores.length === 0 ? (
              <p className={muted}>No stores</p>
            ) : (
              <ul aria-label={`Stores of ${p.name}`} className={ui.chipRow}>
                {p.stores.map((s) => (
                  <StoreChip key={s.id} store={s} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ScopeCard>
    </div>
  );
}
