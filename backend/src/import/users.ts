/**
 * Bulk users (issue 31 point 5, docs/decisions.md "Bulk users import"): the rows of an admin's sheet checked as
 * the admin create-user form checks one user, then written in one transaction (rows, class enrolments), and
 * only then the welcome mails. No sign-in account is made here: a new row is unlinked, as a seeded IELTS
 * candidate is, and gets its account when its owner follows the welcome link (`resetPassword`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classes, classStudents, ROLE, users } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import type { UserRow } from '../http/auth.js';
import type { MessageKey } from '../http/messages.js';
import { email as emailRule, isoDate, optionalPhone } from '../http/validators.js';
import type { SourceRow } from './columns.js';

/** The columns a users sheet may have, in the template's order; `email` is the one required. */
export const USER_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'full_name',
  'role',
  'phone',
  'date_of_birth',
];

const ROLES: Record<string, number> = {
  student: ROLE.STUDENT,
  teacher: ROLE.TEACHER,
  specialize: ROLE.SPECIALIZE,
  admin: ROLE.ADMIN,
  'học viên': ROLE.STUDENT,
  'giáo viên': ROLE.TEACHER,
};

export interface UserRowError {
  row: number;
  column: string;
  key: MessageKey;
}

export interface NewUser {
  row: number;
  values: typeof users.$inferInsert & { role: number };
}

/** The header's columns that are not a users sheet's; empty when the header fits (and names `email`). */
export function unknownColumns(header: string[]): string[] {
  return header
    .map((h) => h.trim().replace(/\s+/g, '_').toLowerCase())
    .filter((h) => h !== '' && !USER_COLUMNS.includes(h));
}

const fail = (key: string): MessageKey => key.replace(/^msg:/, '') as MessageKey;

/**
 * The sheet's rows checked: each row's mistakes, the new users, and the rows whose e-mail already has a user
 * (reported, not created again). An e-mail twice in the file is a mistake of its second row.
 */
export async function usersFromRows(db: Db, rows: SourceRow[], now: Date) {
  const errors: UserRowError[] = [];
  const candidates: NewUser[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    if (!Object.keys(cells).length) continue;
    const before = errors.length;
    const mail = emailRule.safeParse(cells.email ?? '');
    if (!cells.email) errors.push({ row, column: 'email', key: 'required' });
    else if (!mail.success) errors.push({ row, column: 'email', key: fail(mail.error.issues[0]!.message) });
    else if (seen.has(mail.data)) errors.push({ row, column: 'email', key: 'users_import_email_twice' });
    const first = cells.first_name?.trim() ?? '';
    const last = cells.last_name?.trim() ?? '';
    const name = cells.full_name?.trim() || `${last} ${first}`.trim();
    if (!name) errors.push({ row, column: 'full_name', key: 'users_import_name_required' });
    if (name.length > 255 || first.length > 150 || last.length > 150)
      errors.push({ row, column: 'full_name', key: 'users_import_name_long' });
    const role = cells.role ? ROLES[cells.role.trim().toLowerCase()] : ROLE.STUDENT;
    if (role === undefined) errors.push({ row, column: 'role', key: 'users_import_role_invalid' });
    const phone = optionalPhone.safeParse(cells.phone ?? '');
    if (!phone.success) errors.push({ row, column: 'phone', key: 'phone_invalid' });
    const born = cells.date_of_birth ? isoDate.safeParse(cells.date_of_birth.trim()) : undefined;
    if (born && !born.success) errors.push({ row, column: 'date_of_birth', key: 'date_invalid' });
    if (mail.success && !seen.has(mail.data)) seen.set(mail.data, row);
    if (errors.length > before || !mail.success) continue;
    candidates.push({
      row,
      values: {
        email: mail.data,
        firstName: first,
        lastName: last,
        name,
        role: role!,
        ...(phone.success && phone.data ? { phone: phone.data } : {}),
        ...(born?.success ? { dateOfBirth: born.data } : {}),
        joinedAt: now,
      },
    });
  }
  const emails = candidates.map((c) => c.values.email);
  const taken = new Map<string, { id: number; role: number }>();
  for (let i = 0; i < emails.length; i += 500) {
    const found = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.email, emails.slice(i, i + 500)));
    for (const f of found) taken.set(f.email, f);
  }
  return {
    errors: errors.sort((a, b) => a.row - b.row),
    fresh: candidates.filter((c) => !taken.has(c.values.email)),
    existing: candidates
      .filter((c) => taken.has(c.values.email))
      .map((c) => ({ row: c.row, email: c.values.email, user: taken.get(c.values.email)! })),
  };
}

/**
 * The existing users of a file that the import enrols in its class: the students among them who are not
 * already active in it (a pending join request or a past membership becomes active), so importing a class
 * list puts every student of it in the class, new or not (docs/decisions.md, "Bulk users import").
 */
export async function existingToEnrol(
  db: Db,
  existing: { user: { id: number; role: number } }[],
  classId: number | undefined,
): Promise<Set<number>> {
  const students = existing.filter((e) => e.user.role === ROLE.STUDENT).map((e) => e.user.id);
  if (classId === undefined || !students.length) return new Set();
  const active = new Set<number>();
  for (let i = 0; i < students.length; i += 500) {
    const rows = await db
      .select({ studentId: classStudents.studentId })
      .from(classStudents)
      .where(
        and(
          eq(classStudents.classId, classId),
          eq(classStudents.status, 'active'),
          inArray(classStudents.studentId, students.slice(i, i + 500)),
        ),
      );
    for (const r of rows) active.add(r.studentId);
  }
  return new Set(students.filter((id) => !active.has(id)));
}

/** Whether the class a file's students go into exists (an id that is not an integer does not). */
export async function classExists(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return false;
  return (await db.select({ id: classes.id }).from(classes).where(eq(classes.id, id))).length > 0;
}

/**
 * Every new user in one transaction, the students enrolled (active) in the class when one is given, with the
 * existing students `enrol` names (`existingToEnrol`).
 */
export async function importUsers(
  db: Db,
  fresh: NewUser[],
  classId: number | undefined,
  enrol: Set<number> = new Set(),
): Promise<UserRow[]> {
  return transaction(db, async (tx) => {
    const made: UserRow[] = [];
    for (let i = 0; i < fresh.length; i += 500)
      made.push(
        ...(await tx
          .insert(users)
          .values(fresh.slice(i, i + 500).map((f) => f.values))
          .returning()),
      );
    const students = [...made.filter((u) => u.role === ROLE.STUDENT).map((u) => u.id), ...enrol];
    for (let i = 0; classId !== undefined && i < students.length; i += 500)
      await tx
        .insert(classStudents)
        .values(
          students.slice(i, i + 500).map((studentId) => ({ classId, studentId, status: 'active' as const })),
        )
        .onConflictDoUpdate({
          target: [classStudents.classId, classStudents.studentId],
          set: { status: 'active' },
        });
    return made;
  });
}
