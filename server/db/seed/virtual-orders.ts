/**
 * Virtual orders (issue 16): Lumen's WooCommerce connector, on its storefront API key, sends two
 * orders intake cannot take, kept through the same path the public intake call uses:
 * - LUM-88410 names a store Lumen Online does not have (the connector's store id of a new shop):
 *   retried once the operator chooses which store it belongs to;
 * - LUM-88412 comes without a ship-to postcode and with a zero quantity: kept with its field
 *   messages until the storefront sends it again corrected (or someone discards it).
 */
import { eq } from 'drizzle-orm';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import { validateBody } from '../../http/errors';
import { intakeInTransaction } from '../../modules/orders/order-intake.service';
import { createApiKey } from '../../modules/orders/storefront-api-keys.service';
import { keepVirtualOrder } from '../../modules/virtual-orders/virtual-orders.service';
import { projects, stores } from '../schema';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';

const address = {
  name: 'Ava Thompson',
  addressLine1: '48 Harbor Street',
  city: 'Charleston',
  state: 'SC',
  postcode: '29401',
  countryCode: 'US',
};

export function virtualOrderHistory(ctx: SeedContext): SeedStep[] {
  let apiKeyId = 0;
  let projectId = 0;
  /** As the public intake call does: validation, then intake; a refusal is kept. */
  const refused = async (payload: Record<string, unknown>) => {
    const at = ctx.clock.now();
    let stage: 'validation' | 'intake' = 'validation';
    try {
      const input = await validateBody(orderIntakeSchema, { ...payload, projectId });
      stage = 'intake';
      await ctx.db.transaction((tx) => intakeInTransaction(tx, input, { channel: 'api', userId: null, at }));
    } catch (error) {
      if ((await keepVirtualOrder(ctx.db, { projectId, apiKeyId, payload, stage, error, at })) == null)
        throw error;
      return;
    }
    throw new Error(`${String(payload.orderNumber)} was taken: the demo expects intake to refuse it`);
  };
  return [
    {
      at: ctx.ago(9 * DAY),
      run: async () => {
        const [project] = await ctx.tx.select().from(projects).where(eq(projects.clientCode, 'LUM-WEB'));
        projectId = project!.id;
        const { key } = await createApiKey(ctx.db, ctx.user('admin@dockhand.test'), projectId, {
          name: 'WooCommerce connector',
        });
        apiKeyId = key.id;
      },
    },
    {
      at: ctx.ago(1 * DAY + 3 * HOUR),
      run: async () => {
        // A store id of another storefront: unknown to Lumen Online.
        const [other] = await ctx.tx.select().from(stores).where(eq(stores.name, 'Kettle Subscriptions'));
        await refused({
          orderNumber: 'LUM-88410',
          storeId: other!.id,
          shipmentAddress: address,
          items: [{ sku: 'LUM-WEB-SER-VC', name: 'Vitamin C Serum 30ml', quantity: 2, unitPrice: 24 }],
          amountPaid: 48,
          requestedService: 'Standard',
        });
      },
    },
    {
      at: ctx.ago(5 * HOUR),
      run: async () => {
        await refused({
          orderNumber: 'LUM-88412',
          shipmentAddress: { ...address, postcode: '' },
          items: [{ sku: 'LUM-WEB-SER-VC', name: 'Vitamin C Serum 30ml', quantity: 0, unitPrice: 24 }],
          requestedService: 'Standard',
        });
      },
    },
  ];
}
