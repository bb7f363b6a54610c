/**
 * /manufacturing/work-orders/:id/complete: a thin view over the completion flow
 * (src/machines/work-order-completion). Choose how many finished units this completion makes, pick or
 * scan the lots held for the order that it consumes (first expiry first proposed; a pick beyond what a
 * lot holds or the item's share is refused and the field keeps its value), enter the finished lot and
 * expiry, review, and commit: components are consumed and finished goods produced in one transaction.
 */
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { row, stack, table } from '../../components/flow-styles';
import { formatCount, formatDay } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { pickedFor, remainingOf } from '../../machines/work-order-completion/work-order-completion.logic';
import {
  useWorkOrderCompletion,
  type CompletionStep,
  type WorkOrderCompletionFlow,
} from '../../machines/work-order-completion/use-work-order-completion';
import type { ScreenProps } from '../../routes.types';
import { workOrderPath, WORK_ORDERS_PATH } from '../../api/manufacturing.api';

const stages: { step: CompletionStep; label: string }[] = [
  { step: 'pickingLots', label: 'Pick lots' },
  { step: 'enteringOutput', label: 'Finished goods' },
  { step: 'reviewing', label: 'Review' },
];

const styles = {
  stages: css({ display: 'flex', gap: '2', flexWrap: 'wrap', fontSize: '13px' }),
  stage: css({
    px: '2.5',
    py: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    color: 'fg.muted',
  }),
  current: css({ bg: 'accent.subtle', borderColor: 'accent', color: 'accent', fontWeight: 'semibold' }),
  pick: css({ w: '24', textAlign: 'right', ml: 'auto', display: 'block' }),
  quantity: css({ w: '32' }),
  refused: css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' }),
  short: css({ color: 'warning', fontSize: 'sm' }),
};

function Stages({ step }: { step: CompletionStep }) {
  const at = step === 'committing' ? 2 : stages.findIndex((s) => s.step === step);
  return (
    <ol className={styles.stages} aria-label="Steps">
      {stages.map((s, i) => (
        <li
          key={s.step}
          className={cx(styles.stage, i === at && styles.current)}
          aria-current={i === at ? 'step' : undefined}
        >
          {i + 1}. {s.label}
        </li>
      ))}
    </ol>
  );
}

const noun = (flow: WorkOrderCompletionFlow) =>
  flow.loaded?.order.assembleType === 'Disassemble' ? 'taken apart' : 'produced';

/** The finished units this completion makes, out of what remains. */
function QuantityField({ flow }: { flow: WorkOrderCompletionFlow }) {
  const [draft, setDraft] = useState(String(flow.quantity));
  const remaining = flow.loaded ? remainingOf(flow.loaded) : 0;
  return (
    <Field.Root>
      <Field.Label>Finished units {noun(flow)} now</Field.Label>
      <div className={ui.rowCenter}>
        <input
          className={cx(input(), styles.quantity)}
          type="number"
          min={1}
          max={remaining}
          inputMode="numeric"
          value={draft}
          aria-label={`Finished units ${noun(flow)} now`}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value !== '') flow.setQuantity(Number(e.target.value));
          }}
        />
        <span className={ui.muted}>
          of {formatCount(remaining)} remaining ({formatCount(flow.loaded?.order.quantity ?? 0)} ordered)
        </span>
      </div>
    </Field.Root>
  );
}

function ScanField({ flow }: { flow: WorkOrderCompletionFlow }) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    flow.scan(code);
    setCode('');
  };
  return (
    <form onSubmit={submit} className={row}>
      <label className={ui.grow}>
        <span className={ui.label}>Scan or type a lot number</span>
        <input
          className={input()}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
        />
      </label>
      <Button type="submit" variant="secondary" className={css({ alignSelf: 'flex-end' })}>
        Use this lot
      </Button>
    </form>
  );
}

