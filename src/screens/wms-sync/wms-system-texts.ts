/** What the connections screens say of each system: one screen component, two systems. */
import {
  DEMO_IRMS_API_KEY,
  DEMO_IRMS_URL,
  DEMO_TPL_WMS_LOGIN,
  DEMO_TPL_WMS_URL,
  wmsSystemLabels,
  type WmsSystem,
} from '../../domain/contracts/wms-connections';

export interface SystemTexts {
  title: string;
  description: string;
  demoUrl: string;
  /** The demo account's other fields, as label and value. */
  demoFields: readonly (readonly [string, string])[];
  baseUrlHint: string;
  /** What a sync pulls and pushes, under Sync now. */
  syncHint: string;
}

export const systemTexts: Record<WmsSystem, SystemTexts> = {
  tpl: {
    title: `${wmsSystemLabels.tpl} connections`,
    description:
      'Each warehouse run in the 3PL warehouse management system: its connection, Sync now and the log of every sync. A sync fills the 3PL lists (facilities, customers, items, carriers…), sends the orders and ASNs routed to the WMS, and checks its stock against ours (Stock drift).',
    demoUrl: DEMO_TPL_WMS_URL,
    demoFields: [
      ['client id', DEMO_TPL_WMS_LOGIN.clientId],
      ['user login id', DEMO_TPL_WMS_LOGIN.userLoginId],
      ['client secret', DEMO_TPL_WMS_LOGIN.clientSecret],
    ],
    baseUrlHint: 'The WMS API’s address, e.g. https://secure-wms.example.com',
    syncHint:
      'Pulls facilities, customers, items, units of measure, carriers, billing codes, receivers and adjustments; sends routed orders and ASNs; compares stock.',
  },
  irms: {
    title: `${wmsSystemLabels.irms} connections`,
    description:
      'Each warehouse whose purchase and customer orders are kept in the IRMS: its connection, the vendors whose orders become Dockhand orders and purchase orders, Sync now and the log of every sync.',
    demoUrl: DEMO_IRMS_URL,
    demoFields: [['API key', DEMO_IRMS_API_KEY]],
    baseUrlHint: 'The IRMS API’s address, e.g. https://irms.example.com/api',
    syncHint:
      'Pulls purchase and customer orders; those of the vendors chosen above become Dockhand purchase orders and orders.',
  },
};
