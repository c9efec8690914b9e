import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { isAdmin, isSpecialize, isStudent } from '../../policies/roles.js';
import { ieltsRegistrantSchema, presentIeltsRegistrant } from '../../presenters/ielts/registrants.js';
import {
  examinerCandidates,
  ieltsRegistrantById,
  ieltsRegistrantList,
  registrantIs,
} from '../../queries/ielts/registrants.js';
import { registrantListQuery } from './schema.js';

const tags = ['ielts'];

/** The IELTS web's users: candidates, with whether they also study in a class. */
export const ieltsRegistrantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/ielt/registrants/',
    {
      schema: {
        tags,
        summary: 'IELTS web users: all (administrators), own (candidates), their candidates (examiners)',
        querystring: registrantListQuery,
        response: { 200: pageOf(ieltsRegistrantSchema) },
      },
    },
    async (request) => {
      const v = request.viewer;
      const scope = isAdmin(v)
        ? undefined
        : isSpecialize(v)
          ? examinerCandidates(v.user.id)
          : isStudent(v)
            ? registrantIs(v.user.id)
            : (() => {
                throw forbidden();
              })();
      const q = request.query;
      return listPage(
        request,
        q,
        ieltsRegistrantList(db, scope, { ids: q.ids, search: q.search, isLmsStudent: q.is_lms_student }),
        (rows) => rows.map(presentIeltsRegistrant),
      );
    },
  );

  app.get(
    '/ielt/registrants/:id/',
    {
      schema: { tags, summary: 'One registrant', params: idParams, response: { 200: ieltsRegistrantSchema } },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      return presentIeltsRegistrant(await ieltsRegistrantById(db, request.params.id));
    },
  );
};
