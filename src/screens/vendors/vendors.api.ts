/** The vendors base (spec §7: /api/common/vendors) and how its values read on screen. */
import { useMemo } from 'react';
import { resourceClient } from '../../api/resource-client';
import type { fulfillmentTypes, VendorInput, vendorStatuses } from '../../domain/resources/vendor.schema';
import { useApi } from '../../machines/use-app';

export type FulfillmentType = (typeof fulfillmentTypes)[number];
export type VendorStatus = (typeof vendorStatuses)[number];

export interface Vendor {
  id: number;
  code: string;
  name: string;
  fulfillmentType: FulfillmentType;
  trelloCardId: string | null;
  status: VendorStatus;
  vendorStatusId: number | null;
  receivingTolerancePercent: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const VENDORS_BASE = '/api/common/vendors';

export function useVendorsClient() {
  const api = useApi();
  return useMemo(
    () => resourceClient<Vendor, VendorInput>(api, VENDORS_BASE, { listPath: 'listItems' }),
    [api],
  );
}

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

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
