import { academyToday } from '@lms/domain/calendar';
import type { RoutePrefetch } from '../../shared/prefetch';
import { prefetchQuery, studentByRoles } from '../../shared/prefetch';
import { graphql } from '../../gql';

/*
 * The dashboard's two queries, apart from the page so that the session can start one beside its `viewer`
 * (issue 29 point 4) without bringing the page's components and texts into the shell.
 */

export const DashboardStaffQuery = graphql(`
  query DashboardStaffQuery($today: Date!) {
    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 100) {
      total
      items {
        id
        ...TodayLessons_lessons
      }
    }
    waiting: results(filter: { status: WAITING_SCORE }, pageSize: 10) {
      total
      items {
        id
        ...MarkingQueue_results
      }
    }
  }
`);

export const DashboardStudentQuery = graphql(`
  query DashboardStudentQuery($today: Date!) {
    todayLessons: lessons(filter: { from: $today, to: $today }, pageSize: 20) {
      items {
        id
        ...StudentToday_lessons
      }
    }
    myClasses {
      id
      ...MyClasses_classes
    }
    assignments(pageSize: 100) {
      items {
        id
        ...Deadlines_assignments
      }
    }
    results(pageSize: 10) {
      items {
        id
        ...RecentResults_results
      }
    }
  }
`);

/** The dashboard's route prefetch: its query beside `viewer`, by the token's guess at the role (web/src/shared/prefetch.ts). */
export const prefetchDashboard: RoutePrefetch = ({ client, roles }) => {
  const variables = { today: academyToday() };
  if (studentByRoles(roles)) prefetchQuery(client, DashboardStudentQuery, variables);
  else prefetchQuery(client, DashboardStaffQuery, variables);
};
