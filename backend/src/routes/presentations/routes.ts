import {
  presentationScore,
  presentationTotal,
  totalFitsAssignment,
  type PresentationRubricMark,
} from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createGroup, deleteGroup, markGroup, updateGroup } from '../../commands/presentations.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass, authorizeClasses, visibleClassIds } from '../../policies/classes.js';
import { mergeIds } from '../../policies/list-scope.js';
import { isStudent } from '../../policies/roles.js';
import { presentGroup, presentationGroupSchema } from '../../presenters/presentations.js';
import {
  activeStudentsOf,
  assignmentForGroups,
  assignmentsOfIds,
  groupById,
  groupIfAny,
  groupList,
  groupNameTaken,
  groupsOfStudents,
  type GroupScope,
  type GroupView,
} from '../../queries/presentations.js';
import {
  groupCreateBody,
  groupListQuery,
  groupUpdateBody,
  marksBody,
  presentationCreateBody,
} from './schema.js';

const tags = ['presentations'];

/** Staff see a group's draft marks; students only returned ones, of their own group. */
const present = (viewer: Viewer) => (v: GroupView) => presentGroup(v, !isStudent(viewer));

async function scopeOf(db: Db, viewer: Viewer): Promise<GroupScope> {
  if (isStudent(viewer)) return { kind: 'member', studentId: viewer.user.id };
  const classIds = await visibleClassIds(db, viewer);
  return classIds === null ? { kind: 'all' } : { kind: 'classes', classIds };
}

/** A group as its reader may see it: staff of its class, or (students) a member; 404 for anyone else. */
async function readableGroup(db: Db, viewer: Viewer, id: number) {
  const view = await groupById(db, id);
  if (isStudent(viewer)) {
    if (!view.members.some((m) => m.id === viewer.user.id)) throw notFound();
  } else await authorizeClass(db, viewer, view.assignment.classId, 'mark');
  return view;
}

/**
 * Members checked against the class and the assignment's other groups: active students of the class, each in
 * no other group of the assignment. Field errors under `member_ids.<i>` otherwise.
 */
