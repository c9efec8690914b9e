import { transaction } from '../db/transaction.js';
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ROLE, passwordResetCodes, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Lang } from '../http/messages.js';
import type { IdentityAdmin, TokenSet } from '../identity/admin-client.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimits } from '../http/rate-limits.js';
import type { UserRow } from '../http/auth.js';
import { findValidCode, hashResetCode } from '../queries/accounts.js';
import { PRODUCT_NAME } from '../mail/mailer.js';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
/** A welcome link (issue 10 item 9): a new user may read the mail days later, not within half an hour. */
export const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode() {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Self-registration: the identity provider gets the account and password, the LMS the profile row. The
 * answer is the same whether or not the address is known (no one learns who has an account); when it is
 * known, whether as a sign-in account or as an LMS row (a seeded IELTS candidate, a user an admin created),
 * nothing is created or linked: the owner is told by mail and proves the address with a reset code.
 */
export async function signUp(
  db: Db,
  identity: IdentityAdmin,
  mailer: Mailer,
  input: {
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    ielts_candidate?: boolean;
  },
  opts: { lang: Lang; webOrigin: string },
) {
  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  if (row || (await identity.findByEmail(input.email))) {
    await mailer.send(existingAccountMail(input.email, row?.name ?? '', opts));
    return;
  }
  const sub = await identity.createUser({
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    password: input.password,
    emailVerified: false,
  });
  await identity.setRealmRole(sub, 'student');
  const name = `${input.last_name} ${input.first_name}`.trim() || input.email;
  await db.insert(users).values({
    sub,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    name,
    role: ROLE.STUDENT,
    ...(input.ielts_candidate ? { studentStatus: 'ielts_candidate' } : {}),
    joinedAt: new Date(),
  });
}

function existingAccountMail(to: string, name: string, opts: { lang: Lang; webOrigin: string }) {
  const link = `${opts.webOrigin}/forgotPassword`;
  return opts.lang === 'vi'
    ? {
        to,
        subject: 'Email của bạn đã có tài khoản',
        text: `Xin chào ${name || to},\n\nAi đó (có thể là bạn) vừa đăng ký tài khoản bằng email này, nhưng email đã có tài khoản.\nNếu là bạn, hãy đăng nhập, hoặc đặt mật khẩu tại: ${link}\n\nNếu không phải bạn, hãy bỏ qua email này: không có gì thay đổi.`,
      }
    : {
        to,
        subject: 'Your e-mail already has an account',
        text: `Hello ${name || to},\n\nSomeone (perhaps you) just signed up with this e-mail, which already has an account.\nIf it was you, sign in, or set your password at: ${link}\n\nIf it was not you, ignore this e-mail: nothing has changed.`,
      };
}

function roleName(role: number) {
  return role === ROLE.ADMIN
    ? 'admin'
    : role === ROLE.TEACHER
      ? 'teacher'
      : role === ROLE.SPECIALIZE
        ? 'specialize'
        : 'student';
}

/**
 * Sends a reset code when the e-mail belongs to an account; answers the same either way so that the
 * endpoint does not reveal who has an account. Earlier unused codes stop working.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  opts: { email: string; lang: Lang; webOrigin: string; now?: Date },
) {
  const [user] = await db.select().from(users).where(eq(users.email, opts.email));
  if (!user || !user.isActive) return;
  const code = await issueResetCode(db, user.id, RESET_CODE_TTL_MS, opts.now ?? new Date());
  const link = `${opts.webOrigin}/resetPassword?code=${code}`;
  const text =
    opts.lang === 'vi'
      ? `Xin chào ${user.name},\n\nMã đặt lại mật khẩu của bạn là: ${code}\nMã có hiệu lực trong 30 phút.\nĐặt lại mật khẩu tại: ${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này.`
      : `Hello ${user.name},\n\nYour password reset code is: ${code}\nIt is valid for 30 minutes.\nReset your password at: ${link}\n\nIf you did not ask for this, ignore this e-mail.`;
  await mailer.send({
    to: user.email,
    subject: opts.lang === 'vi' ? 'Đặt lại mật khẩu' : 'Reset your password',
    text,
  });
}

/**
 * A new single-use code for the user (stored hashed); the user's earlier unused codes stop working. Reset
 * mails and welcome mails share it: the link of either sets a password once, until it expires.
 */
async function issueResetCode(db: Db, userId: number, ttlMs: number, now: Date): Promise<string> {
  const code = newCode();
  await transaction(db, async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId,
      codeHash: hashResetCode(code),
      expiresAt: new Date(now.getTime() + ttlMs),
    });
  });
  return code;
}

/**
 * The welcome mail of a user an administrator created (issue 10 item 9): a link to set the first password,
 * the reset flow's single-use code with a week to use it.
 */
