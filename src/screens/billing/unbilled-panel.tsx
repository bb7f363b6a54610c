/**
 * Staff's unbilled activity check: a vendor (required), a warehouse (optional) and a period (this
 * month in the user's timezone by default), then Check shows the answer (ledger-unbilled-result.tsx).
 */
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import type { CrudOption } from '../../components/crud/crud-config';
import { FieldFrame } from '../../components/form-field';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { thisMonth } from './ledger-labels';
import { UnbilledResult, type UnbilledQuery as Query } from './ledger-unbilled-result';

const styles = {
  form: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    '& > div': { minW: '170px' },
  }),
};

interface PanelProps {
  vendors: readonly CrudOption[];
  warehouses: readonly CrudOption[];
  /** Run billing needs billing.entries (the check also billing.invoices). */
  mayRun: boolean;
}

export function UnbilledPanel({ vendors, warehouses, mayRun }: PanelProps) {
  const [draft, setDraft] = useState(() => ({ vendorId: '', warehouseId: '', ...thisMonth() }));
  const [query, setQuery] = useState<Query | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  const check = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.vendorId) return setProblem('Choose a vendor to check.');
    if (!draft.from || !draft.to || draft.from > draft.to)
      return setProblem('Choose a period: its start before its end.');
    setProblem(null);
    setQuery({
      vendorId: Number(draft.vendorId),
      warehouseId: draft.warehouseId ? Number(draft.warehouseId) : null,
      from: draft.from,
      to: draft.to,
    });
  };
  const vendorName = vendors.find((v) => v.value === String(query?.vendorId))?.label ?? 'this client';
  return (
    <Card
      title="Unbilled activity"
      description="Billable events that no rule of the client's rate card prices: fix the rate card, then run billing, before invoicing."
    >
      <div className={ui.stack}>
        <form className={styles.form} onSubmit={check} aria-label="Unbilled activity check">
          <FieldFrame label="Vendor" error={problem && !draft.vendorId ? problem : undefined}>
            {(a11y) => (
              <Field.Select {...a11y} value={draft.vendorId} onChange={set('vendorId')}>
                <option value="">Choose a vendor</option>
                {vendors.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label}
                  </option>
                ))}
              </Field.Select>
            )}
          </FieldFrame>
          <FieldFrame label="Warehouse">
            {(a11y) => (
              <Field.Select {...a11y} value={draft.warehouseId} onChange={set('warehouseId')}>
                <option value="">Every warehouse</option>
                {warehouses.map((w) => (
                  <option key={w.value} value={w.value}>
                    {w.label}
                  </option>
                ))}
              </Field.Select>
            )}
          </FieldFrame>
          <FieldFrame label="From" error={problem && draft.vendorId ? problem : undefined}>
            {(a11y) => <Field.Input {...a11y} type="date" value={draft.from} onChange={set('from')} />}
          </FieldFrame>
          <FieldFrame label="To">
            {(a11y) => <Field.Input {...a11y} type="date" value={draft.to} onChange={set('to')} />}
          </FieldFrame>
          <Button type="submit" variant="secondary">
            Check
          </Button>
        </form>
        {query ? (
          <UnbilledResult key={JSON.stringify(query)} query={query} vendorName={vendorName} mayRun={mayRun} />
        ) : (
          <p className={ui.placeholder}>Choose a vendor and a period, then Check.</p>
        )}
      </div>
    </Card>
  );
}
