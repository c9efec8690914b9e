import { academyToday } from '@lms/domain/calendar';
import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
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

/**
 * Starts the dashboard's query as soon as the tab has its token, beside the session's `viewer`, instead of
 * after it (issue 29 point 4: one round trip less on every sign-in). `student` is the token's guess at the
 * role; the page's own query then finds the answer in flight or in the cache, and asks itself when the guess
 * was wrong.
 */
export function prefetchDashboard(client: ApolloClient, student: boolean) {
  const variables = { today: academyToday() };
  const query = student ? DashboardStudentQuery : DashboardStaffQuery;
  prefetched.add(query);
  client.query({ query, variables, context: { silent: true } }).catch(() => undefined);
}

/** Queries just asked for by `prefetchDashboard`, whose answer the page's first mount takes as it is. */
const prefetched = new Set<unknown>();

/**
 * The fetch policy of the page's query: the app's (cache and network) unless the answer was just prefetched,
 * once; then the cache, or the request still in flight (Apollo shares it), and no second request.
 */
export function useFetchPolicy(query: unknown) {
  const [policy] = useState(() => (prefetched.delete(query) ? ('cache-first' as const) : undefined));
  return policy;
}
