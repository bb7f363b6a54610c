/**
 * A storefront's API keys for the public order intake call (permission 'API access: api keys').
 * The secret is random, shown once at creation; only its SHA-256 digest is stored, so a database
 * leak reveals no usable key. A revoked key is refused at once and stays listed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { projects, storefrontApiKeys, users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { canSeeVendor, vendorScope } from '../../auth/policy';

export const API_KEY_HEADER = 'x-api-key';

/**
 * The key a call presents: the X-Api-Key header, or HTTP Basic as ShipStation-compatible tools send
 * it ("API key" : "API secret"). Dockhand's key is one secret: as Basic, the secret is the password
 * and the user its prefix as the keys list shows it (`dk_AbC1234`), or the secret is the user and the
 * password is empty. A user that is not the secret's prefix answers `mismatch`.
 */
export function presentedApiKey(
  headers: Record<string, string | string[] | undefined>,
): { secret: string | undefined } | { mismatch: true } {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const header = first(headers[API_KEY_HEADER]);
  if (header) return { secret: header };
  const basic = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(first(headers.authorization) ?? '');
  if (!basic) return { secret: undefined };
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  if (!password) return { secret: user || undefined };
  if (user && !password.startsWith(user)) return { mismatch: true };
  return { secret: password };
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The storefront, when the user may manage it (its vendor in scope): 404 otherwise. */
async function storefrontFor(db: Db, user: AuthUser, projectId: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !canSeeVendor(user, project.vendorId)) throw notFound('Storefront');
  return project;
}

const listed = {
  id: storefrontApiKeys.id,
  name: storefrontApiKeys.name,
  prefix: storefrontApiKeys.prefix,
  createdAt: storefrontApiKeys.createdAt,
  createdByName: sql<
    string | null
  >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
  lastUsedAt: storefrontApiKeys.lastUsedAt,
  revokedAt: storefrontApiKeys.revokedAt,
};

export async function listApiKeys(db: Db, user: AuthUser, projectId: number) {
  await storefrontFor(db, user, projectId);
  const items = await db
    .select(listed)
    .from(storefrontApiKeys)
    .leftJoin(users, eq(users.id, storefrontApiKeys.createdBy))
    .where(eq(storefrontApiKeys.projectId, projectId))
    .orderBy(desc(storefrontApiKeys.id));
  return { items };
}

/**
 * The keys of every storefront in the user's scope, revoked ones too (old log rows name them), each
 * with its storefront: what the API log's key filter and column read. No secret or digest leaves.
 */
export async function listAllApiKeys(db: Db, user: AuthUser) {
  return db
    .select({
      id: storefrontApiKeys.id,
      name: storefrontApiKeys.name,
      prefix: storefrontApiKeys.prefix,
      projectId: storefrontApiKeys.projectId,
      storefrontName: projects.name,
      revokedAt: storefrontApiKeys.revokedAt,
    })
    .from(storefrontApiKeys)
    .innerJoin(projects, eq(projects.id, storefrontApiKeys.projectId))
    .where(vendorScope(user, projects.vendorId))
    .orderBy(projects.name, storefrontApiKeys.name, storefrontApiKeys.id);
}

export async function createApiKey(db: Db, user: AuthUser, projectId: number, body: unknown) {
  await storefrontFor(db, user, projectId);
  const name =
    typeof (body as { name?: unknown })?.name === 'string' ? (body as { name: string }).name.trim() : '';
  if (!name) throw badRequest('Some fields are not valid.', { name: 'Name is required' });
  if (name.length > 100)
    throw badRequest('Some fields are not valid.', { name: 'Name must be at most 100 characters' });
  const secret = `dk_${randomBytes(24).toString('base64url')}`;
  const [key] = await db
    .insert(storefrontApiKeys)
    .values({ projectId, name, prefix: secret.slice(0, 10), keyHash: digest(secret), createdBy: user.id })
    .returning();
  const [row] = await db
    .select(listed)
    .from(storefrontApiKeys)
    .leftJoin(users, eq(users.id, storefrontApiKeys.createdBy))
    .where(eq(storefrontApiKeys.id, key!.id));
  return { key: row!, secret };
}

export async function revokeApiKey(db: Db, user: AuthUser, projectId: number, keyId: number) {
  await storefrontFor(db, user, projectId);
  const [key] = await db
    .update(storefrontApiKeys)
    .set({ revokedAt: sql`coalesce(${storefrontApiKeys.revokedAt}, now())` })
    .where(and(eq(storefrontApiKeys.id, keyId), eq(storefrontApiKeys.projectId, projectId)))
    .returning({ id: storefrontApiKeys.id });
  if (!key) throw notFound('API key');
  const [row] = await db
    .select(listed)
    .from(storefrontApiKeys)
    .leftJoin(users, eq(users.id, storefrontApiKeys.createdBy))
    .where(eq(storefrontApiKeys.id, keyId));
  return row!;
}

/** The storefront a presented key belongs to; 401 for a missing, unknown or revoked key. */
export async function authenticateApiKey(db: Db, secret: string | undefined) {
  if (!secret)
    throw unauthorized(
      `Send the storefront's API key in the ${API_KEY_HEADER} header, or as HTTP Basic (key prefix as the user, the key as the password).`,
    );
  const [key] = await db
    .update(storefrontApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(storefrontApiKeys.keyHash, digest(secret)), isNull(storefrontApiKeys.revokedAt)))
    .returning({
      id: storefrontApiKeys.id,
      projectId: storefrontApiKeys.projectId,
      name: storefrontApiKeys.name,
    });
  if (!key) throw unauthorized('This API key is not valid or was revoked.');
  return key;
}
