import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import {
  retryAutomationRun,
  useAutomationRunsClient,
  type AutomationRunRow,
} from '../../api/automations.api';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { refTo } from '../../components/crud/crud-config';
import { useRefNames } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { AUTOMATION_RETRY_PERMISSIONS, automationRunStatuses } from '../../domain/automation-runs';
import { automationsContract } from '../../domain/contracts/automations';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { runColumns } from './automation-columns';
import { RunDetailsDialog } from './run-details-dialog';

const automationsRef = refTo(automationsContract);
const statusOptions = automationRunStatuses.map((s) => ({ value: s, label: s }));

/** /other/automation/log: every run — its event, recipients, result, attempts and error; retry a failed one. */
export default function AutomationLogScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useAutomationRunsClient());
  const api = useApi();
  const { can } = usePermissions();
  const mayRetry = AUTOMATION_RETRY_PERMISSIONS.some((p) => can(p));
  const refs = useRefNames([automationsRef]);
  const [retrying, setRetrying] = useState<number | null>(null);
  const [shown, setShown] = useState<AutomationRunRow | null>(null);
  const columns = useMemo(
    () => runColumns((id) => (id == null ? '—' : (refs.label(automationsRef, id) ?? `#${id}`))),
    [refs],
  );

  const retry = useCallback(
    async (run: AutomationRunRow) => {
      setRetrying(run.id);
      try {
        await retryAutomationRun(api, run.id);
        toast.success('Queued to be sent again.');
        list.reload();
      } catch (error) {
        toast.error(describeApiError(error).message);
      } finally {
        setRetrying(null);
      }
    },
    [api, list],
  );

  const actions = useCallback(
    (run: AutomationRunRow) => (
      <div className={ui.cellActions}>
        <Button variant="ghost" size="sm" aria-label={`Show run ${run.id}`} onClick={() => setShown(run)}>
          Show
        </Button>
        {mayRetry && run.status === 'Failed' && (
          <Button
            variant="ghost"
            size="sm"
            loading={retrying === run.id}
            aria-label={`Retry run ${run.id}`}
            onClick={() => void retry(run)}
          >
            Retry
          </Button>
        )}
      </div>
    ),
    [mayRetry, retry, retrying],
  );

  return (
    <>
      <PageHeader
        title="Automation log"
        description="Every e-mail and webhook the automations sent or tried to send, newest first. Times are in your time zone."
        actions={
          <Link href={automationsContract.screen.path} className={buttonClass({ variant: 'secondary' })}>
            Automations
          </Link>
        }
      />
      <DataTable
        tableId="automation-log"
        label="Automation log"
        columns={columns}
        list={list}
        actions={actions}
        sortDescFirst
        emptyTitle="Nothing sent yet"
        emptyText="Runs appear here when an enabled automation answers an event."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="Recipient or subject" />
            <FilterSelect list={list} name="status" label="Result" options={statusOptions} />
          </FilterBar>
        }
      />
      <RunDetailsDialog run={shown} onClose={() => setShown(null)} />
    </>
  );
}
