/**
 * A warehouse's connection form, model-based: every path of wms-connection.model.ts replayed against a
 * real actor. Nothing is sent while the form's own checks fail; a saved form is the saved connection
 * with an empty secret; a refusal keeps its messages per field; a conflict is left only by a reload.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  connectionBody,
  connectionProblems,
  countsSummary,
} from '../../../src/machines/wms-connection/wms-connection.logic';
import { wmsConnectionModel } from '../../../src/machines/wms-connection/wms-connection.model';
import type { ConnectionContext } from '../../../src/machines/wms-connection/wms-connection.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ConnectionContext;
  if (snapshot.matches('saving'))
    expect(connectionProblems(context.system, context.values, context.connection)).toEqual({});
  if (snapshot.matches('saved')) {
    expect(context.connection).not.toBeNull();
    expect(context.values.secret).toBe('');
    expect(context.error).toBeNull();
  }
  if (snapshot.matches('invalid')) expect(Object.keys(context.problems).length).toBeGreaterThan(0);
  if (snapshot.matches('conflict') || snapshot.matches('failed') || snapshot.matches('unavailable'))
    expect(context.error).not.toBeNull();
}

describe('warehouse system connection (model-based)', () => {
  const paths = flowPaths(wmsConnectionModel);
  const replay = createReplay(wmsConnectionModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

describe('the connection form’s rules', () => {
  const values = {
    baseUrl: ' demo://tpl-wms ',
    clientId: 'dockhand',
    userLoginId: 'ops',
    secret: '',
    enabled: true,
    importVendorIds: [4],
  };

  it('checks by the server’s own rules: a new connection needs its secret', () => {
    expect(connectionProblems('tpl', values, null)).toEqual({ secret: 'Client secret is required' });
    expect(connectionProblems('irms', { ...values, baseUrl: 'irms.example.com' }, null)).toEqual({
      baseUrl: 'Base URL must be a web address such as https://irms.example.com/api, or demo://irms',
      secret: 'API key is required',
    });
  });

  it('sends each system its own fields; an empty secret keeps the stored one', () => {
    const saved = {
      id: 3,
      system: 'tpl' as const,
      warehouseId: 1,
      baseUrl: 'demo://tpl-wms',
      clientId: 'dockhand',
      userLoginId: 'ops',
      secretSet: true,
      enabled: true,
      importVendorIds: [],
      lastSyncAt: null,
      version: 4,
    };
    expect(connectionBody('tpl', values, saved)).toEqual({
      baseUrl: 'demo://tpl-wms',
      clientId: 'dockhand',
      userLoginId: 'ops',
      secret: null,
      enabled: true,
      version: 4,
    });
    expect(connectionBody('irms', { ...values, secret: 'k-1' }, null)).toEqual({
      baseUrl: 'demo://tpl-wms',
      importVendorIds: [4],
      secret: 'k-1',
      enabled: true,
      version: null,
    });
  });

  it('reads what a run changed in words, list by list, and counts the rest', () => {
    expect(
      countsSummary({
        facilities: { created: 2, updated: 1, unchanged: 3 },
        unitsOfMeasure: { created: 0, updated: 0 },
        pickTickets: { created: 1 },
      }),
    ).toEqual(['Facilities: 2 new, 1 updated', 'Pick tickets: 1 new', '3 records unchanged']);
    expect(countsSummary({ carriers: { unchanged: 3 }, items: { unchanged: 9 } })).toEqual([
      'Nothing new or changed (12 records unchanged)',
    ]);
    expect(countsSummary({})).toEqual(['Nothing new or changed']);
  });
});
