import { MARK_COMMENT_MAX } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestRedo } from '../../commands/redo.js';
import type { Db } from '../../db/client.js';
import type { AssignmentRow, UserExamRow } from '../../db/rows.js';
import { idParams } from '../../http/validators.js';
import { conflict } from '../../http/errors.js';
import { requireMarker } from '../../policies/exams.js';
import { attemptStanding, studentView } from '../../policies/review.js';
import { presentResult, resultSchema } from '../../presenters/results.js';
import { attemptById } from '../../queries/exams.js';

const tags = ['marking'];

export const redoBody = z
  .strictObject({
    note: z
      .string()
      .trim()
      .max(MARK_COMMENT_MAX)
      .default('')
      .describe('A word to the student with the redo (what to work on)'),
  })
  .describe('The redo asked; `{}` asks it without a note');

/**
 * A test whose keys its student may already read (by its review options) is not redone: the redo would
 * measure nothing (issue 26, docs/decisions.md "A redo after the keys were shown"). Homework and
 * presentations are practice, so a teacher may still ask for their redo after the keys.
 */
async function refuseRedoAfterKeys(db: Db, a: AssignmentRow, exam: UserExamRow, now: Date) {
  if (a.kind !== 'test') return;
  const standing = await attemptStanding(db, a, exam.studentId, now);
  if (studentView(a, exam, standing, now).keys) throw conflict('redo_keys_shown', 'non_field_errors');
}

/**
 * Asking for a redo (issue 13): the class's markers (admins, its teachers, its assigned examiners, as for
 * marking) ask the student to take a returned attempt again, even above the minimum.
 */
export const redoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/user-exam/:id/redo',
    {
      schema: {
        tags,
        summary: 'Ask the student to redo a returned attempt (pass or fail), even above the minimum',
        description:
          'The student may then start the next attempt inside the assignment’s window. 409 when the ' +
          'attempt is not returned (redo_not_returned), a redo was already asked (redo_already_requested) ' +
          'or started (redo_already_started), the deadline has passed (redo_deadline_passed), or the ' +
          'student of a test has already been shown its keys (redo_keys_shown).',
        params: idParams,
        body: redoBody,
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      await requireMarker(db, request.viewer, row.assignment.classId);
      const now = new Date();
      await refuseRedoAfterKeys(db, row.assignment, row.exam, now);
      const asked = await requestRedo(
        db,
        row.exam.id,
        row.assignment,
        request.viewer.user.id,
        request.body.note,
        now,
      );
      return presentResult(asked, row.assignment);
    },
  );
};
