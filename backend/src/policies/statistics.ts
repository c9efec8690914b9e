import { isIeltsStatisticsFigure, type StatisticsFigure } from '@lms/domain';
import type { Db } from '../db/client.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, forbidden } from '../http/errors.js';
import { knownClassAndCourse } from '../queries/statistics.js';
import { membershipsOf } from './memberships.js';
import { isAdmin, isTeacher } from './roles.js';

/**
 * docs/design.md permission matrix, "statistics": administrators read all of them; teachers read the test
 * information of the classes they teach (`/manageStatistics/testInfomation`); everyone else is refused.
 * Answers the classes the figures may read: null for all.
 */
export async function statisticsScope(db: Db, viewer: Viewer): Promise<number[] | null> {
  if (isAdmin(viewer)) return null;
  if (isTeacher(viewer)) {
    const { staff } = await membershipsOf(db, viewer);
    return [...staff].filter(([, kind]) => kind === 'teacher').map(([id]) => id);
  }
  throw forbidden();
}

/**
 * The filters name a class and a course that exist (400 on the field otherwise), and a teacher's class filter
 * stays within the classes they teach (403, as every class filter of the API).
 */
export async function requireStatisticsFilters(
  db: Db,
  scope: number[] | null,
  classId: number | undefined,
  courseId: number | undefined,
) {
  if (classId === undefined && courseId === undefined) return;
  const { classOk, courseOk } = await knownClassAndCourse(db, classId, courseId);
  if (!classOk || !courseOk)
    throw badRequest({
      ...(classOk ? {} : { class_id: 'statistics_class_unknown' }),
      ...(courseOk ? {} : { course_id: 'statistics_course_unknown' }),
    });
  if (scope !== null && classId !== undefined && !scope.includes(classId)) throw forbidden();
}

/**
 * The IELTS figures (registrations, bands, revenue, promotion codes) are the academy's, not a class's: only
 * administrators (scope null) export them; a teacher's export of one is a 403.
 */
export function requireStatisticsFigure(scope: number[] | null, figure: StatisticsFigure) {
  if (scope !== null && isIeltsStatisticsFigure(figure)) throw forbidden();
}
