import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database, Queryable } from './db.js';
import type { RefreshTokenCodec } from './refresh-tokens.js';

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) in the
 * `identity_oidc_models` table, so that a restart signs nobody out.
 */
export function createAdapterFactory(db: Database, refreshTokens: RefreshTokenCodec): AdapterFactory {
  return (model) => new DatabaseAdapter(db, model, refreshTokens);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
    private readonly refreshTokens: RefreshTokenCodec,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    const accountId = payload.accountId ?? payload.session?.accountId ?? null;
    await this.db.query(
      `INSERT INTO identity_oidc_models (model, id, payload, grant_id, user_code, uid, account_id, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8::timestamptz)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, account_id = EXCLUDED.account_id,
         expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        accountId,
        expiresAt,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    // The refresh tokens we hand out are JWT wrappers around the stored opaque value.
    const key = this.model === 'RefreshToken' ? ((await this.refreshTokens.unwrap(id)) ?? id) : id;
    return this.findWhere('id = $2', key);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE identity_oidc_models SET consumed_at = now() WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_models WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_models WHERE grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<{ payload: AdapterPayload; consumed_at: Date | string | null }>(
      `SELECT payload, consumed_at FROM identity_oidc_models
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    if (!row) return undefined;
    if (!row.consumed_at) return row.payload;
    return { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
}

/** Ends everything a user holds: sessions, grants, codes and refresh tokens (admin logout, deletion). */
export async function revokeEverythingOf(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `DELETE FROM identity_oidc_models WHERE account_id = $1
       OR grant_id IN (SELECT id FROM identity_oidc_models WHERE model = 'Grant' AND account_id = $1)`,
    [accountId],
  );
}

/** Expired rows are invisible already; this only reclaims their space. */
export async function deleteExpiredModels(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM identity_oidc_models WHERE expires_at < now() - interval '1 hour'`);
}
