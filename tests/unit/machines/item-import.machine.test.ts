import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ItemFileRow, ItemFileSheet, ItemImportAnswer } from '../../../src/domain/vendor-product-file';
import {
  ImportRejectedError,
  itemImportMachine,
} from '../../../src/machines/item-import/item-import.machine';

const sheet: ItemFileSheet = { rows: [{ line: 2, values: { sku: 'A', item: 'Alpha' } }], ignoredHeaders: [] };
const file = new File(['x'], 'items.csv');

function start({
  read = async () => sheet,
  check = async (): Promise<ItemImportAnswer> => ({ total: 1, valid: true, rows: [] }),
  store = async (): Promise<ItemImportAnswer> => ({ total: 1, valid: true, rows: [], created: 1 }),
}: {
  read?: () => Promise<ItemFileSheet>;
  check?: () => Promise<ItemImportAnswer>;
  store?: () => Promise<ItemImportAnswer>;
} = {}) {
  const stored: ItemFileRow[][] = [];
  const actor = createActor(
    itemImportMachine.provide({
      actors: {
        readFile: fromPromise(read),
        checkRows: fromPromise(check),
        importRows: fromPromise(async ({ input }: { input: { rows: ItemFileRow[] } }) => {
          stored.push(input.rows);
          return store();
        }),
      },
    }),
  ).start();
  return { actor, stored };
}

describe('item import machine', () => {
  it('reads, checks, and imports the rows of a valid file', async () => {
    const { actor, stored } = start();
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('checked'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('imported'));
    expect(stored).toEqual([[{ sku: 'A', item: 'Alpha' }]]);
    expect(actor.getSnapshot().context.answer?.created).toBe(1);
  });

  it('never imports a file with failing rows', async () => {
    const { actor, stored } = start({
      check: async () => ({ total: 1, valid: false, rows: [{ index: 0, errors: { sku: 'Taken' } }] }),
    });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('checked'));
    expect(actor.getSnapshot().can({ type: 'import.confirm' })).toBe(false);
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().matches('checked')).toBe(true);
    expect(stored).toEqual([]);
  });

  it('returns to the checked file with the rows a real run was refused for', async () => {
    const refused: ItemImportAnswer = {
      total: 1,
      valid: false,
      rows: [{ index: 0, errors: { sku: 'Taken' } }],
    };
    const { actor } = start({ store: () => Promise.reject(new ImportRejectedError(refused)) });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('checked'));
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('checked') && s.context.answer?.valid === false);
    expect(actor.getSnapshot().context.answer).toEqual(refused);
  });

  it('fails on an unreadable or empty file, and starts over with another', async () => {
    const { actor } = start({ read: async () => ({ rows: [], ignoredHeaders: [] }) });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The file has no rows below its header row.');
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.file).toBeNull();
  });
});

describe('item import machine limits', () => {
  it('refuses a file over the row limit without sending it', async () => {
    let checked = false;
    const many: ItemFileSheet = {
      rows: Array.from({ length: 5001 }, (_, i) => ({ line: i + 2, values: { sku: `S-${i}` } })),
      ignoredHeaders: [],
    };
    const { actor } = start({
      read: async () => many,
      check: async () => {
        checked = true;
        return { total: 0, valid: true, rows: [] };
      },
    });
    actor.send({ type: 'file.chosen', file });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatch(/at most 5,000 rows; this file has 5,001/);
    expect(checked).toBe(false);
  });
});
