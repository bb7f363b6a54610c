/** A shipment service of a 3PL carrier. */
import * as yup from 'yup';
import { optionalRef, optionalText, requiredText } from './fields';

export const tplCarrierServiceSchema = yup.object({
  carrierId: optionalRef('carrier'),
  code: requiredText('Code', 50),
  name: requiredText('Name', 100),
  shipStationServiceCode: optionalText('ShipStation service code', 50),
});
export type TplCarrierServiceInput = yup.InferType<typeof tplCarrierServiceSchema>;
