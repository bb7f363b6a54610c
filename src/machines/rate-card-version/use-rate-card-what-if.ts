/** The what-if panel of a draft: its flow with the app's API, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { userDay } from '../../components/format';
import { addDays } from '../../domain/dashboard';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createRateCardWhatIfMachine } from './rate-card-version.implementations';

/** Last month on the user's calendar: the period proposed first. */
export function lastMonth(today = userDay()) {
  const thisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(thisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

export function useRateCardWhatIf(cardId: number, versionId: number) {
  const api = useApi();
  const machine = useMemo(() => createRateCardWhatIfMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { cardId, versionId, ...lastMonth() },
    inspect: inspectFor('rateCardWhatIf'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  return {
    step: snapshot.value,
    from: context.from,
    to: context.to,
    answer: context.answer,
    problems: context.problems,
    error: context.error,
    setPeriod: (period: { from?: string; to?: string }) => actor.send({ type: 'period.set', ...period }),
    run: () => actor.send({ type: 'whatIf.run' }),
  };
}

export type RateCardWhatIfFlow = ReturnType<typeof useRateCardWhatIf>;
