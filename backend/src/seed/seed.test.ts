import { asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDates } from '@lms/domain';
import { RESPONSE_SCHEMAS, interactionOf, type QuestionType } from '@lms/domain/questions';
import type { Database } from '../db/client.js';
import {
  RESULT_STATUSES,
  ROLE,
  attendances,
  classStaff,
  classStudents,
  classes,
  daysOff,
  ieltsRegistrations,
  lessons,
  payments,
  userExams,
  users,
} from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { addDays } from './calendar.js';
import { planClasses } from './class-plan.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, STUDENT_ACCOUNTS, formatAccounts } from './demo-accounts.js';
import { overallBand } from './ielts.js';
import { seedDemoData, type SeedSummary } from './seed.js';

const TODAY = '2026-03-10';
let first: Database;
let second: Database;
let summary: SeedSummary;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  summary = await seedDemoData(first.db, { today: TODAY });
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const rowsOf = async (
  db: Database['db'],
  table: 'users' | 'classes' | 'lessons' | 'user_exams' | 'payments',
) => {
  const tables = { users, classes, lessons, user_exams: userExams, payments };
  const t = tables[table];
  const rows = await db.select().from(t).orderBy(asc(t.id));
  // An attempt's shuffle seed is the database's secret draw (issue 26 point 2): the same rows but for it.
  return rows.map((row) => {
    const { shuffleSeed: _secret, ...rest } = row as typeof row & { shuffleSeed?: string };
    return rest;
  });
};

