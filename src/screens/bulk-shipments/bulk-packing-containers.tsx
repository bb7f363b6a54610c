/**
 * The cartons and pallets of the packing being made: each carton with what it holds, the pallet it
 * sits on (or none), its weight and size, and a way to reopen or unpack it; each pallet with its
 * weight and size. Stored ones show their LPN and SSCC; new ones get theirs when saved.
 */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { formatCount } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { containerLabel, unitsIn } from '../../machines/bulk-packing/bulk-packing.logic';
import type { DraftCarton } from '../../machines/bulk-packing/bulk-packing.types';
import type { BulkPackingFlow } from '../../machines/bulk-packing/use-bulk-packing';
import { ssccText } from './bulk-containers';
import { MeasureInputs } from './bulk-measure-inputs';

const NEW_PALLET = '+new';
const LOOSE = '';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  item: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', px: '3', py: '2' }),
  head: css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '1.5' }),
  select: css({ w: 'auto', minW: '40' }),
};

function CartonItem({
  flow,
  carton,
  editable,
}: {
  flow: BulkPackingFlow;
  carton: DraftCarton;
  editable: boolean;
}) {
  const name = containerLabel(carton, flow.cartons, 'Carton');
  const contents = flow.lines
    .filter((l) => (carton.contents[l.lineIndex] ?? 0) > 0)
    .map((l) => `${l.sku} × ${formatCount(carton.contents[l.lineIndex]!)}`)
    .join(', ');
  return (
    <li className={styles.item} aria-label={name}>
      <div className={styles.head}>
        <span className={ui.semibold}>{name}</span>
        {carton.sscc && <span className={ui.code}>{ssccText(carton.sscc)}</span>}
        <span className={ui.grow}>{contents || <span className={ui.muted}>Empty</span>}</span>
        <label className={`${ui.rowCenter} ${ui.mutedSmall}`}>
          On
          <select
            className={`${input()} ${styles.select}`}
            aria-label={`${name} pallet`}
            disabled={!editable}
            value={carton.palletKey ?? LOOSE}
            onChange={(e) =>
              flow.putOnPallet(
                e.target.value === NEW_PALLET ? undefined : e.target.value === LOOSE ? null : e.target.value,
                carton.key,
              )
            }
          >
            <option value={LOOSE}>No pallet</option>
            {flow.pallets.map((p) => (
              <option key={p.key} value={p.key}>
                {containerLabel(p, flow.pallets, 'Pallet')}
              </option>
            ))}
            <option value={NEW_PALLET}>A new pallet</option>
          </select>
        </label>
        {editable && (
          <>
            <Button size="sm" variant="ghost" onClick={() => flow.reopen(carton.key)}>
              Reopen
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Unpack ${name}`}
              onClick={() => flow.remove(carton.key)}
            >
              Unpack
            </Button>
          </>
        )}
      </div>
      <MeasureInputs
        label={name}
        values={carton}
        onChange={(field, value) => flow.measureCarton(carton.key, field, value)}
      />
    </li>
  );
}

export function PackingContainers({ flow, editable }: { flow: BulkPackingFlow; editable: boolean }) {
  const cartons = flow.cartons.filter((c) => c.key !== flow.openCarton?.key);
  if (cartons.length === 0) return <p className={ui.muted}>No carton packed yet.</p>;
  return (
    <div className={ui.stack3}>
      <h3 className={ui.semibold}>
        {cartons.length === 1 ? '1 carton' : `${cartons.length} cartons`},{' '}
        {formatCount(cartons.reduce((n, c) => n + unitsIn(c), 0))} units
      </h3>
      <ul className={styles.list} aria-label="Cartons">
        {cartons.map((c) => (
          <CartonItem key={c.key} flow={flow} carton={c} editable={editable} />
        ))}
      </ul>
      {flow.pallets.length > 0 && (
        <>
          <h3 className={ui.semibold}>
            {flow.pallets.length === 1 ? '1 pallet' : `${flow.pallets.length} pallets`}
          </h3>
          <ul className={styles.list} aria-label="Pallets">
            {flow.pallets.map((p) => {
              const name = containerLabel(p, flow.pallets, 'Pallet');
              const count = flow.cartons.filter((c) => c.palletKey === p.key).length;
              return (
                <li key={p.key} className={styles.item} aria-label={name}>
                  <div className={styles.head}>
                    <span className={ui.semibold}>{name}</span>
                    {p.sscc && <span className={ui.code}>{ssccText(p.sscc)}</span>}
                    <span className={ui.grow}>{count === 1 ? '1 carton' : `${count} cartons`}</span>
                  </div>
                  <MeasureInputs
                    label={name}
                    values={p}
                    onChange={(field, value) => flow.measurePallet(p.key, field, value)}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
