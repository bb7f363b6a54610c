/**
 * Test-only controls, registered only under DOCKHAND_TEST_CONTROLS=1 outside production (app.ts):
 * `POST /api/test/billing-clock` moves billing's clock forward by whole days, so an end-to-end test
 * lets storage accrue without waiting. Only billing reads that clock (AppDeps.billingClock); the rest
 * of the app keeps real time. Admins only (billing.invoices, which they hold and brand users do not).
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { ShiftableClock } from '../../clock';
import { validateBody } from '../../http/errors';

const DAY_MS = 86_400_000;
export const MAX_ADVANCE_DAYS = 31;

const advanceSchema = yup.object({
  advanceDays: yup
    .number()
    .typeError('Advance days must be a whole number of days')
    .required('Advance days is required')
    .integer('Advance days must be a whole number of days')
    .min(1, 'Advance days must be at least 1')
    .max(MAX_ADVANCE_DAYS, `Advance days can be at most ${MAX_ADVANCE_DAYS}`),
});

/** What the billing clock reads: its day (UTC), its time and how many days it is ahead of real time. */
const reading = (clock: ShiftableClock) => {
  const now = clock.now();
  return { today: now.toISOString().slice(0, 10), now: now.toISOString(), aheadDays: clock.offset / DAY_MS };
};

export async function testControlRoutes(app: FastifyInstance, billingClock: ShiftableClock) {
  app.post(
    '/test/billing-clock',
    {
      config: { access: ['billing.invoices'] },
      schema: { summary: 'Test only: moves the billing clock forward {advanceDays: 1..31}; answers its day' },
    },
    async (request) => {
      const { advanceDays } = await validateBody(advanceSchema, request.body);
      billingClock.advance(advanceDays * DAY_MS);
      request.log.info(
        { advanceDays, aheadDays: billingClock.offset / DAY_MS },
        'billing clock moved forward',
      );
      return reading(billingClock);
    },
  );
}
