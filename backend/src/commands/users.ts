import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ROLE_NAMES, type RoleNumber, users } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import type { IdentityAdmin } from '../identity/admin-client.js';

/**
 * The identity provider's account for a user row: linked by `sub`, else found by e-mail, else
 * created (without a password: the user sets one through the reset e-mail).
 */
export async function ensureIdentityAccount(db: Db, identity: IdentityAdmin, user: UserRow): Promise<string> {
  if (user.sub) return user.sub;
  const existing = await identity.findByEmail(user.email);
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
