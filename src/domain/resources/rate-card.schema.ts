/** The rate card form (spec §3): a carrier service's rates by weight. */
import * as yup from 'yup';
import { choice, decimal, money, optionalRef, optionalText, requiredText } from './fields';

export const rateWeightUnits = ['LBS', 'KG', 'OZ'] as const;

export const rateCardSchema = yup.object({
  name: requiredText('Name', 100),
  vendorId: optionalRef('vendor'),
  tplCarrierCode: optionalText('3PL carrier code', 50),
  tplServiceCode: optionalText('3PL service code', 50),
  carrierCode: requiredText('Carrier code', 50),
  serviceCode: requiredText('Service code', 50),
  rateWeightUnit: choice('Weight unit', rateWeightUnits, 'LBS'),
  rates: yup
    .array()
    .of(
      yup.object({
        upToWeight: decimal('Weight', { max: 100_000 }).required('Weight is required'),
        rate: money('Rate'),
      }),
    )
    .typeError('Rates must be a list')
    .max(200, 'Rates may have at most 200 weight breaks')
    .default(() => []),
});
export type RateCardInput = yup.InferType<typeof rateCardSchema>;
