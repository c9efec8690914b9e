import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPage, pageOf } from '../../http/pagination.js';
import { readableAssignmentIds } from '../../policies/assignments.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { attemptStandings, maskResult, studentView } from '../../policies/review.js';
import { isStudent } from '../../policies/roles.js';
import { presentResult, resultSchema } from '../../presenters/results.js';
import { presentUserSummaryFor } from '../../presenters/users.js';
import { resultList } from '../../queries/results.js';
import { usersByIds } from '../../queries/users.js';
import { resultListQuery } from './schema.js';

const tags = ['results'];

export const userExamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/students/exercise',
    {
      schema: {
        tags,
        summary: "Students' results (latest attempt per assignment unless all_attempts=true)",
        description:
          'Batch filters: ids, class_id(s), student_id(s), assignment_id(s). Without a class or ' +
          "assignment filter the rows come from the viewer's classes. A student gets only their own " +
          'results; asking for another student is 403. With status=waiting_score the oldest submission ' +
          'comes first (the marking queue).',
        querystring: resultListQuery,
        response: { 200: pageOf(resultSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const assignmentIds = await readableAssignmentIds(db, viewer, q);
      const hasClassFilter = q.class_id !== undefined || q.class_ids !== undefined;
      // An authorized assignment filter already confines the rows to readable classes.
      const classIds = hasClassFilter || !assignmentIds ? await readableClassIds(db, viewer, q) : null;

      const list = resultList(db, {
        classIds,
        studentIds,
        assignmentIds,
        ids: q.ids,
        status: q.status,
        latestOnly: q.all_attempts === 'false',
      });
      return listPage(request, q, list, async (rows) => {
        // A student reads their score and the feedback only as the review options say (issue 26 point 1).
        const now = new Date();
        const standings = isStudent(viewer)
          ? await attemptStandings(
              db,
              rows.map((r) => r.assignment),
              viewer.user.id,
              now,
            )
          : null;
        const results = rows.map((r) => {
          const json = presentResult(r.exam, r);
          const standing = standings?.get(r.assignment.id);
          if (!standing) return json;
          // An older attempt while a newer one is possible shows no keys, as on its review.
          const masked = maskResult(json, studentView(r.assignment, r.exam, standing, now));
          // The redo below the minimum is asked only within the cap, counting the redos a marker asked.
          const isLatest = r.exam.attempt === standing.used;
          return {
            ...masked,
            below_min_score: masked.below_min_score && isLatest && standing.anotherPossible,
          };
        });
        if (q.expand !== 'student' || rows.length === 0) return results;
        // The page's students in one query: the marking queue then needs no class's student list.
        const ids = [...new Set(rows.map((r) => r.exam.studentId))];
        const found = await usersByIds(db, ids);
        const byId = new Map(found.map((u) => [u.id, presentUserSummaryFor(viewer, u)]));
        return results.map((r) => ({ ...r, student: byId.get(r.student_id) }));
      });
    },
  );
};
