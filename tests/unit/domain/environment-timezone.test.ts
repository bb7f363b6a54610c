import { describe, expect, it } from 'vitest';
import { environmentFromHost, isLocalhost } from '../../../src/domain/environment';
import { effectiveTimezoneOffset, isUsDaylightSaving } from '../../../src/domain/timezone';

describe('environment from host name (spec §1)', () => {
  it.each([
    ['admin.dockhand.com', 'admin', true],
    ['admin-staging.dockhand.com', 'admin-staging', false],
    ['brand.dockhand.com', 'brand', true],
    ['brand-staging.dockhand.com', 'brand-staging', false],
    ['localhost', 'localhost', false],
    ['127.0.0.1', 'localhost', false],
  ])('%s → %s', (host, name, production) => {
    const env = environmentFromHost(host);
    expect(env.name).toBe(name);
    expect(env.isProduction).toBe(production);
  });

  it('knows loopback hosts', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(true);
    expect(isLocalhost('admin.dockhand.com')).toBe(false);
  });
});

describe('timezone offsets (spec §9)', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('defaults to -6, and -5 in daylight saving', () => {
    expect(effectiveTimezoneOffset(null, winter)).toBe(-6);
    expect(effectiveTimezoneOffset(null, summer)).toBe(-5);
  });

  it('adds +1 to a user’s offset in daylight saving', () => {
    expect(effectiveTimezoneOffset(-8, winter)).toBe(-8);
    expect(effectiveTimezoneOffset(-8, summer)).toBe(-7);
  });

  it('switches on the second Sunday of March and the first Sunday of November', () => {
    expect(isUsDaylightSaving(new Date('2026-03-08T07:59:00Z'))).toBe(false);
    expect(isUsDaylightSaving(new Date('2026-03-08T08:00:00Z'))).toBe(true);
    expect(isUsDaylightSaving(new Date('2026-11-01T06:59:00Z'))).toBe(true);
    expect(isUsDaylightSaving(new Date('2026-11-01T07:00:00Z'))).toBe(false);
  });
});
