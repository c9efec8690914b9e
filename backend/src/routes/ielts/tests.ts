import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createIeltsTest, updateIeltsTest } from '../../commands/ielts/tests.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { ieltsTestSchema, presentIeltsTest } from '../../presenters/ielts/tests.js';
import { ieltsTestById, ieltsTestList } from '../../queries/ielts/tests.js';
import { defined, ieltsTestCreateBody, ieltsTestListQuery, ieltsTestUpdateBody } from './schema.js';

const tags = ['ielts'];

/** A test's columns from its body, the fields given (a change is partial). */
const ieltsTestFields = (b: z.output<typeof ieltsTestUpdateBody>) =>
  defined({
    name: b.name,
    module: b.module,
    description: b.description,
    active: b.active,
    listeningExerciseId: b.listening_exercise_id,
    readingExerciseId: b.reading_exercise_id,
    writingExerciseId: b.writing_exercise_id,
    speakingExerciseId: b.speaking_exercise_id,
    listeningTable: b.listening_table,
    readingTable: b.reading_table,
    listeningPlays: b.listening_plays,
  });

/** IELTS tests (administrators): their sections' exercises and band tables. */
export const ieltsTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/ielt/tests/',
    {
      schema: {
        tags,
        summary: 'IELTS tests (administrators)',
        querystring: ieltsTestListQuery,
        response: { 200: pageOf(ieltsTestSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const q = request.query;
      return listPage(request, q, ieltsTestList(db, q), (rows) => rows.map(presentIeltsTest));
    },
  );

  app.post(
    '/ielt/tests/',
    {
      schema: {
        tags,
        summary: 'Create an IELTS test (administrators); tables default to the published ones',
        body: ieltsTestCreateBody,
        response: { 201: ieltsTestSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      const id = await createIeltsTest(
        db,
        {
          ...ieltsTestFields(b),
          name: b.name,
          // Absent on a new test: no speaking section, the published tables.
          speakingExerciseId: b.speaking_exercise_id ?? null,
          listeningTable: b.listening_table ?? null,
          readingTable: b.reading_table ?? null,
        },
        request.viewer.user.id,
      );
      return reply.status(201).send(presentIeltsTest(await ieltsTestById(db, id)));
    },
  );

  app.get(
    '/ielt/tests/:id/',
    { schema: { tags, summary: 'One IELTS test', params: idParams, response: { 200: ieltsTestSchema } } },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsTest(await ieltsTestById(db, request.params.id));
    },
  );

  app.put(
    '/ielt/tests/:id/',
    {
      schema: {
        tags,
        summary: 'Change an IELTS test (administrators; partial)',
        params: idParams,
        body: ieltsTestUpdateBody,
        response: { 200: ieltsTestSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const test = await ieltsTestById(db, request.params.id);
      const b = request.body;
      await updateIeltsTest(db, test.test.id, ieltsTestFields(b));
      return presentIeltsTest(await ieltsTestById(db, test.test.id));
    },
  );
};
