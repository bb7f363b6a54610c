/**
 * The factoring ledger (`/reports/factoring-ledger`, billing.factoringLedger; GET
 * /api/common/reports/factoring-ledger): per vendor, what was advanced on the storefront orders
 * shipped in a period of the user's calendar (units × the item's wholesale price × its factoring
 * percentage), the fees and repayments recorded as factoring transactions, and the balance; then the
 * period's transactions, with a dialog to add one. The filters live in the query.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { loadFactoringLedger } from '../../api/sales-reports.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { formatLongDay, formatZone, userDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { DEFAULT_REPORT_DAYS } from '../../domain/contracts/sales-reports';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ExportReportButton } from './export-report-button';
import { LedgerChart, LedgerTable, LedgerTotals } from './factoring-ledger-parts';
import { FactoringTransactionDialog } from './factoring-transaction-dialog';
import { TransactionsTable } from './factoring-transactions-table';
import { ReportDay, ReportSelect, useQueryFilter } from './report-filter-fields';

const filters = ui.figureGrid;

const REFS = [vendorsRef, warehousesRef];

export default function FactoringLedgerScreen(_props: Partial<ScreenProps>) {
  const api = useApi();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const values = {
    vendorId: query.get('vendorId') ?? '',
    warehouseId: query.get('warehouseId') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
  };
  const refs = useRefNames(REFS);
  const load = useLoad((signal) => loadFactoringLedger(api, values, signal), [api, ...Object.values(values)]);
  const setFilter = useQueryFilter();
  const { can } = usePermissions();
  const [adding, setAdding] = useState(false);

  const failure = load.status === 'failed' ? load.failure : null;
  const fields = failure?.fields ?? {};
  const answer = load.status === 'loaded' ? load.data : null;
  const vendorName = (id: number) => refs.label(vendorsRef, id) ?? `#${id}`;

  const select = (name: 'vendorId' | 'warehouseId', label: string, all: string) => (
    <ReportSelect
      label={label}
      error={fields[name]}
      value={values[name]}
      options={refs
        .options(name === 'vendorId' ? vendorsRef : warehousesRef)
        .sort((x, y) => x.label.localeCompare(y.label))}
      blankLabel={all}
      onChange={(value) => setFilter(name, value)}
    />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <ReportDay
      label={label}
      error={fields[name]}
      value={values[name]}
      onChange={(value) => setFilter(name, value)}
    />
  );

  return (
    <>
      <PageHeader
        title="Factoring Ledger"
        actions={
          <ExportReportButton
            report="factoringLedger"
            filters={{ ...values, from: answer?.from, to: answer?.to }}
          />
        }
        description={`Per vendor, what was advanced on the storefront orders shipped in the period (by ship date in your calendar, ${formatZone()}: units × the item’s wholesale price × its factoring percentage, at the items’ current prices), the fees and repayments recorded, and the balance.`}
      />
      <div className={ui.stack5}>
        <Card>
          <div className={filters} role="group" aria-label="Filters">
            {select('vendorId', 'Vendor', 'All vendors')}
            {select('warehouseId', 'Warehouse', 'All warehouses')}
            {day('from', 'From')}
            {day('to', 'To')}
          </div>
          <p className={`${ui.help} ${ui.mt3}`}>
            {answer
              ? `${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}.`
              : `Without dates, the last ${DEFAULT_REPORT_DAYS} days up to today.`}
          </p>
        </Card>
        {failure ? (
          <div className={ui.stack3}>
            <FormError
              title="The ledger could not be loaded"
              message={failure.status === 404 ? 'This vendor or warehouse was not found.' : failure.message}
            />
            {failure.status !== 400 && failure.status !== 404 && (
              <div>
                <Button variant="secondary" onClick={load.retry}>
                  Try again
                </Button>
              </div>
            )}
          </div>
        ) : !answer ? (
          <PageLoading label="Loading the ledger…" />
        ) : (
          <>
            <Card>
              <LedgerTotals answer={answer} />
            </Card>
            <LedgerChart answer={answer} today={userDay()} />
            <LedgerTable answer={answer} vendorName={vendorName} />
            <TransactionsTable
              answer={answer}
              vendorName={vendorName}
              onAdd={can('billing.factoringLedger') ? () => setAdding(true) : undefined}
            />
          </>
        )}
      </div>
      <FactoringTransactionDialog
        open={adding}
        vendorId={values.vendorId ? Number(values.vendorId) : null}
        onClose={() => setAdding(false)}
        onAdded={load.refresh}
      />
    </>
  );
}
