/**
 * Carrier rate cards (spec §3's rate card): what a client pays for a shipping label, by carrier and
 * service and by weight band. The vendor's own card for the service wins over the house card (no
 * vendor). A package is priced by the first band whose upper weight it does not exceed, its weight
 * converted to the card's unit (rateWeightUnit, LBS by default).
 */

export interface WeightBand {
  upToWeight: number;
  rate: number;
}

export interface CarrierRateCard {
  id: number;
  name: string;
  vendorId: number | null;
  carrierCode: string;
  serviceCode: string;
  rateWeightUnit: string;
  rates: readonly WeightBand[];
}

const POUNDS_IN: Record<string, number> = { LBS: 1, KG: 0.45359237, OZ: 16 };

/** A weight in pounds in the card's unit. */
export const weightInUnit = (pounds: number, unit: string) => pounds * (POUNDS_IN[unit] ?? 1);

/** The card that prices a vendor's label: its own for the carrier service, else the house card. */
export function cardForLabel(
  cards: readonly CarrierRateCard[],
  vendorId: number,
  carrierCode: string | null,
  serviceCode: string | null,
): CarrierRateCard | null {
  if (!carrierCode || !serviceCode) return null;
  const fits = (c: CarrierRateCard) =>
    c.carrierCode.toLowerCase() === carrierCode.toLowerCase() &&
    c.serviceCode.toLowerCase() === serviceCode.toLowerCase();
  return (
    cards.find((c) => c.vendorId === vendorId && fits(c)) ??
    cards.find((c) => c.vendorId === null && fits(c)) ??
    null
  );
}

export type LabelPrice =
  { priced: true; rate: number; band: string; weight: number } | { priced: false; reason: string };

/** The label's price on a card for a package of `pounds`. */
export function labelPrice(card: CarrierRateCard | null, pounds: number, what: string): LabelPrice {
  if (!card) return { priced: false, reason: `No carrier rate card for ${what}` };
  const weight = Math.round(weightInUnit(pounds, card.rateWeightUnit) * 1000) / 1000;
  const bands = [...card.rates].sort((a, b) => a.upToWeight - b.upToWeight);
  const band = bands.find((b) => weight <= b.upToWeight);
  if (!band)
    return {
      priced: false,
      reason: `${weight} ${card.rateWeightUnit} is above the last weight band of ${card.name}`,
    };
  return { priced: true, rate: band.rate, band: `up to ${band.upToWeight} ${card.rateWeightUnit}`, weight };
}
