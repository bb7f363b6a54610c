/**
 * The packing panel of a bulk shipment's page, a thin view over the packing flow
 * (src/machines/bulk-packing): what each line has left to pack, the open carton being scanned, the
 * carton just closed waiting for its pallet, every carton and pallet with its place, weight and size,
 * and Save, which sends the whole packing (new cartons and pallets get their LPN and SSCC).
 */
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { table } from '../../components/flow-styles';
import { formatCount } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { containerLabel } from '../../machines/bulk-packing/bulk-packing.logic';
import { useBulkPacking, type BulkPackingFlow } from '../../machines/bulk-packing/use-bulk-packing';
import { PackingContainers } from './bulk-packing-containers';
import { OpenCarton } from './bulk-packing-scan';

function LinesLeft({ flow }: { flow: BulkPackingFlow }) {
  return (
    <table className={table} aria-label="Left to pack">
      <thead>
        <tr>
          <th>SKU</th>
          <th>Item</th>
          <th className="num">Allocated</th>
          <th className="num">Packed</th>
          <th className="num">Left</th>
        </tr>
      </thead>
      <tbody>
        {flow.lines.map((l) => (
          <tr key={l.lineIndex}>
            <td className={ui.code}>{l.sku}</td>
            <td>{l.name ?? '—'}</td>
            <td className="num">{formatCount(l.allocated)}</td>
            <td className="num">{formatCount(l.packed)}</td>
            <td className={`num ${l.left > 0 ? css({ fontWeight: 'semibold', color: 'warning' }) : ''}`}>
              {l.left > 0 ? formatCount(l.left) : '✓'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The carton just closed: which pallet it goes on. */
function ClosedCarton({ flow }: { flow: BulkPackingFlow }) {
  const carton = flow.closedCarton;
  if (!carton) return null;
  const name = containerLabel(carton, flow.cartons, 'Carton');
  if (flow.step === 'onPallet') {
    const pallet = flow.pallets.find((p) => p.key === carton.palletKey);
    return (
      <Notice tone="success" role="status">
        {name} is on {pallet ? containerLabel(pallet, flow.pallets, 'Pallet') : 'a pallet'}.
      </Notice>
    );
  }
  return (
    <Notice tone="info" role="status" title={`${name} closed`}>
      <div className={`${ui.rowWrap} ${ui.mt2}`}>
        <span>Put it on</span>
        {flow.pallets.map((p) => (
          <Button key={p.key} size="sm" variant="secondary" onClick={() => flow.putOnPallet(p.key)}>
            {containerLabel(p, flow.pallets, 'Pallet')}
          </Button>
        ))}
        <Button size="sm" onClick={() => flow.putOnPallet()}>
          A new pallet
        </Button>
        <span className={ui.mutedSmall}>or leave it loose and open the next carton.</span>
      </div>
    </Notice>
  );
}

export function BulkPackingPanel({
  shipmentId,
  vendorId,
  onSaved,
  onClose,
}: {
  shipmentId: number;
  vendorId: number;
  /** The packing is stored: the page reloads the shipment. */
  onSaved: () => void;
  onClose: () => void;
}) {
  const flow = useBulkPacking(shipmentId, vendorId);
  const saved = flow.step === 'saved';
  useEffect(() => {
    if (saved) onSaved();
    // onSaved is the page's reload; only reaching `saved` calls it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const open = flow.openCarton;
  const settled = flow.step === 'idle' || flow.step === 'closed' || flow.step === 'onPallet';
  return (
    <Card
      title="Packing"
      description="Open a carton, scan its items, close it and put it on a pallet; save when done. Each carton and pallet gets its LPN and SSCC label when saved."
      actions={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close panel
        </Button>
      }
    >
      {flow.step === 'loading' && <PageLoading />}
      {flow.step === 'failed' && (
        <Notice tone="danger" role="alert" title="The packing could not be loaded">
          <p>{flow.error}</p>
          <Button size="sm" variant="secondary" className={ui.mt3} onClick={flow.retry}>
            Try again
          </Button>
        </Notice>
      )}
      {flow.step === 'conflict' && (
        <Notice tone="danger" role="alert" title="The shipment changed meanwhile">
          <p>{flow.error} Reload the packing and check it again.</p>
          <Button size="sm" className={ui.mt3} onClick={flow.reload}>
            Reload packing
          </Button>
        </Notice>
      )}
      {(settled || flow.step === 'scanning' || flow.step === 'saving') && (
        <div className={ui.stack}>
          <LinesLeft flow={flow} />
          {open && (
            <OpenCarton flow={flow} carton={open} label={containerLabel(open, flow.cartons, 'Carton')} />
          )}
          <ClosedCarton flow={flow} />
          {flow.error && (
            <Notice tone="danger" role="alert">
              {flow.error}
            </Notice>
          )}
          {settled && (
            <div className={ui.rowWrap}>
              <Button variant={flow.isFullyPacked ? 'secondary' : 'primary'} onClick={flow.openCartonNew}>
                Open a carton
              </Button>
              <Button
                variant={flow.isFullyPacked ? 'primary' : 'secondary'}
                disabled={!flow.hasChanges}
                onClick={flow.save}
              >
                Save packing
              </Button>
              <span className={ui.mutedSmall}>
                {flow.isFullyPacked
                  ? 'Every allocated unit is in a carton.'
                  : 'Unpacked units stay allocated.'}
              </span>
            </div>
          )}
          {flow.step === 'saving' && <p className={ui.muted}>Saving the packing…</p>}
          <PackingContainers flow={flow} editable={settled} />
        </div>
      )}
    </Card>
  );
}
