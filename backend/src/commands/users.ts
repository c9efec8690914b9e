import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ROLE_NAMES, type RoleNumber, users } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { ApiError, conflict } from '../http/errors.js';
import { EmailTakenError, type IdentityAdmin } from '../identity/admin-client.js';
import { emailTaken } from '../queries/users.js';

/**
 * The identity provider's account for a user row: linked by `sub`, else an existing account with the same
 * verified e-mail, else a new one (without a password: the user sets one through the reset e-mail). An
 * unverified account with the address is never linked: whoever registered it has not shown they own it.
 */
export async function ensureIdentityAccount(db: Db, identity: IdentityAdmin, user: UserRow): Promise<string> {
  if (user.sub) return user.sub;
  const existing = await identity.findByEmail(user.email);
  if (existing && existing.emailVerified === false) throw conflict('email_unverified_account', 'email');
  const sub =
    existing?.id ??
    (await identity.createUser({ email: user.email, firstName: user.firstName, lastName: user.lastName }));
  await db.update(users).set({ sub }).where(eq(users.id, user.id));
  user.sub = sub;
  return sub;
}

/** Role and activity live in the identity provider (they end up in the token); the row mirrors them. */
export async function syncAccess(
  db: Db,
  identity: IdentityAdmin,
  user: UserRow,
  change: { role?: number; isActive?: boolean },
) {
  if (change.role === undefined && change.isActive === undefined) return;
  const sub = await ensureIdentityAccount(db, identity, user);
  if (change.role !== undefined) await identity.setRealmRole(sub, ROLE_NAMES[change.role as RoleNumber]);
  if (change.isActive !== undefined) {
    await identity.setEnabled(sub, change.isActive);
    if (!change.isActive) await identity.logout(sub);
  }
}

/**
 * An administrator's change of a user's e-mail, role or activity: the identity provider first, then the row,
 * as one command. When the identity provider refuses or cannot be reached, nothing changes (the row is not
 * written; an e-mail already changed there is changed back). The address goes to the identity provider as
 * verified: the administrator vouches for it, and the account stays linked by subject, never by address.
 */
export async function updateUserAccount(
  db: Db,
  identity: IdentityAdmin,
  row: UserRow,
  change: { email?: string; role?: number; isActive?: boolean; fields: Partial<typeof users.$inferInsert> },
): Promise<UserRow> {
  const emailChanged = change.email !== undefined && change.email !== row.email;
  let restoreEmail: (() => Promise<void>) | undefined;
  if (emailChanged && row.sub) {
    const sub = row.sub;
    try {
      await identity.updateEmail(sub, change.email!, true);
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict('email_taken', 'email');
      throw error;
    }
    restoreEmail = () => identity.updateEmail(sub, row.email, true);
  }
  try {
    await syncAccess(db, identity, row, { role: change.role, isActive: change.isActive });
    const [updated] = await db
      .update(users)
      .set({ ...change.fields, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    if (!updated) throw new ApiError(404, 'not_found');
    return updated;
  } catch (error) {
    await restoreEmail?.().catch(() => undefined);
    throw error;
  }
}

/**
 * An administrator's new user: the row and its sign-in account as one command. Without the account
 * (refused or unreachable provider), no row either.
 */
export async function createUser(
  db: Db,
  identity: IdentityAdmin,
  values: typeof users.$inferInsert & { role: number },
): Promise<UserRow> {
  if (await emailTaken(db, values.email)) throw conflict('email_taken', 'email');
  const [row] = await db.insert(users).values(values).returning();
  await syncAccess(db, identity, row!, { role: values.role }).catch(async (error: unknown) => {
    await db.delete(users).where(eq(users.id, row!.id));
    throw error;
  });
  return row!;
}
