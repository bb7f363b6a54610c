/**
 * The shipping tool (issue 16): the first demo storefront, Northwind Shop, takes its orders from a
 * ShipStation account. Its connection points at demo://shipstation, the fake account served inside
 * the server process (server/integrations/shipping-tool/demo-account.ts), so "Sync now" works in the
 * demo without a network. Saved and synced once through the same services the API uses: the tool's
 * stores map to Northwind's stores of the same name (Etsy stays for a person to map), its products to
 * the storefront products of the same SKU (the mug set is made), its tags to the order tags of the
 * same name (Wholesale and Amazon Prime are made).
 */
import { eq } from 'drizzle-orm';
import { DEMO_SHIPPING_TOOL_URL } from '../../../src/domain/contracts/shipping-tool';
import { DEMO_SHIPPING_TOOL_CREDENTIALS } from '../../integrations/shipping-tool/demo-account';
import { saveConnection } from '../../modules/shipping-tool/shipping-tool-connections.service';
import { syncShippingTool } from '../../modules/shipping-tool/shipping-tool-sync.service';
import { projects } from '../schema';
import { demoProjects } from './demo-data';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';

const ADMIN = 'admin@dockhand.test';
const FIRST_STOREFRONT = demoProjects[0]![1];

export function shippingToolSync(ctx: SeedContext): SeedStep[] {
  const storefrontId = async () =>
    (
      await ctx.tx.select({ id: projects.id }).from(projects).where(eq(projects.clientCode, FIRST_STOREFRONT))
    )[0]!.id;
  return [
    {
      at: ctx.ago(9 * DAY),
      run: async () => {
        await saveConnection(ctx.db, ctx.clock, ctx.user(ADMIN), await storefrontId(), {
          kind: 'ShipStation',
          baseUrl: DEMO_SHIPPING_TOOL_URL,
          ...DEMO_SHIPPING_TOOL_CREDENTIALS,
          enabled: true,
        });
      },
    },
    {
      at: ctx.ago(9 * DAY - HOUR),
      run: async () => {
        const sync = await syncShippingTool(
          { db: ctx.db, clock: ctx.clock, events: ctx.events },
          ctx.user(ADMIN),
          await storefrontId(),
          { scope: 'all' },
        );
        if (sync.status !== 'Succeeded') throw new Error(`The demo shipping tool sync failed: ${sync.error}`);
      },
    },
  ];
}
