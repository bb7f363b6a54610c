/**
 * The user admin behind /admin/users: create (with a password), edit (roles, own permissions, access
 * lists, manager flag, optionally a new password) and disable/enable. Users are never removed: their
 * names stay on the action log and the documents they touched, so "delete" disables them and ends
 * their sessions. Every change is one transaction with its action-log row; the guard reads the user
 * fresh on every call, so new roles, permissions and scope apply at the user's next call.
 */
import { and, eq, sql } from 'drizzle-orm';
import { rolesOf, type UserCreateInput, type UserEditInput } from '../../../src/domain/resources/user.schema';
import { assertCanGrant, assertCovers, type Grant } from '../../auth/grants';
import type { AuthUser } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/session.service';
import { logUserChange, userSnapshot, type UserRow } from '../../auth/user-audit';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import type { ResourceDecl } from '../../resources/resource';
import { scopeCondition, findVisibleProject } from '../../auth/policy';
import { isUniqueViolation } from '../../db/unique-violation';

const duplicateEmail = () =>
  new HttpError(409, 'conflict', 'A user with this e-mail already exists.', {
    email: 'A user with this e-mail already exists',
  });

const grantOf = (
  row: Pick<UserRow, 'roles' | 'permissions' | 'accessVendorIds' | 'accessWarehouseIds'>,
): Grant => ({
  roles: row.roles,
  permissions: row.permissions,
  accessVendorIds: row.accessVendorIds,
  accessWarehouseIds: row.accessWarehouseIds,
});

const grantOfInput = (input: UserCreateInput | UserEditInput): Grant => ({
  roles: rolesOf(input),
  permissions: input.permissions,
  accessVendorIds: input.accessVendorIds,
  accessWarehouseIds: input.accessWarehouseIds,
});

/** The default storefront must be one the actor can see (404-free: a field message). */
async function checkProject(tx: Tx, actor: AuthUser, projectId: number | null) {
  if (projectId === null) return;
  const visible = await findVisibleProject(tx, actor, projectId);
  if (!visible)
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a storefront you can see' });
}

const columnsOf = (input: UserCreateInput | UserEditInput) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  roles: rolesOf(input),
  permissions: input.permissions,
  isManager: input.isManager,
  accessVendorIds: input.accessVendorIds,
  accessWarehouseIds: input.accessWarehouseIds,
  projectId: input.projectId,
});

export class UserAdmin {
  constructor(
    private readonly db: Db,
    private readonly decl: ResourceDecl,
  ) {}

  /** The user as the actor may see it (the users base's scope), locked for the change; else 404. */
  private async findForChange(tx: Tx, actor: AuthUser, id: string): Promise<UserRow> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), scopeCondition(this.decl, actor)))
      .for('update');
    if (!row) throw notFound('User');
    return row;
  }

  async create(actor: AuthUser, input: UserCreateInput) {
    await assertCanGrant(this.db, actor, grantOfInput(input));
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        await checkProject(tx, actor, input.projectId);
        const [created] = await tx
          .insert(users)
          .values({ ...columnsOf(input), passwordHash, status: 'active' })
          .returning();
        await logUserChange(tx, { actorId: actor.id, action: 'add', before: null, after: created! });
        return userSnapshot(created!);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateEmail();
      throw err;
    }
  }

  async edit(actor: AuthUser, id: string, version: unknown, input: UserEditInput) {
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
    try {
      return await this.db.transaction(async (tx) => {
        // Out of sight answers 404 before anything else is said about the user.
        const before = await this.findForChange(tx, actor, id);
        assertCovers(actor, grantOf(before));
        await assertCanGrant(tx, actor, grantOfInput(input));
        if (!Number.isInteger(version)) {
          throw badRequest('Some fields are not valid.', { version: 'Version is required' });
        }
        if (version !== before.version) throw staleVersion();
        await checkProject(tx, actor, input.projectId);
        const [after] = await tx
          .update(users)
          .set({
            ...columnsOf(input),
            ...(passwordHash ? { passwordHash } : {}),
            version: sql`${users.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        // A new password set by an admin ends the user's sessions everywhere (theirs may be stolen).
        if (passwordHash) await revokeUserSessions(tx, id, 'password set by admin', new Date());
        await logUserChange(tx, { actorId: actor.id, action: 'edit', before, after: after! });
        return userSnapshot(after!);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateEmail();
      throw err;
    }
  }

  /** Disabling ends every session of the user at once; enabling lets them sign in again. */
  async setStatus(actor: AuthUser, id: string, status: 'active' | 'disabled') {
    if (status === 'disabled' && id === actor.id) throw conflict('You cannot disable yourself.');
    return this.db.transaction(async (tx) => {
      const before = await this.findForChange(tx, actor, id);
      assertCovers(actor, grantOf(before));
      if (status === 'active' && before.status === 'invited') {
        throw conflict('This user has not accepted the invitation yet.');
      }
      if (before.status === status) return userSnapshot(before);
      const [after] = await tx
        .update(users)
        .set({ status, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (status === 'disabled') await revokeUserSessions(tx, id, 'user disabled', new Date());
      await logUserChange(tx, {
        actorId: actor.id,
        action: status === 'disabled' ? 'disable' : 'enable',
        before,
        after: after!,
      });
      return userSnapshot(after!);
    });
  }
}
