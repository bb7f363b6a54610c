/**
 * The returns screens' calls: the orderReturns base (spec §7; the label PDF comes through the return
 * label flow's fetchReturnLabel), the screens' paths, and how values read.
 */
import { useMemo } from 'react';
import { resourceClient } from './resource-client';
import type { OrderReturnRow, ReturnConfirmation } from '../domain/order-return';
import { RETURNS_BASE } from '../machines/return-label/return-label.implementations';
import { useApi } from '../machines/use-app';

export const RETURNS_PATH = '/orders/returns';
export const returnViewPath = (id: number) => `${RETURNS_PATH}/view/${id}`;
export const returnConfirmPath = (r: Pick<OrderReturnRow, 'id' | 'orderId'>) =>
  `${RETURNS_PATH}/confirm/${r.orderId}?returnId=${r.id}`;
export const orderDetailsPath = (orderId: number) => `/orders/details/${orderId}`;

export function useReturnsClient() {
  const api = useApi();
  return useMemo(() => resourceClient<OrderReturnRow, Record<string, unknown>>(api, RETURNS_BASE), [api]);
}

export const confirmationTone: Record<ReturnConfirmation, 'accent' | 'warning' | 'success'> = {
  none: 'accent',
  partial: 'warning',
  full: 'success',
};
