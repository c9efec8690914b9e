import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext, Loaders } from '../../context.js';
import { selectedPaths } from '../../lookahead.js';

type ClassLoader = keyof Pick<
  Loaders,
  | 'studentsOfClass'
  | 'resultsOfClass'
  | 'progressOfClass'
  | 'scoreSummariesOfClass'
  | 'attendancesOfClass'
  | 'assignmentsOfClass'
  | 'lessonsOfClass'
  | 'daysOffOfClass'
  | 'scoresOfClass'
>;

/** Which class-level list each selected path will read. */
const NEEDS: [path: string, loader: ClassLoader][] = [
  ['students', 'studentsOfClass'],
  ['viewerMembership', 'studentsOfClass'],
  ['overview.pendingRequests', 'studentsOfClass'],
  ['students.results', 'resultsOfClass'],
  ['students.attendanceSummary', 'progressOfClass'],
  ['students.progress', 'progressOfClass'],
  ['overview.attendancePercent', 'progressOfClass'],
  ['overview.completionPercent', 'progressOfClass'],
  ['overview.averageScore', 'progressOfClass'],
  ['students.scoreSummary', 'scoreSummariesOfClass'],
  ['students.attendances', 'attendancesOfClass'],
  ['assignments', 'assignmentsOfClass'],
  ['overview.assignmentCount', 'assignmentsOfClass'],
  ['overview.waitingScore', 'assignmentsOfClass'],
  ['lessons', 'lessonsOfClass'],
  ['daysOff', 'daysOffOfClass'],
  ['scores', 'scoresOfClass'],
];

/**
 * Starts every class-level list the query will need, together with the class itself: the overview's
 * REST calls then run in one parallel wave instead of three levels (class, students, each student's
 * summaries). Failures surface where the fields read the loaders.
 */
export function prefetchClassLists(ctx: GatewayContext, classId: number, info: GraphQLResolveInfo) {
  const paths = selectedPaths(info);
  const loaders = new Set(NEEDS.filter(([path]) => paths.has(path)).map(([, loader]) => loader));
  for (const loader of loaders) ctx.loaders[loader].load(classId).catch(() => undefined);
}
