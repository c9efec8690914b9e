import { type AnyColumn, and, count, eq, gt, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { assignments, classStudents, scores, userExams } from '../../db/schema.js';
import type { AssignmentStats, StudentScoreSummary } from '../../presenters/results.js';

const later = alias(userExams, 'later_attempt');

/** Keeps only a student's latest attempt at each assignment. */
export function isLatestAttempt(db: Db): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.assignmentId, userExams.assignmentId),
          eq(later.studentId, userExams.studentId),
          gt(later.attempt, userExams.attempt),
        ),
      ),
  );
}

const countWhere = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
const mean = (column: AnyColumn, filter?: SQL) =>
  (filter
    ? sql<number | null>`round(avg(${column}) filter (where ${filter}), 2)`
    : sql<number | null>`round(avg(${column}), 2)`
  ).mapWith(Number);
const marked = inArray(userExams.status, ['pass', 'fail']);

/**
 * Figures for a page of assignments in two queries, whatever the class size: active students per
 * class, and the status counts of those students' latest attempts per assignment. `onlyStudent`
 * narrows both to one student (a student sees no one else's results, not even as a count).
 */
export async function assignmentStats(
  db: Db,
  page: { id: number; classId: number }[],
  onlyStudent?: number,
): Promise<Map<number, AssignmentStats>> {
  if (page.length === 0) return new Map();
  const classIds = [...new Set(page.map((a) => a.classId))];
  const ids = page.map((a) => a.id);
  const student = (column: typeof classStudents.studentId | typeof userExams.studentId) =>
    onlyStudent === undefined ? undefined : eq(column, onlyStudent);
  const [totals, counts] = await Promise.all([
    db
      .select({ classId: classStudents.classId, n: count() })
      .from(classStudents)
      .where(
        and(
          inArray(classStudents.classId, classIds),
          eq(classStudents.status, 'active'),
          student(classStudents.studentId),
        ),
      )
      .groupBy(classStudents.classId),
    db
      .select({
        assignmentId: userExams.assignmentId,
        waitingScore: countWhere(eq(userExams.status, 'waiting_score')),
        passed: countWhere(eq(userExams.status, 'pass')),
        failed: countWhere(eq(userExams.status, 'fail')),
        averageScore: mean(userExams.score, marked),
      })
      .from(userExams)
      .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
      .innerJoin(
        classStudents,
        and(
          eq(classStudents.classId, assignments.classId),
          eq(classStudents.studentId, userExams.studentId),
          eq(classStudents.status, 'active'),
        ),
      )
      .where(and(inArray(userExams.assignmentId, ids), isLatestAttempt(db), student(userExams.studentId)))
      .groupBy(userExams.assignmentId),
  ]);
  const totalByClass = new Map(totals.map((t) => [t.classId, t.n]));
  const countsById = new Map(counts.map((c) => [c.assignmentId, c]));
  return new Map(
    page.map((a) => {
      const c = countsById.get(a.id);
      return [
        a.id,
        {
          studentsTotal: totalByClass.get(a.classId) ?? 0,
          waitingScore: c?.waitingScore ?? 0,
          passed: c?.passed ?? 0,
          failed: c?.failed ?? 0,
          averageScore: c?.averageScore ?? null,
        },
      ];
    }),
  );
}

/** The (class, student) pairs a score summary is about: every membership but a pending request. */
export const membership = ne(classStudents.status, 'request');

/**
 * Score summaries for a page of (class, student) pairs in two queries: score means by kind, and the
 * mean and count of the latest attempts at the class's assignments.
 */
export async function studentScoreSummaries(
  db: Db,
  pairs: { classId: number; studentId: number }[],
): Promise<StudentScoreSummary[]> {
  if (pairs.length === 0) return [];
  const classIds = [...new Set(pairs.map((p) => p.classId))];
  const studentIds = [...new Set(pairs.map((p) => p.studentId))];
  const [byKind, exams] = await Promise.all([
    db
      .select({
        classId: scores.classId,
        studentId: scores.studentId,
        kind: scores.kind,
        average: mean(scores.value),
      })
      .from(scores)
      .where(and(inArray(scores.classId, classIds), inArray(scores.studentId, studentIds)))
      .groupBy(scores.classId, scores.studentId, scores.kind),
    db
      .select({
        classId: assignments.classId,
        studentId: userExams.studentId,
        average: mean(userExams.score, and(marked, sql`${userExams.score} is not null`)),
        results: count(),
      })
      .from(userExams)
      .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
      .where(
        and(
          inArray(assignments.classId, classIds),
          inArray(userExams.studentId, studentIds),
          isLatestAttempt(db),
        ),
      )
      .groupBy(assignments.classId, userExams.studentId),
  ]);
  const key = (classId: number, studentId: number) => `${classId}:${studentId}`;
  const summaries = new Map<string, StudentScoreSummary>(
    pairs.map((p) => [
      key(p.classId, p.studentId),
      { classId: p.classId, studentId: p.studentId, byKind: {}, examAverage: null, resultsCount: 0 },
    ]),
  );
  for (const row of byKind) {
    const s = summaries.get(key(row.classId, row.studentId));
    if (s && row.average !== null) s.byKind[row.kind] = row.average;
  }
  for (const row of exams) {
    const s = summaries.get(key(row.classId, row.studentId));
    if (!s) continue;
    s.examAverage = row.average;
    s.resultsCount = row.results;
  }
  return [...summaries.values()];
}
