import { bucketRange } from '@lms/domain';
import type {
  AssignmentResolvers,
  AssignmentStudentStatusResolvers,
  ScoreBucketResolvers,
} from '../../generated/resolvers.js';
import { studentOf } from '../classes/api.js';

export const Assignment: AssignmentResolvers = {
  studentStatuses: (a, _, ctx) => ctx.loaders.analytics.studentStatusesOfAssignment.load(a.id),
  scoreDistribution: async (a, _, ctx) => {
    const rows = await ctx.loaders.analytics.scoreBucketsOfAssignment.load(a.id);
    return rows.map((r) => ({ ...r, max_score: a.max_score }));
  },
};

export const AssignmentStudentStatus: AssignmentStudentStatusResolvers = {
  student: (s, _, ctx) => studentOf(ctx, s.class_id, s.student_id),
  attemptId: (s) => s.attempt_id,
  startedAt: (s) => s.started_at,
  submittedAt: (s) => s.submitted_at,
  markedAt: (s) => s.marked_at,
  hasDraft: (s) => s.has_draft,
  redoRequested: (s) => s.redo_requested,
};

export const ScoreBucket: ScoreBucketResolvers = {
  from: (b) => bucketRange(b.bucket, b.max_score).from,
  to: (b) => bucketRange(b.bucket, b.max_score).to,
};
