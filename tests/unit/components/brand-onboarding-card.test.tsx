/** A brand user's own onboarding steps on its dashboard, until its vendor is onboarded. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OnboardingChecklist } from '../../../src/domain/onboarding';
import { checklist, step } from '../../../src/machines/vendor-onboarding/vendor-onboarding.model';
import { BrandOnboardingCard } from '../../../src/screens/dashboard/brand-onboarding-card';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

const brandSteps = checklist({
  audience: 'brand',
  canComplete: false,
  steps: [
    step({
      id: 'warehousesItems',
      label: 'Warehouses and items',
      owner: 'brand',
      state: 'todo',
      missing: ['Items imported'],
      link: '/warehouses/items',
    }),
    step({
      id: 'firstStock',
      label: 'First stock',
      owner: 'brand',
      state: 'blocked',
      blockedBy: ['warehousesItems'],
    }),
  ],
  requiredDone: 0,
  requiredTotal: 2,
  blockingStep: { id: 'warehousesItems', label: 'Warehouses and items' },
});

function renderCard(answer: OnboardingChecklist) {
  const api = vi.fn(async () => answer);
  const actors = createTestActors({ user: loginResponse('vendor', { accessVendorIds: [4] }) });
  actors.api = api as unknown as typeof actors.api;
  renderWithApp(<BrandOnboardingCard vendorId={4} />, { actors, path: '/dashboard' });
  return api;
}

describe('brand onboarding card', () => {
  it("lists the brand's own steps with what is missing and where to do it", async () => {
    const api = renderCard(brandSteps);
    const steps = await screen.findByRole('list', { name: 'Your onboarding steps' });
    expect(api).toHaveBeenCalledWith('/api/common/vendors/4/onboarding', { signal: expect.anything() });
    expect(screen.getByText('0 of 2 required steps done; next: Warehouses and items')).toBeInTheDocument();
    const items = within(steps).getByRole('listitem', { name: 'Warehouses and items' });
    expect(items).toHaveTextContent('To do');
    expect(items).toHaveTextContent('Items imported');
    expect(within(items).getByRole('link')).toHaveAttribute('href', '/warehouses/items');
    expect(within(steps).getByRole('listitem', { name: 'First stock' })).toHaveTextContent(
      'needs Warehouses and items first',
    );
  });

  it('shows nothing once the vendor is onboarded', async () => {
    const api = renderCard({ ...brandSteps, stage: 'onboarded' });
    await waitFor(() => expect(api).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your onboarding steps')).not.toBeInTheDocument();
  });
});
