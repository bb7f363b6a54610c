/**
 * A fulfilment order's lines, and the picks its allocation reserved (where to take the stock from).
 * A kit ships as its components: each line and pick of one names the kit it goes in.
 */
import { css } from 'styled-system/css';
import { Card } from '../../../components/card';
import { codeOr, numberOr, textOr } from '../list/order-cells';
import type { AllocationPick, FulfillmentOrder } from '../../../api/fulfillment-orders.api';
import type { OrderLine } from '../../../api/orders.api';
import { kitNameOf } from '../../../domain/order-kit-lines';
import { ui } from '../../../components/ui/styles';
import { formatDay } from '../../../components/format';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
  '& th': {
    textAlign: 'start',
    fontSize: '11px',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: 'fg.muted',
    py: '2',
    pr: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { py: '2', pr: '3', borderBottomWidth: '1px', borderColor: 'border' },
  '& .num': { textAlign: 'end' },
});

// An expiry is a calendar day, whatever time part the value carries.
const expiry = (value: string | null) => (value ? formatDay(value.slice(0, 10)) : null);

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
/** '4 units · 2.2 lb' (no weight when none is known). */
const summary = (f: FulfillmentOrder) =>
  `${count.format(f.itemCount)} ${f.itemCount === 1 ? 'unit' : 'units'}${f.weightTotal > 0 ? ` · ${count.format(f.weightTotal)} lb` : ''}`;

const kitNote = css({ color: 'fg.muted', fontSize: '12px' });

/**
 * The kit a fulfilment order's line goes in: as the line says, or (a fulfilment order sent before
 * lines named their kit) as the storefront order's kit lines say.
 */
export function kitOfLine(line: OrderLine, orderItems: readonly OrderLine[] = []): string | null {
  return line.kitName ?? (line.kitComponent ? kitNameOf(orderItems, line) : null);
}

/** The kits the lines of an item go in, for its picks. */
const kitsOfItem = (
  lines: readonly OrderLine[],
  orderItems: readonly OrderLine[],
  vendorProductId: number | null,
) => [
  ...new Set(
    lines
      .filter((l) => vendorProductId != null && l.vendorProductId === vendorProductId)
      .map((l) => kitOfLine(l, orderItems))
      .filter((name): name is string => name != null),
  ),
];

export function LinesCard({
  fulfillmentOrder,
  orderItems = [],
}: {
  fulfillmentOrder: FulfillmentOrder;
  /** The storefront order's lines (its kits). */
  orderItems?: readonly OrderLine[];
}) {
  return (
    <Card title="Lines" description={summary(fulfillmentOrder)}>
      <table className={table} aria-label="Lines">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Item</th>
            <th className="num">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {fulfillmentOrder.items.map((line, i) => {
            const kit = kitOfLine(line, orderItems);
            return (
              <tr key={i}>
                <td>{codeOr(line.wmsSku ?? line.sku)}</td>
                <td>
                  {textOr(line.name)}
                  {kit && <div className={kitNote}>In kit {kit}</div>}
                </td>
                <td className="num">{numberOr(line.quantity)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** `open`: the order has not shipped yet, so an empty list means nothing was allocated. */
export function PicksCard({
  allocations,
  open,
  lines = [],
  orderItems = [],
}: {
  allocations: AllocationPick[];
  open: boolean;
  /** The fulfilment order's lines, and its storefront order's: which kits each item goes in. */
  lines?: readonly OrderLine[];
  orderItems?: readonly OrderLine[];
}) {
  return (
    <Card
      title="Picks"
      description={
        open
          ? 'Where the allocation reserved the stock: take it from these places, first expiry first.'
          : 'Where the stock was taken from.'
      }
    >
      {allocations.length === 0 ? (
        <p className={ui.muted}>
          {open
            ? 'No stock is allocated to this order (items not tracked, or fulfilled outside our warehouse).'
            : 'The allocation was used up or released.'}
        </p>
      ) : (
        <table className={table} aria-label="Picks">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Location</th>
              <th>Lot</th>
              <th>Expiry</th>
              <th>Status</th>
              <th className="num">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {allocations.map((pick, i) => (
              <tr key={i}>
                <td>
                  {codeOr(pick.sku)}
                  {kitsOfItem(lines, orderItems, pick.vendorProductId).map((kit) => (
                    <div key={kit} className={kitNote}>
                      In kit {kit}
                    </div>
                  ))}
                </td>
                <td>{codeOr(pick.location)}</td>
                <td>{codeOr(pick.lotNumber)}</td>
                <td>{textOr(expiry(pick.expirationDate))}</td>
                <td>{textOr(pick.status && pick.status.charAt(0).toUpperCase() + pick.status.slice(1))}</td>
                <td className="num">{numberOr(pick.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
