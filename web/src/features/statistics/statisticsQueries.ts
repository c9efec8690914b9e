import { academyToday } from '@lms/domain/calendar';
import { defaultStatisticsRange } from '@lms/domain';
import { graphql } from '../../gql';
import type { RoutePrefetch } from '../../shared/prefetch';
import { prefetchQuery } from '../../shared/prefetch';

/*
 * The statistics pages' queries, apart from the page so that the routes can start them beside `viewer` as the
 * tab starts (issue 29 point 3) without bringing the page into the shell.
 */

export const StatisticsPageQuery = graphql(`
  query StatisticsPageQuery($filter: StatisticsFilter, $ielts: Boolean!) {
    statistics(filter: $filter) {
      from
      to
      studentsByStatus {
        courseId
        courseName
        status
        students
      }
      classesByMonth {
        month
        running
        starting
        ending
      }
      attendanceByClass {
        classId
        className
        present
        late
        absent
        excused
        total
        rate
      }
      attendanceByMonth {
        month
        present
        late
        absent
        excused
        total
        rate
      }
      scoreDistribution {
        kind
        band
        attempts
      }
      passRates {
        kind
        classId
        className
        passed
        failed
        passRate
        averagePercent
      }
      markingBacklog {
        markerId
        markerName
        markerEmail
        role
        waiting
        under2Days
        from2To7Days
        over7Days
        oldestDays
        averageDays
      }
      ieltsRegistrations @include(if: $ielts) {
        examDateId
        examDate
        shift
        skillPackage
        unpaid
        unfinished
        unmarked
        marked
        canceled
        total
      }
      ieltsBands @include(if: $ielts) {
        skill
        band
        candidates
      }
      ieltsRevenue @include(if: $ielts) {
        month
        payments
        gross
        discounts
        net
        refunds
        refundedAmount
      }
      promotionUsage @include(if: $ielts) {
        promotionCodeId
        code
        title
        uses
        paid
        maxUses
        usedCount
        discountTotal
      }
    }
  }
`);

export const StatisticsFilterOptionsQuery = graphql(`
  query StatisticsFilterOptionsQuery {
    classes(sort: NAME, pageSize: 300) {
      items {
        id
        name
      }
    }
    courses(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

/** The figures' variables for the filter's values (an empty class or course: all of them). */
export const statisticsVariables = (
  filter: { from: string; to: string; classId: string | null; courseId: string | null },
  ielts: boolean,
) => ({
  filter: {
    from: filter.from,
    to: filter.to,
    classId: filter.classId || null,
    courseId: filter.courseId || null,
  },
  ielts,
});

/** The route's prefetch: the filter's options and the figures of the default range (the page's first view). */
const prefetchFigures =
  (ielts: boolean): RoutePrefetch =>
  ({ client }) => {
    prefetchQuery(client, StatisticsFilterOptionsQuery);
    const range = defaultStatisticsRange(academyToday());
    prefetchQuery(
      client,
      StatisticsPageQuery,
      statisticsVariables({ ...range, classId: null, courseId: null }, ielts),
    );
  };

/** `/manageStatistics`: every figure, the IELTS ones too (administrators). */
export const prefetchStatistics = prefetchFigures(true);
/** `/manageStatistics/testInfomation`: the test figures only. */
export const prefetchTestInformation = prefetchFigures(false);
