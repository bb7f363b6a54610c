/**
 * What the contracts make `tsc` refuse (src/domain/contracts): a list call naming a filter or sort key
 * its contract does not declare, and a server answer that does not read as the contract's answer type
 * on the wire. The `@ts-expect-error` lines are the proof: `npx tsc -p . --noEmit` fails if one of
 * them compiles. The runtime assertions check what the calls send.
 */
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/http';
import { withFilters } from '../../../src/api/inventory.api';
import { contractClient } from '../../../src/api/resource-client';
import {
  fulfillmentOrdersContract,
  type FulfillmentOrderDetails,
} from '../../../src/domain/contracts/fulfillment-orders';
import type {
  OrderDetails,
  OrderHold,
  OrderMargin,
  RecommendationPage,
  SplitRecommendation,
  StatusCountsAnswer,
  TimelineAnswer,
  UnholdRec,
  WhyAnswer,
} from '../../../src/domain/contracts/order-answers';
import { ordersContract } from '../../../src/domain/contracts/orders';
import { vendorProductsContract } from '../../../src/domain/contracts/vendor-products';
import type {
  ShipmentReceiptsAnswer,
  SourceAvailabilityAnswer,
} from '../../../src/domain/contracts/warehouse-shipment-answers';
import { contractRow, type Sendable, type Wire } from '../../../src/domain/contracts/wire';
import type {
  listShipmentReceipts,
  sourceAvailability,
} from '../../../server/modules/inbound/shipment-documents.service';
import type {
  fulfillmentOrderDetails,
  orderDetails,
  orderMargin,
  orderStatusCounts,
  orderTimeline,
} from '../../../server/modules/orders/order-views.service';
import type {
  splitRecommendations,
  unholdRecommendations,
} from '../../../server/modules/orders/order-recommendations.service';
import type { whyNotShipping } from '../../../server/modules/orders/order-why.service';

const fakeApi = () => vi.fn(async () => ({ total: 0, items: [] })) as unknown as ApiClient;

describe("a contract's client", () => {
  it("lists with the contract's filters and sort keys only", async () => {
    const api = fakeApi();
    const client = contractClient(api, fulfillmentOrdersContract);
    await client.list({
      filters: { orderId: 7, orderStatus: ['Open', 'Shipped'] },
      sortBy: 'shipByDate',
      page: 1,
      perPage: 10,
    });
    expect(api).toHaveBeenCalledWith(
      '/api/common/fulfillment-orders/listItems',
      expect.objectContaining({
        method: 'POST',
        body: {
          orderId: 7,
          orderStatus: ['Open', 'Shipped'],
          page: 1,
          perPage: 10,
          sortBy: 'shipByDate',
          sortDesc: false,
        },
      }),
    );

    // @ts-expect-error customerEmail is not a filter of the fulfilment orders contract
    await client.list({ filters: { customerEmail: 'ava@example.com' }, page: 1, perPage: 10 });
    // @ts-expect-error orderId takes a number (or numbers)
    await client.list({ filters: { orderId: 'seven' }, page: 1, perPage: 10 });
    // @ts-expect-error fulfilment orders do not sort by createdAt
    await client.list({ filters: {}, sortBy: 'createdAt', page: 1, perPage: 10 });
  });

  it("keeps fixed filters to the client's own names", async () => {
    const api = fakeApi();
    const client = withFilters(contractClient(api, vendorProductsContract), { trackInventory: false });
    await client.list({ filters: { vendorId: 3 }, page: 1, perPage: 10 });
    expect(api).toHaveBeenCalledWith(
      '/api/vendorProducts/listItems',
      expect.objectContaining({ body: { vendorId: 3, trackInventory: false, page: 1, perPage: 10 } }),
    );

    // @ts-expect-error tracked is not a filter of the vendor products contract
    withFilters(contractClient(api, vendorProductsContract), { tracked: false });
  });
});

describe('answer types', () => {
  it('let the server send a Date where the wire has text, and refuse another kind or a missing field', () => {
    const hold = {
      id: 1,
      type: 'operator',
      reason: 'Check the address',
      createdAt: new Date(),
      createdByName: null,
      holdUntil: null,
    };
    expectTypeOf(hold).toExtend<Sendable<OrderHold>>();
    expectTypeOf({ ...hold, holdUntil: 3 }).not.toExtend<Sendable<OrderHold>>();

    // A service checks its answer as the services do (`satisfies`): one missing a field of the
    // contract's answer type does not compile…
    const { createdByName: _left, ...withoutName } = hold;
    // @ts-expect-error createdByName is missing
    const missingField = async () => withoutName satisfies Sendable<OrderHold>;
    // …nor one with a field of another kind, however deep.
    const wrongKind = async () =>
      ({
        revenue: 10,
        itemCost: 4,
        fees: [],
        feesTotal: 0,
        margin: 6,
        marginPercent: 60,
        // @ts-expect-error a line's quantity is a number on the wire
        lines: [{ sku: 'A', quantity: '2', unitPrice: 5, unitCost: 2, lineRevenue: 10, lineCost: 4 }],
      }) satisfies Sendable<OrderMargin>;
    expect([missingField, wrongKind]).toHaveLength(2);

    // Text unions stay strict: a timeline entry's kind is one of the contract's.
    expectTypeOf<Sendable<TimelineAnswer>['items'][number]['kind']>().toEqualTypeOf<
      'status' | 'action' | 'intake' | 'sync' | 'note'
    >();
    // What the server may send reads, once sent, as the answer.
    expectTypeOf<Wire<Sendable<OrderDetails>>>().toExtend<OrderDetails>();
    expectTypeOf<Wire<Sendable<WhyAnswer>>>().toExtend<WhyAnswer>();
  });

  it('are what the services answer (each checks its answer with `satisfies Sendable<…>`)', () => {
    type Returns<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
    expectTypeOf<Returns<typeof orderDetails>>().toExtend<Sendable<OrderDetails>>();
    expectTypeOf<Returns<typeof orderTimeline>>().toExtend<Sendable<TimelineAnswer>>();
    expectTypeOf<Returns<typeof orderMargin>>().toExtend<Sendable<OrderMargin>>();
    expectTypeOf<Returns<typeof orderStatusCounts>>().toExtend<Sendable<StatusCountsAnswer>>();
    expectTypeOf<Returns<typeof whyNotShipping>>().toExtend<Sendable<WhyAnswer>>();
    expectTypeOf<Returns<typeof fulfillmentOrderDetails>>().toExtend<Sendable<FulfillmentOrderDetails>>();
    expectTypeOf<Returns<typeof listShipmentReceipts>>().toExtend<Sendable<ShipmentReceiptsAnswer>>();
    expectTypeOf<Returns<typeof sourceAvailability>>().toExtend<Sendable<SourceAvailabilityAnswer>>();
    expectTypeOf<Returns<typeof unholdRecommendations>>().toExtend<Sendable<RecommendationPage<UnholdRec>>>();
    expectTypeOf<Returns<typeof splitRecommendations>>().toExtend<
      Sendable<RecommendationPage<SplitRecommendation>>
    >();
    // The server keeps its own types: a hold's time is still a Date there.
    expectTypeOf<
      Returns<typeof unholdRecommendations>['items'][number]['holds'][number]['createdAt']
    >().toEqualTypeOf<Date>();
  });

  it("check a contract's row inside an answer as the base's rows are checked", () => {
    const orderOf = (row: { id: string; orderNumber: string }) =>
      // @ts-expect-error an order row's id is a number, and it has more fields
      contractRow(ordersContract, row);
    expect(orderOf).toBeTypeOf('function');
  });
});
