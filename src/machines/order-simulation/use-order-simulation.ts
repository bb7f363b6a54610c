/** The simulation flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi, useSession } from '../use-app';
import { createOrderSimulationMachine } from './order-simulation.implementations';
import type { SimulationValues } from './order-simulation.types';

export function useOrderSimulation() {
  const api = useApi();
  const { user } = useSession();
  const machine = useMemo(() => createOrderSimulationMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { timezone: user.timezone ?? null },
    inspect: inspectFor('orderSimulation'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    /** 'composing', 'simulating', 'result' or 'failed'. */
    step: snapshot.value,
    context: snapshot.context,
    /** Simulate these values (a run in progress is cancelled). */
    simulate: (values: SimulationValues) => send({ type: 'simulation.run', values }),
    edit: () => send({ type: 'simulation.edit' }),
    retry: () => send({ type: 'simulation.retry' }),
  };
}

export type OrderSimulationFlow = ReturnType<typeof useOrderSimulation>;
