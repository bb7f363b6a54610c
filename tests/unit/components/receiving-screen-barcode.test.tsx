/**
 * Issue 13 item 11 on the receiving screen: opened from the purchase order's "Resume receiving" link
 * (`?shipment=<id>&resume=1`) it goes on with the user's receipt in progress without asking, shows
 * each line's item barcode, and a scan of that barcode adds one unit to its line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ReceivingScreen from '../../../src/screens/receiving/receiving.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 30_000 });

const line = (sku: string, quantity: number, barcode: string | null) => ({
  sku,
  name: sku,
  quantity,
  barcode,
  receivedQuantity: 0,
  rejectedQuantity: 0,
  cancelledQuantity: 0,
});

const shipment = {
  id: 40,
  type: 2,
  orderNumber: 'PO-NWG-2041-B1',
  orderStatus: 'Shipped',
  vendorId: 1,
  toWarehouseId: 2,
  fromWarehouseId: null,
  purchaseOrderId: 5,
  expectedDate: null,
  version: 1,
  items: [line('NWG-MUG-11', 10, '860001000016'), line('NWG-TOTE-CAN', 4, '860001000023')],
};

const draftEntry = {
  lineIndex: 0,
  received: 3,
  damaged: 0,
  quarantine: 0,
  location: 'A-1',
  lotNumber: '',
  lpn: '',
  expirationDate: '',
};

describe('the receiving screen', () => {
  it('resumes the receipt in progress at once and counts a scan of an item’s barcode', async () => {
    const api = vi.fn(async (url: string) => {
      if (url === '/api/common/warehouseShipments/40/receiving')
        return {
          shipment,
          tolerancePercent: 0,
          draft: { state: { shipmentId: 40, entries: [draftEntry], closeShort: [] } },
        };
      if (url === '/api/common/warehouseShipments/40/receiving-draft') return {};
      if (url.startsWith('/api/my')) return [];
      throw new Error(`unexpected ${url}`);
    });
    const actors = createTestActors({ user: loginResponse('warehouse-manager') });
    actors.api = api as unknown as typeof actors.api;
    renderWithApp(<ReceivingScreen params={{ id: '5' }} />, {
      actors,
      path: '/warehouses/shipments/5/create?shipment=40&resume=1',
    });

    // No "Resume or start over" question: the entries of the draft are there.
    const receipt = await screen.findByRole('table', { name: 'This receipt' });
    expect(within(receipt).getByText('NWG-MUG-11')).toBeInTheDocument();
    expect(screen.queryByText('You have a receipt in progress for this shipment')).toBeNull();
    const lines = screen.getByRole('table', { name: 'Shipment lines' });
    expect(within(lines).getByText('860001000023')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const scan = screen.getByLabelText('Scan or type a SKU or barcode');
    await user.type(scan, '860001000023{Enter}');
    const counted = await screen.findByLabelText('Received (good)');
    expect(counted).toHaveValue(1);
    expect(screen.getByRole('form', { name: 'Receive NWG-TOTE-CAN' })).toBeInTheDocument();
    await user.type(scan, '0860001000023{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Received (good)')).toHaveValue(2));
    expect(api).not.toHaveBeenCalledWith('/api/po/5/receivable-shipments', expect.anything());
  });
});
