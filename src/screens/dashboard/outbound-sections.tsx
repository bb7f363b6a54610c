/**
 * The warehouse version ('Dashboard: non-ecom view'): what must leave the warehouses (fulfilment
 * orders, small-parcel and bulk shipments), with what is due today and late, and outbound documents
 * shipped per day. Kinds the user may not view are left out.
 */
import type { ReactNode } from 'react';
import type { OutboundSummary } from '../../domain/dashboard';
import { plural } from './dashboard-format';
import { outboundLists } from './dashboard-links';
import { gridClass } from './order-sections';
import { ShippedChart } from './shipped-chart';
import { StatTile } from './stat-tile';
import { ui } from '../../components/ui/styles';

/** `inbound` (the inbound card) goes between the documents to ship and the chart: here it is the day's other half. */
export function OutboundSections({ summary, inbound }: { summary: OutboundSummary; inbound?: ReactNode }) {
  const { fulfillmentOrders: fo, parcelShipments: parcels, bulkShipments: bulk } = summary;
  const drafts = (n: number) => (n > 0 ? `and ${plural(n, 'draft')}` : 'Open or awaiting shipment');
  return (
    <>
      <section aria-labelledby="outbound-heading">
        <h2 id="outbound-heading" className={ui.srOnly}>
          Outbound documents to ship
        </h2>
        <div className={gridClass}>
          {fo && (
            <>
              <StatTile
                label="Fulfilment orders to ship"
                value={fo.toShip}
                tone="accent"
                hint="Open or awaiting shipment"
                href={outboundLists.fulfillmentOrders}
              />
              <StatTile
                label="Fulfilment due today"
                value={fo.shipToday}
                tone="warning"
                hint="Ship-by date today"
                href={outboundLists.fulfillmentOrders}
              />
              <StatTile
                label="Fulfilment late"
                value={fo.late}
                tone="danger"
                hint="Past their ship-by date"
                href={outboundLists.fulfillmentOrders}
              />
            </>
          )}
          {parcels && (
            <StatTile
              label="Small parcels to ship"
              value={parcels.toShip}
              tone="accent"
              hint={drafts(parcels.drafts)}
              href={outboundLists.parcelShipments}
            />
          )}
          {bulk && (
            <StatTile
              label="Bulk shipments to ship"
              value={bulk.toShip}
              tone="accent"
              hint={
                bulk.withoutWarehouse > 0
                  ? `${plural(bulk.withoutWarehouse, 'shipment')} without a warehouse`
                  : drafts(bulk.drafts)
              }
              href={outboundLists.bulkShipments}
            />
          )}
        </div>
      </section>
      {inbound}
      <ShippedChart
        title="Shipped per day"
        what="Outbound documents shipped"
        noun="document"
        days={summary.shippedPerDay}
      />
    </>
  );
}
