/**
 * /warehouses/inventory/integrity: the stock integrity watchdog. Every check compares each balance
 * with the sum of its ledger rows and its open allocations; the screen runs one when it opens (and on
 * "Check again"), lists every drift with its problems and offers a repair, which is itself a ledger
 * entry. The scheduled check of the server writes the same result to the system log.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { FormError } from '../../components/form-error';
import { CheckCircleIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import type { IntegrityReport, StockDriftView } from '../../domain/inventory-views';
import { useApi } from '../../machines/use-app';
import { DriftTable } from './drift-table';
import { formatInstant } from '../../components/format';
import { loadIntegrity, repairBalance } from '../../api/inventory.api';
import { RepairDialog } from './repair-dialog';
import { ui } from '../../components/ui/styles';

function LastRun({ report }: { report: IntegrityReport }) {
  const last = report.lastScheduledRun;
  return (
    <p className={css({ color: 'fg.muted', mb: '4' })}>
      Checked {formatInstant(report.checkedAt)}.{' '}
      {last
        ? `Last scheduled check ${formatInstant(last.at)}: ${last.message}`
        : 'The scheduled check has not run yet.'}
    </p>
  );
}

export default function IntegrityScreen() {
  const api = useApi();
  const load = useLoad((signal) => loadIntegrity(api, signal), [api]);
  const [repairing, setRepairing] = useState<StockDriftView | null>(null);
  const checking = load.status === 'loading';
  return (
    <>
      <PageHeader
        title="Stock integrity"
        description="Every balance must equal the sum of its ledger rows, allocated must equal the open allocations, and nothing may be negative."
        actions={
          <Button variant="secondary" loading={checking} onClick={load.retry}>
            Check again
          </Button>
        }
      />
      {load.status === 'loading' && <PageLoading label="Checking the stock…" />}
      {load.status === 'failed' && (
        <FormError title="The check could not run" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <>
          <LastRun report={load.data} />
          {load.data.drifts.length === 0 ? (
            <EmptyState icon={<CheckCircleIcon size={26} />} title="All clear">
              Every balance agrees with its ledger and its open allocations, and nothing is negative.
            </EmptyState>
          ) : (
            <div className={ui.stack}>
              <Notice
                tone="danger"
                role="alert"
                title={`${load.data.drifts.length} ${load.data.drifts.length === 1 ? 'balance drifts' : 'balances drift'}`}
              >
                A repair keeps the balance as the warehouse sees it and records the difference as a ledger
                entry. Negative stock cannot be guessed: count the location with a direct inventory update.
              </Notice>
              <Card>
                <DriftTable drifts={load.data.drifts} onRepair={setRepairing} />
              </Card>
            </div>
          )}
        </>
      )}
      <RepairDialog
        drift={repairing}
        repair={(id) => repairBalance(api, id)}
        onClose={() => setRepairing(null)}
        onRepaired={load.retry}
      />
    </>
  );
}
