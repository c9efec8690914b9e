import { partScoreFits } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leavePresence, markPresence, returnWork, saveDraft } from '../../commands/marking.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { requireMarker } from '../../policies/exams.js';
import { isAdmin } from '../../policies/roles.js';
import { markingSchema, presenceSchema, presentMarking, presentPresence } from '../../presenters/marking.js';
import { answersOf, attemptById, examContent, type AttemptRow } from '../../queries/exams.js';
import { draftOf, errorTagOwners, otherMarkers, returnedErrorTags } from '../../queries/marking.js';
import { draftBody, returnBody } from './schema.js';
import { z } from 'zod';

const tags = ['marking'];

/** The attempt, its marker checked first (404 for no attempt, 403 for anyone but its class's markers). */
async function markedAttempt(db: Db, viewer: Viewer, id: number) {
  const row = await attemptById(db, id);
  await requireMarker(db, viewer, row.assignment.classId);
  return row;
}

async function view(db: Db, row: AttemptRow['exam'], exerciseId: number) {
  const [content, answers, errorTags, draft] = await Promise.all([
    examContent(db, exerciseId),
    answersOf(db, row.id),
    returnedErrorTags(db, row.id),
    draftOf(db, row.id),
  ]);
  return presentMarking(row, content, answers, errorTags, draft);
}

/**
 * A draft's parts checked against the attempt's exercise: each part once, in the exercise, scored from 0 to
 * its maximum, with error tags the marker may use (common ones, their own; admins any). Field errors under
 * `parts.<i>.…` otherwise.
 */
async function checkDraft(db: Db, viewer: Viewer, exerciseId: number, body: z.infer<typeof draftBody>) {
  const content = await examContent(db, exerciseId);
  const maxima = new Map([...content.parts.values()].flat().map((p) => [p.id, p.score]));
  const owners = await errorTagOwners(db, [
    ...new Set(body.parts.flatMap((p) => (p.error_tags ?? []).map((t) => t.error_tag_id))),
  ]);
  const fields: Record<string, MessageKey> = {};
  const seen = new Set<number>();
  body.parts.forEach((p, i) => {
    const maximum = maxima.get(p.question_part_id);
    if (maximum === undefined) fields[`parts.${i}.question_part_id`] = 'mark_part_unknown';
    else if (seen.has(p.question_part_id)) fields[`parts.${i}.question_part_id`] = 'mark_part_repeated';
    else if (p.score !== null && !partScoreFits(p.score, maximum))
      fields[`parts.${i}.score`] = 'mark_part_score_range';
    seen.add(p.question_part_id);
    (p.error_tags ?? []).forEach((t, j) => {
      const tag = owners.get(t.error_tag_id);
      const usable = tag && (tag.isCommon || isAdmin(viewer) || tag.managerId === viewer.user.id);
      if (!usable) fields[`parts.${i}.error_tags.${j}.error_tag_id`] = 'mark_error_tag_unusable';
    });
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return content;
}

/**
 * Marking an attempt (docs/design.md section 9, issue 13): its class's markers (admins, its teachers, its assigned
 * examiners) read its marks and a draft kept apart from them, write the draft as they go, and return the work.
 */
export const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/user-exam/:id/marking',
    {
      schema: {
        tags,
        summary: 'An attempt’s marks: the returned ones and the markers’ draft',
        description:
          'The class’s admin, teachers and assigned examiners. Students read returned marks in the review.',
        params: idParams,
        response: { 200: markingSchema },
      },
    },
    async (request) => {
      const row = await markedAttempt(db, request.viewer, request.params.id);
      return view(db, row.exam, row.exercise.id);
    },
  );

  app.put(
    '/user-exam/:id/marking',
    {
      schema: {
        tags,
        summary: 'Write the draft of an attempt’s marks (the parts sent; the others stay)',
        description:
          'Only submitted work (409 otherwise). The student sees nothing of it until the work is returned.',
        params: idParams,
        body: draftBody,
        response: { 200: markingSchema },
      },
    },
    async (request) => {
      const row = await markedAttempt(db, request.viewer, request.params.id);
      if (row.exam.status === 'unfinished') throw conflict('mark_not_submitted');
      await checkDraft(db, request.viewer, row.exercise.id, request.body);
      await saveDraft(
        db,
        row.exam.id,
        {
          ...(request.body.comment !== undefined ? { comment: request.body.comment } : {}),
          parts: request.body.parts.map((p) => ({
            partId: p.question_part_id,
            score: p.score,
            ...(p.comment !== undefined ? { comment: p.comment } : {}),
            ...(p.error_tags
              ? { errorTags: p.error_tags.map((t) => ({ errorTagId: t.error_tag_id, note: t.note })) }
              : {}),
          })),
        },
        request.viewer.user.id,
        new Date(),
      );
      return view(db, row.exam, row.exercise.id);
    },
  );

  app.post(
    '/user-exam/:id/marking/return',
    {
      schema: {
        tags,
        summary:
          'Return the work: the draft becomes the marks the student sees, and the attempt passes or fails',
        description:
          'A part a person marks that the student answered needs a score: 409 mark_parts_unmarked, naming ' +
          'the parts by their numbers in the exam, unless `confirm_unmarked` returns them with 0. A part the ' +
          'student did not answer and nobody scored goes back with 0. The total is scaled to the ' +
          'assignment’s maximum and compared with its minimum.',
        params: idParams,
        body: returnBody,
        response: { 200: markingSchema },
      },
    },
    async (request) => {
      const row = await markedAttempt(db, request.viewer, request.params.id);
      const returned = await returnWork(db, row.exam.id, row.assignment, request.viewer.user.id, new Date(), {
        confirmUnmarked: request.body?.confirm_unmarked ?? false,
      });
      return view(db, returned, row.exercise.id);
    },
  );

  app.post(
    '/user-exam/:id/marking/presence',
    {
      schema: {
        tags,
        summary:
          'A marker has the attempt’s marking page open (a heartbeat): the other markers who have it too',
        description:
          'The marking page sends it on opening and every 20 s. Answers the other markers seen within the ' +
          'last minute (server clock); older presences are people who left, ignored and cleared (issue 26).',
        params: idParams,
        response: { 200: presenceSchema },
      },
    },
    async (request) => {
      const row = await markedAttempt(db, request.viewer, request.params.id);
      const now = new Date();
      await markPresence(db, row.exam.id, request.viewer.user.id, now);
      return presentPresence(await otherMarkers(db, row.exam.id, request.viewer.user.id, now));
    },
  );

  app.delete(
    '/user-exam/:id/marking/presence',
    {
      schema: {
        tags,
        summary: 'A marker leaves the attempt’s marking page: the others stop seeing them at once',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const row = await markedAttempt(db, request.viewer, request.params.id);
      await leavePresence(db, row.exam.id, request.viewer.user.id);
      return reply.status(204).send(null);
    },
  );
};
