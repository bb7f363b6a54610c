/**
 * The knowledge base people actually read (issue 19): how receiving, orders, holds, returns and
 * billing work, each page tagged for the screens it explains ('screen:<route pattern>', linked from
 * that screen's header) and for the problem markers whose exception tickets suggest it
 * ('marker:<MARKER>'). Added through the pages' own declaration, after the groups back-office.ts makes.
 */
import { knowledgebaseGroups } from '../schema';
import {
  changelogResource,
  knowledgebaseGroupResource,
  knowledgebasePageResource,
} from '../../resources/declarations/docs';
import { DAY, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';

const ADMIN = 'admin@dockhand.test';

interface SeedPage {
  group: string;
  name: string;
  slug: string;
  tags: string[];
  content: string;
}

const pages: SeedPage[] = [
  {
    group: 'warehouse-operations',
    name: 'How receiving works',
    slug: 'how-receiving-works',
    tags: [
      'screen:/warehouses/advancedShipNotice',
      'screen:/warehouses/advancedShipNotices/:shipmentId/confirm',
      'screen:/warehouses/warehouseTransfers/:shipmentId/receive',
    ],
    content: `Receiving turns an advanced ship notice (ASN), a transfer or a purchase order's shipment into stock you can sell. Nothing is on hand until it is received.

## Before the truck arrives

- The brand creates an **ASN** with the items and quantities it sent; it shows on *Advanced Ship Notices* as *Awaiting shipment* or *Shipped*.
- Check the dock appointment and that the ASN names your warehouse.

## Counting the cartons

1. Open the ASN and choose **Confirm**.
2. Scan or type each SKU and count the units. The line shows expected, already received and still outstanding.
3. Record **lot**, **expiry**, **LPN** and **location** where the item is tracked by them.

> Receive what is physically there. A partial receipt is fine: the ASN stays open for the rest.

## Over and short receipts

Receiving more than expected asks you to confirm; the difference is kept on the line. Close a line short when the rest will never come, so the brand's outstanding quantity is right.

## After the receipt

Every received unit is a row in the stock ledger (who, when, which document), so on hand and available update at once, and billing rates the receipt on the next run.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Working the orders list',
    slug: 'working-the-orders-list',
    tags: ['screen:/all-orders', 'screen:/orders/:projectId?/:orderStatus?/:reqStoreId?'],
    content: `The orders lists show storefront and vendor orders with the filters in the address bar, so a view can be bookmarked and shared.

## Statuses

- **Awaiting payment** → **Awaiting shipment** once paid.
- **On hold**: held by someone, or automatically with a *problem marker* (see [Holds and problem markers](/docs/article/holds-and-problem-markers)).
- **Pending fulfillment**: stock allocated and a fulfilment order sent to the warehouse.
- **Shipped** with carrier, service and tracking number.

## Acting on many orders

Select rows and use the bulk actions: hold, release, send to fulfilment or cancel. Each order is changed on its own, so one refused order never stops the others.

## Finding an order

Search by order number, customer name or e-mail. A number you cannot find may belong to a storefront you cannot see.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Holds and problem markers',
    slug: 'holds-and-problem-markers',
    tags: ['screen:/orders/unhold-recs'],
    content: `An order the system cannot ship is put **on hold** with a problem marker that says why.

| Marker | Means |
| --- | --- |
| NOT_ENOUGH_INVENTORY | a line has less available stock than ordered |
| MISSING_SKU | a line's SKU is unknown for the vendor |
| NO_ORDER_ITEMS | the order came without lines |
| MISSING_ADDRESS | an order from a connector has no ship-to a carrier can deliver to: correct the address (or have the storefront send it again) and the hold is released |
| DUPLICATE_ORDER_NUMBER | the store sent the same number twice |

## Releasing holds

*Has Inventory* lists held orders whose every line is available again: select them and **Remove hold**. A hold with a hold-until date releases itself when the date passes.

## When a hold lasts

An order held too long opens a support ticket linked to it, with the article for its marker suggested.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Resolving NOT_ENOUGH_INVENTORY holds',
    slug: 'resolving-not-enough-inventory',
    tags: ['marker:NOT_ENOUGH_INVENTORY'],
    content: `The order asks for more units than the warehouse has **available** (on hand less allocated).

## Check the stock

1. Open the item and look at *available* per warehouse: stock may sit in another warehouse.
2. Look for an open ASN or transfer bringing the item in.

## Choose what to do

- **Wait** for the inbound stock: the order moves to *Has Inventory* when it is all there.
- **Split** the order: the lines available now ship as a child order (\`1001-1\`).
- **Transfer** stock from another warehouse.

Tell the brand which one you chose on the ticket.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Fixing a MISSING_SKU hold',
    slug: 'fixing-missing-sku',
    tags: ['marker:MISSING_SKU'],
    content: `A line of the order names a SKU the vendor has no item for, usually a new product or a typo in the storefront.

## Fix it

1. Search *Items* for the SKU, including archived items.
2. If the product exists under another SKU, map the storefront product to it in **Products mapping**.
3. If it is new, ask the brand to create the item (with its barcode and weight).

Then release the hold: the order is checked again and goes on to *Awaiting shipment*.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Fixing a MISSING_ADDRESS hold',
    slug: 'fixing-missing-address',
    tags: ['marker:MISSING_ADDRESS'],
    content: `An order that came in through the storefront API has no ship-to a carrier can deliver to: a street, a city and a country are needed, and a postcode in the countries whose carriers require one.

## Fix it

- Ask the storefront to send the order again with the address: the same **orderKey** updates the waiting order and the hold is released by itself.
- Or correct the address on the order page (**Edit**): the check runs again and releases the hold.

Removing the hold without correcting the address sends an order the carrier will return.
`,
  },
  {
    group: 'orders-and-returns',
    name: 'Processing a return',
    slug: 'processing-a-return',
    tags: ['screen:/orders/returns'],
    content: `Returns come back against the original order.

## Steps

1. Create the return from the shipped order, choosing the lines and quantities.
2. **Label**: buy or attach the return label; the customer gets it by e-mail.
3. **Confirm** when the parcel arrives: grade each unit as *restock*, *damaged* or *dispose*.

Restocked units go back to available stock through the ledger; the brand is charged the returns rate on the next billing run.
`,
  },
  {
    group: 'integrations',
    name: 'Taking orders in ShipStation’s format',
    slug: 'shipstation-order-intake',
    tags: ['screen:/integrations/shipping-code-mappings', 'screen:/other/logs/api'],
    content: `Storefront tools that push ShipStation's v1 **Order** model can post it as it is to \`POST /api/public/orders\` (or ShipStation's own path, \`POST /api/public/orders/createorder\`).

## Signing in

Create an API key for the storefront (*Storefronts* → the storefront → **API keys**). Send it as the \`X-Api-Key\` header, or as HTTP Basic the way ShipStation tools do: the key's prefix (as the keys list shows it) as the API key, the whole key as the API secret.

## Create or update

Orders are created or updated by their **orderKey**, like ShipStation's createorder:

| The storefront sends | Dockhand does |
| --- | --- |
| a new orderKey | creates the order (held MISSING_ADDRESS without a deliverable ship-to) |
| the same order again | nothing (\`unchanged\`) |
| a corrected address or lines | edits the waiting order; a fixed address releases its hold |
| \`on_hold\` / \`awaiting_shipment\` | holds it for the storefront / releases that hold |
| \`cancelled\` | cancels it |
| anything, once sent to fulfilment | refuses with 409: ask the warehouse to take it back first |

Every answer names the order: \`orderId\`, \`orderNumber\`, \`orderKey\`, \`orderStatus\` and the \`outcome\`. A refused payload lists every field to fix, in ShipStation's names.
`,
  },
  {
    group: 'integrations',
    name: 'Connecting a warehouse to the 3PL WMS',
    slug: 'connecting-the-3pl-wms',
    tags: ['screen:/integrations/tpl/connections', 'screen:/integrations/tpl/drift'],
    content: `A warehouse run in the external 3PL system keeps its lists, orders, receivers and stock in step with Dockhand through its connection.

## Connect

On **3PL WMS connections**, open the warehouse and enter the WMS's base URL, the client id and secret of its API client and the WMS user the sync acts as. The secret is stored encrypted and never shown again; leave it empty to keep it.

## What a sync does

Every 15 minutes, and when you press **Sync now**:

1. pulls facilities, customers, items, units of measure, carriers and services, and billing codes into the 3PL lists;
2. sends orders routed to the WMS (ORDER_MIRRORED) and ASNs (receivers);
3. reads shipment confirmations: a shipped order is marked shipped here (ORDER_MIRRORED_CLOSED) and its stock leaves the ledger;
4. reads the WMS's inventory adjustments and records each as a direct inventory update with the WMS reference;
5. compares stock and lists every difference on **Stock drift**.

Each run is in the system log. Running a sync twice creates nothing twice.

## Resolving a drift

Each difference shows what each side has that the other has not seen. Select the differences to fix and **Apply proposed updates**: each records a direct inventory update that sets Dockhand's count to the WMS's, all in one step.
`,
  },
  {
    group: 'billing',
    name: 'Reading the billing ledger',
    slug: 'reading-the-billing-ledger',
    tags: ['screen:/manage/billing/customerBilingLedger', 'screen:/manage/billing/customerInvoices'],
    content: `Every charge to a client is a ledger row: what activity, how many units, at which rate.

## Where charges come from

- **Receiving**, **storage**, **pick and pack** and **returns** are rated by the nightly billing run from the client's rate card.
- **Custom charges** are added by hand with a reason.

## Disputes

A client may dispute a charge; it stays out of invoices until resolved (credited or confirmed).

## Invoicing

*Generate invoice* previews the period's uninvoiced charges; issuing locks them, so a charge is never invoiced twice.
`,
  },
];

/** The docs pages and one release note (after the back office's groups and notes). */
export function docsLibrary(ctx: SeedContext): SeedStep[] {
  const add = (decl: Parameters<typeof addRecord>[1], body: Record<string, unknown>) =>
    addRecord(ctx, decl, ADMIN, body);
  return [
    {
      at: ctx.ago(40 * DAY),
      run: async () => {
        await add(knowledgebaseGroupResource, {
          name: 'Orders and Returns',
          slug: 'orders-and-returns',
          description: 'Orders, holds, exceptions and returns',
          sortOrder: 2,
        });
        await add(knowledgebaseGroupResource, {
          name: 'Integrations',
          slug: 'integrations',
          description: 'Storefront order intake and the external warehouse systems',
          sortOrder: 5,
          visibleToRoles: ['developer', 'superadmin', 'admin', 'manager', 'warehouse-manager'],
        });
        await add(knowledgebaseGroupResource, {
          name: 'Billing',
          slug: 'billing',
          description: 'Charges, the ledger and invoices',
          sortOrder: 4,
          visibleToRoles: ['developer', 'superadmin', 'admin', 'manager'],
        });
        const groupIds = new Map(
          (
            await ctx.tx
              .select({ id: knowledgebaseGroups.id, slug: knowledgebaseGroups.slug })
              .from(knowledgebaseGroups)
          ).map((g) => [g.slug, g.id]),
        );
        for (const [i, page] of pages.entries()) {
          const groupId = groupIds.get(page.group);
          if (!groupId) throw new Error(`No docs group ${page.group}`);
          await add(knowledgebasePageResource, {
            groupId,
            name: page.name,
            slug: page.slug,
            content: page.content,
            tags: page.tags,
            sortOrder: 10 + i,
          });
        }
      },
    },
    {
      at: ctx.ago(DAY / 2),
      run: async () => {
        await add(changelogResource, {
          name: 'Version 0.9.5',
          content:
            '## Docs where you work\n\n- **Docs** has search, a table of contents and previous/next links.\n- Screens link to their help articles in the top bar.\n- This changelog shows a badge when something is new.',
          publishedAt: ctx.clock.peek(),
        });
      },
    },
  ];
}
