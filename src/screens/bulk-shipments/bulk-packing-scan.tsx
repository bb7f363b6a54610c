/**
 * The open carton: the scan field (a scanner types the code and presses Enter, as typing does; each
 * scan adds one unit; a code of no line, or of a line all packed, flashes the field red with its
 * message: a visual cue, no sound), what the carton holds with a way to take a unit out, and its
 * weight and size.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { row } from '../../components/flow-styles';
import { formatCount } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import { unitsIn } from '../../machines/bulk-packing/bulk-packing.logic';
import type { DraftCarton } from '../../machines/bulk-packing/bulk-packing.types';
import type { BulkPackingFlow } from '../../machines/bulk-packing/use-bulk-packing';
import { MeasureInputs } from './bulk-measure-inputs';

const flashStyle = css({
  borderColor: 'danger!',
  bg: 'danger.subtle!',
  outline: '2px solid',
  outlineColor: 'danger',
});

/** True for a moment after `misses` counts up. */
function useFlash(misses: number) {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (misses === 0) return;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), 900);
    return () => clearTimeout(timer);
  }, [misses]);
  return flashing;
}

function ScanField({ flow }: { flow: BulkPackingFlow }) {
  const [code, setCode] = useState('');
  const flashing = useFlash(flow.scanMisses);
  return (
    <form
      aria-label="Scan into the carton"
      className={row}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) flow.scan(code);
        setCode('');
      }}
    >
      <label htmlFor="pack-scan" className={ui.medium}>
        Scan or type a SKU or barcode
      </label>
      <input
        id="pack-scan"
        className={`${input()} ${css({ maxW: '300px' })} ${flashing ? flashStyle : ''}`}
        data-flash={flashing ? 'refused' : undefined}
        aria-invalid={flashing ? true : undefined}
        autoFocus
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Add
      </Button>
      <span className={ui.mutedSmall}>Each scan adds one unit.</span>
    </form>
  );
}

export function OpenCarton({
  flow,
  carton,
  label,
}: {
  flow: BulkPackingFlow;
  carton: DraftCarton;
  label: string;
}) {
  const contents = flow.lines.filter((l) => (carton.contents[l.lineIndex] ?? 0) > 0);
  return (
    <section
      aria-label={`Open carton ${label}`}
      className={css({
        borderWidth: '2px',
        borderColor: 'accent',
        borderRadius: 'lg',
        p: '4',
        bg: 'surface',
      })}
    >
      <div className={ui.stack3}>
        <div className={ui.rowWrap}>
          <h3 className={`${ui.semibold} ${ui.grow}`}>
            {label} — open, {formatCount(unitsIn(carton))} {unitsIn(carton) === 1 ? 'unit' : 'units'}
          </h3>
          <Button onClick={flow.close}>Close carton</Button>
          <Button variant="ghost" onClick={flow.discard}>
            Discard carton
          </Button>
        </div>
        <ScanField flow={flow} />
        {flow.notice && (
          <Notice tone={flow.notice.tone} role={flow.notice.tone === 'danger' ? 'alert' : 'status'}>
            {flow.notice.text}
          </Notice>
        )}
        {contents.length > 0 && (
          <ul aria-label="In this carton" className={ui.stack2}>
            {contents.map((l) => (
              <li key={l.lineIndex} className={ui.rowCenter}>
                <span className={ui.code}>{l.sku}</span>
                <span className={ui.grow}>× {formatCount(carton.contents[l.lineIndex] ?? 0)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Take one ${l.sku} out`}
                  onClick={() => flow.takeOut(l.lineIndex)}
                >
                  −1
                </Button>
              </li>
            ))}
          </ul>
        )}
        <MeasureInputs
          label={label}
          values={carton}
          onChange={(field, value) => flow.measureCarton(carton.key, field, value)}
        />
      </div>
    </section>
  );
}
