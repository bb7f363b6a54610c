/** /integrations/irms/connections: each warehouse's connection to the IRMS, its import vendors, Sync now and its runs. */
import { WmsConnectionsPage } from './wms-connections-page';

export default function IrmsConnectionsScreen() {
  return <WmsConnectionsPage system="irms" />;
}
