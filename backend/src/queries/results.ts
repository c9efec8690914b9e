import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  ne,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { assignments, classStudents, exercises, scores, userExams } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';
import type { AssignmentStats, StudentScoreSummary } from '../presenters/results.js';
import { rowById } from './by-id.js';

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
const membership = ne(classStudents.status, 'request');

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

export interface AssignmentFilter {
  classIds: number[] | null;
  ids?: number[] | undefined;
  kind?: (typeof assignments.kind.enumValues)[number] | undefined;
  exerciseIds?: number[] | undefined;
}

/** Assignments with their exercise, by id. */
export function assignmentList(db: Db, f: AssignmentFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.classIds) where.push(inArray(assignments.classId, f.classIds));
  if (f.ids) where.push(inArray(assignments.id, f.ids));
  if (f.kind) where.push(eq(assignments.kind, f.kind));
  if (f.exerciseIds) where.push(inArray(assignments.exerciseId, f.exerciseIds));
  const cond = and(...where);
  return {
    rows: (limit: number, offset: number) =>
      db
        .select({ assignment: assignments, exercise: exercises })
        .from(assignments)
        .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
        .where(cond)
        // Newest first: the work just assigned heads the class's lists (docs/decisions.md, issue 25).
        .orderBy(desc(assignments.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(assignments).where(cond),
  };
}

/** One assignment with its exercise; 404 when there is none. */
export async function assignmentById(db: Db, id: number) {
  const [row] = await db
    .select({ assignment: assignments, exercise: exercises })
    .from(assignments)
    .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
    .where(eq(assignments.id, id));
  if (!row) throw notFound();
  return row;
}

/** Results with their assignment's class and pass mark; `latestOnly` keeps each student's latest attempt. */
export function resultList(
  db: Db,
  f: {
    classIds: number[] | null;
    studentIds?: number[] | undefined;
    assignmentIds?: number[] | undefined;
    ids?: number[] | undefined;
    status?: (typeof userExams.status.enumValues)[number] | undefined;
    latestOnly: boolean;
  },
) {
  const where: (SQL | undefined)[] = [];
  if (f.classIds) where.push(inArray(assignments.classId, f.classIds));
  if (f.studentIds) where.push(inArray(userExams.studentId, f.studentIds));
  if (f.assignmentIds) where.push(inArray(userExams.assignmentId, f.assignmentIds));
  if (f.ids) where.push(inArray(userExams.id, f.ids));
  if (f.status) where.push(eq(userExams.status, f.status));
  if (f.latestOnly) where.push(isLatestAttempt(db));
  const cond = and(...where);
  const joined = eq(assignments.id, userExams.assignmentId);
  return {
    rows: (limit: number, offset: number) =>
      db
        .select({
          exam: userExams,
          classId: assignments.classId,
          minScore: assignments.minScore,
          assignment: assignments,
        })
        .from(userExams)
        .innerJoin(assignments, joined)
        .where(cond)
        .orderBy(
          // What waits for marking comes oldest first: the submission that has waited longest is next.
          ...(f.status === 'waiting_score' ? [sql`${userExams.submittedAt} asc nulls last`] : []),
          asc(userExams.assignmentId),
          asc(userExams.studentId),
          desc(userExams.attempt),
        )
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(userExams).innerJoin(assignments, joined).where(cond),
  };
}

/** The (class, student) pairs of the score summary: every membership but a pending request. */
export function scoreSummaryPairs(
  db: Db,
  f: { classIds: number[] | null; studentIds?: number[] | undefined },
): ListQuery<{ classId: number; studentId: number }> {
  const where: (SQL | undefined)[] = [membership];
  if (f.classIds) where.push(inArray(classStudents.classId, f.classIds));
  if (f.studentIds) where.push(inArray(classStudents.studentId, f.studentIds));
  const cond = and(...where);
  return {
    rows: (limit, offset) =>
      db
        .select({ classId: classStudents.classId, studentId: classStudents.studentId })
        .from(classStudents)
        .where(cond)
        .orderBy(asc(classStudents.classId), asc(classStudents.studentId))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(classStudents).where(cond),
  };
}

/** Scores of the given classes and students, by class, student and id. */
export function scoreList(
  db: Db,
  f: {
    classIds: number[] | null;
    studentIds?: number[] | undefined;
    ids?: number[] | undefined;
    kind?: (typeof scores.kind.enumValues)[number] | undefined;
  },
): ListQuery<typeof scores.$inferSelect> {
  const where: (SQL | undefined)[] = [];
  if (f.classIds) where.push(inArray(scores.classId, f.classIds));
  if (f.studentIds) where.push(inArray(scores.studentId, f.studentIds));
  if (f.ids) where.push(inArray(scores.id, f.ids));
  if (f.kind) where.push(eq(scores.kind, f.kind));
  const cond = and(...where);
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(scores)
        .where(cond)
        .orderBy(asc(scores.classId), asc(scores.studentId), asc(scores.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(scores).where(cond),
  };
}

/** One score; 404 when there is none. */
export const scoreById = (db: Db, id: number) => rowById(db, scores, id);