export async function sendWelcomeMail(
  db: Db,
  mailer: Mailer,
  opts: { user: UserRow; lang: Lang; webOrigin: string; now?: Date },
) {
  const { user } = opts;
  const code = await issueResetCode(db, user.id, WELCOME_CODE_TTL_MS, opts.now ?? new Date());
  const link = `${opts.webOrigin}/resetPassword?code=${code}`;
  await mailer.send(
    opts.lang === 'vi'
      ? {
          to: user.email,
          subject: `Chào mừng bạn đến với ${PRODUCT_NAME.vi}`,
          text: `Xin chào ${user.name},\n\n${PRODUCT_NAME.vi} vừa tạo tài khoản cho bạn với email ${user.email}.\nĐặt mật khẩu để đăng nhập tại: ${link}\nMã của bạn là: ${code}\nĐường dẫn dùng được một lần, trong 7 ngày. Khi hết hạn, hãy dùng "Quên mật khẩu" trên trang đăng nhập.`,
        }
      : {
          to: user.email,
          subject: `Welcome to ${PRODUCT_NAME.en}`,
          text: `Hello ${user.name},\n\n${PRODUCT_NAME.en} has created an account for you with the e-mail ${user.email}.\nSet your password to sign in at: ${link}\nYour code is: ${code}\nThe link works once, for 7 days. When it has expired, use "Forgot password" on the sign-in page.`,
        },
  );
}

/** Uses the code once: sets the new password in the identity provider and signs the user out everywhere. */
export async function resetPassword(
  db: Db,
  identity: IdentityAdmin,
  code: string,
  password: string,
  now = new Date(),
) {
  const row = await findValidCode(db, code, now);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw new ApiError(400, 'reset_code_invalid', { code: 'reset_code_invalid' });
  // The code reached the address: its owner is proven. An unlinked row (a seeded candidate, an imported user)
  // gets its sign-in account now; an account someone else registered with this address, unverified,
  // passes to the owner with the new password.
  let sub = user.sub;
  if (!sub) {
    const existing = await identity.findByEmail(user.email);
    sub =
      existing?.id ??
      (await identity.createUser({ email: user.email, firstName: user.firstName, lastName: user.lastName }));
  }
  // Mark first: a second request with the same code must fail even if the first is still running.
  const [claimed] = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.usedAt)))
    .returning();
  if (!claimed) throw new ApiError(400, 'reset_code_invalid', { code: 'reset_code_invalid' });
  await identity.setPassword(sub, password);
  await identity.updateEmail(sub, user.email, true);
  if (!user.sub) {
    await identity.setRealmRole(sub, roleName(user.role));
    await db
      .update(users)
      .set({ sub })
      .where(and(eq(users.id, user.id), isNull(users.sub)));
  }
  await identity.logout(sub);
}

interface SignInDeps {
  db: Db;
  identity: IdentityAdmin;
  mailer: Mailer;
  rateLimits: RateLimits;
  webOrigin: string;
}

/**
 * A password checked as a sign-in (the login endpoint, the password change's proof), issue 27 item 4: the
 * address's attempts are counted first, then an address (or this address with this account) that failed too
 * often is refused with 429, the account's delay is waited, and only then does the identity provider check
 * the password. A failure is counted against the address, the pair and the account; the account is only ever
 * slowed, never blocked, and its owner is mailed once per burst. Answers the tokens, or null when refused.
 */
export async function checkSignIn(
  deps: SignInDeps,
  input: { ip: string; email: string; password: string },
): Promise<TokenSet | null> {
  const { rateLimits } = deps;
  // Before the identity server hashes anything: a refused attempt costs no scrypt.
  await rateLimits.consume('signIn', input.ip);
  await rateLimits.beforeSignIn(input.ip, input.email);
  const tokens = await deps.identity.passwordGrant(input.email, input.password);
  if (tokens) {
    await rateLimits.signInSucceeded(input.ip, input.email);
    return tokens;
  }
  if (await rateLimits.signInFailed(input.ip, input.email)) await warnOfFailedSignIns(deps, input.email);
  return null;
}

/**
 * The owner's mail about a burst of refused sign-ins: both languages (users have no language column, and
 * the request's is the stranger's), nothing typed in it, and no state beyond "the password was refused".
 */
async function warnOfFailedSignIns(deps: SignInDeps, email: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user || !user.isActive) return;
  const link = `${deps.webOrigin}/forgotPassword`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Đăng nhập sai nhiều lần / Several failed sign-ins',
    text:
      `Xin chào ${user.name},\n\nVừa có nhiều lần đăng nhập vào tài khoản ${user.email} với mật khẩu sai. ` +
      'Không lần nào thành công và tài khoản của bạn vẫn đăng nhập được như bình thường.\n' +
      `Nếu không phải bạn, hãy cân nhắc đặt mật khẩu mới tại: ${link}\n\n` +
      `Hello ${user.name},\n\nSomeone just tried several times to sign in to ${user.email} with a wrong ` +
      'password. None succeeded, and you can still sign in as usual.\n' +
      `If it was not you, consider setting a new password at: ${link}`,
  });
}

/**
 * The signed-in user's new password, once the current one is proven: checked by the identity provider as a
 * sign-in (`checkSignIn`: the same limits and slowing). A wrong current password changes nothing and
 * answers a field error on `current_password`.
 */
export async function changePassword(
  deps: SignInDeps,
  input: { user: UserRow; ip: string; currentPassword: string; password: string },
) {
  const { user } = input;
  if (!user.sub)
    throw new ApiError(400, 'current_password_wrong', { current_password: 'current_password_wrong' });
  const proof = await checkSignIn(deps, { ip: input.ip, email: user.email, password: input.currentPassword });
  if (!proof)
    throw new ApiError(400, 'current_password_wrong', { current_password: 'current_password_wrong' });
  // The check opened a session of its own at the identity provider: it is not the user's, end it.
  if (proof.refresh_token) await deps.identity.revoke(proof.refresh_token).catch(() => undefined);
  await deps.identity.setPassword(user.sub, input.password);
}
