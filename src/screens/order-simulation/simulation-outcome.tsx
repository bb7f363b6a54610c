/**
 * The simulation's verdict: when the order could ship (with the documents that bring what is short),
 * the problem markers and holds it would get with their reasons, and the ship-code mapping it routes to.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Card } from '../../components/card';
import { formatCount, formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { couldShipLabels, type OrderSimulation } from '../../domain/contracts/order-simulation';
import { holdTypeLabel, orderMarkerLabel } from '../../domain/order.lifecycle';
import { SupplyDocuments } from './simulation-parts';

const tones = { now: 'success', when_supplied: 'warning', not_covered: 'danger', blocked: 'danger' } as const;

const styles = {
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1.3fr 1fr' }, gap: '4' }),
  verdict: css({ fontSize: '20px', fontWeight: 'bold', lineHeight: '1.3' }),
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' }),
  shortage: css({ borderTopWidth: '1px', borderColor: 'border', pt: '3' }),
  hold: css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' }),
  facts: ui.facts,
};

function ShipVerdict({ result }: { result: OrderSimulation }) {
  const { shipping } = result;
  return (
    <Card title={result.promotion ? 'When could one order ship?' : 'When could it ship?'}>
      <div className={ui.stack}>
        <div>
          <span className={badge({ tone: tones[shipping.status] })}>{couldShipLabels[shipping.status]}</span>
          <p className={styles.verdict}>
            {shipping.date
              ? formatDay(shipping.date)
              : shipping.status === 'now'
                ? 'Now'
                : shipping.status === 'blocked'
                  ? 'Not yet'
                  : 'No date yet'}
          </p>
          <p className={ui.muted}>{shipping.summary}</p>
        </div>
        {shipping.shortages.length > 0 && (
          <ul className={styles.list} aria-label="Short items">
            {shipping.shortages.map((s) => (
              <li key={s.vendorProductId} className={styles.shortage}>
                <p className={ui.medium}>
                  <span className={ui.code}>{s.sku}</span>: needs {formatCount(s.needed)},{' '}
                  {formatCount(s.available)} available
                  {result.storefront.warehouseName ? ` at ${result.storefront.warehouseName}` : ''}
                </p>
                <SupplyDocuments documents={s.documents} covered={s.covered} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function HoldsAndRoute({ result }: { result: OrderSimulation }) {
  const { route } = result;
  return (
    <Card title="Holds and routing">
      <div className={ui.stack}>
        <div>
          <p className={ui.statLabel}>Problem markers and holds</p>
          {result.holds.length === 0 && result.markers.length === 0 ? (
            <p className={ui.success}>None: intake would not hold it.</p>
          ) : (
            <ul className={styles.list} aria-label="Holds">
              {result.holds.map((h, i) => (
                <li key={`${h.type}-${i}`} className={styles.hold}>
                  <span className={badge({ tone: h.type === 'NOT_ENOUGH_INVENTORY' ? 'warning' : 'danger' })}>
                    {result.markers.includes(h.type) ? orderMarkerLabel(h.type) : holdTypeLabel(h.type)}
                  </span>
                  <span className={ui.small}>{h.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <p className={ui.statLabel}>Ship-code mapping</p>
          {route ? (
            <>
              <p className={ui.medium}>
                {route.fulfillmentService}
                {route.carrierName || route.carrierCode ? ` · ${route.carrierName ?? route.carrierCode}` : ''}
                {route.serviceName || route.serviceCode ? ` · ${route.serviceName ?? route.serviceCode}` : ''}
              </p>
              <p className={ui.mutedSmall}>
                Mapping #{route.id}
                {route.matchedBy === 'catch-all'
                  ? ': the storefront’s catch-all'
                  : `, matched by its ${route.matchedBy}${route.requestedService ? ` “${route.requestedService}”` : ''}`}
                {route.manualFulfill ? '; fulfilled by hand' : ''}.
              </p>
            </>
          ) : (
            <p className={ui.danger}>{result.noRouteReason ?? 'No mapping.'}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

export function SimulationOutcome({ result }: { result: OrderSimulation }) {
  return (
    <div className={styles.grid}>
      <ShipVerdict result={result} />
      <HoldsAndRoute result={result} />
    </div>
  );
}
