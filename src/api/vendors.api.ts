/** The vendors base (spec §7: /api/common/vendors) and how its values read on screen. */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { resourceClient } from './resource-client';
import type { fulfillmentTypes, VendorInput, vendorStatuses } from '../domain/resources/vendor.schema';
import { useApi } from '../machines/use-app';

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

/** A vendor onboarding stage record (spec §3: /api/admin/vendorStatus). */
export interface VendorStage {
  id: number;
  name: string;
}

export function useVendorsClient() {
  const api = useApi();
  return useMemo(
    () => resourceClient<Vendor, VendorInput>(api, VENDORS_BASE, { listPath: 'listItems' }),
    [api],
  );
}

/** The onboarding stage records a vendor may be at (the first 200). */
export const loadVendorStages = (api: ApiClient, signal?: AbortSignal) =>
  api<VendorStage[] | { items: VendorStage[] }>('/api/admin/vendorStatus/list', {
    method: 'POST',
    body: { perPage: 200 },
    signal,
  }).then((answer) => (Array.isArray(answer) ? answer : answer.items));

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
