/**
 * How manual and bulk shipments read on screen: their order types, the tones of their statuses and
 * the names of their steps (the statuses' own labels are the lifecycle's, manualShipmentStatusLabels).
 */
import type { ManualShipmentStatus, ManualShipmentStep } from './manual-shipment.lifecycle';
import type { shipmentOrderTypes } from './resources/manual-shipment.schema';

type OrderType = (typeof shipmentOrderTypes)[number];

export const shipmentOrderTypeLabels: Record<OrderType, string> = {
  Ecom: 'E-commerce',
  Custom: 'Custom',
  Mass: 'Mass',
  Wholesale: 'Wholesale',
  'WillCall/Pickup': 'Will call / pickup',
  BulkShipment: 'Bulk shipment',
  TeamGift: 'Team gift',
};
export const shipmentOrderTypeLabel = (orderType: string): string =>
  shipmentOrderTypeLabels[orderType as OrderType] ?? orderType;

export const manualShipmentStatusTones: Record<
  ManualShipmentStatus,
  'neutral' | 'accent' | 'warning' | 'success' | 'danger'
> = {
  Draft: 'neutral',
  Open: 'accent',
  AwaitingShipment: 'warning',
  Shipped: 'success',
  Cancelled: 'danger',
};

/** A step as its button names it. */
export const manualShipmentStepLabels: Record<ManualShipmentStep, string> = {
  submit: 'Submit',
  confirm: 'Confirm',
  allocate: 'Allocate',
  pack: 'Pack',
  ship: 'Ship',
  cancel: 'Cancel shipment',
};
