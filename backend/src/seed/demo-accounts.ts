/**
 * The demo accounts, shared by the seed (LMS user rows) and the identity server (sign-in accounts).
 * Pure data: nothing here touches the database, so other packages can import it.
 */
import type { ROLE_NAMES } from '../db/schema/enums.js';
import { generateNames, personName, type PersonName } from './names.js';
import type { SeedSummary } from './seed.js';

/** Every demo account signs in with this password (demo data documented in the README, not a secret). */
export const DEMO_PASSWORD = 'Academy2026';

/** Realm role names, as the backend reads them from tokens. */
export type DemoRole = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

export interface DemoAccount extends PersonName {
  email: string;
  role: DemoRole;
}

export const ADMIN_ACCOUNT: DemoAccount = {
  email: 'admin@academy.test',
  role: 'admin',
  ...personName('Nguyễn', 'Văn Quản', 0),
};

export const TEACHER_ACCOUNTS: readonly DemoAccount[] = [
  personName('Trần', 'Thị Thu Hà', 1),
  personName('Lê', 'Minh Tuấn', 0),
  personName('Phạm', 'Ngọc Lan Anh', 1),
  personName('Đỗ', 'Quang Huy', 0),
].map((n, i) => ({ email: `teacher${i + 1}@academy.test`, role: 'teacher', ...n }));

export const EXAMINER_ACCOUNT: DemoAccount = {
  email: 'examiner@academy.test',
  role: 'specialize',
  ...personName('Vũ', 'Hoàng Nam', 0),
};

const STAFF_NAMES = new Set([ADMIN_ACCOUNT, ...TEACHER_ACCOUNTS, EXAMINER_ACCOUNT].map((a) => a.name));

export const STUDENT_ACCOUNTS: readonly DemoAccount[] = generateNames('students', 80, STAFF_NAMES).map(
  (n, i) => ({ email: `student${String(i + 1).padStart(2, '0')}@academy.test`, role: 'student', ...n }),
);

export const STAFF_ACCOUNTS: readonly DemoAccount[] = [ADMIN_ACCOUNT, ...TEACHER_ACCOUNTS, EXAMINER_ACCOUNT];

/** Everyone who signs in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...STAFF_ACCOUNTS, ...STUDENT_ACCOUNTS];

/** The accounts worth printing: the staff and three students. */
export const LISTED_ACCOUNTS: readonly DemoAccount[] = [...STAFF_ACCOUNTS, ...STUDENT_ACCOUNTS.slice(0, 3)];

export interface ListedAccount {
  email: string;
  role: DemoRole;
  name: string;
}

/** The table printed on start and by `npm run seed`. */
export function formatAccounts(summary: SeedSummary): string {
  const accounts: readonly ListedAccount[] = summary.seeded ? summary.accounts : LISTED_ACCOUNTS;
  const rows = [['role', 'e-mail', 'name'], ...accounts.map((a) => [a.role, a.email, a.name])];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const unlisted = STUDENT_ACCOUNTS.slice(3);
  return [
    line(rows[0]!),
    rule,
    ...rows.slice(1).map(line),
    `… and ${unlisted.length} more students, ${unlisted[0]?.email} to ${unlisted.at(-1)?.email}.`,
    `Password for every demo account: ${DEMO_PASSWORD}`,
  ].join('\n');
}
