import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expireIfDue } from '../../commands/exams.js';
import { startPlay } from '../../commands/plays.js';
import { badRequest, conflict } from '../../http/errors.js';
import { idParams } from '../../http/validators.js';
import { requireAttemptOwner } from '../../policies/exams.js';
import { clipLink, clipPlayStartSchema, presentClipMedia, presentClipPlays } from '../../presenters/exams.js';
import { attemptById, examContent } from '../../queries/exams.js';
import { ieltsSectionOfAttempt } from '../../queries/ielts/tests.js';
import { clipDurationMs } from '../../queries/plays.js';
import { playBody } from './schema.js';
import { tags } from './student-view.js';

/**
 * A limited listening clip's plays, held by the server (issue 30 point 3, docs/design.md section 9): the
 * device's count can be cleared, the server's cannot.
 */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/user-exam/:id/plays',
    {
      schema: {
        tags,
        summary: "Start a play of one of the attempt's listening clips (its student, attempt in progress)",
        description:
          "Records the play's start by the server's clock while plays are left; while the latest play runs " +
          'it answers that play again (a reload or a second tab counts nothing). A clip without a limit ' +
          'records nothing. `media` carries the clip and its link while the play runs, ending with the ' +
          'play plus 30 s (the attempt’s content withholds a limited clip’s link otherwise); for a clip ' +
          'without a limit, the usual link. 409 `audio_plays_used` once the plays are used and the last is over, ' +
          '`exam_submitted` after the attempt closed; 400 for a medium not among the attempt’s clips.',
        params: idParams,
        body: playBody,
        response: { 200: clipPlayStartSchema, 201: clipPlayStartSchema },
      },
    },
    async (request, reply) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      const now = new Date();
      const exam = await expireIfDue(db, row.exam, now);
      if (exam.status !== 'unfinished')
        throw conflict(exam.status === 'holding' ? 'exam_holding' : 'exam_submitted');
      const mediaId = request.body.media_id;
      const content = await examContent(db, row.exercise.id);
      const medium = content.media.get(mediaId);
      if (!medium || medium.kind !== 'audio') throw badRequest({ media_id: 'audio_clip_unknown' });
      // An IELTS section's recordings play as its test says (as the attempt's content shows them).
      const ielts =
        row.assignment.kind === 'ielt'
          ? await ieltsSectionOfAttempt(db, row.assignment.id, exam.studentId)
          : null;
      const limit = ielts ? ielts.plays : row.exercise.audioPlays;
      const answer = (plays: Parameters<typeof presentClipPlays>[2]) => {
        const state = presentClipPlays(mediaId, limit, plays, now);
        const link = limit <= 0 ? {} : clipLink(state, plays);
        return { ...state, media: presentClipMedia(medium, link), server_now: now.toISOString() };
      };
      if (limit <= 0) return reply.status(200).send(answer([]));
      const duration = await clipDurationMs(path.join(app.uploads.dir, medium.path));
      const result = await startPlay(db, exam.id, mediaId, limit, duration, now);
      if (result.kind === 'closed') throw conflict('exam_submitted');
      if (result.kind === 'used') throw conflict('audio_plays_used', 'media_id');
      return reply.status(result.kind === 'started' ? 201 : 200).send(answer(result.plays));
    },
  );
};
