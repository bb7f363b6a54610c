/**
 * The small-parcel ship dialog, model-based: every path of parcel-ship.model.ts replayed against a
 * real actor. Nothing is sent with values that fail the ship step's schema, the body of a pickup never
 * names a carrier, and done holds the shipped record.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { shipBody, shipProblems } from '../../../src/machines/parcel-ship/parcel-ship.logic';
import { parcelShipModel } from '../../../src/machines/parcel-ship/parcel-ship.model';
import type { ShipContext } from '../../../src/machines/parcel-ship/parcel-ship.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ShipContext;
  const { orderType } = context.shipment;
  if (snapshot.matches('submitting')) {
    expect(shipProblems(orderType, context.values)).toEqual({});
    if (orderType === 'WillCall/Pickup')
      expect(shipBody(orderType, context.values)).not.toHaveProperty('carrierCode');
  }
  if (snapshot.matches('done')) expect(context.shipped).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
}

describe('parcel ship (model-based)', () => {
  const paths = flowPaths(parcelShipModel);
  const replay = createReplay(parcelShipModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reads a parcel’s values as the ship step takes them', () => {
    const values = {
      carrierCode: ' ups ',
      serviceCode: 'ups_ground',
      trackingNumber: '1Z9',
      packageCount: '2',
      weight: '3.5',
      pickedUpBy: 'ignored',
    };
    expect(shipBody('Ecom', values)).toEqual({
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      trackingNumber: '1Z9',
      packageCount: 2,
      weight: 3.5,
    });
    expect(shipProblems('Ecom', { ...values, trackingNumber: '', weight: '' })).toEqual({
      trackingNumber: 'Tracking number is required',
      weight: 'Weight is required',
    });
    expect(shipProblems('WillCall/Pickup', { ...values, pickedUpBy: '', weight: '' })).toEqual({
      pickedUpBy: 'Picked up by is required',
    });
  });
});
