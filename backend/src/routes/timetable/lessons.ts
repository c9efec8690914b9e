import { lessonHasStarted } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass } from '../../policies/classes.js';
import {
  createLesson,
  deleteLesson,
  generateTimetable,
  updateLesson,
  withSeconds,
} from '../../commands/timetable.js';
import { lessonSchema, presentLesson } from '../../presenters/timetable.js';
import { readableClassIds } from '../../policies/list-scope.js';
import { classById } from '../../queries/classes.js';
import { isDayOff } from '../../queries/days-off.js';
import { lessonById, lessonList } from '../../queries/lessons.js';
import { lessonCreateBody, lessonListQuery, lessonUpdateBody } from './schema.js';

const tags = ['timetable'];

function checkTimes(start: string, end: string) {
  if (withSeconds(end) <= withSeconds(start)) throw badRequest({ study_time_end: 'end_time_after_start' });
}

export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/time-table/',
    {
      schema: {
        tags,
        summary: 'Lessons of one class (class_id) or many (class_ids), in date order',
        querystring: lessonListQuery,
        response: { 200: pageOf(lessonSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const classIds = await readableClassIds(db, request.viewer, q);
      const list = lessonList(db, { classIds, ids: q.ids, from: q.from, to: q.to, status: q.status });
      return listPage(request, q, list, (rows) => rows.map(presentLesson));
    },
  );

  app.post(
    '/class/time-table/',
    {
      schema: {
        tags,
        summary:
          'Add one lesson (201), or with generate: true rebuild the planned lessons from the class pattern, ' +
          'skipping days off and keeping past, done and marked lessons (200, the whole timetable)',
        body: lessonCreateBody,
        response: { 201: lessonSchema, 200: pageOf(lessonSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await authorizeClass(db, request.viewer, body.class_id, 'manage');
      if (body.generate) {
        const rows = await generateTimetable(db, body.class_id);
        return reply
          .status(200)
          .send({ count: rows.length, next: null, previous: null, results: rows.map(presentLesson) });
      }
      const cls = await classById(db, body.class_id);
      if (!body.study_date) throw badRequest({ study_date: 'required' });
      const start = body.study_time_start ?? cls.studyTimeStart;
      const end = body.study_time_end ?? cls.studyTimeEnd;
      checkTimes(start, end);
      if (await isDayOff(db, cls.id, body.study_date)) throw badRequest({ study_date: 'date_is_day_off' });
      const row = await createLesson(db, {
        classId: cls.id,
        sessionNumber: 0,
        studyDate: body.study_date,
        studyTimeStart: start,
        studyTimeEnd: end,
        recordLink: body.record_link,
        slideLink: body.slide_link,
        description: body.description,
        note: body.note,
      });
      return reply.status(201).send(presentLesson(row));
    },
  );

  app.get(
    '/class/time-table/:id/',
    { schema: { tags, summary: 'One lesson', params: idParams, response: { 200: lessonSchema } } },
    async (request) => {
      const lesson = await lessonById(db, request.params.id);
      await authorizeClass(db, request.viewer, lesson.classId, 'read');
      return presentLesson(lesson);
    },
  );

  app.put(
    '/class/time-table/:id/',
    {
      schema: {
        tags,
        summary: 'Change a lesson (partial): links, status, note, description, date and times',
        params: idParams,
        body: lessonUpdateBody,
        response: { 200: lessonSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const lesson = await lessonById(db, request.params.id);
      await authorizeClass(db, request.viewer, lesson.classId, 'manage');
      checkTimes(body.study_time_start ?? lesson.studyTimeStart, body.study_time_end ?? lesson.studyTimeEnd);
      const date = body.study_date ?? lesson.studyDate;
      const status = body.status ?? lesson.status;
      const moved = body.study_date !== undefined || body.status !== undefined;
      if (moved && status !== 'canceled' && (await isDayOff(db, lesson.classId, date))) {
        throw badRequest({ [body.study_date !== undefined ? 'study_date' : 'status']: 'date_is_day_off' });
      }
      // A lesson is held (done) only once it has started: a future lesson counts towards no progress.
      const startsAt = { studyDate: date, studyTimeStart: body.study_time_start ?? lesson.studyTimeStart };
      if (status === 'done' && !lessonHasStarted(startsAt)) {
        throw badRequest(
          { [body.status === 'done' ? 'status' : 'study_date']: 'lesson_not_started' },
          'lesson_not_started',
        );
      }
      const row = await updateLesson(db, lesson, {
        studyDate: body.study_date,
        studyTimeStart: body.study_time_start,
        studyTimeEnd: body.study_time_end,
        recordLink: body.record_link,
        slideLink: body.slide_link,
        status: body.status,
        note: body.note,
        description: body.description,
      });
      return presentLesson(row);
    },
  );

  app.delete(
    '/class/time-table/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a lesson and its attendance; later sessions are renumbered',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const lesson = await lessonById(db, request.params.id);
      await authorizeClass(db, request.viewer, lesson.classId, 'manage');
      await deleteLesson(db, lesson);
      return reply.status(204).send(null);
    },
  );
};
