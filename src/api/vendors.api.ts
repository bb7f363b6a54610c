/** The vendors base (spec §7: /api/common/vendors) and how its values read on screen. */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';
import type { VendorInput } from '../domain/resources/vendor.schema';
import { vendorStatusContract, type VendorStatusRow } from '../domain/contracts/vendor-status';
import { vendorsContract, type VendorRow } from '../domain/contracts/vendors';
import { useApi } from '../machines/use-app';

import type { FulfillmentType, VendorStatus } from '../domain/contracts/vendors';

export type { FulfillmentType, VendorStatus };
export type Vendor = VendorRow;

/** A vendor onboarding stage record (spec §3: /api/admin/vendorStatus), as the vendor form picks it. */
export type VendorStage = Pick<VendorStatusRow, 'id' | 'name'>;

export function useVendorsClient() {
  const api = useApi();
  return useMemo(() => contractClient<typeof vendorsContract, VendorInput>(api, vendorsContract), [api]);
}

/** The onboarding stage records a vendor may be at (the first 200). */
export const loadVendorStages = (api: ApiClient, signal?: AbortSignal) =>
  contractClient(api, vendorStatusContract)
    .list({ filters: {}, page: 1, perPage: 200 }, signal)
    .then((page): VendorStage[] => page.items);

export const fulfillmentTypeLabels: Record<FulfillmentType, string> = {
  NonLogisticsVendor: 'Non-logistics',
  LogisticsVendor: 'Logistics',
};

export const vendorStatusLabels: Record<VendorStatus, string> = {
  InProgress: 'In progress',
  Onboarded: 'Onboarded',
  Denied: 'Denied',
  Inactive: 'Inactive',
};

export const vendorStatusTone: Record<VendorStatus, 'accent' | 'success' | 'danger' | 'neutral'> = {
  InProgress: 'accent',
  Onboarded: 'success',
  Denied: 'danger',
  Inactive: 'neutral',
};

export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
