import { describe, expect, it } from 'vitest';
import { errorLabel, shouldReport } from '../../../src/api/error-reporting';

describe('error reporting filter (spec §8)', () => {
  it.each([
    [{ status: 404, url: '/api/common/orders/1' }, false],
    [{ status: 401, url: '/api/auth/refresh-token' }, false],
    [{ status: 500, url: '/api/auth/refresh-token' }, false],
    [{ status: 503, message: 'Site Under Construction' }, false],
    [{ status: 500, url: '/api/myMain' }, true],
    [{ status: 524, url: '/api/myMain' }, true],
    [{ message: 'TypeError: x is undefined' }, true],
  ])('%j → report: %s', (error, expected) => {
    expect(shouldReport(error)).toBe(expected);
  });

  it('labels a 524 as a timeout', () => {
    expect(errorLabel({ status: 524 })).toBe('timeout');
    expect(errorLabel({ status: 500 })).toBe('http-500');
    expect(errorLabel({ message: 'boom' })).toBeNull();
  });
});
