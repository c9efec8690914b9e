import { OVERVIEW_STATUSES, overviewStatus, SCORE_BUCKETS } from '@lms/domain';
import { z } from 'zod';
import type { AttemptStatus } from '@lms/domain';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const studentStatusSchema = z
  .object({
    assignment_id: z.number().int(),
    class_id: z.number().int(),
    student_id: z.number().int(),
    status: z
      .enum(OVERVIEW_STATUSES)
      .describe('not_started (no attempt or never opened), in_progress, holding, waiting_score, pass, fail'),
    attempt_id: z.number().int().nullable().describe('The latest attempt; null when none'),
    attempt: z.number().int().nullable().describe('1 for the first attempt; null when none'),
    score: z.number().nullable().describe('The returned score; null until returned'),
    started_at: z.string().nullable(),
    submitted_at: z.string().nullable(),
    marked_at: z.string().nullable(),
    has_draft: z.boolean().describe('A marker has a draft of marks on it (not returned yet)'),
    redo_requested: z
      .boolean()
      .describe('The latest attempt was returned and a marker asked the student to redo it (issue 13)'),
  })
  .describe('AssignmentStudentStatus');
export type StudentStatusJson = z.infer<typeof studentStatusSchema>;

export interface StudentStatusRow {
  assignmentId: number;
  classId: number;
  studentId: number;
  attemptId: number | null;
  attempt: number | null;
  status: AttemptStatus | null;
  startedAt: Date | null;
  submittedAt: Date | null;
  markedAt: Date | null;
  score: number | null;
  hasDraft: boolean;
  redoRequested: boolean;
}

export function presentStudentStatus(r: StudentStatusRow): StudentStatusJson {
  const status = overviewStatus(r.status ? { status: r.status, startedAt: r.startedAt } : null);
  const returned = status === 'pass' || status === 'fail';
  return {
    assignment_id: r.assignmentId,
    class_id: r.classId,
    student_id: r.studentId,
    status,
    attempt_id: r.attemptId,
    attempt: r.attempt,
    // A score is the student's only once returned: keyed parts pre-score a submission that still waits.
    score: returned ? r.score : null,
    started_at: iso(r.startedAt),
    submitted_at: iso(r.submittedAt),
    marked_at: returned ? iso(r.markedAt) : null,
    has_draft: Boolean(r.hasDraft),
    redo_requested: returned && Boolean(r.redoRequested),
  };
}

export const scoreBucketSchema = z
  .object({
    assignment_id: z.number().int(),
    bucket: z
      .number()
      .int()
      .describe(`0 to ${SCORE_BUCKETS - 1}: tenths of the assignment's maximum`),
    count: z.number().int().describe('Active students whose latest returned score falls in it'),
  })
  .describe('ScoreBucket');
export type ScoreBucketJson = z.infer<typeof scoreBucketSchema>;

/** Every bucket of every assignment asked for, empty ones as 0, in order. */
export function presentScoreBuckets(
  assignmentIds: number[],
  rows: { assignmentId: number; bucket: number; n: number }[],
): ScoreBucketJson[] {
  const counts = new Map(rows.map((r) => [`${r.assignmentId}:${r.bucket}`, r.n]));
  return [...assignmentIds]
    .sort((a, b) => a - b)
    .flatMap((assignmentId) =>
      Array.from({ length: SCORE_BUCKETS }, (_, bucket) => ({
        assignment_id: assignmentId,
        bucket,
        count: counts.get(`${assignmentId}:${bucket}`) ?? 0,
      })),
    );
}

export const errorTagCountSchema = z
  .object({
    student_id: z.number().int().optional().describe('users/error-tags/: the student'),
    class_id: z.number().int().optional().describe('class/error-tags: the class'),
    error_tag_id: z.number().int(),
    name: z.string(),
    link: z.string().describe("The tag's learning link; empty when none"),
    parent_id: z.number().int().nullable(),
    month: z.string().describe('YYYY-MM, in the academy’s time zone, of the returned mark'),
    count: z.number().int().describe('Returned answers given the tag that month'),
  })
  .describe('ErrorTagCount');
export type ErrorTagCountJson = z.infer<typeof errorTagCountSchema>;

export function presentErrorTagCount(
  by: 'student' | 'class',
  r: {
    key: number;
    errorTagId: number;
    name: string;
    link: string;
    parentId: number | null;
    month: string;
    n: number;
  },
): ErrorTagCountJson {
  return {
    ...(by === 'student' ? { student_id: r.key } : { class_id: r.key }),
    error_tag_id: r.errorTagId,
    name: r.name,
    link: r.link,
    parent_id: r.parentId,
    month: r.month,
    count: r.n,
  };
}
