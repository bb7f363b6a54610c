/**
 * The bodies and queries of the warehouse system connections (src/domain/contracts/wms-connections.ts),
 * validated by the server and by the connection form alike: a connection (its secret required on the
 * first save only), the runs and drifts lists' filters, and the ids of drifts to apply or dismiss.
 */
import * as yup from 'yup';
import {
  DEMO_IRMS_URL,
  DEMO_TPL_WMS_URL,
  DRIFT_STATUSES,
  WMS_SYSTEMS,
  type WmsSystem,
} from '../contracts/wms-connections';
import {
  MAX_ID,
  flag,
  numberField,
  optionalChoice,
  optionalRef,
  optionalText,
  pageFields,
  requiredText,
} from './fields';

const demoUrls: Record<WmsSystem, string> = { tpl: DEMO_TPL_WMS_URL, irms: DEMO_IRMS_URL };
const exampleUrls: Record<WmsSystem, string> = {
  tpl: 'https://secure-wms.com',
  irms: 'https://irms.example.com/api',
};

/** An http(s) address, or the demo's in-process system. */
export function isWmsUrl(system: WmsSystem, value: string | null | undefined): boolean {
  if (!value) return false;
  if (value === demoUrls[system]) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const idList = (label: string, message: string, max: number) =>
  yup
    .array()
    .typeError(`${label} must be a list`)
    .of(numberField(label, message).integer(message).positive(message).max(MAX_ID, message).required(message))
    .max(max, `${label} may hold at most ${max} entries`);

/** PUT a connection of `system`; `isNew`: its first save, which needs the secret. */
export const wmsConnectionSchema = (system: WmsSystem, isNew: boolean) =>
  yup.object({
    baseUrl: requiredText('Base URL', 500).test(
      'url',
      `Base URL must be a web address such as ${exampleUrls[system]}, or ${demoUrls[system]}`,
      (value) => isWmsUrl(system, value),
    ),
    clientId: system === 'tpl' ? requiredText('Client id', 200) : optionalText('Client id', 200),
    userLoginId: system === 'tpl' ? requiredText('User login id', 200) : optionalText('User login id', 200),
    secret: isNew
      ? requiredText(system === 'tpl' ? 'Client secret' : 'API key', 500)
      : optionalText(system === 'tpl' ? 'Client secret' : 'API key', 500),
    enabled: flag('Enabled', true),
    importVendorIds: idList('Vendors', 'Choose a vendor', 500).default(() => []),
    version: numberField('Version').integer('Version must be a whole number').nullable().default(null),
  });

export type WmsConnectionInput = yup.InferType<ReturnType<typeof wmsConnectionSchema>>;

const page = pageFields(200, 25);

/** GET {base}/connections. */
export const wmsConnectionsQuerySchema = yup.object({
  system: yup
    .string()
    .typeError('System must be text')
    .oneOf([...WMS_SYSTEMS], `System must be one of: ${WMS_SYSTEMS.join(', ')}`)
    .required('Choose a system'),
});

/** GET {base}/runs. */
export const wmsRunsQuerySchema = yup.object({
  system: optionalChoice('System', WMS_SYSTEMS),
  warehouseId: optionalRef('warehouse'),
  ...page,
});

/** GET {base}/drifts. */
export const wmsDriftsQuerySchema = yup.object({
  warehouseId: optionalRef('warehouse'),
  status: optionalChoice('Status', DRIFT_STATUSES),
  ...page,
});

/** POST {base}/drifts/apply and /dismiss. */
export const driftIdsSchema = yup.object({
  ids: idList('Differences', 'Choose differences from the list', 500)
    .min(1, 'Choose at least one difference')
    .required('Choose at least one difference'),
});
