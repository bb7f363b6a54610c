/**
 * /warehouses/bulkShipments/allocate/:bulkShipmentId: a thin view over the bulk allocation flow
 * (src/machines/bulk-allocation). Each line lists the warehouse's available lots and locations, first
 * expiry first, with the proposed quantities filled in; the user may change them (a quantity beyond
 * what a place has free or the line needs is refused and the field keeps its value), reviews the
 * picks, and reserves them.
 */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Link } from 'wouter';
import { useManualShipmentCalls } from '../../api/manual-shipments.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { row, stack, table } from '../../components/flow-styles';
import { formatCount, formatDay } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { shipmentNumberOf } from '../../domain/outbound-documents';
import { chosenFor, freeFor, takesOf } from '../../machines/bulk-allocation/bulk-allocation.logic';
import type { ProposalLine } from '../../machines/bulk-allocation/bulk-allocation.types';
import {
  useBulkAllocation,
  type BulkAllocationFlow,
} from '../../machines/bulk-allocation/use-bulk-allocation';
import { useLoad } from '../../machines/load/use-load';
import type { ScreenProps } from '../../routes.types';

const day = (value: string | null) => (value ? formatDay(value.slice(0, 10)) : '—');
const place = (s: { location: string; lotNumber: string | null }) =>
  `${s.location || 'no location'}${s.lotNumber ? ` lot ${s.lotNumber}` : ''}`;

