/** The receipts recorded against a shipment: when, what, how many in good condition or rejected, where, by whom. */
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { formatCell } from '../../components/crud/crud-cells';
import { lineStyles, Quantity } from './line-table';
import { fetchReceipts, type Shipment } from '../../api/shipments.api';
import { ui } from '../../components/ui/styles';

const moment = (value: string) => formatCell({ key: '', header: '', format: 'datetime' }, value);
const day = (value: string | null) => formatCell({ key: '', header: '', format: 'date' }, value);
const text = (value: string | null) => (value ? value : <span className={ui.subtle}>—</span>);

export function ShipmentReceipts({ shipment }: { shipment: Shipment }) {
  const api = useApi();
  const load = useLoad(
    (signal) => fetchReceipts(api, shipment.id, signal),
    [api, shipment.id, shipment.version],
  );
  return (
    <Card title="Receipts" description="Each receipt as the receiving flow committed it.">
      {load.status === 'loading' && <PageLoading label="Loading receipts…" />}
      {load.status === 'failed' && (
        <FormError title="The receipts could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && load.data.length === 0 && (
        <p className={ui.muted}>Nothing has been received against this shipment yet.</p>
      )}
      {load.status === 'loaded' && load.data.length > 0 && (
        <div className={lineStyles.scroller}>
          <table className={lineStyles.table} aria-label="Receipts">
            <thead>
              <tr>
                <th className={lineStyles.th}>Received</th>
                <th className={lineStyles.th}>SKU</th>
                <th className={lineStyles.num}>Good</th>
                <th className={lineStyles.num}>Damaged</th>
                <th className={lineStyles.num}>Quarantine</th>
                <th className={lineStyles.th}>Location</th>
                <th className={lineStyles.th}>Lot</th>
                <th className={lineStyles.th}>Expires</th>
                <th className={lineStyles.th}>LPN</th>
                <th className={lineStyles.th}>By</th>
              </tr>
            </thead>
            <tbody>
              {load.data.map((r) => (
                <tr key={r.id}>
                  <td>{moment(r.createdAt)}</td>
                  <td className={lineStyles.sku}>
                    {r.sku}
                    {r.overReceiptConfirmed && (
                      <span className={css({ color: 'warning', fontFamily: 'body', ml: '2' })}>
                        over-receipt
                      </span>
                    )}
                  </td>
                  <Quantity value={r.receivedQuantity} />
                  <Quantity value={r.damagedQuantity} />
                  <Quantity value={r.quarantineQuantity} />
                  <td>{text(r.location)}</td>
                  <td>{text(r.lotNumber)}</td>
                  <td>{day(r.expirationDate)}</td>
                  <td>{text(r.lpn)}</td>
                  <td>{text(r.receivedByName)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
