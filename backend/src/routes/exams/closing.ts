import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expireIfDue, recordExit, submitAttempt } from '../../commands/exams.js';
import { conflict } from '../../http/errors.js';
import { idParams } from '../../http/validators.js';
import { requireAttemptOwner } from '../../policies/exams.js';
import { attemptStanding } from '../../policies/review.js';
import { attemptSummarySchema, presentAttemptSummary } from '../../presenters/exams.js';
import { attemptById } from '../../queries/exams.js';
import { exitBody } from './schema.js';
import { attemptMessage, forStudent, langOf, submitted, tags } from './student-view.js';

/** How an attempt closes by its student: leaving full screen up to the access limit, or submitting. */
export const closingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/user-exam/:id/exits',
    {
      schema: {
        tags,
        summary:
          'Count one exit from full screen (once per event id); reaching the access limit submits. Outside exam mode nothing is counted',
        params: idParams,
        body: exitBody,
        response: { 200: attemptSummarySchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      const now = new Date();
      let exam = await expireIfDue(db, row.exam, now);
      // Outside exam mode leaving the page is allowed: nothing is counted, nothing closes (issue 25 point 6).
      if (exam.status === 'unfinished' && row.assignment.examMode) {
        exam = await recordExit(db, exam, row.assignment.maxAccesses, request.body.event_id, now);
      }
      const standing = await attemptStanding(db, row.assignment, exam.studentId, now);
      return forStudent(
        presentAttemptSummary(
          exam,
          row.assignment,
          now,
          attemptMessage(exam, row.assignment, langOf(request), standing),
        ),
        exam,
        row.assignment,
        standing,
        now,
      );
    },
  );

  app.post(
    '/user-exam/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit an attempt: keyed parts are scored at once (idempotent)',
        description:
          'Every part keyed: pass or fail against the minimum score; otherwise waiting_score. Submitting a ' +
          'submitted attempt answers it unchanged.',
        params: idParams,
        response: { 200: attemptSummarySchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      if (row.exam.status === 'holding') throw conflict('exam_holding');
      const now = new Date();
      const late = row.exam.endsAt !== null && row.exam.endsAt <= now;
      const exam = submitted(row.exam.status)
        ? row.exam
        : await submitAttempt(db, row.exam.id, late ? 'time_up' : 'student', now);
      if (exam.status === 'waiting_score') app.speech.kick();
      const standing = await attemptStanding(db, row.assignment, exam.studentId, now);
      return forStudent(
        presentAttemptSummary(
          exam,
          row.assignment,
          now,
          attemptMessage(exam, row.assignment, langOf(request), standing),
        ),
        exam,
        row.assignment,
        standing,
        now,
      );
    },
  );
};
