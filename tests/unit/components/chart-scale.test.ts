import { describe, expect, it } from 'vitest';
import { niceScale } from '../../../src/components/chart-scale';

describe('niceScale', () => {
  it('rounds the top up to a whole step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceScale(18)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(730)).toEqual({ top: 800, ticks: [0, 200, 400, 600, 800] });
    expect(niceScale(20)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
  });

  it('never steps by less than one, nor tops below the number of ticks: counts are whole', () => {
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(1)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it('gives an empty chart a plain axis', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });
});
