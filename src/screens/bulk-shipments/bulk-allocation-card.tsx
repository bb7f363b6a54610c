/** The stock held for a bulk shipment (or that left with it), by item, lot and location, as the pick list prints it. */
import { Card } from '../../components/card';
import { table } from '../../components/flow-styles';
import { formatCount, formatDay } from '../../components/format';
import type { ShipmentAllocation } from '../../api/manual-shipments.api';
import { bulkStyles } from './bulk-styles';

const statusLabels: Record<string, string> = { open: 'Reserved', consumed: 'Shipped', released: 'Released' };

export function BulkAllocationCard({ allocations }: { allocations: ShipmentAllocation[] }) {
  // Released reservations (a re-allocation, a cancel) are history: the timeline has them.
  const held = allocations.filter((a) => a.status !== 'released');
  if (held.length === 0) return null;
  const sorted = [...held].sort(
    (a, b) => (a.location ?? '').localeCompare(b.location ?? '') || a.sku.localeCompare(b.sku),
  );
  return (
    <Card
      title="Allocation"
      description="Where the stock is picked from: by location, then item, first expiry first."
    >
      <div className={bulkStyles.scroller}>
        <table className={table} aria-label="Allocation">
          <thead>
            <tr>
              <th>Location</th>
              <th>SKU</th>
              <th>Lot</th>
              <th>Expiry</th>
              <th>LPN</th>
              <th className="num">Quantity</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((a, i) => (
              <tr key={i}>
                <td className={bulkStyles.code}>{a.location || '—'}</td>
                <td className={bulkStyles.code}>{a.sku}</td>
                <td>{a.lotNumber ?? '—'}</td>
                <td>{a.expirationDate ? formatDay(a.expirationDate.slice(0, 10)) : '—'}</td>
                <td>{a.lpn ?? '—'}</td>
                <td className="num">{formatCount(a.quantity)}</td>
                <td>{statusLabels[a.status] ?? a.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
