/**
 * Whom a user may message, add to a group or mention: staff reach every active user; a vendor
 * (brand) user reaches the staff and the users of their own vendors, never another vendor's people.
 */
import { and, arrayOverlaps, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Person } from '../../../src/domain/communications';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fullName, isStaff, type Subject } from './channel-access.policy';
import { containsPattern } from '../../db/like-patterns';

const PEOPLE_LIMIT = 50;

function reachable(subject: Subject): SQL | undefined {
  if (isStaff(subject)) return undefined;
  const own = subject.accessVendorIds ?? [];
  return own.length === 0
    ? isNull(users.accessVendorIds)
    : or(isNull(users.accessVendorIds), arrayOverlaps(users.accessVendorIds, own));
}

/** Active users the subject can reach (not themselves), matching `search` in name or e-mail. */
export async function findPeople(db: Db | Tx, subject: Subject, search = ''): Promise<Person[]> {
  const term = search.trim().slice(0, 100);
  const pattern = containsPattern(term);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.id, subject.id),
        reachable(subject),
        term
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(PEOPLE_LIMIT);
  return rows.map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
}

/** 400 on `field` unless every id is a user the subject can reach. */
export async function assertReachable(
  db: Db | Tx,
  subject: Subject,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.status, 'active'), reachable(subject)));
  if (found.length !== wanted.length)
    throw badRequest('Some fields are not valid.', {
      [field]: wanted.length === 1 ? 'Choose a user you can message' : 'Choose users you can message',
    });
}
