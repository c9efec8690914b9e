import type { RoutePrefetch } from '../../shared/prefetch';
import { prefetchQuery } from '../../shared/prefetch';
import { ExamIntroQuery } from './examDocuments';

/** The test's introduction asked for beside `viewer` as the tab starts (issue 29 point 3). */
export const prefetchExamIntro: RoutePrefetch = ({ client, params }) => {
  if (params.classId) prefetchQuery(client, ExamIntroQuery, { classId: params.classId });
};
