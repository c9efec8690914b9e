import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResetCodes } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

/** Reset codes are kept hashed; a code is compared trimmed and in capitals, as people retype it. */
export const hashResetCode = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** The unused, unexpired reset code; 400 on the code field otherwise. */
export async function findValidCode(db: Db, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.codeHash, hashResetCode(code)),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    );
  if (!row) throw new ApiError(400, 'reset_code_invalid', { code: 'reset_code_invalid' });
  return row;
}

/** 400 unless the code is one a user may still reset with. */
export async function verifyResetCode(db: Db, code: string, now = new Date()) {
  await findValidCode(db, code, now);
}
