import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignments, userExams } from '../../db/schema.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { presentResult, resultSchema } from '../../presenters/results.js';
import { authorizeAssignmentFilter } from './access.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { resultListQuery } from './schema.js';
import { isLatestAttempt } from './stats.js';

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
          'results; asking for another student is 403.',
        querystring: resultListQuery,
        response: { 200: pageOf(resultSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const assignmentIds = await authorizeAssignmentFilter(db, viewer, q);
      const hasClassFilter = q.class_id !== undefined || q.class_ids !== undefined;
      // An authorized assignment filter already confines the rows to readable classes.
      const classIds = hasClassFilter || !assignmentIds ? await readableClassIds(db, viewer, q) : null;

      const where: (SQL | undefined)[] = [];
      if (classIds) where.push(inArray(assignments.classId, classIds));
      if (studentIds) where.push(inArray(userExams.studentId, studentIds));
      if (assignmentIds) where.push(inArray(userExams.assignmentId, assignmentIds));
      if (q.ids) where.push(inArray(userExams.id, q.ids));
      if (q.status) where.push(eq(userExams.status, q.status));
      if (q.all_attempts === 'false') where.push(isLatestAttempt(db));
      const cond = and(...where);
      const joined = eq(assignments.id, userExams.assignmentId);

      const [rows, [total]] = await withTotal(
        q,
        db
          .select({ exam: userExams, classId: assignments.classId, minScore: assignments.minScore })
          .from(userExams)
          .innerJoin(assignments, joined)
          .where(cond)
          .orderBy(asc(userExams.assignmentId), asc(userExams.studentId), desc(userExams.attempt))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(userExams).innerJoin(assignments, joined).where(cond),
      );
      return paginate(
        request,
        q,
        total?.n ?? 0,
        rows.map((r) => presentResult(r.exam, r)),
      );
    },
  );
};
