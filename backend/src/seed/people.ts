import { ROLE, users } from '../db/schema.js';
import type { BulkInserter } from './bulk.js';
import { addDays, at } from './calendar.js';
import { CAMPUSES, TEACHER_CAMPUS, type ClassPlan } from './class-plan.js';
import {
  ADMIN_ACCOUNT,
  EXAMINER_ACCOUNT,
  STUDENT_ACCOUNTS,
  TEACHER_ACCOUNTS,
  type DemoAccount,
} from './demo-accounts.js';
import { slugify } from './names.js';
import { birthDate, citizenId, phoneNumber, streetAddress, studyOrWorkPlace, type City } from './profiles.js';
import { createRng } from './random.js';

export interface People {
  admin: number;
  /** User ids in the order of TEACHER_ACCOUNTS. */
  teachers: number[];
  examiner: number;
  /** User ids in the order of STUDENT_ACCOUNTS. */
  students: number[];
  /** Phone numbers already given out, so IELTS candidates get new ones. */
  phones: Set<string>;
}

type UserInsert = typeof users.$inferInsert;

const ROLE_NUMBER = {
  admin: ROLE.ADMIN,
  teacher: ROLE.TEACHER,
  specialize: ROLE.SPECIALIZE,
  student: ROLE.STUDENT,
};

export function userRow(account: DemoAccount, fields: Partial<UserInsert> & { createdAt: Date }): UserInsert {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    name: account.name,
    gender: account.gender,
    role: ROLE_NUMBER[account.role],
    updatedAt: fields.createdAt,
    ...fields,
  };
}

/** What the student is doing at the academy now, from their classes. */
function studentStatus(memberships: { plan: ClassPlan; status: string }[]): string {
  if (memberships.some((m) => m.plan.phase !== 'finished' && ['active', 'request'].includes(m.status))) {
    return 'studying';
  }
  if (memberships.some((m) => m.status === 'reserve')) return 'reserved';
  return 'completed';
}

export async function seedPeople(bulk: BulkInserter, today: string, plans: ClassPlan[]): Promise<People> {
  const rng = createRng('people');
  const phones = new Set<string>();
  const staffSince = at(addDays(today, -420), '09:00');

  const staff = (account: DemoAccount, city: City, age: number, workPlace: string): UserInsert =>
    userRow(account, {
      dateOfBirth: birthDate(rng, today, age),
      phone: phoneNumber(rng, phones),
      address: streetAddress(rng, city),
      workPlace,
      link: account.role === 'teacher' ? `https://www.linkedin.com/in/${slugify(account.name)}` : '',
      joinedAt: staffSince,
      createdAt: staffSince,
    });

  const head = CAMPUSES[0];
  const staffRows = [
    staff(ADMIN_ACCOUNT, 0, 41, `Văn phòng điều hành — ${head.name}, ${head.address}`),
    ...TEACHER_ACCOUNTS.map((t, i) => {
      const campus = TEACHER_CAMPUS[i]!;
      return staff(t, campus, 27 + i * 3, `${CAMPUSES[campus].name}, ${CAMPUSES[campus].address}`);
    }),
    staff(EXAMINER_ACCOUNT, 0, 45, `Hội đồng khảo thí IELTS — ${head.name}, ${head.address}`),
  ];

  const studentRows = STUDENT_ACCOUNTS.map((account, i) => {
    const memberships = plans.flatMap((plan) =>
      plan.members
        .filter((m) => m.student === i)
        .map((m) => ({ plan, status: m.status, joinedOn: m.joinedOn })),
    );
    const first = memberships.reduce((a, b) => (a.joinedOn <= b.joinedOn ? a : b));
    const city = first.plan.campus as City;
    const age = rng.weighted([
      [rng.int(16, 17), 2],
      [rng.int(18, 22), 5],
      [rng.int(23, 32), 3],
    ] as const);
    const since = at(
      first.joinedOn,
      `${String(rng.int(8, 21)).padStart(2, '0')}:${rng.pick(['05', '20', '45'])}`,
    );
    const dateOfBirth = birthDate(rng, today, age);
    return userRow(account, {
      dateOfBirth,
      phone: phoneNumber(rng, phones),
      address: streetAddress(rng, city),
      workPlace: studyOrWorkPlace(rng, city, age),
      link: rng.chance(0.3)
        ? `https://www.facebook.com/${slugify(account.name)}.${dateOfBirth.slice(2, 4)}`
        : '',
      studentStatus: studentStatus(memberships),
      // The citizen ID card (CCCD) number, asked for IELTS registration.
      passport: citizenId(rng, city, account.gender, dateOfBirth),
      joinedAt: since,
      createdAt: since,
    });
  });

  const ids = await bulk.insertIds(users, [...staffRows, ...studentRows]);
  return {
    admin: ids[0]!,
    teachers: ids.slice(1, 1 + TEACHER_ACCOUNTS.length),
    examiner: ids[1 + TEACHER_ACCOUNTS.length]!,
    students: ids.slice(staffRows.length),
    phones,
  };
}
