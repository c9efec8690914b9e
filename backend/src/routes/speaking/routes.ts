import type { SpeakingBand, SpeakingCriterion } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveRubric } from '../../commands/speaking.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../http/auth.js';
import { conflict } from '../../http/errors.js';
import { classAccess } from '../../policies/classes.js';
import { requireMarker } from '../../policies/exams.js';
import { presentSpeakingScore, rubricPartsOf, speakingScoreSchema } from '../../presenters/speaking.js';
import { attemptById, examContent } from '../../queries/exams.js';
import { answersByExam, attemptsWithClass, rubricMarksOf, speechScoresOf } from '../../queries/speaking.js';
import { speakingListQuery, speakingScoreBody } from './schema.js';
import { z } from 'zod';

const tags = ['marking'];

/** The attempts of these ids the viewer marks (their class's admin, teachers and assigned examiners). */
async function markableAttempts(db: Db, viewer: Viewer, ids: number[]) {
  const rows = await attemptsWithClass(db, ids);
  const access = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.classId))].map(
        async (c) => [c, await classAccess(db, viewer, c)] as const,
      ),
    ),
  );
  return rows.filter((r) => ['mark', 'manage'].includes(access.get(r.classId)!));
}

/** The spoken parts of each exercise, one read per distinct exercise. */
async function partsOf(db: Db, exerciseIds: number[]) {
  const entries = await Promise.all(
    [...new Set(exerciseIds)].map(async (id) => {
      const content = await examContent(db, id);
      return [id, [...content.parts.values()].flat()] as const;
    }),
  );
  return new Map(entries);
}

/**
 * The oral rubric and the speech scorer's results (docs/design.md section 9, issue 13, docs/product.md `speaking-score/`):
 * markers read and write the rubric of an attempt's speaking parts, and read what the recogniser heard.
 */
export const speakingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function present(ids: number[], viewer: Viewer) {
    const attempts = await markableAttempts(db, viewer, ids);
    const examIds = attempts.map((a) => a.id);
    const [parts, rubric, speech, answers] = await Promise.all([
      partsOf(
        db,
        attempts.map((a) => a.exerciseId),
      ),
      rubricMarksOf(db, examIds),
      speechScoresOf(db, examIds),
      answersByExam(db, examIds),
    ]);
    return attempts
      .sort((a, b) => a.id - b.id)
      .map((a) =>
        presentSpeakingScore(
          a.id,
          app.speech.engine?.name ?? null,
          parts.get(a.exerciseId) ?? [],
          rubric.get(a.id) ?? [],
          speech.get(a.id) ?? [],
          answers.get(a.id) ?? new Map(),
        ),
      );
  }

  app.get(
    '/speaking-score/',
    {
      schema: {
        tags,
        summary: 'The oral rubric and the speech scorer’s results of attempts (batch)',
        description:
          'Markers only: attempts in classes the viewer does not mark (or that do not exist) are left out.',
        querystring: speakingListQuery,
        response: { 200: z.object({ results: z.array(speakingScoreSchema) }) },
      },
    },
    async (request) => ({ results: await present(request.query.user_exam_ids, request.viewer) }),
  );

  app.put(
    '/speaking-score/',
    {
      schema: {
        tags,
        summary: 'Score an attempt’s speaking with the oral rubric (the criteria sent; the others stay)',
        description:
          'A band of 10-9, 8-7, 6-5, 4-3, 2-1 per criterion. Once every criterion has one, the score in the ' +
          'markers’ draft of each speaking part the student recorded follows the rubric (a part without a ' +
          'recording is not the rubric’s: it goes back with 0 unless a marker scores it); the student sees ' +
          'it when the work is returned.',
        body: speakingScoreBody,
        response: { 200: speakingScoreSchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.body.user_exam_id);
      await requireMarker(db, request.viewer, row.assignment.classId);
      if (row.exam.status === 'unfinished') throw conflict('mark_not_submitted');
      const content = await examContent(db, row.exercise.id);
      const parts = [...content.parts.values()].flat();
      // Only the parts the student recorded: a part without a recording is no rubric's to score.
      const recorded = (await answersByExam(db, [row.exam.id])).get(row.exam.id) ?? new Map();
      const rubricParts = rubricPartsOf(parts, recorded).filter((p) => p.answered);
      await saveRubric(
        db,
        row.exam.id,
        request.body.marks.map((m) => ({
          criterion: m.criterion as SpeakingCriterion,
          band: m.band as SpeakingBand,
          points: m.points,
        })),
        rubricParts,
        request.viewer.user.id,
        new Date(),
      );
      const [answer] = await present([row.exam.id], request.viewer);
      return answer!;
    },
  );
};
