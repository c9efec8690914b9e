import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyExercise, createExercise, deleteExercise, updateExercise } from '../../commands/exercises.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import { listPage, pageOf, type Page } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  bankScope,
  mayReadBankItem,
  requireBankReader,
  requireBankWriter,
  storeForNew,
} from '../../policies/bank.js';
import {
  exerciseFiguresSchema,
  exerciseSchema,
  presentExercise,
  presentExerciseFigures,
  presentQuestionShares,
  questionShareSchema,
} from '../../presenters/exercises.js';
import { exerciseById, exerciseExtras, exerciseFigures, exerciseList } from '../../queries/exercises.js';
import {
  exerciseBody,
  exerciseCopyBody,
  exerciseIdsQuery,
  exerciseListQuery,
  exerciseUpdateBody,
} from './schema.js';

const tags = ['exercises'];

/** The exercises of a batch, every one of which the viewer may read (403 otherwise). */
async function readableExercises(db: Db, viewer: Viewer, ids: number[]) {
  const scope = bankScope(viewer);
  const rows = await exerciseList(db, { scope: { kind: 'all' }, ids, ordering: 'name' }).rows(ids.length, 0);
  if (scope.kind !== 'all' && !rows.every((row) => mayReadBankItem(viewer, row))) throw forbidden();
  return rows;
}

/** A computed list, paged in memory (batches of a few exercises). */
const pageOfList = <T>(request: Parameters<typeof listPage>[0], q: Page, all: T[]) =>
  listPage(
    request,
    q,
    {
      rows: async (limit, offset) => all.slice(offset, offset + limit),
      count: async () => [{ n: all.length }],
    },
    (rows) => rows,
  );

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const present = async (viewer: Viewer, row: Awaited<ReturnType<typeof exerciseById>>) =>
    presentExercise(viewer, row, await exerciseExtras(db, [row]));

  app.get(
    '/exercise/',
    {
      schema: {
        tags,
        summary: 'Search the exercise bank (staff): the stores the caller may read',
        querystring: exerciseListQuery,
        response: { 200: pageOf(exerciseSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const list = exerciseList(db, {
        scope: bankScope(request.viewer),
        ids: q.ids,
        store: q.store,
        ownerId: q.owner_id,
        courseIds: q.course_ids,
        topicGroups: q.topic_groups,
        tagIds: q.tag_ids,
        search: q.search,
        ordering: q.ordering,
      });
      return listPage(request, q, list, async (rows) => {
        const extras = await exerciseExtras(db, rows);
        return rows.map((row) => presentExercise(request.viewer, row, extras));
      });
    },
  );

  app.post(
    '/exercise/',
    {
      schema: {
        tags,
        summary:
          'Build an exercise from questions: in the common store (admins) or the teacher’s private one',
        body: exerciseBody,
        response: { 201: exerciseSchema },
      },
    },
    async (request, reply) => {
      const place = storeForNew(request.viewer);
      const b = request.body;
      const row = await createExercise(db, place, {
        name: b.name,
        courseId: b.course_id,
        description: b.description,
        topicGroup: b.topic_group,
        visibility: b.visibility,
        tagIds: b.tag_ids,
        questionIds: b.question_ids,
        audioPlays: b.audio_plays,
      });
      return reply.status(201).send(await present(request.viewer, row));
    },
  );

  app.get(
    '/exercise/:id/',
    {
      schema: { tags, summary: 'One exercise (staff)', params: idParams, response: { 200: exerciseSchema } },
    },
    async (request) => {
      const row = await exerciseById(db, request.params.id);
      requireBankReader(request.viewer, row);
      return present(request.viewer, row);
    },
  );

  app.put(
    '/exercise/:id/',
    {
      schema: {
        tags,
        summary: 'Edit an exercise (partial; `question_ids` replace its questions, e.g. with newer versions)',
        params: idParams,
        body: exerciseUpdateBody,
        response: { 200: exerciseSchema },
      },
    },
    async (request) => {
      const current = await exerciseById(db, request.params.id);
      requireBankWriter(request.viewer, current);
      const b = request.body;
      const row = await updateExercise(db, current, {
        name: b.name,
        courseId: b.course_id,
        description: b.description,
        topicGroup: b.topic_group,
        visibility: b.visibility,
        tagIds: b.tag_ids,
        questionIds: b.question_ids,
        audioPlays: b.audio_plays,
      });
      return present(request.viewer, row);
    },
  );

  app.delete(
    '/exercise/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an exercise no class has been given (409 otherwise); its questions stay',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const current = await exerciseById(db, request.params.id);
      requireBankWriter(request.viewer, current);
      await deleteExercise(db, current);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/exercise/duplicate/',
    {
      schema: {
        tags,
        summary:
          'Copy an exercise with its questions into the caller’s store (teachers: private; admins: common), all or nothing',
        body: exerciseCopyBody,
        response: { 201: exerciseSchema },
      },
    },
    async (request, reply) => {
      const place = storeForNew(request.viewer);
      const source = await exerciseById(db, request.body.exercise_id);
      requireBankReader(request.viewer, source);
      return reply.status(201).send(await present(request.viewer, await copyExercise(db, source, place)));
    },
  );

  app.get(
    '/exercise/summary-question',
    {
      schema: {
        tags,
        summary: 'Per exercise: its questions, parts and points by type, and who scores its parts',
        querystring: exerciseIdsQuery,
        response: { 200: pageOf(exerciseFiguresSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await readableExercises(db, request.viewer, q.exercise_ids);
      const figures = await exerciseFigures(
        db,
        rows.map((r) => r.id),
      );
      return pageOfList(
        request,
        q,
        rows.map((row) => presentExerciseFigures(row.id, figures)),
      );
    },
  );

  app.get(
    '/exercise/percent-question',
    {
      schema: {
        tags,
        summary: 'Per exercise and question: the question’s points and its share of the exercise, in percent',
        querystring: exerciseIdsQuery,
        response: { 200: pageOf(questionShareSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await readableExercises(db, request.viewer, q.exercise_ids);
      return pageOfList(
        request,
        q,
        presentQuestionShares(
          await exerciseFigures(
            db,
            rows.map((r) => r.id),
          ),
        ),
      );
    },
  );

  app.get(
    '/question-part/exercises_type/',
    {
      schema: {
        tags,
        summary: 'Per exercise: the question types it uses and its scoring mode',
        querystring: exerciseIdsQuery,
        response: {
          200: pageOf(
            z.object({
              exercise_id: z.number().int(),
              types: exerciseSchema.shape.types,
              scoring_mode: exerciseSchema.shape.scoring_mode,
            }),
          ),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await readableExercises(db, request.viewer, q.exercise_ids);
      const extras = await exerciseExtras(db, rows);
      return pageOfList(
        request,
        q,
        rows.map((row) => {
          const json = presentExercise(request.viewer, row, extras);
          return { exercise_id: row.id, types: json.types, scoring_mode: json.scoring_mode };
        }),
      );
    },
  );
};
