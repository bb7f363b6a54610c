/**
 * One storefront on the shipping tool screen: its connection (for users who hold the stores
 * permission), Sync now, the chosen list with its tabs, and the sync log. A finished sync reloads the
 * list, the log and the connection's last sync time.
 */
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { ProjectRef } from '../../api/bootstrap.api';
import { loadShippingToolConnection } from '../../api/shipping-tool.api';
import { ui } from '../../components/ui/styles';
import {
  SHIPPING_TOOL_CONNECTION_PERMISSION,
  type ShippingToolList,
} from '../../domain/contracts/shipping-tool';
import { useLoad } from '../../machines/load/use-load';
import { useShippingToolSync } from '../../machines/shipping-tool-sync/use-shipping-tool-sync';
import { useApi, usePermissions } from '../../machines/use-app';
import { ConnectionPanel } from './shipping-tool-connection';
import { SyncLog } from './shipping-tool-sync-log';
import { SyncPanel } from './shipping-tool-sync-panel';
import { ShippingToolTable } from './shipping-tool-table';
import { ShippingToolTabs } from './shipping-tool-tabs';

const panels = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '5',
  alignItems: 'start',
});

interface Props {
  project: ProjectRef;
  list: ShippingToolList;
  /** The lists the user may read (a tab each). */
  lists: readonly ShippingToolList[];
  onOpenList: (list: ShippingToolList) => void;
}

export function ShippingToolStorefront({ project, list, lists, onOpenList }: Props) {
  const api = useApi();
  const { can } = usePermissions();
  const canConnect = can(SHIPPING_TOOL_CONNECTION_PERMISSION);
  const connection = useLoad(
    (signal) =>
      canConnect
        ? loadShippingToolConnection(api, project.id, signal).then((answer) => answer.connection)
        : Promise.resolve(undefined),
    [api, project.id, canConnect],
  );
  const sync = useShippingToolSync(project.id, lists);
  const lastSyncId = sync.context.sync?.id ?? null;
  const { refresh } = connection;
  useEffect(() => {
    if (lastSyncId !== null) refresh();
  }, [lastSyncId, refresh]);
  const known = connection.status === 'loaded' ? connection.data : undefined;

  return (
    <div className={ui.stack6}>
      {canConnect ? (
        <div className={panels}>
          <ConnectionPanel projectId={project.id} state={connection} onSaved={refresh} />
          <SyncPanel flow={sync} list={list} lists={lists} connection={known} />
        </div>
      ) : (
        <SyncPanel flow={sync} list={list} lists={lists} connection={known} />
      )}
      <ShippingToolTable
        // A finished sync reads the list again (its filters and page are in the URL).
        key={`${list}:${lastSyncId ?? 0}`}
        list={list}
        project={project}
        tabs={<ShippingToolTabs list={list} lists={lists} onOpen={onOpenList} />}
      />
      <SyncLog projectId={project.id} reloadKey={lastSyncId} />
    </div>
  );
}
