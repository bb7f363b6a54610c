import { useMemo } from 'react';
import { Link } from 'wouter';
import { useAutomationsClient } from '../../api/automations.api';
import { buttonClass } from '../../components/button';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { automationContentsContract } from '../../domain/contracts/automation-contents';
import { automationsContract } from '../../domain/contracts/automations';
import { automationEventOptions, automationTypes } from '../../domain/resources/automation.schema';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { automationColumns } from './automation-columns';

const typeOptions = automationTypes.map((t) => ({ value: t, label: t === 'Email' ? 'E-mail' : t }));
const enabledOptions = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
];

/** /other/automation: the triggers, what each answers, under which conditions, and what it does. */
export default function AutomationListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useAutomationsClient());
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, projectsRef, warehousesRef]);
  const columns = useMemo(
    () =>
      automationColumns({
        vendor: (id) => refs.label(vendorsRef, id) ?? `#${id}`,
        project: (id) => refs.label(projectsRef, id) ?? `#${id}`,
        warehouse: (id) => refs.label(warehousesRef, id) ?? `#${id}`,
      }),
    [refs],
  );
  return (
    <>
      <PageHeader
        title="Automations"
        description="The e-mails and webhooks sent when something happens: an order shipped, an ASN received, an invoice issued."
        actions={
          <>
            {can('automation.log') && (
              <Link
                href={automationContentsContract.screen.path}
                className={buttonClass({ variant: 'secondary' })}
              >
                Log
              </Link>
            )}
            {can('automation.triggers') && (
              <Link href={`${automationsContract.screen.path}/create`} className={buttonClass()}>
                New automation
              </Link>
            )}
          </>
        }
      />
      <DataTable
        tableId="automations"
        label="Automations"
        columns={columns}
        list={list}
        emptyTitle="No automations match"
        emptyText="Create one, or change the filters."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="Name" />
            <FilterSelect list={list} name="onEvent" label="Event" options={automationEventOptions} />
            <FilterSelect list={list} name="type" label="Action" options={typeOptions} />
            <FilterSelect list={list} name="enabled" label="Enabled" options={enabledOptions} />
          </FilterBar>
        }
      />
    </>
  );
}
