/**
 * Why a difference exists, under its row: the events the WMS has that Dockhand has not seen, and the
 * other way round (reference, quantity, when, what), then the direct inventory update that applying
 * it records, or the one it recorded.
 */
import { css, cx } from 'styled-system/css';
import { formatInstantZoned, formatListInstant } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { directInventoryUpdatesContract } from '../../domain/contracts/direct-inventory-updates';
import type { DriftEvent, DriftRow } from '../../domain/contracts/wms-connections';
import { proposalText, signed } from '../../machines/drift-review/drift-review.logic';

const sides = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xl: '1fr 1fr' },
  gap: '6',
  alignItems: 'start',
});
const cell = css({ py: '1.5', pr: '4', verticalAlign: 'top' });

function Events({ title, events, none }: { title: string; events: DriftEvent[]; none: string }) {
  return (
    <section>
      <h3 className={ui.panelTitle}>{title}</h3>
      {events.length === 0 ? (
        <p className={ui.mutedSmall}>{none}</p>
      ) : (
        <table className={ui.plainTable}>
          <thead>
            <tr>
              {['Reference', 'Quantity', 'When', 'What'].map((h) => (
                <th key={h} scope="col" className={ui.quietTh}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              <tr key={`${e.reference}-${i}`}>
                <td className={cx(cell, ui.code)}>{e.reference}</td>
                <td className={cx(cell, ui.end)}>{signed(e.quantity)}</td>
                <td className={cx(cell, ui.nowrap)} title={formatInstantZoned(e.at)}>
                  {formatListInstant(e.at) ?? '—'}
                </td>
                <td className={cell}>{e.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DriftDetails({ drift }: { drift: DriftRow }) {
  const { wmsOnly, dockhandOnly } = drift.explanation;
  return (
    <div className={ui.stack}>
      <div className={sides}>
        <Events
          title="Only in the WMS"
          events={wmsOnly}
          none="No event the WMS has that Dockhand has not seen."
        />
        <Events
          title="Only in Dockhand"
          events={dockhandOnly}
          none="No event Dockhand has that the WMS has not seen."
        />
      </div>
      {wmsOnly.length === 0 && dockhandOnly.length === 0 && (
        <p className={ui.mutedSmall}>
          No movement on either side explains it: check the lot numbers and count the location.
        </p>
      )}
      {drift.status === 'open' && (
        <p>
          <span className={ui.medium}>Proposed update: </span>
          {proposalText(drift)}
          {drift.proposal && (
            <span className={ui.muted}>
              {' '}
              — Dockhand’s {drift.dockhandOnHand} on hand becomes the WMS’s {drift.proposal.quantity}.
            </span>
          )}
        </p>
      )}
      {drift.status === 'dismissed' && (
        <p>
          Dismissed{drift.resolvedAt && ` on ${formatListInstant(drift.resolvedAt)}`}: stock was left as it
          was.
        </p>
      )}
      {drift.status === 'resolved' && (
        <p>
          A later check found no difference
          {drift.resolvedAt && ` on ${formatListInstant(drift.resolvedAt)}`}.
        </p>
      )}
      {drift.directInventoryUpdateId !== null && (
        <p>
          Recorded as{' '}
          <TextLink
            href={`${directInventoryUpdatesContract.screen.path}/view/${drift.directInventoryUpdateId}`}
          >
            direct inventory update #{drift.directInventoryUpdateId}
          </TextLink>
          {drift.resolvedAt && <span className={ui.muted}> on {formatListInstant(drift.resolvedAt)}</span>}.
        </p>
      )}
    </div>
  );
}