async function checkMembers(
  db: Db,
  assignment: { id: number; classId: number },
  memberIds: number[],
  exceptGroup?: number,
) {
  const active = await activeStudentsOf(db, assignment.classId, memberIds);
  const taken = await groupsOfStudents(db, assignment.id, memberIds, exceptGroup);
  const fields: Record<string, MessageKey> = {};
  memberIds.forEach((id, i) => {
    if (!active.has(id)) fields[`member_ids.${i}`] = 'group_member_not_in_class';
    else if (taken.has(id)) fields[`member_ids.${i}`] = 'group_member_taken';
  });
  if (Object.keys(fields).length) throw badRequest(fields);
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Writes a marker's marks: returning (now or once returned) needs every mark, and the total may not exceed the
 * assignment's maximum. `firstOnly`: the group's first marks (409 when it is marked already).
 */
async function markPresentation(
  db: Db,
  viewer: Viewer,
  view: GroupView,
  body: z.infer<typeof marksBody>,
  firstOnly = false,
) {
  const rubric = body.rubric as PresentationRubricMark[];
  const total = presentationTotal(presentationScore(rubric), body.slide_score, body.script_score);
  const returning = body.returned || view.group.returnedAt !== null;
  if (returning) {
    const fields: Record<string, MessageKey> = {};
    if (presentationScore(rubric) === null) fields.rubric = 'group_marks_missing';
    if (body.slide_score === null) fields.slide_score = 'group_marks_missing';
    if (body.script_score === null) fields.script_score = 'group_marks_missing';
    if (Object.keys(fields).length) throw badRequest(fields);
  }
  if (total !== null && !totalFitsAssignment(total, view.assignment.maxScore))
    throw badRequest({ total: 'score_invalid' });
  await markGroup(
    db,
    view,
    {
      rubric,
      slideScore: body.slide_score,
      scriptScore: body.script_score,
      returned: body.returned,
      firstOnly,
    },
    viewer.user.id,
    new Date(),
  );
}

/**
 * Presentation groups (docs/product.md point 7 `group`, `presentation/`; issue 13): the groups of a presentation
 * assignment with their members, and their marks: a rubric band and point per criterion, a slide score up to
 * 20, a script score up to 15, the total. Its teachers and administrators make the groups; they and its
 * examiners mark them; the members read their own group, its marks once returned.
 */
export const presentationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // `presentation/` lists the same items as `group/`: a group and its marks (the id is the group's).
  for (const [url, summary] of [
    [
      '/group/',
      'List presentation groups: of the classes the viewer teaches or examines (all: admins); own (students)',
    ],
    [
      '/presentation/',
      'List groups’ marks (each id is the group’s): draft ones for their markers, returned ones for members',
    ],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary,
          description:
            'Batch filters `assignment_ids`, `ids`. An assignment of a class the viewer does not mark is 403. ' +
            'Students get their own group, its marks only once returned.',
          querystring: groupListQuery,
          response: { 200: pageOf(presentationGroupSchema) },
        },
      },
      async (request) => {
        const q = request.query;
        const assignmentIds = mergeIds(q.assignment_id, q.assignment_ids);
        if (assignmentIds && !isStudent(request.viewer)) {
          const classIds = unique((await assignmentsOfIds(db, assignmentIds)).map((a) => a.classId));
          await authorizeClasses(db, request.viewer, classIds, 'mark');
        }
        const scope = await scopeOf(db, request.viewer);
        return listPage(request, q, groupList(db, scope, { ids: q.ids, assignmentIds }), (rows) =>
          rows.map(present(request.viewer)),
        );
      },
    );
  }

  app.post(
    '/group/',
    {
      schema: {
        tags,
        summary: 'Make a group for a presentation assignment (its class’s teachers, admins)',
        description:
          '400 on assignment_id for an unknown or non-presentation assignment, on member_ids.<i> for a ' +
          'student not active in the class or already in a group of it; 409 on name for a name taken.',
        body: groupCreateBody,
        response: { 201: presentationGroupSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const assignment = await assignmentForGroups(db, body.assignment_id);
      if (!assignment) throw badRequest({ assignment_id: 'not_found' });
      await authorizeClass(db, request.viewer, assignment.classId, 'manage');
      if (assignment.kind !== 'presentation') throw badRequest({ assignment_id: 'group_not_presentation' });
      const memberIds = unique(body.member_ids);
      await checkMembers(db, assignment, memberIds);
      if (await groupNameTaken(db, assignment.id, body.name)) throw conflict('group_name_taken', 'name');
      const id = await createGroup(db, { assignmentId: assignment.id, name: body.name, memberIds });
      return reply.status(201).send(present(request.viewer)(await groupById(db, id)));
    },
  );

  app.get(
    '/group/:id/',
    {
      schema: {
        tags,
        summary: 'One presentation group',
        params: idParams,
        response: { 200: presentationGroupSchema },
      },
    },
    async (request) => present(request.viewer)(await readableGroup(db, request.viewer, request.params.id)),
  );

  app.put(
    '/group/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a group or change its members (its class’s teachers, admins; partial)',
        description:
          'A returned group’s mark follows its members: one taken out loses it, one put in gets it.',
        params: idParams,
        body: groupUpdateBody,
        response: { 200: presentationGroupSchema },
      },
    },
    async (request) => {
      const view = await groupById(db, request.params.id);
      await authorizeClass(db, request.viewer, view.assignment.classId, 'manage');
      const body = request.body;
      const memberIds = body.member_ids ? unique(body.member_ids) : undefined;
      if (memberIds) await checkMembers(db, view.assignment, memberIds, view.group.id);
      if (body.name !== undefined && (await groupNameTaken(db, view.assignment.id, body.name, view.group.id)))
        throw conflict('group_name_taken', 'name');
      await updateGroup(db, view, { name: body.name, memberIds }, request.viewer.user.id);
      return present(request.viewer)(await groupById(db, view.group.id));
    },
  );

  app.delete(
    '/group/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a group, and its members’ returned mark (its class’s teachers, admins)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const view = await groupById(db, request.params.id);
      await authorizeClass(db, request.viewer, view.assignment.classId, 'manage');
      await deleteGroup(db, view, request.viewer.user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/presentation/:id/',
    {
      schema: {
        tags,
        summary:
          'A group’s marks (the id is the group’s): draft ones for its markers, returned ones for members',
        params: idParams,
        response: { 200: presentationGroupSchema },
      },
    },
    async (request) => present(request.viewer)(await readableGroup(db, request.viewer, request.params.id)),
  );

  app.put(
    '/presentation/:id/',
    {
      schema: {
        tags,
        summary: 'Mark a group’s presentation (its class’s teachers, examiners, admins)',
        description:
          'The rubric (a band and a point in it per criterion), the slide and the script scores. A draft until ' +
          '`returned`; returning needs every mark (400 group_marks_missing) and writes each member’s ' +
          '`score_presentation`. The total may not exceed the assignment’s maximum (400 on total).',
        params: idParams,
        body: marksBody,
        response: { 200: presentationGroupSchema },
      },
    },
    async (request) => {
      const view = await groupById(db, request.params.id);
      await authorizeClass(db, request.viewer, view.assignment.classId, 'mark');
      await markPresentation(db, request.viewer, view, request.body);
      return present(request.viewer)(await groupById(db, view.group.id));
    },
  );

  app.post(
    '/presentation/',
    {
      schema: {
        tags,
        summary: 'Mark a group’s presentation the first time, the group named in the body (as PUT otherwise)',
        description:
          '400 on group_id for an unknown group; 409 on group_id for a group marked already (correct it with ' +
          '`PUT presentation/{id}/`); the marks as `PUT presentation/{id}/` takes them.',
        body: presentationCreateBody,
        response: { 201: presentationGroupSchema },
      },
    },
    async (request, reply) => {
      const { group_id: groupId, ...marks } = request.body;
      const view = await groupIfAny(db, groupId);
      if (!view) throw badRequest({ group_id: 'not_found' });
      await authorizeClass(db, request.viewer, view.assignment.classId, 'mark');
      await markPresentation(db, request.viewer, view, marks, true);
      return reply.status(201).send(present(request.viewer)(await groupById(db, view.group.id)));
    },
  );
};
