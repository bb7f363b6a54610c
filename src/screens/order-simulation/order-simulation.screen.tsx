/**
 * /orders/simulate-meal-kit (issue 16, `orders.simulateMealKit`): compose a hypothetical order — a
 * storefront, kits and single SKUs with quantities, a ship-to, a requested service, a day, and how many
 * such orders (a promotion) — and see what the real intake would make of it: the kit components, stock
 * per warehouse, the markers and holds it would get, its routing, and when it could ship. Nothing is
 * saved or allocated (the intake runs in a transaction that is rolled back).
 */
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { useOrderSimulation } from '../../machines/order-simulation/use-order-simulation';
import type { ScreenProps } from '../../routes.types';
import { SimulationForm } from './simulation-form';
import { SimulationOutcome } from './simulation-outcome';
import { SimulatedPromotionCard } from './simulation-promotion';
import { SimulatedAvailability, SimulatedLines } from './simulation-stock';

const NOTICE = 'Simulation only: nothing was saved or allocated.';

export default function OrderSimulationScreen(_props: Partial<ScreenProps>) {
  const flow = useOrderSimulation();
  const result = flow.step === 'result' ? flow.context.result : null;
  const count = Number(flow.context.values.count) || 1;
  return (
    <div className={css({ maxW: '1280px' })}>
      <PageHeader
        title="Simulate meal-kit order"
        description="See what intake would do with an order — or a promotion of many — before it exists: the kit components, stock, holds, routing and when it could ship."
        actions={
          result && (
            <Button variant="secondary" onClick={flow.edit}>
              Edit simulation
            </Button>
          )
        }
      />
      {flow.step === 'failed' && (
        <div className={ui.mb4}>
          <Notice tone="danger" role="alert" title="The simulation could not run">
            <p>{flow.context.error}</p>
            <div className={css({ display: 'flex', gap: '2', mt: '3' })}>
              <Button size="sm" onClick={flow.retry}>
                Try again
              </Button>
              <Button size="sm" variant="secondary" onClick={flow.edit}>
                Edit
              </Button>
            </div>
          </Notice>
        </div>
      )}
      {!result ? (
        <SimulationForm flow={flow} />
      ) : (
        <div className={ui.stack}>
          <Notice tone="info" role="status" title={NOTICE}>
            {result.refused
              ? 'Intake refused the order, so there is nothing more to show.'
              : `${count > 1 ? `${plural(count, 'order')} of this content` : 'One order'} for ${result.storefront.name}${
                  result.storefront.warehouseName ? `, shipping from ${result.storefront.warehouseName}` : ''
                }: the real intake ran and was rolled back.`}
          </Notice>
          {result.refused ? (
            <Notice tone="danger" title="Intake would refuse this order">
              {result.refused}
            </Notice>
          ) : (
            <>
              <SimulationOutcome result={result} />
              <SimulatedPromotionCard result={result} />
              <SimulatedLines result={result} />
              <SimulatedAvailability result={result} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
