/**
 * The confirmation of a drift review: applying lists each direct inventory update that will be
 * recorded (where, what, from → to, its reference); dismissing lists the differences closed with
 * stock left as it is. All or none: a 409 says someone changed them meanwhile and offers Reload; an
 * outage offers Try again.
 */
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/button';
import { FramedDialog } from '../../components/framed-dialog';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import type { DriftRow } from '../../domain/contracts/wms-connections';
import { placeText, plural } from '../../machines/drift-review/drift-review.logic';
import type { DriftReviewFlow } from '../../machines/drift-review/use-drift-review';
import { DifferenceText } from './drift-columns';

const cell = css({ py: '2', pr: '4', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' });
const list = css({ maxH: '320px', overflowY: 'auto' });

function Lines({ drifts, applying }: { drifts: DriftRow[]; applying: boolean }) {
  const headers = applying
    ? ['Warehouse', 'Vendor', 'SKU and lot', 'On hand', 'Reference']
    : ['Warehouse', 'Vendor', 'SKU and lot', 'Difference'];
  return (
    <div className={list}>
      <table className={ui.plainTable}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className={ui.quietTh}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drifts.map((d) => (
            <tr key={d.id}>
              <td className={cell}>{d.warehouseName}</td>
              <td className={cell}>{d.vendorName}</td>
              <td className={cx(cell, ui.code)}>{placeText(d)}</td>
              {applying ? (
                <>
                  <td className={cx(cell, ui.nowrap)}>
                    Set {d.dockhandOnHand} → <span className={ui.semibold}>{d.proposal?.quantity}</span>
                  </td>
                  <td className={cx(cell, ui.code)}>{d.proposal?.referenceNumber}</td>
                </>
              ) : (
                <td className={cell}>
                  <DifferenceText difference={d.difference} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DriftReviewDialog({ review }: { review: DriftReviewFlow }) {
  const { step, context, busy } = review;
  const applying = context.action === 'apply';
  const n = context.drifts.length;
  const title = applying
    ? `Record ${plural(n, 'direct inventory update')}?`
    : `Dismiss ${plural(n, 'difference')}?`;
  const description = applying
    ? 'Each sets Dockhand’s on hand to the WMS’s count, as a direct inventory update with the reference shown. All are recorded, or none.'
    : 'Stock stays as it is in both systems; the differences leave the open list. A later check opens them again if they remain.';
  return (
    <FramedDialog
      open={review.dialogOpen}
      title={title}
      description={description}
      size="lg"
      role="alertdialog"
      onClose={() => (step === 'conflict' ? review.reload() : !busy && review.cancel())}
    >
      <div className={ui.dialogBody}>
        <Lines drifts={context.drifts} applying={applying} />
        {step === 'conflict' && (
          <Notice tone="warning" role="alert" title="Nothing was changed">
            {context.error}
          </Notice>
        )}
        {step === 'failed' && (
          <Notice tone="danger" role="alert" title={applying ? 'Not applied' : 'Not dismissed'}>
            {context.error}
          </Notice>
        )}
      </div>
      <div className={ui.dialogFooter}>
        {step === 'conflict' ? (
          <Button onClick={review.reload}>Reload</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={busy} onClick={review.cancel}>
              Cancel
            </Button>
            {step === 'failed' ? (
              <Button onClick={review.retry}>Try again</Button>
            ) : (
              <Button loading={busy} onClick={review.confirm}>
                {applying ? `Apply ${plural(n, 'update')}` : `Dismiss ${plural(n, 'difference')}`}
              </Button>
            )}
          </>
        )}
      </div>
    </FramedDialog>
  );
}
