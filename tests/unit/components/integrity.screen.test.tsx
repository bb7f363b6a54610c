import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { IntegrityReport, StockDriftView } from '../../../src/domain/inventory-views';
import IntegrityScreen from '../../../src/screens/inventory/integrity.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });

const drift = (extra: Partial<StockDriftView>): StockDriftView => ({
  balanceId: 5,
  warehouseId: 2,
  vendorId: 1,
  vendorProductId: 31,
  sku: 'NWG-MUG-11',
  item: 'Stoneware Mug 11oz',
  bucket: 'available',
  location: 'A-01-1',
  lotNumber: 'L2400',
  quantity: 171,
  quantityAllocated: 0,
  ledgerQuantity: 164,
  ledgerAllocated: 0,
  openAllocated: 0,
  problems: ['ledger'],
  repairable: true,
  ...extra,
});

const report = (drifts: StockDriftView[]): IntegrityReport => ({
  checkedAt: '2026-03-02T15:04:00Z',
  drifts,
  lastScheduledRun: {
    at: '2026-03-02T15:00:00Z',
    level: drifts.length ? 'error' : 'info',
    message: `Stock integrity check: ${drifts.length} balances drift from the ledger or allocations.`,
  },
});

function renderScreen(api: ReturnType<typeof vi.fn>) {
  const actors = createTestActors({ user: loginResponse('admin') });
  actors.api = api as unknown as typeof actors.api;
  return renderWithApp(<IntegrityScreen />, { actors, path: '/warehouses/inventory/integrity' });
}

const warehouses = [{ id: 2, code: 'DAL', fullName: 'Dallas Distribution Center' }];

describe('the stock integrity screen', () => {
  it('says all is clear when nothing drifts, with the last scheduled run', async () => {
    const api = vi.fn(async (url: string) => {
      if (url === '/api/inventory/integrity') return report([]);
      if (url === '/api/mywarehouses') return warehouses;
      throw new Error(`unexpected ${url}`);
    });
    renderScreen(api);
    expect(await screen.findByRole('heading', { name: 'All clear' })).toBeInTheDocument();
    expect(
      screen.getByText(/Last scheduled check .*: Stock integrity check: 0 balances drift/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every drift with its problems, and repairs one after confirmation', async () => {
    let drifts = [
      drift({}),
      drift({
        balanceId: 9,
        sku: 'BPO-TENT-2P',
        item: 'Ridgeline 2P Tent',
        location: 'B-02-1',
        quantity: -3,
        quantityAllocated: 2,
        ledgerQuantity: 10,
        ledgerAllocated: 2,
        openAllocated: 0,
        problems: ['ledger', 'allocations', 'negative'],
        repairable: false,
      }),
    ];
    const repairs: string[] = [];
    const api = vi.fn(async (url: string, options?: { method?: string }) => {
      if (url === '/api/inventory/integrity') return report(drifts);
      if (url === '/api/mywarehouses') return warehouses;
      if (url === '/api/inventory/integrity/5/repair' && options?.method === 'POST') {
        repairs.push(url);
        drifts = drifts.slice(1);
        return { repaired: true, message: 'Repaired: ledger.' };
      }
      throw new Error(`unexpected ${url}`);
    });
    renderScreen(api);
    const user = userEvent.setup();
    expect(await screen.findByText('2 balances drift')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Drifting balances' });
    const mug = within(table).getByText('NWG-MUG-11').closest('tr')!;
    expect(mug).toHaveTextContent('171 ledger 164');
    expect(mug).toHaveTextContent('Balance differs from the sum of its ledger rows');
    await waitFor(() => expect(mug).toHaveTextContent('Dallas Distribution Center'));
    const tent = within(table).getByText('BPO-TENT-2P').closest('tr')!;
    expect(tent).toHaveTextContent('Negative stock (more allocated than on hand)');
    expect(tent).toHaveTextContent('Allocated differs from the open allocations');
    // Negative stock needs a count: no repair is offered.
    expect(within(tent).getByText('Needs a count')).toBeInTheDocument();
    expect(within(tent).queryByRole('button', { name: /Repair/ })).not.toBeInTheDocument();

    await user.click(within(mug).getByRole('button', { name: 'Repair NWG-MUG-11 at A-01-1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Repair NWG-MUG-11?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(repairs).toEqual([]);

    await user.click(within(mug).getByRole('button', { name: 'Repair NWG-MUG-11 at A-01-1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Repair' }));
    await waitFor(() => expect(repairs).toEqual(['/api/inventory/integrity/5/repair']));
    expect(await screen.findByText('1 balance drifts')).toBeInTheDocument();
    expect(screen.queryByText('NWG-MUG-11')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the repair is refused', async () => {
    const refused = new FetchError('[POST] repair: 409');
    Object.defineProperty(refused, 'status', { value: 409 });
    Object.defineProperty(refused, 'data', {
      value: { error: 'conflict', message: 'This balance is negative; count the location to fix it.' },
    });
    const api = vi.fn(async (url: string) => {
      if (url === '/api/inventory/integrity') return report([drift({})]);
      if (url === '/api/mywarehouses') return warehouses;
      if (url === '/api/inventory/integrity/5/repair') throw refused;
      throw new Error(`unexpected ${url}`);
    });
    renderScreen(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Repair NWG-MUG-11 at A-01-1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Repair' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      await within(dialog).findByText('This balance is negative; count the location to fix it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Not repaired')).toBeInTheDocument();
  });

  it('runs the check again on request', async () => {
    const api = vi.fn(async (url: string) => {
      if (url === '/api/inventory/integrity') return report([]);
      if (url === '/api/mywarehouses') return warehouses;
      throw new Error(`unexpected ${url}`);
    });
    renderScreen(api);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'All clear' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(api.mock.calls.filter(([url]) => url === '/api/inventory/integrity')).toHaveLength(2),
    );
  });
});
