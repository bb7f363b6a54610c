/** A carrier of the external 3PL system (spec §3: name, description, shipStationCarrierCode). */
import * as yup from 'yup';
import { longText, optionalText, requiredText } from './fields';

export const tplCarrierSchema = yup.object({
  externalId: optionalText('External id', 50),
  name: requiredText('Name', 100),
  description: longText('Description', 1000),
  shipStationCarrierCode: optionalText('ShipStation carrier code', 50),
});
export type TplCarrierInput = yup.InferType<typeof tplCarrierSchema>;
