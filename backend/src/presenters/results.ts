import { REVIEW_WHENS } from '@lms/domain';
import { z } from 'zod';
import { ASSIGNMENT_KINDS, RESULT_STATUSES, SCORE_KINDS, STORES, TOPIC_GROUPS } from '../db/schema.js';
import type { AssignmentRow, ExerciseRow, ScoreRow, UserExamRow } from '../db/rows.js';
import { userSummarySchema } from './users.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const exerciseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  topic_group: z.enum(TOPIC_GROUPS),
  scoring_mode: z.number().int().describe('0 auto, 1 manual, 2 hybrid'),
  store: z.enum(STORES),
});

const reviewWhenSchema = z.enum(REVIEW_WHENS);
/** What a student sees of a submitted attempt and when (issue 26 point 1, @lms/domain's reviewVisibility). */
export const reviewOptionsSchema = z
  .object({
    answers: reviewWhenSchema,
    score: reviewWhenSchema,
    keys: reviewWhenSchema.describe('Never shown while the student may still start another attempt'),
    feedback: reviewWhenSchema.describe("The marker's comments and error tags; only once returned"),
  })
  .describe('ReviewOptions');

/** An exercise assigned to a class (docs/product.md homework assignment: title, tutorial, deadline, tag, time limit). */
export const assignmentSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    exercise_id: z.number().int(),
    kind: z.enum(ASSIGNMENT_KINDS),
    title: z.string(),
    tutorial: z.string(),
    tag_id: z.number().int().nullable(),
    start_at: z.string().nullable(),
    deadline: z.string().nullable(),
    time_limit: z.number().int().nullable().describe('Minutes; null means untimed'),
    min_score: z.number(),
    max_score: z.number(),
    max_accesses: z.number().int(),
    exam_mode: z
      .boolean()
      .describe(
        'An exam: full screen, exits counted against max_accesses, a countdown to the end. Otherwise the deadline shows as a date and the work is left and resumed freely',
      ),
    max_attempts: z
      .number()
      .int()
      .describe('Attempts a student may make (issue 26); each redo a teacher asks for adds one'),
    review_options: reviewOptionsSchema,
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    exercise: exerciseSummarySchema,
  })
  .describe('ClassExercise');
export type AssignmentJson = z.infer<typeof assignmentSchema>;

export function presentAssignment(a: AssignmentRow, e: ExerciseRow): AssignmentJson {
  return {
    id: a.id,
    class_id: a.classId,
    exercise_id: a.exerciseId,
    kind: a.kind,
    title: a.title,
    tutorial: a.tutorial,
    tag_id: a.tagId,
    start_at: iso(a.startAt),
    deadline: iso(a.deadline),
    time_limit: a.timeLimit,
    min_score: a.minScore,
    max_score: a.maxScore,
    max_accesses: a.maxAccesses,
    exam_mode: a.examMode,
    max_attempts: a.maxAttempts,
    review_options: { ...a.reviewOptions },
    created_by: a.createdBy,
    created_at: a.createdAt.toISOString(),
    exercise: {
      id: e.id,
      name: e.name,
      topic_group: e.topicGroup,
      scoring_mode: e.scoringMode,
      store: e.store,
    },
  };
}

/** Per-assignment figures for a class, over its active students and their latest attempts. */
export interface AssignmentStats {
  studentsTotal: number;
  waitingScore: number;
  passed: number;
  failed: number;
  averageScore: number | null;
}

export const classExerciseSchema = z
  .object({
    assignment: assignmentSchema,
    students_total: z.number().int().describe('Active students of the class'),
    submitted: z.number().int().describe('waiting_score + passed + failed'),
    waiting_score: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    unfinished: z
      .number()
      .int()
      .describe('students_total - submitted: not started, in progress (unfinished) or holding'),
    average_score: z.number().nullable().describe('Mean score of the marked (pass or fail) results'),
  })
  .describe('ClassExerciseStats');
export type ClassExerciseJson = z.infer<typeof classExerciseSchema>;

export function presentClassExercise(assignment: AssignmentJson, s: AssignmentStats): ClassExerciseJson {
  const submitted = s.waitingScore + s.passed + s.failed;
  return {
    assignment,
    students_total: s.studentsTotal,
    submitted,
    waiting_score: s.waitingScore,
    passed: s.passed,
    failed: s.failed,
    unfinished: Math.max(0, s.studentsTotal - submitted),
    average_score: s.averageScore,
  };
}

/** docs/product.md point 3 labels: pass and fail are both returned ('done'), waiting_score is 'unmarked'. */
export const STATUS_LABELS = {
  pass: 'done',
  fail: 'done',
  waiting_score: 'unmarked',
  unfinished: 'unfinished',
  holding: 'holding',
} as const satisfies Record<(typeof RESULT_STATUSES)[number], string>;

