/**
 * /warehouses/warehouseTransfers/:shipmentId/allocate: a thin view over the allocation machine. Each
 * line lists the source warehouse's available lots and locations, first expiry first, with the
 * proposed quantities filled in; the user may change them before reserving the stock.
 */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { chosenFor } from '../../machines/transfer-allocation/transfer-allocation.logic';
import { useTransferAllocation } from '../../machines/transfer-allocation/use-transfer-allocation';
import type { ScreenProps } from '../../routes.types';
import { row, stack, table } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

export default function TransferAllocateScreen({ params }: Partial<ScreenProps>) {
  const shipmentId = Number(params?.shipmentId);
  const flow = useTransferAllocation(shipmentId);
  const { proposal, plan, error, problems, step: state } = flow;
  const view = `/warehouses/warehouseTransfers/view/${shipmentId}`;

  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title="Allocate transfer"
        description="Reserve the stock that will leave the source warehouse: first expiry first out is proposed; change it where you pick otherwise."
        actions={
          <Link href={view} className={buttonClass({ variant: 'secondary' })}>
            Back to the transfer
          </Link>
        }
      />
      {state === 'loading' && <PageLoading />}
      {state === 'failed' && (
        <Notice tone="danger" role="alert" title="The transfer could not be loaded">
          <p>{error}</p>
          <Button size="sm" variant="secondary" className={ui.mt3} onClick={flow.retry}>
            Try again
          </Button>
        </Notice>
      )}
      {state === 'allocated' && (
        <Notice tone="success" role="status" title="Stock reserved">
          <p>The stock is reserved at the source. Confirm the transfer when it leaves the warehouse.</p>
          <div className={`${row} ${ui.mt3}`}>
            <Link
              href={`/warehouses/warehouseTransfers/${shipmentId}/confirm`}
              className={buttonClass({ size: 'sm' })}
            >
              Confirm shipment
            </Link>
            <Link href={view} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Back to the transfer
            </Link>
          </div>
        </Notice>
      )}
      {state === 'stockChanged' && (
        <Notice tone="danger" role="alert" title="The stock changed">
          <p>{error} Reload the available stock and check the plan again.</p>
          <Button size="sm" className={ui.mt3} onClick={flow.reload}>
            Reload stock
          </Button>
        </Notice>
      )}
      {proposal && (state === 'editing' || state === 'allocating') && (
        <div className={stack}>
          {error && (
            <Notice tone="danger" role="alert">
              {error}
            </Notice>
          )}
          {proposal.lines.map((line) => (
            <Card
              key={line.lineIndex}
              title={`${line.sku}${line.name ? ` — ${line.name}` : ''}`}
              description={`${chosenFor(plan, line.lineIndex)} of ${line.quantity} chosen`}
            >
              {problems[line.lineIndex] && (
                <p role="alert" className={css({ color: 'danger', fontSize: 'sm', mb: '2' })}>
                  {problems[line.lineIndex]}
                </p>
              )}
              {line.stock.length === 0 ? (
                <p className={ui.muted}>No available stock of this item at the source warehouse.</p>
              ) : (
                <table className={table} aria-label={`Stock for ${line.sku}`}>
                  <thead>
                    <tr>
                      <th>Location</th>
                      <th>Lot</th>
                      <th>Expiry</th>
                      <th>LPN</th>
                      <th className="num">Available</th>
                      <th className="num">Take</th>
                    </tr>
                  </thead>
                  <tbody>
                    {line.stock.map((s) => (
                      <tr key={s.balanceId}>
                        <td>{s.location || '—'}</td>
                        <td>{s.lotNumber ?? ''}</td>
                        <td>{s.expirationDate ? formatDay(s.expirationDate.slice(0, 10)) : ''}</td>
                        <td>{s.lpn ?? ''}</td>
                        <td className="num">{s.available}</td>
                        <td className="num">
                          <input
                            className={`${input()} ${css({ w: '24', textAlign: 'right' })}`}
                            type="number"
                            min={0}
                            max={s.available}
                            aria-label={`Take from ${s.location || 'no location'} ${s.lotNumber ?? ''}`.trim()}
                            value={plan[line.lineIndex]?.[s.balanceId] ?? 0}
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
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          ))}
          <div className={row}>
            <Button loading={flow.isAllocating} onClick={flow.submit}>
              Reserve stock
            </Button>
            <Button variant="secondary" onClick={flow.restoreProposal}>
              Use the proposal again
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
