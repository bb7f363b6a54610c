/**
 * /onboarding: each vendor's progress through the onboarding stages (the vendor status records that
 * count as started, denied and onboarded) — the counts per stage, and the vendors with their stage
 * record, what it counts as, the checklist's steps done, the step blocking them, the days in their
 * stage, and their status; filtered by stage, stage record and blocking step.
 */
import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import {
  onboardingStageLabels,
  onboardingStages,
  type OnboardingRow,
  type OnboardingStage,
} from '../../domain/onboarding';
import {
  onboardingStepIds,
  onboardingStepLabels,
  onboardingStepRequired,
} from '../../domain/onboarding-steps';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { vendorStatusLabels } from '../../api/vendors.api';
import { stageTone, useOnboardingClient, type OnboardingSummary } from '../../api/onboarding.api';
import { OnboardingSummaryCards } from './onboarding-summary';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

const stageOptions = onboardingStages.map((s) => ({ value: s, label: onboardingStageLabels[s] }));
/** The steps a vendor can be blocked at (the required ones), and the vendors with nothing blocking. */
const blockerOptions = [
  ...onboardingStepIds
    .filter((id) => onboardingStepRequired[id])
    .map((id) => ({ value: id, label: onboardingStepLabels[id] })),
  { value: 'none', label: 'Nothing blocking' },
];
const muted = ui.mutedNowrap;
/** A cell's value with its small note beside it, on one baseline. */
const nameWithNote = css({ display: 'inline-flex', gap: '2', alignItems: 'baseline' });
const statusLabel = (status: string) =>
  vendorStatusLabels[status as keyof typeof vendorStatusLabels] ?? status;

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see onboarding status.', retry: false }
    : { message: failure.message, retry: true };
}

/** The stage records to filter by (with how many vendors are at each), and the vendors without one. */
const recordOptions = (summary: OnboardingSummary | null) => [
  ...(summary?.statuses ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.vendors})` })),
  { value: 'none', label: 'Not set' },
];

function columnsFor(linkVendors: boolean): DataColumn<OnboardingRow>[] {
  return [
    {
      id: 'name',
      header: 'Vendor',
      sortKey: 'name',
      cell: (v) => (
        <span className={nameWithNote}>
          {linkVendors ? (
            <Link href={`/manage/customers/manage/${v.id}`} className={ui.strongLink}>
              {v.name}
            </Link>
          ) : (
            <span className={ui.medium}>{v.name}</span>
          )}
          <span className={ui.mutedMonoCaption}>{v.code}</span>
        </span>
      ),
    },
    {
      id: 'vendorStatus',
      header: 'Onboarding stage',
      sortKey: 'vendorStatus',
      cell: (v) => v.vendorStatusName ?? <span className={muted}>Not set</span>,
    },
    {
      id: 'stage',
      header: 'Progress',
      sortKey: 'stage',
      cell: (v) => (
        <span className={nameWithNote}>
          <span className={badge({ tone: stageTone[v.stage] })}>{onboardingStageLabels[v.stage]}</span>
          {v.stageFromStatus && <span className={ui.caption}>from status</span>}
        </span>
      ),
    },
    {
      id: 'stepsDone',
      header: 'Required steps',
      sortKey: 'stepsDone',
      cell: (v) => <span className={ui.nowrap}>{`${v.stepsDone} of ${v.stepsTotal}`}</span>,
    },
    {
      id: 'blockingStep',
      header: 'Blocking step',
      cell: (v) => v.blockingStep?.label ?? <span className={muted}>—</span>,
    },
    {
      id: 'daysInStage',
      header: 'Days in stage',
      sortKey: 'daysInStage',
      cell: (v) => <span className={ui.nowrap}>{v.daysInStage}</span>,
    },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (v) => statusLabel(v.status) },
    // Days in stage says how long a vendor waits; the last edit is under Columns, so the rest fit 1440 px.
    {
      id: 'updatedAt',
      header: 'Updated',
      sortKey: 'updatedAt',
      hiddenByDefault: true,
      cell: (v) => <span className={muted}>{formatDay(v.updatedAt)}</span>,
    },
  ];
}

export default function OnboardingStatusScreen(_props: Partial<ScreenProps>) {
  const [summary, setSummary] = useState<OnboardingSummary | null>(null);
  const list = useResourceList(useOnboardingClient(setSummary));
  const { can } = usePermissions();
  const linkVendors = can('clients.view') || can('clients.manage');
  const columns = useMemo(() => columnsFor(linkVendors), [linkVendors]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const applied = onboardingStages.find((s) => s === list.filters.stage) ?? null;

  const { setFormFilter, applyFilters } = list;
  const pickStage = useCallback(
    (stage: OnboardingStage | null) => {
      setFormFilter('stage', stage ?? '');
      applyFilters();
    },
    [setFormFilter, applyFilters],
  );

  return (
    <>
      <PageHeader
        title="Onboarding Status"
        description="Where each vendor stands in onboarding: its stage, set on the vendor form, and what that stage counts as on the Vendor Status screen."
      />
      {!forbidden && <OnboardingSummaryCards summary={summary} active={applied} onPick={pickStage} />}
      <DataTable
        tableId="onboarding"
        label="Onboarding status"
        columns={columns}
        list={list}
        describeFailure={describeFailure}
        emptyTitle="No vendors match"
        emptyText="Change or reset the filters to see more vendors."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Vendor name or code" />
              <FilterSelect
                list={list}
                name="vendorStatusId"
                label="Onboarding stage"
                options={recordOptions(summary)}
              />
              <FilterSelect list={list} name="stage" label="Progress" options={stageOptions} />
              <FilterSelect list={list} name="blocker" label="Blocked at" options={blockerOptions} />
            </FilterBar>
          )
        }
      />
    </>
  );
}
