import { academyToday } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createExamDate, updateExamDate } from '../../commands/ielts/dates.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { ieltsExamDateSchema, presentIeltsExamDate } from '../../presenters/ielts/dates.js';
import { ieltsExamDateById, ieltsExamDateList, openExamDateList } from '../../queries/ielts/dates.js';
import { ieltsTestById } from '../../queries/ielts/tests.js';
import {
  defined,
  examDateCreateBody,
  examDateListQuery,
  examDateUpdateBody,
  openDatesQuery,
} from './schema.js';

const tags = ['ielts'];

/** An exam date's columns from its body, the fields given (a change is partial). */
const examDateFields = (b: z.output<typeof examDateUpdateBody>) =>
  defined({
    examDate: b.exam_date,
    shift: b.shift,
    ieltsTestId: b.test_id,
    description: b.description,
    skillType: b.skill_package,
    format: b.format,
    status: b.status,
    unitPrice: b.unit_price,
    capacity: b.capacity,
  });

/** 400 on test_id when the test does not exist. */
const requireTest = (db: Db, id: number) =>
  ieltsTestById(db, id).catch(() => {
    throw badRequest({ test_id: 'not_found' });
  });

/** The exam dates candidates may register for, readable without signing in (the `/ielts-test` page). */
export const ieltsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/ielt/open-dates/',
    {
      schema: {
        tags,
        summary:
          'Exam dates open for registration: open, today or later, of an active test (no token needed)',
        querystring: openDatesQuery,
        response: { 200: pageOf(ieltsExamDateSchema) },
      },
    },
    async (request) => {
      const today = academyToday();
      return listPage(request, request.query, openExamDateList(db, today), (rows) =>
        rows.map((r) => presentIeltsExamDate(r, today, false)),
      );
    },
  );
};

/** Exam dates (administrators); canceling one cancels its registrations. */
export const ieltsExamDateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/ielt/dates/',
    {
      schema: {
        tags,
        summary: 'Exam dates, newest first (administrators)',
        querystring: examDateListQuery,
        response: { 200: pageOf(ieltsExamDateSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const q = request.query;
      const today = academyToday();
      return listPage(
        request,
        q,
        ieltsExamDateList(db, { ids: q.ids, status: q.status, from: q.from, to: q.to, testIds: q.test_ids }),
        (rows) => rows.map((r) => presentIeltsExamDate(r, today, true)),
      );
    },
  );

  app.post(
    '/ielt/dates/',
    {
      schema: {
        tags,
        summary: 'Create an exam date (administrators); 400 on exam_date for a past day',
        body: examDateCreateBody,
        response: { 201: ieltsExamDateSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      if (b.exam_date < academyToday()) throw badRequest({ exam_date: 'ielts_date_past' });
      await requireTest(db, b.test_id);
      const id = await createExamDate(db, { ...examDateFields(b), examDate: b.exam_date, shift: b.shift });
      return reply
        .status(201)
        .send(presentIeltsExamDate(await ieltsExamDateById(db, id), academyToday(), true));
    },
  );

  app.get(
    '/ielt/dates/:id/',
    { schema: { tags, summary: 'One exam date', params: idParams, response: { 200: ieltsExamDateSchema } } },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsExamDate(await ieltsExamDateById(db, request.params.id), academyToday(), true);
    },
  );

  app.put(
    '/ielt/dates/:id/',
    {
      schema: {
        tags,
        summary: 'Change an exam date (administrators; partial). Canceling it cancels its registrations',
        params: idParams,
        body: examDateUpdateBody,
        response: { 200: ieltsExamDateSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const date = await ieltsExamDateById(db, request.params.id);
      const b = request.body;
      if (b.test_id !== undefined) await requireTest(db, b.test_id);
      await updateExamDate(db, date.date, examDateFields(b), new Date());
      return presentIeltsExamDate(await ieltsExamDateById(db, date.date.id), academyToday(), true);
    },
  );
};
