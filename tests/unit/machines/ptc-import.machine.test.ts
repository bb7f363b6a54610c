/**
 * The PTC upload flow: the sheet read into rows by its headers, checked by the server for the chosen
 * client, imported only when every row passed; a refused import comes back with its rows' errors (or
 * the name's message); another client checks the rows again. Also every path of ptc-import.model.ts
 * replayed against a real actor.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import type { PtcFileRow, PtcPreviewAnswer } from '../../../src/domain/contracts/ptc-files';
import { flowPaths } from '../../../src/machines/flow-model';
import { ptcImportMachine, SheetRejectedError } from '../../../src/machines/ptc-import/ptc-import.machine';
import { ptcImportModel } from '../../../src/machines/ptc-import/ptc-import.model';
import type {
  ImportInput,
  PreviewInput,
  PreviewOutput,
  PtcImportContext,
} from '../../../src/machines/ptc-import/ptc-import.types';
import { readPtcSheet, sheetRefusal, type PtcSheet } from '../../../src/machines/ptc-import/ptc-sheet';
import { createReplay } from './model-replay';

const sheet = readPtcSheet([
  ['Charge Date', 'DESCRIPTION', 'Ref', 'Qty', 'Cost', 'Notes'],
  [new Date(Date.UTC(2026, 2, 2)), ' Freight ', 'PRO-1', 2, '1,234.50', 'x'],
  [null, '', null, null, null, null],
  ['2026-03-03', 'Duties', null, null, 7.25, null],
]);
const file = new File(['x'], 'March freight.csv');
const answer = (errorCount: number): PtcPreviewAnswer => ({
  rows: [],
  validCount: 2 - errorCount,
  errorCount,
  total: 10,
  defaultMarkupPercent: 15,
});
const created = { id: 3, name: 'March freight', vendorId: 7 } as PtcFileRow;

function start(
  options: {
    vendorId?: number | null;
    read?: () => Promise<PtcSheet>;
    preview?: (input: PreviewInput) => Promise<PtcPreviewAnswer>;
    store?: () => Promise<PtcFileRow>;
  } = {},
) {
  const previewed: PreviewInput[] = [];
  const imported: ImportInput[] = [];
  const actor = createActor(
    ptcImportMachine.provide({
      actors: {
        readFile: fromPromise(options.read ?? (async () => sheet)),
        previewRows: fromPromise(async ({ input }: { input: PreviewInput }): Promise<PreviewOutput> => {
          previewed.push(input);
          return { answer: await (options.preview ?? (async () => answer(0)))(input), sameName: null };
        }),
        importRows: fromPromise(async ({ input }: { input: ImportInput }) => {
          imported.push(input);
          return (options.store ?? (async () => created))();
        }),
      },
    }),
    { input: { vendorId: options.vendorId === undefined ? 7 : options.vendorId } },
  ).start();
  return { actor, previewed, imported };
}

describe('reading a PTC sheet', () => {
  it('maps the headers (any case, any accepted name) and keeps the values as written', () => {
    expect(sheet.rows).toEqual([
      { date: '2026-03-02', description: 'Freight', reference: 'PRO-1', quantity: 2, unitCost: '1,234.50' },
      { date: '2026-03-03', description: 'Duties', unitCost: 7.25 },
    ]);
    expect(sheet.lines).toEqual([2, 4]);
    expect(sheet.ignoredHeaders).toEqual(['Notes']);
    expect(sheetRefusal(sheet)).toBeNull();
  });

  it('refuses a sheet without the needed columns, without rows, or over 5000 rows', () => {
    expect(
      sheetRefusal(
        readPtcSheet([
          ['Date', 'Amount'],
          ['2026-03-02', 1],
        ]),
      ),
    ).toMatch(/lacks the column Description/);
    expect(sheetRefusal(readPtcSheet([['Date', 'Description', 'Unit cost']]))).toMatch(/no rows/);
    const many = readPtcSheet([
      ['Date', 'Description', 'Unit cost'],
      ...Array.from({ length: 5001 }, () => ['2026-03-02', 'x', 1]),
    ]);
    expect(sheetRefusal(many)).toMatch(/at most 5,000 rows; this one has 5,001/);
  });
});

describe('PTC upload machine', () => {
  it('reads, checks for the client and imports a valid sheet under the file’s name', async () => {
    const { actor, previewed, imported } = start();
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches({ checked: 'ready' }));
    expect(previewed[0]).toMatchObject({ vendorId: 7, name: 'March freight' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(imported[0]).toMatchObject({ vendorId: 7, name: 'March freight', file });
    expect(actor.getSnapshot().context.created).toBe(created);
  });

  it('waits for the client, and checks again when another is chosen', async () => {
    const { actor, previewed } = start({ vendorId: null });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches({ checked: 'awaitingVendor' }));
    actor.send({ type: 'vendor.change', vendorId: 8 });
    await waitFor(actor, (s) => s.matches({ checked: 'ready' }));
    actor.send({ type: 'vendor.change', vendorId: 9 });
    await waitFor(actor, (s) => s.matches({ checked: 'ready' }));
    expect(previewed.map((p) => p.vendorId)).toEqual([8, 9]);
  });

  it('never imports a sheet with failing rows, nor one without a name', async () => {
    const { actor, imported } = start({ preview: async () => answer(1) });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches({ checked: 'invalid' }));
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().matches({ checked: 'invalid' })).toBe(true);

    const named = start();
    named.actor.send({ type: 'file.chosen', file });
    await waitFor(named.actor, (s) => s.matches({ checked: 'ready' }));
    named.actor.send({ type: 'name.change', name: '  ' });
    expect(named.actor.getSnapshot().can({ type: 'import.confirm' })).toBe(false);
    expect([...imported, ...named.imported]).toEqual([]);
  });

  it('a refused import comes back with its rows’ errors; a refused name with its message', async () => {
    const rejected = start({ store: () => Promise.reject(new SheetRejectedError(answer(1), '1 of 2 rows')) });
    rejected.actor.send({ type: 'file.chosen', file });
    await waitFor(rejected.actor, (s) => s.matches({ checked: 'ready' }));
    rejected.actor.send({ type: 'import.confirm' });
    await waitFor(rejected.actor, (s) => s.matches({ checked: 'invalid' }));
    expect(rejected.actor.getSnapshot().context).toMatchObject({ error: '1 of 2 rows', answer: answer(1) });

    const fields = { name: 'Name is required' };
    const named = start({
      store: () => Promise.reject(Object.assign(new Error('Some fields are not valid.'), { fields })),
    });
    named.actor.send({ type: 'file.chosen', file });
    await waitFor(named.actor, (s) => s.matches({ checked: 'ready' }));
    named.actor.send({ type: 'import.confirm' });
    await waitFor(named.actor, (s) => s.matches({ checked: 'ready' }) && s.context.error !== null);
    expect(named.actor.getSnapshot().context.fields).toEqual(fields);
  });

  it('fails with the message of an unreadable file or a failed call, and retries the check', async () => {
    const unreadable = start({ read: () => Promise.reject(new Error('The file cannot be read.')) });
    unreadable.actor.send({ type: 'file.chosen', file });
    await waitFor(unreadable.actor, (s) => s.matches('failed'));
    expect(unreadable.actor.getSnapshot().context.error).toBe('The file cannot be read.');
    expect(unreadable.actor.getSnapshot().can({ type: 'retry' })).toBe(false);

    let calls = 0;
    const flaky = start({
      preview: async () =>
        ++calls === 1 ? Promise.reject(new Error('The server answered 503.')) : answer(0),
    });
    flaky.actor.send({ type: 'file.chosen', file });
    await waitFor(flaky.actor, (s) => s.matches('failed'));
    flaky.actor.send({ type: 'retry' });
    await waitFor(flaky.actor, (s) => s.matches({ checked: 'ready' }));
  });

  it('after an import, a new file starts a new upload for the same client', async () => {
    const { actor } = start();
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches({ checked: 'ready' }));
    actor.send({ type: 'name.change', name: 'Typed' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'file.chosen', file: new File(['y'], 'April.xlsx') });
    await waitFor(actor, (s) => s.matches({ checked: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ vendorId: 7, name: 'April', created: null });
  });
});

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as PtcImportContext;
  if (snapshot.matches('importing')) expect(context.answer?.errorCount).toBe(0);
  if (snapshot.matches('done')) expect(context.created).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('idle')) expect(context.file).toBeNull();
}

describe('PTC upload (model-based)', () => {
  const paths = flowPaths(ptcImportModel);
  const replay = createReplay(ptcImportModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
