/**
 * The domain events automations answer (issue 19): their names, how they read, and the conditions an
 * automation may narrow them by. One catalogue for the server (which records them) and the SPA (the
 * automation form's event picker).
 */
export const automationEventTypes = [
  'OrderCreated',
  'OrderHeld',
  'OrderShipped',
  'OrderCancelled',
  'AsnReceived',
  'PurchaseOrderReceived',
  'TransferReceived',
  'BulkShipmentShipped',
  'ReturnConfirmed',
  'ReportReady',
  'InvoiceIssued',
  'TicketCreated',
  'TicketUpdated',
] as const;
export type AutomationEventType = (typeof automationEventTypes)[number];

export const automationEventLabels: Record<AutomationEventType, string> = {
  OrderCreated: 'Order created',
  OrderHeld: 'Order held (with a marker)',
  OrderShipped: 'Order shipped',
  OrderCancelled: 'Order cancelled',
  AsnReceived: 'ASN received',
  PurchaseOrderReceived: 'Purchase order received',
  TransferReceived: 'Transfer received',
  BulkShipmentShipped: 'Bulk shipment shipped',
  ReturnConfirmed: 'Return confirmed',
  ReportReady: 'Report ready',
  InvoiceIssued: 'Invoice issued',
  TicketCreated: 'Ticket created',
  TicketUpdated: 'Ticket updated',
};

export const automationEventLabel = (type: string): string =>
  automationEventLabels[type as AutomationEventType] ?? type;

/** What an event is about: its kind, id and how it reads ('order', '12', 'Order #1042'). */
export interface AutomationEventSubject {
  type: string;
  id: string | number;
  ref: string;
}

/** An event as its recorder is given it (server/modules/automations/automation-events.service.ts). */
export interface AutomationEventInput {
  type: AutomationEventType;
  subject: AutomationEventSubject;
  vendorId?: number | null;
  warehouseId?: number | null;
  /** The storefront (project). */
  projectId?: number | null;
  /** The problem marker of an OrderHeld event. */
  marker?: string | null;
  /**
   * What a content template sees under `event` (plain JSON: numbers, text, lists, objects). Values
   * are HTML-escaped when rendered into an e-mail.
   */
  payload: Record<string, unknown>;
  /** The user whose action caused it (null: the system). */
  createdBy?: string | null;
  /** The automation whose run caused it, when known: the loop guard never answers it with that one. */
  causedByAutomationId?: number | null;
}
