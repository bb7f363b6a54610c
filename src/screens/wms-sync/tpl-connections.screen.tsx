/** /integrations/tpl/connections: each warehouse's connection to the 3PL WMS, Sync now and its runs. */
import { WmsConnectionsPage } from './wms-connections-page';

export default function TplConnectionsScreen() {
  return <WmsConnectionsPage system="tpl" />;
}
