/** Table and panel styles the receiving screen's parts share, and where each document is shown. */
import { css } from 'styled-system/css';
import { ADVANCED_SHIP_NOTICE, WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';

export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'fg.muted',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    py: '2',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
  '& td.num, & th.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export const row = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** Where "Back to the document" leads: the transfer, the ASN, or the batch's purchase order. */
export function documentLink(shipment: { id: number; type: number; purchaseOrderId: number | null }) {
  if (shipment.type === WAREHOUSE_TRANSFER) return `/warehouses/warehouseTransfers/view/${shipment.id}`;
  if (shipment.type === ADVANCED_SHIP_NOTICE) return `/warehouses/advancedShipNotice/view/${shipment.id}`;
  return `/warehouses/purchaseOrders/view/${shipment.purchaseOrderId}`;
}
