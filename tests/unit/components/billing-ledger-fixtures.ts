/** The billing ledger tests' fake server (msw): charges, totals, a trace, the open period, unbilled. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  BillingDisputeRow,
  BillingEntryRow,
  BillingEntryTrace,
  OpenPeriodAnswer,
} from '../../../src/domain/contracts/order-billing-entries';

export const ORIGIN = 'http://dockhand.test';
export const BASE = `${ORIGIN}/api/common/orderBillingEntries`;

export const entry = (over: Partial<BillingEntryRow> = {}): BillingEntryRow => ({
  id: 11,
  vendorId: 1,
  warehouseId: 2,
  entryDate: '2026-11-12',
  singleUnitCharge: 0.0125,
  numberOfUnits: 1200,
  amount: 15,
  chargeLabel: 'Storage per unit per day',
  chargeType: 'Storage',
  type: 'Storage',
  invoiceId: null,
  refNum: null,
  sourceType: 'storage',
  sourceId: 'storage:1:2:2026-11-12',
  sourceRef: 'Dallas storage 2026-11-12',
  ruleKey: 'storage.unitDay',
  tierKey: '31+',
  rateCardVersionId: 4,
  carrierRateCardId: null,
  ptcFileId: null,
  creditOfEntryId: null,
  inputs: { quantity: 1200, unit: 'unitDay', days: 1 },
  version: 1,
  createdAt: '2026-11-13T06:00:00Z',
  updatedAt: '2026-11-13T06:00:00Z',
  ...over,
});

export const shipped = entry({
  id: 12,
  entryDate: '2026-11-14',
  singleUnitCharge: 3.5,
  numberOfUnits: 3,
  amount: 10.5,
  chargeLabel: 'Pick and pack per order',
  chargeType: 'Pick and pack',
  type: 'Order',
  invoiceId: 40,
  invoiceNumber: 'INV-2026-0040',
  disputeStatus: 'Open',
  sourceType: 'order',
  sourceId: '501',
  sourceRef: '#NWG-1042',
  inputs: { quantity: 3, unit: 'order' },
});

export const dispute = (over: Partial<BillingDisputeRow> = {}): BillingDisputeRow => ({
  id: 3,
  entryId: 12,
  status: 'Open',
  comment: 'We shipped 2 orders that day, not 3.',
  raisedBy: 'user-vendor',
  raisedByName: 'Nora Brand',
  raisedAt: '2026-11-20T15:00:00Z',
  resolution: null,
  resolutionComment: null,
  creditEntryId: null,
  resolvedByName: null,
  resolvedAt: null,
  ...over,
});

export const trace = (over: Partial<BillingEntryTrace> = {}): BillingEntryTrace => ({
  entry: shipped,
  vendorName: 'Northwind Goods',
  warehouseName: 'Dallas',
  invoiceNumber: 'INV-2026-0040',
  sourceHref: '/orders/details/501',
  rateCard: { id: 5, name: 'Northwind 2026', versionNumber: 2, effectiveFrom: '2026-11-01' },
  rule: { key: 'pickPack.order', label: 'Pick and pack', unit: 'order', rate: 3.5, tier: null },
  carrierRateCard: null,
  disputes: [],
  ...over,
});

export const openPeriod = (over: Partial<OpenPeriodAnswer> = {}): OpenPeriodAnswer => ({
  vendorId: 1,
  periodStart: '2026-11-01',
  today: '2026-11-20',
  periodEnd: '2026-11-30',
  total: 25.5,
  byChargeType: [
    { chargeType: 'Storage', amount: 15 },
    { chargeType: 'Pick and pack', amount: 10.5 },
  ],
  lines: [
    { ...entry(), disputeStatus: null, sourceHref: null },
    { ...shipped, invoiceId: null, disputeStatus: 'Open', sourceHref: '/orders/details/501' },
  ],
  projectedStorage: { dailyAmount: 15, daysLeft: 10, projected: 150 },
  projectedTotal: 175.5,
  ...over,
});

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Every call the screens made, and answers by "METHOD path" that a test may replace. */
export function fakeBillingServer() {
  const seen: Seen[] = [];
  const answers = new Map<string, (call: Seen) => Response>();
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.json().catch(() => null);
    const call = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    };
    seen.push(call);
    return call;
  };
  const defaults: Record<string, (call: Seen) => Response> = {
    'POST /api/common/orderBillingEntries/listItems': (call) => {
      const questioned = (call.body as Record<string, unknown>).disputed === true;
      return HttpResponse.json(
        questioned ? { total: 1, items: [shipped] } : { total: 2, items: [entry(), shipped] },
      );
    },
    'GET /api/common/orderBillingEntries/totals': () =>
      HttpResponse.json({
        count: 2,
        amount: 25.5,
        byChargeType: [
          { chargeType: 'Storage', count: 1, amount: 15 },
          { chargeType: 'Pick and pack', count: 1, amount: 10.5 },
        ],
      }),
    'GET /api/common/orderBillingEntries/12/trace': () => HttpResponse.json(trace()),
    'GET /api/common/orderBillingEntries/open-period': () => HttpResponse.json(openPeriod()),
    'GET /api/myvendors': () => HttpResponse.json([{ id: 1, name: 'Northwind Goods' }]),
    'GET /api/mywarehouses': () => HttpResponse.json([{ id: 2, fullName: 'Dallas' }]),
    'POST /api/common/vendorInvoices/listItems': () =>
      HttpResponse.json({ total: 1, items: [{ id: 40, invoiceNumber: 'INV-2026-0040' }] }),
  };
  const server = setupServer(
    http.all(`${ORIGIN}/*`, async ({ request }) => {
      const call = await record(request);
      const key = `${call.method} ${call.path}`;
      const answer = answers.get(key) ?? defaults[key];
      return answer
        ? answer(call)
        : HttpResponse.json({ error: 'not_found', message: `No fake for ${key}` }, { status: 404 });
    }),
  );
  return {
    server,
    seen,
    answer: (key: string, respond: (call: Seen) => Response) => answers.set(key, respond),
    reset: () => {
      seen.length = 0;
      answers.clear();
    },
    calls: (key: string) => seen.filter((c) => `${c.method} ${c.path}` === key),
  };
}
