/**
 * Sync now: pulls the open tab's list from the tool (or every list, for users who may read all
 * three), then shows what the sync did, list by list, or why it failed, with Retry.
 */
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import {
  shippingToolListLabels,
  type ShippingToolConnectionRow,
  type ShippingToolList,
} from '../../domain/contracts/shipping-tool';
import { inSentence } from '../../components/format';
import { mayPullAll, syncSummary } from '../../machines/shipping-tool-sync/shipping-tool-sync.logic';
import type { ShippingToolSyncFlow } from '../../machines/shipping-tool-sync/use-shipping-tool-sync';

interface Props {
  flow: ShippingToolSyncFlow;
  list: ShippingToolList;
  lists: readonly ShippingToolList[];
  /** The storefront's connection: null when it has none; undefined when the user may not read it. */
  connection: ShippingToolConnectionRow | null | undefined;
}

/** Why Sync now cannot run, when the connection says so. */
function blocked(connection: Props['connection']): string | null {
  if (connection === null) return 'Save the connection first.';
  if (connection?.enabled === false) return 'The connection is disabled: enable it to sync.';
  return null;
}

export function SyncPanel({ flow, list, lists, connection }: Props) {
  const { step, context } = flow;
  const syncing = step === 'syncing';
  const reason = blocked(connection);
  const listLabel = inSentence(shippingToolListLabels[list]);
  return (
    <Card
      title="Sync now"
      description="Pulls the tool's records: new ones are added and mapped to Dockhand's by name or SKU, changed ones updated, and the ones the tool no longer lists are marked inactive. Mappings set by hand are kept."
    >
      <div className={ui.stack3}>
        <div className={ui.rowWrap}>
          <Button
            loading={syncing && context.scope === list}
            disabled={syncing || reason !== null || !flow.canStart(list)}
            onClick={() => flow.start(list)}
          >
            Sync {listLabel}
          </Button>
          {mayPullAll(lists) && (
            <Button
              variant="secondary"
              loading={syncing && context.scope === 'all'}
              disabled={syncing || reason !== null}
              onClick={() => flow.start('all')}
            >
              Sync all lists
            </Button>
          )}
        </div>
        {reason && <p className={ui.help}>{reason}</p>}
        {step === 'succeeded' && context.sync && (
          <Notice tone="success" role="status" title="Synced">
            <ul>
              {syncSummary(context.sync.counts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Notice>
        )}
        {step === 'failed' && (
          <Notice tone="danger" role="alert" title="The sync failed">
            <p>{context.error}</p>
            <div className={ui.mt2}>
              <Button variant="secondary" size="sm" onClick={flow.retry}>
                Retry
              </Button>
            </div>
          </Notice>
        )}
      </div>
    </Card>
  );
}
