/**
 * Requesting a generated report, model-based: every path of report-request.model.ts replayed against
 * a real actor. Only types the user may request are offered and opened; nothing is sent with values
 * that fail the request's own schema; a refusal comes back onto the form's fields; the report made is
 * kept once done. Then the form's pure rules: defaults, prefill from the URL, the body, names.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import type { RequestContext } from '../../../src/machines/generated-report/generated-report.types';
import {
  changeType,
  followingName,
  newRequestValues,
  prefillOfSearch,
  refusalOf,
  requestBody,
  requestProblems,
} from '../../../src/machines/generated-report/report-request.logic';
import { reportRequestModel } from '../../../src/machines/generated-report/report-request.model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as RequestContext;
  if (snapshot.matches('choosing')) expect(context.values).toBeNull();
  else expect(context.types).toContain(context.values?.type);
  if (snapshot.matches('submitting')) expect(requestProblems(context.values!)).toEqual({});
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('done')) expect(context.created).not.toBeNull();
  else expect(context.created).toBeNull();
}

describe('generated report request (model-based)', () => {
  const paths = flowPaths(reportRequestModel);
  const replay = createReplay(reportRequestModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

describe('the request form’s rules', () => {
  it('starts a type with its block’s defaults, this week, and a name from the type and period', () => {
    expect(newRequestValues('OrderedStorefrontItemsReport')).toEqual({
      type: 'OrderedStorefrontItemsReport',
      name: 'Ordered Storefront Items — This week',
      projectId: null,
      filters: expect.objectContaining({
        storefrontIds: [],
        orderStatus: 'shipped',
        whatStores: 'notHidden',
        dateType: 'orderDate',
        dateFilter: 'this-week',
        startDate: null,
        endDate: null,
      }),
    });
    expect(newRequestValues('FactoringFinanceInvoiceReport').filters).toEqual({
      vendorId: null,
      warehouseId: null,
      dateFilter: 'this-week',
      startDate: null,
      endDate: null,
    });
  });

  it('reads a prefill from the URL: JSON filters, a parameter per filter, the block’s keys only', () => {
    const prefill = prefillOfSearch(
      '?name=Reno%20in%2Fout&filters=%7B%22vendorId%22%3A3%7D&warehouseId=2&startDate=2026-11-01&endDate=2026-11-30&carrier=ups',
    );
    expect(newRequestValues('WarehouseItemsInOutReport', prefill)).toEqual({
      type: 'WarehouseItemsInOutReport',
      name: 'Reno in/out',
      projectId: null,
      filters: {
        warehouseId: 2,
        vendorId: 3,
        tplFacilityId: null,
        tplCustomerId: null,
        dateFilter: 'custom',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      },
    });
    const ordered = newRequestValues(
      'OrderedWarehouseItemsReport',
      prefillOfSearch('?storefrontIds=3,x,4&includeManualShipments=true'),
    );
    expect(ordered.filters).toMatchObject({ storefrontIds: [3, 4], includeManualShipments: true });
    expect(
      newRequestValues('StorefrontShippedCount', prefillOfSearch('?projectId=5&filters=%7Bbroken')).projectId,
    ).toBe(5);
  });

  it('sends the block’s keys, days only for a custom range, and the storefronts as the server takes them', () => {
    const week = newRequestValues('StorefrontShippedCount', {
      projectId: '5',
      filters: { startDate: '2026-11-01' },
    });
    expect(requestBody({ ...week, filters: { ...week.filters, dateFilter: 'last-week', stray: 1 } })).toEqual(
      {
        type: 'StorefrontShippedCount',
        name: week.name,
        projectId: 5,
        forMultipleStorefronts: false,
        filters: { dateFilter: 'last-week', startDate: null, endDate: null },
      },
    );
    const items = newRequestValues('OrderedStorefrontItemsReport');
    expect(requestBody({ ...items, filters: { ...items.filters, storefrontIds: [3] } })).toMatchObject({
      projectId: 3,
      forMultipleStorefronts: false,
    });
    expect(requestBody({ ...items, filters: { ...items.filters, storefrontIds: [3, 4] } })).toMatchObject({
      projectId: null,
      forMultipleStorefronts: true,
    });
  });

  it('names what is wrong by field, in the server’s words', () => {
    const values = newRequestValues('StorefrontShippedCount');
    expect(requestProblems(values)).toEqual({});
    expect(
      requestProblems({
        ...values,
        name: ' ',
        filters: { ...values.filters, dateFilter: 'custom', endDate: '2026-02-30' },
      }),
    ).toEqual({
      name: 'Name is required',
      'filters.startDate': 'Start date is required',
      'filters.endDate': 'End date must be a date (YYYY-MM-DD)',
    });
    expect(
      refusalOf('Some fields are not valid.', { vendorId: 'Choose the vendor this report is for' }, values),
    ).toEqual({ problems: {}, error: 'Some fields are not valid. Choose the vendor this report is for.' });
    const factoring = newRequestValues('FactoringFinanceInvoiceReport');
    expect(refusalOf('x', { vendorId: 'Choose the vendor this report is for' }, factoring).problems).toEqual({
      'filters.vendorId': 'Choose the vendor this report is for',
    });
  });

  it('keeps a typed name and what two types share; a made name follows the type and the period', () => {
    const week = newRequestValues('StorefrontShippedCount');
    const custom = {
      ...week,
      filters: { ...week.filters, dateFilter: 'custom', startDate: '2026-11-02', endDate: '2026-11-08' },
    };
    expect(followingName(week.name, week, custom)).toMatch(
      /^Storefront Shipments Count — Nov 2, 2026 – Nov 8, 2026$/,
    );
    expect(followingName('Mine', week, custom)).toBe('Mine');
    const other = changeType(
      { ...custom, name: followingName(week.name, week, custom), projectId: 5 },
      'OrderFulfillmentsReport',
    );
    expect(other).toMatchObject({
      type: 'OrderFulfillmentsReport',
      projectId: 5,
      filters: { dateFilter: 'custom', startDate: '2026-11-02', endDate: '2026-11-08' },
    });
    expect(other.name).toMatch(/^Order Fulfillments — Nov 2, 2026 – Nov 8, 2026$/);
    expect(changeType({ ...week, name: 'Mine' }, 'OrderFulfillmentsReport').name).toBe('Mine');
  });
});
