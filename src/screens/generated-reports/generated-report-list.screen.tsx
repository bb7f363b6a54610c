/**
 * /reports/generatedReports/{type?}: the history of generated reports the user may see (each type
 * needs its own permission; a brand sees its own), newest first, of one type (the path) or all,
 * filtered by status and name. Rows move live as their jobs run (GeneratedReportUpdated); a ready one
 * downloads as CSV or XLSX until its files expire; one under way can be cancelled, one ended run
 * again. "New report" opens the request form on the tab's type.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../../components/button';
import {
  projectsRef,
  useRefNames,
  usersRef,
  vendorsRef,
  warehousesRef,
} from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import {
  generatedReportsContract,
  newGeneratedReportScreenPath,
} from '../../domain/contracts/generated-reports';
import type { ReportType } from '../../domain/resources/generated-report.schema';
import { useGeneratedReportsClient } from '../../machines/generated-report/generated-report.calls';
import { allowedReportTypes, isReportType } from '../../machines/generated-report/generated-report.logic';
import type { GeneratedReportRow } from '../../machines/generated-report/generated-report.types';
import { useLiveReportRows } from '../../machines/generated-report/use-live-report-rows';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { CancelReportDialog, GeneratedReportRowActions } from './generated-report-actions';
import { generatedReportColumns } from './generated-report-columns';
import { GeneratedReportFilters, useTypedFilters } from './generated-report-filters';

const PATH = generatedReportsContract.screen.path;

function History({ type }: { type: ReportType | null }) {
  const list = useResourceList(useGeneratedReportsClient(type), { perPage: DEFAULT_PAGE_SIZE });
  const items = useLiveReportRows(list.items, list.refresh);
  const { can, allows } = usePermissions();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const types = allowedReportTypes(can);
  const mayRequest = allows(generatedReportsContract.permissions.create);
  const [cancelling, setCancelling] = useState<GeneratedReportRow | null>(null);

  const mayReadUsers = can('users.view');
  const refs = useRefNames([projectsRef, vendorsRef, warehousesRef, mayReadUsers ? usersRef : undefined]);
  const columns = useMemo(
    () =>
      generatedReportColumns({
        refs,
        projects: projectsRef,
        vendors: vendorsRef,
        warehouses: warehousesRef,
        users: mayReadUsers ? usersRef : undefined,
        userId: user.id,
      }),
    [refs, mayReadUsers, user.id],
  );
  const { refresh } = list;
  const actions = useCallback(
    (row: GeneratedReportRow) => (
      <GeneratedReportRowActions
        row={row}
        mayRequest={mayRequest}
        onCancel={setCancelling}
        onChanged={refresh}
      />
    ),
    [mayRequest, refresh],
  );
  // Another type is another path, with the status and search chosen, from its first page.
  const filters = useTypedFilters(list, type, (next, chosen) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(chosen))
      if (value !== null && value !== '' && name !== 'type') query.set(name, String(value));
    const qs = query.toString();
    navigate(`${next ? `${PATH}/${next}` : PATH}${qs ? `?${qs}` : ''}`);
  });

  return (
    <>
      <PageHeader
        title="Generated reports"
        description="Reports run in the background: follow their progress, download each as CSV or Excel while its files are kept, or run one again for today's numbers."
        actions={
          mayRequest &&
          types.length > 0 && (
            <Link
              href={newGeneratedReportScreenPath(type && types.includes(type) ? type : undefined)}
              className={buttonClass()}
            >
              New report
            </Link>
          )
        }
      />
      <DataTable
        tableId="generated-reports"
        label="Generated reports"
        density="compact"
        sortDescFirst
        columns={columns}
        list={{ ...list, items }}
        actions={actions}
        emptyTitle={list.filters.status || list.filters.search ? 'No reports match' : 'No reports yet'}
        emptyText={
          list.filters.status || list.filters.search
            ? 'Change or reset the filters.'
            : 'Request one with New report: it runs in the background and shows here.'
        }
        filters={<GeneratedReportFilters filters={filters} types={types} />}
      />
      <CancelReportDialog report={cancelling} onClose={() => setCancelling(null)} onCancelled={refresh} />
    </>
  );
}

export default function GeneratedReportListScreen({ params }: Partial<ScreenProps>) {
  const type = isReportType(params?.type) ? params.type : null;
  // One list per type: the type is the list's own filter, fixed by the path.
  return <History key={type ?? 'all'} type={type} />;
}
