/**
 * The system log (/other/logs/system) as the server writes it: the hourly stock integrity check of
 * the last week, each judging the stock as it stood then (integrity-watchdog.service.ts), and one
 * short database outage during which that hour's check and two requests failed. A storefront
 * connector's order was among them; connectors send again, and intake takes an order once.
 */
import { findStockDrift } from '../../modules/inventory/stock-integrity.service';
import {
  integrityCheckEvent,
  integrityFailureEvent,
} from '../../modules/inventory/integrity-watchdog.service';
import type { SystemEvent } from '../../audit/request-log';
import { systemLog } from '../schema';
import { HOUR, type SeedContext, type SeedStep } from './context';

/** How many hourly checks the log holds. */
export const INTEGRITY_CHECKS = 7 * 24;
/** The check (hours before the end of the history) that the outage broke. */
const OUTAGE_AT_CHECK = 90;
const OUTAGE = 'Connection terminated unexpectedly';

/** A request id as the server makes them (a UUID), from the seed's random source. */
function requestId(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A request the server could not answer, as its error handler logs it (server/app.ts). */
const serverError = (method: string, path: string, id: string): SystemEvent => ({
  level: 'error',
  source: 'http',
  message: OUTAGE,
  context: { requestId: id, method, path },
});

export function systemLogHistory(ctx: SeedContext): SeedStep[] {
  const write = (event: () => SystemEvent | Promise<SystemEvent>) => async () => {
    const row = await event();
    await ctx.tx.insert(systemLog).values({
      ...row,
      context: row.context ?? null,
      projectId: row.projectId ?? null,
      createdAt: ctx.clock.now(),
    });
  };
  const steps: SeedStep[] = [];
  for (let hoursAgo = INTEGRITY_CHECKS; hoursAgo >= 1; hoursAgo--) {
    const at = ctx.ago(hoursAgo * HOUR);
    if (hoursAgo !== OUTAGE_AT_CHECK) {
      steps.push({ at, run: write(async () => integrityCheckEvent(await findStockDrift(ctx.tx))) });
      continue;
    }
    const [intake, list] = [requestId(ctx.random), requestId(ctx.random)];
    steps.push(
      { at, run: write(() => integrityFailureEvent(new Error(OUTAGE))) },
      {
        at: new Date(at.getTime() + 40_000),
        run: write(() => serverError('POST', '/api/public/orders', intake)),
      },
      {
        at: new Date(at.getTime() + 70_000),
        run: write(() => serverError('POST', '/api/common/orders/listItems', list)),
      },
    );
  }
  return steps;
}
