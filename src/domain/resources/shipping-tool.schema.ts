/**
 * The shipping tool's bodies (src/domain/contracts/shipping-tool.ts), validated by the server and by
 * the connection form alike: the connection, a sync's scope and a mapping.
 */
import * as yup from 'yup';
import {
  DEMO_SHIPPING_TOOL_URL,
  SHIPPING_TOOL_KINDS,
  SHIPPING_TOOL_SYNC_SCOPES,
  type ShippingToolList,
} from '../contracts/shipping-tool';
import { choice, flag, numberField, optionalText, requiredText } from './fields';

/** An http(s) address, or the demo's in-process tool. */
export function isShippingToolUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  if (value === DEMO_SHIPPING_TOOL_URL) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const version = numberField('Version').integer('Version must be a whole number').nullable().default(null);

const connectionFields = {
  kind: choice('Kind', SHIPPING_TOOL_KINDS, 'ShipStation'),
  baseUrl: requiredText('Base URL', 500).test(
    'url',
    'Base URL must be a web address such as https://ssapi.shipstation.com',
    isShippingToolUrl,
  ),
  apiKey: requiredText('API key', 200),
  enabled: flag('Enabled', true),
  version,
};

/** Saving an existing connection: an empty secret keeps the stored one. */
export const shippingToolConnectionSchema = yup.object({
  ...connectionFields,
  apiSecret: optionalText('API secret', 200),
});

/** The first save of a storefront's connection: the secret is required. */
export const newShippingToolConnectionSchema = yup.object({
  ...connectionFields,
  apiSecret: requiredText('API secret', 200),
});

export type ShippingToolConnectionInput = yup.InferType<typeof shippingToolConnectionSchema>;

export const shippingToolSyncSchema = yup.object({
  scope: yup
    .string()
    .typeError('Scope must be text')
    .oneOf([...SHIPPING_TOOL_SYNC_SCOPES], `Scope must be one of: ${SHIPPING_TOOL_SYNC_SCOPES.join(', ')}`)
    .required('Scope is required'),
});

const targetWords: Record<ShippingToolList, string> = {
  stores: 'store',
  products: 'storefront product',
  tags: 'order tag',
};

/** A mapping's body: the Dockhand record's id, or null for none; the field must be sent. */
export const shippingToolMappingSchema = (list: ShippingToolList, field: string) =>
  yup.object({
    [field]: numberField(field, `Choose a ${targetWords[list]}`)
      .integer(`Choose a ${targetWords[list]}`)
      .positive(`Choose a ${targetWords[list]}`)
      .nullable()
      .defined(`Choose a ${targetWords[list]}, or null for none`),
    version,
  });
