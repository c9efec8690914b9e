import {
  ieltsShiftTimes,
  DEFAULT_LISTENING_TABLE,
  academyToday,
  bandFromRaw,
  defaultMaxAttempts,
  defaultReadingTable,
  defaultReviewOptions,
  examModeByDefault,
  ieltsSectionMinutes,
  isoWeekday,
  rawFromPoints,
} from '@lms/domain';
import { MARKED_BY, interactionOf } from '@lms/domain/questions';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsExamDateRow, IeltsRegistrationRow, UserExamRow } from '../../db/rows.js';
import {
  assignments,
  classStudents,
  classes,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  userAnswers,
  userExams,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../http/errors.js';
import { humanDay } from '../../mail/readable.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { examContent } from '../../queries/exams.js';
import { notifyIeltsStatus } from '../notification-events.js';
import { tablesOf } from './tests.js';

type Skill = 'listening' | 'reading' | 'writing' | 'speaking';

/**
 * Minutes per section in the computer-delivered test (`@lms/domain` IELTS_SECTION_TIMING): listening's 30 and
 * its 2 minutes to check the answers, reading and writing 60, speaking 15.
 */
export const SECTION_MINUTES: Record<Skill, number> = {
  listening: ieltsSectionMinutes('listening'),
  reading: ieltsSectionMinutes('reading'),
  writing: ieltsSectionMinutes('writing'),
  speaking: ieltsSectionMinutes('speaking'),
};

/**
 * A sitting's class as people read it in class lists, the academy's language (Vietnamese): the exam day and
 * its shift, "IELTS — 02/12/2026 sáng", never the date's ISO day or id.
 */
export const sittingClassName = (date: Pick<IeltsExamDateRow, 'examDate' | 'shift'>) =>
  `IELTS — ${humanDay(date.examDate, 'vi')} ${date.shift === 'afternoon' ? 'chiều' : 'sáng'}`;

/**
 * The date's class and its sections: made once, when the date's first payment is confirmed. The class holds
 * the candidates as students and the examiners as staff; each skill of the package is an assignment of the
 * test's exercise (kind ielt), open all the exam day, timed as the computer-delivered test.
 */
export async function ensureSittingClass(
  tx: Tx,
  date: IeltsExamDateRow,
  createdBy: number | null,
): Promise<number> {
  let classId = date.classId;
  if (!classId) {
    const [start, end] = ieltsShiftTimes(date.shift);
    const [klass] = await tx
      .insert(classes)
      .values({
        name: sittingClassName(date),
        numberOfSessions: 1,
        startDate: date.examDate,
        endDate: date.examDate,
        expectedEndDate: date.examDate,
        studyTimeStart: start,
        studyTimeEnd: end,
        classCode: `IELTS${date.id}D${date.examDate.replaceAll('-', '')}`,
        weekdays: [isoWeekday(date.examDate)],
        description: `Ca thi IELTS ngày ${humanDay(date.examDate, 'vi')}, ${date.shift === 'afternoon' ? 'ca chiều' : 'ca sáng'}`,
        createdBy,
      })
      .returning({ id: classes.id });
    classId = klass!.id;
    await tx.update(ieltsExamDates).set({ classId }).where(eq(ieltsExamDates.id, date.id));
  }
  const existing = await tx.select().from(ieltsSections).where(eq(ieltsSections.examDateId, date.id));
  if (existing.length || !date.ieltsTestId) return classId;
  const [test] = await tx.select().from(ieltsTests).where(eq(ieltsTests.id, date.ieltsTestId));
  const exerciseOf: Record<Skill, number | null> = {
    listening: test!.listeningExerciseId,
    reading: test!.readingExerciseId,
    writing: test!.writingExerciseId,
    speaking: date.skillType === '4_skills' ? test!.speakingExerciseId : null,
  };
  for (const skill of ['listening', 'reading', 'writing', 'speaking'] as const) {
    const exerciseId = exerciseOf[skill];
    if (!exerciseId) continue;
    const [a] = await tx
      .insert(assignments)
      .values({
        classId,
        exerciseId,
        kind: 'ielt',
        title: `IELTS ${skill[0]!.toUpperCase()}${skill.slice(1)}`,
        tutorial: '',
        startAt: new Date(`${date.examDate}T00:00:00+07:00`),
        deadline: new Date(`${date.examDate}T23:59:59+07:00`),
        timeLimit: SECTION_MINUTES[skill],
        minScore: 0,
        maxScore: 100,
        maxAccesses: 3,
        examMode: examModeByDefault('ielt'),
        maxAttempts: defaultMaxAttempts('ielt'),
        reviewOptions: defaultReviewOptions('ielt'),
        createdBy,
      })
      .returning({ id: assignments.id });
    await tx.insert(ieltsSections).values({ examDateId: date.id, skill, assignmentId: a!.id });
  }
  return classId;
}

/**
 * Checks a candidate may sit now: paid, on the exam day, on a computer-delivered date (the runner then
 * starts each section's attempt through `user-exam`). Makes the sections if the date's test was set after the
 * first payment.
 */
export async function prepareSitting(db: Db, reg: IeltsRegistrationRow, now: Date) {
  if (reg.status === 'unpaid') throw badRequest({ registration_id: 'ielts_not_paid' });
  if (reg.status === 'canceled' || reg.status === 'marked')
    throw conflict('ielts_registration_closed', 'registration_id');
  await transaction(db, async (tx) => {
    const [date] = await tx
      .select()
      .from(ieltsExamDates)
      .where(eq(ieltsExamDates.id, reg.examDateId))
      .for('update');
    if (date!.format !== 'computer') throw badRequest({ registration_id: 'ielts_paper_format' });
    if (date!.examDate !== academyToday(now)) throw badRequest({ registration_id: 'ielts_not_exam_day' });
    const classId = await ensureSittingClass(tx, date!, null);
    await tx
      .insert(classStudents)
      .values({ classId, studentId: reg.userId, status: 'active' })
      .onConflictDoNothing();
    membershipsChanged();
  });
}

/**
 * Called by the exam runner's submit (commands/exams.ts) for every attempt: when the attempt is an IELTS
 * section, a listening or reading raw score is kept on the registration (scaled to 40, with its band by the
 * test's table), and once every section of the package is submitted the registration waits for marking.
 */
export async function afterIeltsSectionSubmitted(tx: Tx, exam: UserExamRow) {
  const [section] = await tx
    .select({ section: ieltsSections, exerciseId: assignments.exerciseId })
    .from(ieltsSections)
    .innerJoin(assignments, eq(assignments.id, ieltsSections.assignmentId))
    .where(eq(ieltsSections.assignmentId, exam.assignmentId));
  if (!section) return;
  const [reg] = await tx
    .select()
    .from(ieltsRegistrations)
    .where(
      and(
        eq(ieltsRegistrations.userId, exam.studentId),
        eq(ieltsRegistrations.examDateId, section.section.examDateId),
        inArray(ieltsRegistrations.status, ['unfinished', 'unmarked']),
      ),
    )
    .for('update');
  if (!reg) return;
  const skill = section.section.skill;
  if (skill === 'listening' || skill === 'reading') {
    const raw = await rawOfAttempt(tx, exam.id, section.exerciseId);
    const [row] = await tx
      .select({ test: ieltsTests })
      .from(ieltsExamDates)
      .innerJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
      .where(eq(ieltsExamDates.id, reg.examDateId));
    const tables = row
      ? tablesOf(row.test)
      : { listening: DEFAULT_LISTENING_TABLE, reading: defaultReadingTable('academic') };
    const band = bandFromRaw(raw, skill === 'listening' ? tables.listening : tables.reading);
    await tx
      .update(ieltsRegistrations)
      .set(
        skill === 'listening'
          ? { listeningRaw: raw, listeningBand: band }
          : { readingRaw: raw, readingBand: band },
      )
      .where(eq(ieltsRegistrations.id, reg.id));
  }
  const needed = await tx
    .select({ assignmentId: ieltsSections.assignmentId, skill: ieltsSections.skill })
    .from(ieltsSections)
    .where(eq(ieltsSections.examDateId, reg.examDateId));
  const inPackage = needed.filter((s) => reg.skillPackage === '4_skills' || s.skill !== 'speaking');
  const submitted = await tx
    .select({ assignmentId: userExams.assignmentId })
    .from(userExams)
    .where(
      and(
        eq(userExams.studentId, reg.userId),
        inArray(
          userExams.assignmentId,
          inPackage.map((s) => s.assignmentId),
        ),
        ne(userExams.status, 'unfinished'),
      ),
    );
  const done = new Set(submitted.map((s) => s.assignmentId));
  done.add(exam.assignmentId);
  if (reg.status === 'unfinished' && inPackage.every((s) => done.has(s.assignmentId))) {
    await tx.update(ieltsRegistrations).set({ status: 'unmarked' }).where(eq(ieltsRegistrations.id, reg.id));
    await notifyIeltsStatus(tx, reg, { status: 'unmarked' }, new Date());
  }
}

/** An attempt's raw score: its keyed points scaled to 40 (`rawFromPoints`). */
async function rawOfAttempt(tx: Tx, userExamId: number, exerciseId: number) {
  const content = await examContent(tx, exerciseId);
  const keyed = new Map<number, number>();
  for (const parts of content.parts.values())
    for (const p of parts) if (MARKED_BY[interactionOf(p.questionType)] === 'key') keyed.set(p.id, p.score);
  const possible = [...keyed.values()].reduce((a, b) => a + b, 0);
  if (!keyed.size) return 0;
  const [row] = await tx
    .select({ earned: sql<number>`coalesce(sum(${userAnswers.score}), 0)`.mapWith(Number) })
    .from(userAnswers)
    .where(
      and(eq(userAnswers.userExamId, userExamId), inArray(userAnswers.questionPartId, [...keyed.keys()])),
    );
  return rawFromPoints(Number(row?.earned ?? 0), possible);
}