function LineCard({ flow, line }: { flow: BulkAllocationFlow; line: ProposalLine }) {
  const proposal = flow.proposal!;
  const chosen = chosenFor(flow.plan, line.lineIndex);
  const refusal = flow.refusal?.lineIndex === line.lineIndex ? flow.refusal.message : null;
  const problem = flow.problems[line.lineIndex];
  return (
    <Card
      title={`${line.sku}${line.name ? ` — ${line.name}` : ''}`}
      description={
        line.tracksStock === false
          ? `${formatCount(line.quantity)} needed. This item does not track stock: it is allocated without a reservation.`
          : `${formatCount(chosen)} of ${formatCount(line.quantity)} chosen`
      }
    >
      {refusal && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
          Refused: {refusal}
        </p>
      )}
      {problem && !refusal && <p className={css({ color: 'warning', fontSize: 'sm', mb: '2' })}>{problem}</p>}
      {line.tracksStock === true && line.stock.length === 0 && (
        <p className={ui.muted}>No available stock of this item at the warehouse.</p>
      )}
      {line.stock.length > 0 && (
        <table className={table} aria-label={`Stock for ${line.sku}`}>
          <thead>
            <tr>
              <th>Location</th>
              <th>Lot</th>
              <th>Expiry</th>
              <th>LPN</th>
              <th className="num">Free</th>
              <th className="num">Take</th>
            </tr>
          </thead>
          <tbody>
            {line.stock.map((s) => {
              const free = freeFor(proposal, flow.plan, line.lineIndex, s.balanceId);
              const taken = flow.plan[line.lineIndex]?.[s.balanceId] ?? 0;
              const refused =
                flow.refusal?.lineIndex === line.lineIndex && flow.refusal.balanceId === s.balanceId;
              return (
                <tr key={s.balanceId}>
                  <td className={ui.code}>{s.location || '—'}</td>
                  <td>{s.lotNumber ?? '—'}</td>
                  <td>{day(s.expirationDate)}</td>
                  <td>{s.lpn ?? '—'}</td>
                  <td className="num">{formatCount(free)}</td>
                  <td className="num">
                    <input
                      className={`${input()} ${css({ w: '24', textAlign: 'right', ml: 'auto', display: 'block' })}`}
                      type="number"
                      min={0}
                      max={Math.min(free, line.quantity - chosen + taken)}
                      aria-label={`Take from ${place(s)}`}
                      aria-invalid={refused || undefined}
                      value={taken}
                      onChange={(e) =>
                        flow.setQuantity(
                          line.lineIndex,
                          s.balanceId,
                          e.target.value === '' ? 0 : Number(e.target.value),
                        )
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function Review({ flow }: { flow: BulkAllocationFlow }) {
  const proposal = flow.proposal!;
  return (
    <Card
      title="Review the picks"
      description="This stock is reserved for the shipment; the pick list prints it by location."
    >
      <table className={table} aria-label="Picks">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Location</th>
            <th>Lot</th>
            <th>Expiry</th>
            <th className="num">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {proposal.lines.flatMap((line) =>
            line.tracksStock === false
              ? [
                  <tr key={line.lineIndex}>
                    <td className={ui.code}>{line.sku}</td>
                    <td colSpan={3} className={ui.muted}>
                      Not stocked by location
                    </td>
                    <td className="num">{formatCount(line.quantity)}</td>
                  </tr>,
                ]
              : takesOf(flow, line).map((s) => (
                  <tr key={`${line.lineIndex}-${s.balanceId}`}>
                    <td className={ui.code}>{line.sku}</td>
                    <td className={ui.code}>{s.location || '—'}</td>
                    <td>{s.lotNumber ?? '—'}</td>
                    <td>{day(s.expirationDate)}</td>
                    <td className="num">{formatCount(s.quantity)}</td>
                  </tr>
                )),
          )}
        </tbody>
      </table>
    </Card>
  );
}

export default function BulkAllocateScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.bulkShipmentId);
  const flow = useBulkAllocation(id);
  const calls = useManualShipmentCalls();
  const shipment = useLoad((signal) => calls.get(id, signal), [calls, id]);
  const number = shipment.status === 'loaded' ? shipmentNumberOf(shipment.data) : 'the bulk shipment';
  const view = bulkShipmentPaths.view(id);
  const { proposal, error, step } = flow;
  const editing = step === 'editing';
  const reviewing = step === 'reviewing' || step === 'allocating';

  return (
    <div className={css({ maxW: '1100px' })}>
      <PageHeader
        title={`Allocate ${number}`}
        description="Reserve the stock this shipment takes: first expiry first out is proposed by lot and location; change it where you pick otherwise."
        actions={
          <Link href={view} className={buttonClass({ variant: 'secondary' })}>
            Back to {number}
          </Link>
        }
      />
      {step === 'loading' && <PageLoading />}
      {step === 'failed' && (
        <Notice tone="danger" role="alert" title="The stock could not be loaded">
          <p>{error}</p>
          <Button size="sm" variant="secondary" className={ui.mt3} onClick={flow.retry}>
            Try again
          </Button>
        </Notice>
      )}
      {step === 'allocated' && (
        <Notice tone="success" role="status" title="Stock reserved">
          <p>
            The stock is reserved for {number}. Print the pick list, then pack it into cartons and pallets.
          </p>
          <div className={`${row} ${ui.mt3}`}>
            <Link href={`${view}?step=pack`} className={buttonClass({ size: 'sm' })}>
              Pack
            </Link>
            <Link href={view} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Open {number}
            </Link>
          </div>
        </Notice>
      )}
      {step === 'stockChanged' && (
        <Notice tone="danger" role="alert" title="The stock or the shipment changed">
          <p>{error} Reload the available stock and check the plan again.</p>
          <Button size="sm" className={ui.mt3} onClick={flow.reload}>
            Reload stock
          </Button>
        </Notice>
      )}
      {proposal && (editing || reviewing) && (
        <div className={stack}>
          {error && (
            <Notice tone={editing ? 'warning' : 'danger'} role="alert">
              {error}
            </Notice>
          )}
          {editing && proposal.lines.map((line) => <LineCard key={line.lineIndex} flow={flow} line={line} />)}
          {reviewing && <Review flow={flow} />}
          <div className={row}>
            {editing ? (
              <>
                <Button onClick={flow.review}>Review picks</Button>
                <Button variant="secondary" onClick={flow.restoreProposal}>
                  Use the proposal again
                </Button>
              </>
            ) : (
              <>
                <Button loading={flow.isAllocating} onClick={flow.submit}>
                  Reserve stock
                </Button>
                <Button variant="secondary" disabled={flow.isAllocating} onClick={flow.edit}>
                  Change the picks
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