/** The keyed parts' share of a submitted attempt (docs/decisions.md, issue 25): scores only, never keys. */
export const keyedShareShape = {
  keyed_score: z
    .number()
    .nullable()
    .describe(
      "Submitted: the keyed parts' points on the assignment's scale; null before (and for older work)",
    ),
  keyed_max_score: z
    .number()
    .nullable()
    .describe('Submitted: what the keyed parts could give on the same scale; null before'),
  parts_awaiting_marker: z
    .number()
    .int()
    .nullable()
    .describe(
      'Submitted: parts waiting for a marker (a person or the speech scorer), 0 once returned; null before',
    ),
};

export function presentKeyedShare(r: UserExamRow) {
  const returned = r.status === 'pass' || r.status === 'fail';
  return {
    keyed_score: r.keyedScore,
    keyed_max_score: r.keyedMaxScore,
    parts_awaiting_marker: r.partsAwaitingMarker === null ? null : returned ? 0 : r.partsAwaitingMarker,
  };
}

export const resultSchema = z
  .object({
    id: z.number().int(),
    assignment_id: z.number().int(),
    class_id: z.number().int(),
    student_id: z.number().int(),
    attempt: z.number().int(),
    status: z.enum(RESULT_STATUSES),
    status_label: z.enum(['done', 'unmarked', 'unfinished', 'holding']),
    below_min_score: z
      .boolean()
      .describe("The score is under the assignment's minimum: the student is asked to redo the work"),
    redo_requested: z
      .boolean()
      .describe('A marker asked the student to redo this returned work (issue 13), even above the minimum'),
    redo_requested_at: z.string().nullable().describe('When the redo was asked; null when nobody asked'),
    redo_note: z.string().describe("The marker's word with the redo ('' when none)"),
    started_at: z.string().nullable(),
    submitted_at: z.string().nullable(),
    access_count: z.number().int(),
    score: z.number().nullable(),
    ...keyedShareShape,
    comment: z.string(),
    marked_by: z.number().int().nullable(),
    marked_at: z.string().nullable(),
    student: userSummarySchema
      .optional()
      .describe('With expand=student: the student, as a class list shows them (the marking queue)'),
  })
  .describe('StudentResult');
export type ResultJson = z.infer<typeof resultSchema>;

export function presentResult(r: UserExamRow, a: { classId: number; minScore: number }): ResultJson {
  return {
    id: r.id,
    assignment_id: r.assignmentId,
    class_id: a.classId,
    student_id: r.studentId,
    attempt: r.attempt,
    status: r.status,
    status_label: STATUS_LABELS[r.status],
    below_min_score: r.score !== null && r.score < a.minScore,
    redo_requested: r.redoRequestedAt !== null,
    redo_requested_at: iso(r.redoRequestedAt),
    redo_note: r.redoNote,
    started_at: iso(r.startedAt),
    submitted_at: iso(r.submittedAt),
    access_count: r.accessCount,
    score: r.score,
    ...presentKeyedShare(r),
    comment: r.comment,
    marked_by: r.markedBy,
    marked_at: iso(r.markedAt),
  };
}

export const scoreSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    student_id: z.number().int(),
    assignment_id: z.number().int().nullable(),
    kind: z.enum(SCORE_KINDS),
    value: z.number(),
    note: z.string(),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
  })
  .describe('Score');
export type ScoreJson = z.infer<typeof scoreSchema>;

export function presentScore(s: ScoreRow): ScoreJson {
  return {
    id: s.id,
    class_id: s.classId,
    student_id: s.studentId,
    assignment_id: s.assignmentId,
    kind: s.kind,
    value: s.value,
    note: s.note,
    created_by: s.createdBy,
    created_at: s.createdAt.toISOString(),
  };
}

export interface StudentScoreSummary {
  classId: number;
  studentId: number;
  byKind: Partial<Record<(typeof SCORE_KINDS)[number], number>>;
  examAverage: number | null;
  resultsCount: number;
}

export const studentScoreSchema = z
  .object({
    class_id: z.number().int(),
    student_id: z.number().int(),
    score_home_work: z.number().nullable().describe('Mean of the score_home_work scores; null if none'),
    score_test: z.number().nullable(),
    score_presentation: z.number().nullable(),
    exam_average: z.number().nullable().describe('Mean score of the latest marked attempt per assignment'),
    results_count: z.number().int().describe('Assignments of the class the student has a result for'),
  })
  .describe('StudentClassScore');
export type StudentScoreJson = z.infer<typeof studentScoreSchema>;

export function presentStudentScore(s: StudentScoreSummary): StudentScoreJson {
  return {
    class_id: s.classId,
    student_id: s.studentId,
    score_home_work: s.byKind.score_home_work ?? null,
    score_test: s.byKind.score_test ?? null,
    score_presentation: s.byKind.score_presentation ?? null,
    exam_average: s.examAverage,
    results_count: s.resultsCount,
  };
}
