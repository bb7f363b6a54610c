/** Password hashing: argon2id at OWASP's minimum profile (m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const params = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash, so that an unknown e-mail or a user without a password costs
 * the same time as a wrong password and gives nothing away.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-constant-time');
  await verifyPassword(await dummyHash, password);
  return false;
}
