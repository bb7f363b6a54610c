/**
 * Carriers and services in words ('ups' → 'UPS', 'usps_priority_mail' → 'Priority Mail'), from the
 * carrier list the app knows (src/domain/order-return.ts); a code it does not know reads as it is.
 */
import { returnCarriers } from '../../domain/order-return';

export const NOT_RECORDED = 'None recorded';

export function carrierLabel(code: string): string {
  if (!code) return NOT_RECORDED;
  return returnCarriers.find((c) => c.code === code)?.label ?? code;
}

/** The service's name; another carrier's service (a code recorded by hand) names that carrier too. */
export function serviceLabel(carrier: string, code: string): string {
  if (!code) return NOT_RECORDED;
  for (const c of returnCarriers) {
    const service = c.services.find((s) => s.code === code);
    if (service) return c.code === carrier ? service.label : `${c.label} ${service.label}`;
  }
  return code;
}
