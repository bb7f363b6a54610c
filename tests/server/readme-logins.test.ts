/**
 * The README's demo logins are the seeded ones that `npm start` prints (server/main.ts prints
 * demo-logins.ts's two lists): every login of server/db/demo-logins.ts is listed in the README with
 * its role and the demo password, and the README names no other demo address.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins, extraVendorLogins } from '../../server/db/demo-logins';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const seeded = [...demoLogins, ...extraVendorLogins];

/** The README's login lines: "- `role`: `e-mail` / `password` …". */
const listed = [...readme.matchAll(/^- `([^`]+)`: `([^`@]+@[^`]+)` \/ `([^`]+)`/gm)].map(
  ([, role, email, password]) => ({ role, email, password }),
);

describe('README demo logins', () => {
  it('lists every seeded login with its role and the demo password', () => {
    for (const login of seeded)
      expect(listed, login.email).toContainEqual({
        role: login.role,
        email: login.email,
        password: DEMO_PASSWORD,
      });
  });

  it('lists no login that is not seeded, and names no other demo address', () => {
    expect(listed).toHaveLength(seeded.length);
    const addresses = new Set(readme.match(/[\w.+-]+@[\w-]+(\.[\w-]+)*\.test\b/g) ?? []);
    expect([...addresses].sort()).toEqual(seeded.map((l) => l.email).sort());
  });
});