function Picking({ flow }: { flow: WorkOrderCompletionFlow }) {
  const itemRefusal = (id: number) => (flow.refusal?.vendorProductId === id ? flow.refusal.message : null);
  const general = flow.refusal && flow.refusal.vendorProductId === null ? flow.refusal.message : null;
  return (
    <div className={stack}>
      <Card
        title="How many"
        description="A completion below the remainder leaves the work order In progress."
      >
        <QuantityField flow={flow} />
      </Card>
      <Card
        title={
          flow.loaded?.order.assembleType === 'Disassemble'
            ? 'Finished-good lots to take apart'
            : 'Component lots consumed'
        }
        description="The lots held for this work order, first expiry first. Scan a lot to use it first, or change the quantities."
      >
        <div className={stack}>
          <ScanField flow={flow} />
          {general && (
            <p role="alert" className={styles.refused}>
              Refused: {general}
            </p>
          )}
          {flow.items.map((item) => {
            const lots = flow.lots.filter((l) => l.vendorProductId === item.vendorProductId);
            const refusal = itemRefusal(item.vendorProductId);
            const problem = flow.pickProblems[item.vendorProductId];
            return (
              <section key={item.vendorProductId} aria-label={`Lots of ${item.sku}`} className={ui.stack2}>
                <h3 className={ui.semibold}>
                  <span className={ui.code}>{item.sku}</span> {item.name}
                  <span className={ui.aside}>
                    {' '}
                    · {formatCount(pickedFor(flow.picks, item.vendorProductId))} of {formatCount(item.share)}{' '}
                    {item.itemUnit} picked
                  </span>
                </h3>
                {refusal && (
                  <p role="alert" className={styles.refused}>
                    Refused: {refusal}
                  </p>
                )}
                {problem && !refusal && <p className={styles.short}>{problem}</p>}
                {lots.length === 0 ? (
                  <p className={ui.muted}>Nothing of this item is held for the work order.</p>
                ) : (
                  <table className={table} aria-label={`Lots held of ${item.sku}`}>
                    <thead>
                      <tr>
                        <th>Lot</th>
                        <th>Expiry</th>
                        <th className="num">Held</th>
                        <th className="num">Consume</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lots.map((lot) => (
                        <tr key={lot.lotKey}>
                          <td className={ui.code}>{lot.lotNumber ?? 'No lot'}</td>
                          <td>{formatDay(lot.expirationDate)}</td>
                          <td className="num">{formatCount(lot.held)}</td>
                          <td className="num">
                            <input
                              className={cx(input(), styles.pick)}
                              type="number"
                              min={0}
                              max={lot.held}
                              aria-label={`Consume from ${item.sku} ${lot.lotNumber ? `lot ${lot.lotNumber}` : 'without a lot'}`}
                              value={flow.picks[item.vendorProductId]?.[lot.lotKey] ?? 0}
                              onChange={(e) =>
                                flow.setPick(
                                  item.vendorProductId,
                                  lot.lotKey,
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
              </section>
            );
          })}
        </div>
      </Card>
      <div className={row}>
        <Button onClick={flow.donePicking}>Next: finished goods</Button>
        <Button variant="secondary" onClick={flow.useProposal}>
          Use first expiry first out
        </Button>
      </div>
    </div>
  );
}

function Output({ flow }: { flow: WorkOrderCompletionFlow }) {
  const disassembly = flow.loaded?.order.assembleType === 'Disassemble';
  const problems = flow.outputProblems;
  const shown = flow.error !== null;
  return (
    <div className={stack}>
      <Card title="How many">
        <QuantityField flow={flow} />
      </Card>
      {!disassembly && (
        <Card title="Finished goods" description="The lot and expiry printed on what was produced.">
          <div className={ui.formGrid}>
            <Field.Root invalid={shown && Boolean(problems.lot)}>
              <Field.Label>Finished lot</Field.Label>
              <Field.Input
                value={flow.output.lot}
                autoComplete="off"
                onChange={(e) => flow.setOutput({ lot: e.target.value })}
              />
              <Field.ErrorText>{problems.lot}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={shown && Boolean(problems.expiry)}>
              <Field.Label>Expiry</Field.Label>
              <Field.Input
                type="date"
                value={flow.output.expiry ?? ''}
                onChange={(e) => flow.setOutput({ expiry: e.target.value === '' ? null : e.target.value })}
              />
              <Field.ErrorText>{problems.expiry}</Field.ErrorText>
            </Field.Root>
          </div>
        </Card>
      )}
      {disassembly && (
        <Notice tone="info" title="Components come back">
          <p>
            Taking the finished goods apart returns their components, the lots they were built from when
            known.
          </p>
        </Notice>
      )}
      <div className={row}>
        <Button onClick={flow.review}>Review</Button>
        <Button variant="secondary" onClick={flow.backToPicking}>
          Back to the lots
        </Button>
      </div>
    </div>
  );
}

function Review({ flow }: { flow: WorkOrderCompletionFlow }) {
  const loaded = flow.loaded!;
  const disassembly = loaded.order.assembleType === 'Disassemble';
  const picked = flow.lots
    .map((lot) => ({ ...lot, quantity: flow.picks[lot.vendorProductId]?.[lot.lotKey] ?? 0 }))
    .filter((l) => l.quantity > 0);
  const left = remainingOf(loaded) - flow.quantity;
  return (
    <div className={stack}>
      <Card
        title="Review"
        description={
          left > 0
            ? `${formatCount(left)} will remain: the work order stays In progress.`
            : 'This completes the work order.'
        }
      >
        <dl className={ui.facts}>
          <div>
            <dt className={ui.factTerm}>Finished units {noun(flow)}</dt>
            <dd className={ui.factValue}>{formatCount(flow.quantity)}</dd>
          </div>
          {!disassembly && (
            <>
              <div>
                <dt className={ui.factTerm}>Finished lot</dt>
                <dd className={ui.factValue}>{flow.output.lot || '—'}</dd>
              </div>
              <div>
                <dt className={ui.factTerm}>Expiry</dt>
                <dd className={ui.factValue}>{formatDay(flow.output.expiry)}</dd>
              </div>
            </>
          )}
        </dl>
        <table className={cx(table, ui.mt4)} aria-label={disassembly ? 'Taken apart' : 'Consumed'}>
          <thead>
            <tr>
              <th>SKU</th>
              <th>Lot</th>
              <th>Expiry</th>
              <th className="num">{disassembly ? 'Taken apart' : 'Consumed'}</th>
            </tr>
          </thead>
          <tbody>
            {picked.map((l) => (
              <tr key={`${l.vendorProductId} ${l.lotKey}`}>
                <td className={ui.code}>{l.sku}</td>
                <td className={ui.code}>{l.lotNumber ?? '—'}</td>
                <td>{formatDay(l.expirationDate)}</td>
                <td className="num">{formatCount(l.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className={row}>
        <Button onClick={flow.commit} loading={flow.step === 'committing'}>
          Complete {formatCount(flow.quantity)}
        </Button>
        <Button variant="secondary" onClick={flow.edit} disabled={flow.step === 'committing'}>
          Change
        </Button>
      </div>
    </div>
  );
}

export default function WorkOrderCompleteScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const flow = useWorkOrderCompletion(id);
  const number = flow.loaded?.order.orderNumber ?? `#${id}`;
  const back = (
    <Link href={workOrderPath(id)} className={buttonClass({ variant: 'secondary' })}>
      Back to the work order
    </Link>
  );
  return (
    <div className={ui.maxW960}>
      <PageHeader
        title={`Complete work order ${number}`}
        description={<TextLink href={workOrderPath(id)}>Work order {number}</TextLink>}
      />
      <div className={stack}>
        {['pickingLots', 'enteringOutput', 'reviewing', 'committing'].includes(flow.step) && (
          <Stages step={flow.step} />
        )}
        {flow.error && !['failed', 'notCompletable', 'changed'].includes(flow.step) && (
          <Notice tone="danger" role="alert">
            {flow.error}
          </Notice>
        )}
        {flow.step === 'loading' && <PageLoading label="Loading the work order…" />}
        {flow.step === 'pickingLots' && <Picking flow={flow} />}
        {flow.step === 'enteringOutput' && <Output flow={flow} />}
        {(flow.step === 'reviewing' || flow.step === 'committing') && <Review flow={flow} />}
        {flow.step === 'done' && (
          <Notice tone="success" role="status" title="Completed">
            <p>
              {formatCount(flow.quantity)} finished {flow.quantity === 1 ? 'unit' : 'units'} {noun(flow)}
              {flow.output.lot ? ` as lot ${flow.output.lot}` : ''}: the stock ledger has the consumption and
              the production.
            </p>
            <div className={ui.mt3}>{back}</div>
          </Notice>
        )}
        {flow.step === 'changed' && (
          <Notice tone="warning" role="alert" title="The work order changed">
            <p>{flow.error}</p>
            <Button size="sm" className={ui.mt3} onClick={flow.reload}>
              Load it again
            </Button>
          </Notice>
        )}
        {flow.step === 'notCompletable' && (
          <Notice tone="info" title="Nothing to complete">
            <p>{flow.error}</p>
            <div className={ui.mt3}>{back}</div>
          </Notice>
        )}
        {flow.step === 'failed' && (
          <div className={ui.retryBlock}>
            <Notice tone="danger" role="alert" title="The work order could not be loaded">
              {flow.error}
            </Notice>
            <div className={row}>
              <Button variant="secondary" onClick={flow.retry}>
                Retry
              </Button>
              <Link href={WORK_ORDERS_PATH} className={buttonClass({ variant: 'secondary' })}>
                All work orders
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
