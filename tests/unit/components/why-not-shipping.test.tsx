import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/http';
import type { WhyAnswer } from '../../../src/api/orders.api';
import { WhyNotShipping, WhyNotShippingView } from '../../../src/screens/orders/why-not-shipping';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

const answer: WhyAnswer = {
  blocked: true,
  summary: '5 causes keep it from shipping.',
  causes: [
    {
      kind: 'hold',
      holdId: 1,
      type: 'address',
      reason: 'Street number missing',
      since: '2026-03-01T15:00:00.000Z',
      by: 'Alex Morgan',
      until: '2026-03-09',
    },
    { kind: 'unmapped', sku: 'LUM-WEB-SER-VC', lineIndex: 1 },
    {
      kind: 'shortage',
      sku: 'BPO-DTC-TENT-2P',
      wmsSku: 'BPO-TENT-2P',
      vendorProductId: 7,
      needed: 3,
      available: 1,
      warehouseName: 'Reno Fulfillment Center',
      incoming: null,
    },
    {
      kind: 'shortage',
      sku: 'BPO-DTC-BAG-20F',
      wmsSku: 'BPO-BAG-20F',
      vendorProductId: 8,
      needed: 5,
      available: 0,
      warehouseName: 'Reno Fulfillment Center',
      incoming: {
        type: 'asn',
        id: 4,
        number: 'ASN-BPO-88',
        date: '2026-03-12',
        quantity: 2,
        coversShortage: false,
        link: '/warehouses/shipments/asn/view/4',
      },
    },
    { kind: 'config', message: 'No warehouse is set for storefront Lumen Web.' },
    { kind: 'payment', message: 'The storefront has not recorded the payment yet.' },
  ],
};

describe('why is this order not shipping', () => {
  it('says each cause with what blocks it and what would unblock it', () => {
    renderWithApp(<WhyNotShippingView answer={answer} />);
    const causes = within(screen.getByRole('list', { name: 'Causes' })).getAllByRole('listitem');
    expect(causes).toHaveLength(6);
    expect(causes[0]).toHaveTextContent('On hold');
    expect(causes[0]).toHaveTextContent('Address hold: “Street number missing”');
    expect(causes[0]).toHaveTextContent('by Alex Morgan');
    expect(causes[0]).toHaveTextContent('releases by itself on Mar 9, 2026');
    expect(causes[1]).toHaveTextContent('Line 2: LUM-WEB-SER-VC is not mapped to a vendor item');
    expect(within(causes[1]!).getByRole('link', { name: 'Map the storefront product' })).toHaveAttribute(
      'href',
      '/products-mapping',
    );
    expect(causes[2]).toHaveTextContent('BPO-TENT-2P: needs 3, 1 available at Reno Fulfillment Center');
    expect(causes[2]).toHaveTextContent('Nothing incoming covers it');
    expect(causes[3]).toHaveTextContent(
      'ASN ASN-BPO-88 brings 2, expected Mar 12, 2026 — not enough to cover the shortage.',
    );
    expect(within(causes[3]!).getByRole('link', { name: 'ASN-BPO-88' })).toHaveAttribute(
      'href',
      '/warehouses/shipments/asn/view/4',
    );
    expect(causes[4]).toHaveTextContent('ConfigurationNo warehouse is set for storefront Lumen Web.');
    expect(causes[5]).toHaveTextContent('PaymentThe storefront has not recorded the payment yet.');
  });

  it('says plainly when nothing blocks the order', () => {
    renderWithApp(
      <WhyNotShippingView
        answer={{ blocked: false, summary: 'Waiting for the warehouse to ship it.', causes: [] }}
      />,
    );
    expect(screen.getByText('Waiting for the warehouse to ship it.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Causes' })).not.toBeInTheDocument();
  });

  it('loads the causes of the order, and offers a retry when that fails', async () => {
    const user = userEvent.setup();
    const actors = createTestActors({ user: loginResponse('admin') });
    let fail = true;
    const api = vi.fn(async (url: string) => {
      if (fail) throw new Error('The server is restarting.');
      return url === '/api/common/orders/7/why' ? answer : null;
    });
    actors.api = api as unknown as ApiClient;
    renderWithApp(<WhyNotShipping orderId={7} />, { actors });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is restarting.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('5 causes keep it from shipping.')).toBeInTheDocument();
    expect(api).toHaveBeenLastCalledWith('/api/common/orders/7/why', expect.anything());
  });
});
