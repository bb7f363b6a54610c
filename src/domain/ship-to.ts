/**
 * When a ship-to address is one a carrier can deliver to: a street, a city and a country, and a
 * postcode in the countries whose carriers require one. Orders from connectors (the public intake)
 * without one are held MISSING_ADDRESS rather than sent to the warehouse (issue 20).
 */
interface ShipToParts {
  addressLine1?: string | null;
  city?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
}

/** Countries whose carriers refuse a parcel without a postcode. */
const POSTCODE_COUNTRIES = new Set(['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'NL', 'IT', 'ES']);

/** The parts a carrier needs that the address lacks, in words ([] when it is usable). */
export function missingShipToParts(address: ShipToParts | null | undefined): string[] {
  const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
  const a = address ?? {};
  const missing: string[] = [];
  if (!filled(a.addressLine1)) missing.push('street');
  if (!filled(a.city)) missing.push('city');
  if (!filled(a.countryCode)) missing.push('country');
  else if (POSTCODE_COUNTRIES.has(a.countryCode!.trim().toUpperCase()) && !filled(a.postcode))
    missing.push('postcode');
  return missing;
}
