import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { IdentityAdmin } from '../identity/admin-client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../seed/demo-accounts.js';

/**
 * Gives every demo account a sign-in account in the identity provider (password DEMO_PASSWORD, its
 * realm role) and links the LMS row to it. Idempotent and cheap when already done: it checks the
 * first and last accounts before walking the list.
 */
export async function syncDemoAccounts(db: Db, identity: IdentityAdmin): Promise<number> {
  const first = DEMO_ACCOUNTS[0]!;
  const last = DEMO_ACCOUNTS.at(-1)!;
  const [a, b] = await Promise.all([identity.findByEmail(first.email), identity.findByEmail(last.email)]);
  if (a && b) {
    await link(db, first.email, a.id);
    return 0;
  }
  let created = 0;
  const queue = [...DEMO_ACCOUNTS];
  // A few at a time: the identity server hashes each password with a memory-hard function.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let account = queue.shift(); account; account = queue.shift()) {
        if (await ensure(db, identity, account)) created++;
      }
    }),
  );
  return created;
}

async function ensure(db: Db, identity: IdentityAdmin, account: DemoAccount): Promise<boolean> {
  const existing = await identity.findByEmail(account.email);
  const id =
    existing?.id ??
    (await identity.createUser({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      password: DEMO_PASSWORD,
    }));
  if (!existing) await identity.setRealmRole(id, account.role);
  await link(db, account.email, id);
  return !existing;
}

async function link(db: Db, email: string, sub: string) {
  await db.update(users).set({ sub }).where(eq(users.email, email));
}
