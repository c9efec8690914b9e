import { validatePart, type QuestionType } from '@lms/domain/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  copyQuestion,
  createQuestion,
  deleteQuestion,
  updateQuestion,
  type QuestionPart,
} from '../../commands/questions.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  bankScope,
  mayReadBankItem,
  requireBankReader,
  requireBankWriter,
  storeForNew,
} from '../../policies/bank.js';
import {
  presentQuestion,
  presentQuestionPart,
  questionPartSchema,
  questionSchema,
} from '../../presenters/questions.js';
import {
  partsOfQuestions,
  questionById,
  questionExtras,
  questionList,
  questionsByIdsIn,
} from '../../queries/questions.js';
import {
  partListQuery,
  questionBody,
  questionCopyBody,
  questionListQuery,
  questionUpdateBody,
} from './schema.js';

const tags = ['questions'];

/** Each part against its own type; parts sent without one are checked against the question's. */
function validParts(
  type: QuestionType,
  parts: readonly ({ question_type?: QuestionType } & Record<string, unknown>)[],
): QuestionPart[] {
  const fields: Record<string, MessageKey> = {};
  const valid = parts.flatMap(({ question_type: own, ...part }, i) => {
    const questionType = own ?? type;
    const result = validatePart(questionType, part);
    if (result.ok) return [{ ...result.part, questionType }];
    for (const issue of result.issues) fields[`parts.${i}.${issue.field}`] ??= issue.code as MessageKey;
    return [];
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return valid;
}

export const questionBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/question/',
    {
      schema: {
        tags,
        summary: 'Search the question bank (staff): the stores the caller may read, current versions',
        querystring: questionListQuery,
        response: { 200: pageOf(questionSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = bankScope(request.viewer);
      const list = questionList(db, {
        scope,
        ids: q.ids,
        store: q.store,
        ownerId: q.owner_id,
        types: q.types,
        topicGroups: q.topic_groups,
        tagIds: q.tag_ids,
        search: q.search,
        ordering: q.ordering,
      });
      return listPage(request, q, list, async (rows) => {
        const [extras, parts] = await Promise.all([
          questionExtras(db, rows),
          q.include === 'parts'
            ? partsOfQuestions(
                db,
                rows.map((r) => r.id),
              )
            : Promise.resolve(null),
        ]);
        return rows.map((row) =>
          presentQuestion(
            request.viewer,
            row,
            extras,
            parts ? parts.filter((p) => p.questionId === row.id) : undefined,
          ),
        );
      });
    },
  );

  app.post(
    '/question/',
    {
      schema: {
        tags,
        summary:
          'Create a question with its parts: in the common store (admins) or the teacher’s private one',
        body: questionBody,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) => {
      const place = storeForNew(request.viewer);
      const b = request.body;
      const row = await createQuestion(db, place, {
        title: b.title,
        questionType: b.question_type,
        content: b.content,
        transcript: b.transcript,
        description: b.description,
        topicGroup: b.topic_group,
        visibility: b.visibility,
        mediaId: b.media_id,
        tagIds: b.tag_ids,
        parts: b.parts,
      });
      const parts = await partsOfQuestions(db, [row.id]);
      return reply
        .status(201)
        .send(presentQuestion(request.viewer, row, await questionExtras(db, [row]), parts));
    },
  );

  app.get(
    '/question/:id/',
    {
      schema: {
        tags,
        summary: 'One question with its parts (staff)',
        params: idParams,
        response: { 200: questionSchema },
      },
    },
    async (request) => {
      const row = await questionById(db, request.params.id);
      requireBankReader(request.viewer, row);
      const [extras, parts] = await Promise.all([questionExtras(db, [row]), partsOfQuestions(db, [row.id])]);
      return presentQuestion(request.viewer, row, extras, parts);
    },
  );

  app.put(
    '/question/:id/',
    {
      schema: {
        tags,
        summary:
          'Edit a question (partial; parts replace all parts). Once answered, an edit of what students see makes a new version (201)',
        params: idParams,
        body: questionUpdateBody,
        response: { 200: questionSchema, 201: questionSchema },
      },
    },
    async (request, reply) => {
      const current = await questionById(db, request.params.id);
      requireBankWriter(request.viewer, current);
      const b = request.body;
      const type = b.question_type ?? current.questionType;
      const { row, newVersion } = await updateQuestion(db, current, {
        title: b.title,
        questionType: b.question_type,
        content: b.content,
        transcript: b.transcript,
        description: b.description,
        topicGroup: b.topic_group,
        visibility: b.visibility,
        mediaId: b.media_id,
        tagIds: b.tag_ids,
        parts: b.parts ? validParts(type, b.parts) : undefined,
      });
      const [extras, parts] = await Promise.all([questionExtras(db, [row]), partsOfQuestions(db, [row.id])]);
      return reply.status(newVersion ? 201 : 200).send(presentQuestion(request.viewer, row, extras, parts));
    },
  );

  app.delete(
    '/question/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a question no student has answered (409 otherwise)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const current = await questionById(db, request.params.id);
      requireBankWriter(request.viewer, current);
      await deleteQuestion(db, current);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/question-part/',
    {
      schema: {
        tags,
        summary: 'The parts of questions, keys included (staff, the questions they may read)',
        querystring: partListQuery,
        response: { 200: pageOf(questionPartSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      bankScope(request.viewer);
      const questions = await questionsByIdsIn(db, q.question_ids);
      const readable = questions.filter((row) => mayReadBankItem(request.viewer, row)).map((row) => row.id);
      if (readable.length !== questions.length) throw forbidden();
      const parts = await partsOfQuestions(db, readable);
      const start = (q.page - 1) * q.page_size;
      const page = parts.slice(start, start + q.page_size);
      return listPage(
        request,
        q,
        { rows: async () => page, count: async () => [{ n: parts.length }] },
        (rows) => rows.map(presentQuestionPart),
      );
    },
  );

  app.post(
    '/question-part/duplicate/',
    {
      schema: {
        tags,
        summary:
          'Copy a question into the caller’s store (teachers: their private store; admins: the common one), with `cloned_from_id`',
        body: questionCopyBody,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) => {
      const place = storeForNew(request.viewer);
      const source = await questionById(db, request.body.question_id);
      requireBankReader(request.viewer, source);
      const row = await copyQuestion(db, source, place);
      const [extras, parts] = await Promise.all([questionExtras(db, [row]), partsOfQuestions(db, [row.id])]);
      return reply.status(201).send(presentQuestion(request.viewer, row, extras, parts));
    },
  );
};
