import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { openTestDatabase } from '../test/database.js';
import { createFakeIdentity } from '../test/fake-identity.js';
import { buildUser } from '../test/factories.js';
import { syncDemoAccounts } from './demo-identity.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('syncDemoAccounts', () => {
  it('creates every demo account with its role and the demo password, once', async () => {
    const admin = await buildUser(database.db, { email: 'admin@academy.test', role: 0 });
    const identity = createFakeIdentity();
    expect(await syncDemoAccounts(database.db, identity.admin)).toBe(DEMO_ACCOUNTS.length);
    const accounts = [...identity.accounts.values()];
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(accounts.find((a) => a.email === 'teacher1@academy.test')).toMatchObject({
      role: 'teacher',
      password: DEMO_PASSWORD,
    });
    expect(accounts.find((a) => a.email === 'examiner@academy.test')?.role).toBe('specialize');
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.sub).toBe(accounts.find((a) => a.email === 'admin@academy.test')?.id);
    expect(await syncDemoAccounts(database.db, identity.admin)).toBe(0);
    expect(identity.accounts.size).toBe(DEMO_ACCOUNTS.length);
  });
});
