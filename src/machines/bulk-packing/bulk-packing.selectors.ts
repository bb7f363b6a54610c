/** What the packing panel reads from a snapshot. */
import type { SnapshotFrom } from 'xstate';
import { findCarton, hasChanges, isFullyPacked, leftToPack } from './bulk-packing.logic';
import type { BulkPackingMachine } from './bulk-packing.machine';

type PackingSnapshot = SnapshotFrom<BulkPackingMachine>;

/** The flow's step, flat: 'scanning', 'closed', 'onPallet', 'idle', or a top-level state. */
export type BulkPackingStep =
  'loading' | 'failed' | 'idle' | 'scanning' | 'closed' | 'onPallet' | 'saving' | 'conflict' | 'saved';

export function selectStep(s: PackingSnapshot): BulkPackingStep {
  if (s.matches({ packing: 'scanning' })) return 'scanning';
  if (s.matches({ packing: { settled: 'closed' } })) return 'closed';
  if (s.matches({ packing: { settled: 'onPallet' } })) return 'onPallet';
  if (s.matches('packing')) return 'idle';
  return s.value as BulkPackingStep;
}

export const selectOpenCarton = (s: PackingSnapshot) => findCarton(s.context, s.context.openKey) ?? null;
export const selectClosedCarton = (s: PackingSnapshot) => findCarton(s.context, s.context.closedKey) ?? null;
/** Per line: allocated, packed, left. */
export const selectLines = (s: PackingSnapshot) =>
  s.context.lines.map((line) => {
    const left = leftToPack(s.context, line.lineIndex);
    return { ...line, packed: line.allocated - left, left };
  });
export const selectIsFullyPacked = (s: PackingSnapshot) => isFullyPacked(s.context);
export const selectHasChanges = (s: PackingSnapshot) => s.matches('packing') && hasChanges(s.context);
