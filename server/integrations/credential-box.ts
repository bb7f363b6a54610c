/**
 * Seals the secrets Dockhand keeps to call other systems (a WMS client secret, an API key) with
 * AES-256-GCM under the key of CREDENTIALS_KEY (server/config.ts), so a copy of the database alone
 * reveals none of them. A sealed value reads `v1:<iv>:<tag>:<ciphertext>` (base64url): the version
 * lets a later format or key sit beside this one. `context` (the record the secret belongs to) is
 * authenticated with it, so a sealed value copied onto another record does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
export const CREDENTIALS_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: written for the operator who reads it in a sync log. */
export class CredentialBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialBoxError';
  }
}

/**
 * CREDENTIALS_KEY as bytes: 64 hex digits, or base64 / base64url of 32 bytes. Throws with what is
 * wrong, so a bad key stops the server at start rather than at the first sync.
 */
export function parseCredentialsKey(text: string, name = 'CREDENTIALS_KEY'): Buffer {
  const value = text.trim();
  const key =
    /^[0-9a-fA-F]+$/.test(value) && value.length === 64
      ? Buffer.from(value, 'hex')
      : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value)
        ? Buffer.from(value, 'base64')
        : null;
  if (!key || key.length !== CREDENTIALS_KEY_BYTES)
    throw new Error(
      `${name} must be ${CREDENTIALS_KEY_BYTES} bytes written as 64 hex digits or in base64 (e.g. \`openssl rand -base64 32\`)${
        key ? `; it holds ${key.length} bytes` : ''
      }.`,
    );
  return key;
}

export class CredentialBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== CREDENTIALS_KEY_BYTES)
      throw new Error(`The credentials key must be ${CREDENTIALS_KEY_BYTES} bytes, not ${key.length}.`);
    this.key = Buffer.from(key);
  }

  seal(secret: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  open(sealed: string, context = ''): string {
    const [version, iv, tag, data, ...rest] = sealed.split(':');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length)
      throw new CredentialBoxError('The stored secret is not in a format Dockhand knows: save it again.');
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new CredentialBoxError(
        'The stored secret does not open with this server’s CREDENTIALS_KEY (was the key changed?): save the secret again.',
      );
    }
  }
}