describe('seedDemoData', () => {
  it('seeds one admin, four teachers, one examiner and eighty students, and counts outside candidates apart', async () => {
    expect(summary.seeded).toBe(true);
    if (!summary.seeded) return;
    const academy = await first.db
      .select({ role: users.role, n: count() })
      .from(users)
      .where(sql`${users.email} like '%@academy.test'`)
      .groupBy(users.role);
    expect(Object.fromEntries(academy.map((r) => [r.role, r.n]))).toEqual({
      [ROLE.ADMIN]: 1,
      [ROLE.TEACHER]: 4,
      [ROLE.SPECIALIZE]: 1,
      [ROLE.STUDENT]: 80,
    });
    const outsiders = await first.db
      .select()
      .from(users)
      .where(sql`${users.email} not like '%@academy.test'`);
    expect(outsiders.length).toBe(summary.people.ieltsCandidates);
    expect(outsiders.length).toBeGreaterThan(0);
    expect(outsiders.every((u) => u.role === ROLE.STUDENT && u.studentStatus === 'ielts_candidate')).toBe(
      true,
    );
    expect(summary.people).toMatchObject({ admins: 1, teachers: 4, examiners: 1, students: 80 });
    expect(summary.counts.users).toBe(86 + outsiders.length);
    expect(summary.accounts.map((a) => a.email)).toEqual([
      'admin@academy.test',
      'teacher1@academy.test',
      'teacher2@academy.test',
      'teacher3@academy.test',
      'teacher4@academy.test',
      'examiner@academy.test',
      'student01@academy.test',
      'student02@academy.test',
      'student03@academy.test',
    ]);
  });

  it('gives every user a Vietnamese profile, split the Vietnamese way, with no subject linked yet', async () => {
    const all = await first.db.select().from(users);
    for (const u of all) {
      expect(u.sub).toBeNull();
      expect(u.name).toBe(`${u.lastName} ${u.firstName}`);
      expect(u.phone).toMatch(/^0[3789]\d{8}$/);
      expect(u.address).toMatch(/(Hà Nội|TP\. Hồ Chí Minh|Đà Nẵng)$/);
      expect(u.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(all.map((u) => u.phone)).size).toBe(all.length);
    expect(all.find((u) => u.email === 'admin@academy.test')?.name).toBe('Nguyễn Văn Quản');
  });

  it('lays out eight classes: two finished, five running, one upcoming, each teacher with two', async () => {
    const rows = await first.db.select().from(classes);
    expect(rows).toHaveLength(8);
    const phase = (c: (typeof rows)[number]) =>
      c.expectedEndDate! < TODAY ? 'finished' : c.startDate > TODAY ? 'upcoming' : 'ongoing';
    expect(rows.map(phase).sort()).toEqual([
      'finished',
      'finished',
      'ongoing',
      'ongoing',
      'ongoing',
      'ongoing',
      'ongoing',
      'upcoming',
    ]);
    for (const c of rows) expect(c.numberOfSessions).toBeGreaterThanOrEqual(24);

    const staff = await first.db
      .select({ kind: classStaff.kind, userId: classStaff.userId, n: count() })
      .from(classStaff)
      .groupBy(classStaff.kind, classStaff.userId);
    expect(staff.filter((s) => s.kind === 'teacher').map((s) => s.n)).toEqual([2, 2, 2, 2]);
    expect(staff.filter((s) => s.kind === 'specialize').map((s) => s.n)).toEqual([3]);

    const sizes = await first.db
      .select({ classId: classStudents.classId, n: count() })
      .from(classStudents)
      .groupBy(classStudents.classId);
    for (const s of sizes) expect(s.n).toBeGreaterThanOrEqual(8);
    for (const s of sizes) expect(s.n).toBeLessThanOrEqual(16);
    const perStudent = await first.db
      .select({ n: count() })
      .from(classStudents)
      .groupBy(classStudents.studentId);
    expect(perStudent).toHaveLength(80);
    expect(perStudent.every((s) => s.n === 1 || s.n === 2)).toBe(true);
    const statuses = await first.db.selectDistinct({ status: classStudents.status }).from(classStudents);
    expect(statuses.map((s) => s.status).sort()).toEqual(['active', 'inactive', 'request', 'reserve']);
  });

  it("sets every class's expected end date to its last session date, days off skipped", async () => {
    for (const c of await first.db.select().from(classes)) {
      const off = await first.db
        .select({ date: daysOff.date })
        .from(daysOff)
        .where(or(isNull(daysOff.classId), eq(daysOff.classId, c.id)));
      const dates = sessionDates({
        startDate: c.startDate,
        numberOfSessions: c.numberOfSessions,
        weekdays: c.weekdays,
        daysOff: off.map((d) => d.date),
      });
      expect(c.expectedEndDate).toBe(dates.at(-1));
      const timetable = await first.db
        .select({ date: lessons.studyDate })
        .from(lessons)
        .where(eq(lessons.classId, c.id))
        .orderBy(asc(lessons.sessionNumber));
      expect(timetable.map((l) => l.date)).toEqual(dates);
    }
  });

  it('has lessons before and after today, done in the past, and attendance only on done lessons', async () => {
    const all = await first.db.select().from(lessons);
    expect(all.some((l) => l.studyDate < TODAY)).toBe(true);
    expect(all.some((l) => l.studyDate > TODAY)).toBe(true);
    expect(all.filter((l) => l.status === 'done').every((l) => l.studyDate < TODAY && l.recordLink)).toBe(
      true,
    );
    expect(all.filter((l) => l.status === 'scheduled').every((l) => l.studyDate >= TODAY)).toBe(true);
    expect(all.filter((l) => l.status === 'canceled')).toHaveLength(1);

    const marked = await first.db
      .select({ status: lessons.status, n: count() })
      .from(attendances)
      .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
      .groupBy(lessons.status);
    expect(marked).toEqual([{ status: 'done', n: expect.any(Number) }]);
    const kinds = await first.db.selectDistinct({ status: attendances.status }).from(attendances);
    expect(kinds.map((k) => k.status).sort()).toEqual(['absent', 'excused', 'late', 'present']);
  });

  it('has results in every status, marked ones scored and some below the minimum score', async () => {
    const rows = await first.db.execute<{ status: string; score: number | null; min: number }>(
      sql`select ue.status, ue.score::float as score, a.min_score::float as min
          from user_exams ue join assignments a on a.id = ue.assignment_id`,
    );
    const statuses = new Set(rows.rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual([...RESULT_STATUSES].sort());
    for (const r of rows.rows) {
      if (r.status === 'pass') expect(r.score).toBeGreaterThanOrEqual(r.min);
      if (r.status === 'fail') expect(r.score).toBeLessThan(r.min);
      if (['unfinished', 'holding', 'waiting_score'].includes(r.status)) expect(r.score).toBeNull();
    }
    if (!summary.seeded) return;
    for (const table of [
      'user_answers',
      'answer_error_tags',
      'speaking_scores',
      'presentation_groups',
      'scores',
    ]) {
      expect(summary.counts[table], table).toBeGreaterThan(0);
    }
  });

  it('has assignments of every kind, open and past, and answers that fit their parts', async () => {
    const end = new Date(`${TODAY}T23:59:59+07:00`);
    const kinds = await first.db.execute<{ kind: string; deadline: string | Date | null }>(
      sql`select kind, deadline from assignments`,
    );
    for (const kind of ['home_work', 'test', 'presentation', 'ielt']) {
      const deadlines = kinds.rows.filter((r) => r.kind === kind).map((r) => new Date(r.deadline!));
      expect(
        deadlines.some((d) => d > end),
        `${kind} open`,
      ).toBe(true);
      expect(
        deadlines.some((d) => d < end),
        `${kind} past`,
      ).toBe(true);
    }
    const answers = await first.db.execute<{ type: QuestionType; answer: Record<string, unknown> }>(
      sql`select qp.question_type as type, ua.answer from user_answers ua
          join question_parts qp on qp.id = ua.question_part_id`,
    );
    expect(answers.rows.length).toBeGreaterThan(0);
    for (const { type, answer } of answers.rows) {
      const schema = RESPONSE_SCHEMAS[interactionOf(type)];
      expect(schema.safeParse(answer).success, `${type}: ${JSON.stringify(answer)}`).toBe(true);
      // Nothing beyond the interaction's fields (zod objects would drop extras silently).
      for (const key of Object.keys(answer)) expect(Object.keys(schema.shape), type).toContain(key);
    }
  });

  it('rounds IELTS overall bands to the nearest half band, .25 and .75 upwards', async () => {
    expect(overallBand([6.5, 6.5, 5.5, 6.5])).toBe(6.5); // 6.25
    expect(overallBand([7, 7, 6.5, 6.5])).toBe(7); // 6.75
    expect(overallBand([6, 6, 6, 6.5])).toBe(6); // 6.125
    expect(overallBand([6, 6.5, 6.5, 6.5])).toBe(6.5); // 6.375
    const marked = await first.db
      .select()
      .from(ieltsRegistrations)
      .where(eq(ieltsRegistrations.status, 'marked'));
    expect(marked.length).toBeGreaterThan(0);
    for (const r of marked) {
      const four = [r.listeningBand!, r.readingBand!, r.writingBand!, r.speakingBand!] as const;
      expect(r.overallBand).toBe(overallBand(four));
    }
    const statuses = await first.db
      .selectDistinct({ status: ieltsRegistrations.status })
      .from(ieltsRegistrations);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'canceled',
      'marked',
      'unfinished',
      'unmarked',
      'unpaid',
    ]);
    const invoices = await first.db.select({ invoice: payments.invoice }).from(payments);
    expect(invoices.every((p) => /^INV-\d{4}-\d{4}$/.test(p.invoice))).toBe(true);
  });

  it('is deterministic: the same today gives the same rows in another database', async () => {
    const again = await seedDemoData(second.db, { today: TODAY });
    expect(again).toEqual(summary);
    for (const table of ['users', 'classes', 'lessons', 'user_exams', 'payments'] as const) {
      expect(await rowsOf(second.db, table), table).toEqual(await rowsOf(first.db, table));
    }
  });

  it('does nothing on a database that has users', async () => {
    const before = await first.db.select({ n: count() }).from(lessons);
    expect(await seedDemoData(first.db, { today: addDays(TODAY, 30) })).toEqual({ seeded: false });
    expect(await first.db.select({ n: count() }).from(lessons)).toEqual(before);
    expect(await first.db.select({ n: count() }).from(users)).toEqual([
      { n: summary.seeded ? summary.counts.users : 0 },
    ]);
  });
});

describe('the class plan', () => {
  it('keeps two finished, five running and one upcoming class whatever the date', () => {
    for (let d = 0; d < 800; d += 5) {
      const today = addDays('2025-01-01', d);
      const phases = planClasses(today, 80).map((c) => c.phase);
      expect(
        phases.filter((p) => p === 'finished'),
        today,
      ).toHaveLength(2);
      expect(
        phases.filter((p) => p === 'upcoming'),
        today,
      ).toHaveLength(1);
    }
  });
});

describe('demo accounts', () => {
  it('lists every account once, with a password the sign-in rules accept', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(86);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(86);
    expect(new Set(STUDENT_ACCOUNTS.map((a) => a.name)).size).toBe(80);
    expect(DEMO_PASSWORD).toMatch(/^[A-Za-z0-9]{8,}$/);
    const table = formatAccounts({ seeded: false });
    expect(table).toContain('admin@academy.test');
    expect(table).toContain('examiner@academy.test');
    expect(table).toContain(DEMO_PASSWORD);
  });
});
