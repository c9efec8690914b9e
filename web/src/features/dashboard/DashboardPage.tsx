import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { graphql } from '../../gql';
import { academyToday, useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { MarkingQueue } from './MarkingQueue';
import { Deadlines, MyClasses, RecentResults } from './StudentPanels';
import { TodayLessons } from './TodayLessons';

const DashboardStaffQuery = graphql(`
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

const DashboardStudentQuery = graphql(`
  query DashboardStudentQuery {
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

function StaffDashboard() {
  const today = academyToday();
  const { data } = useQuery(DashboardStaffQuery, { variables: { today } });
  if (!data) return <PageSpinner />;
  return (
    <div className="dashboard-grid">
      <TodayLessons lessons={data.todayLessons.items} />
      <MarkingQueue results={data.waiting.items} total={data.waiting.total} />
    </div>
  );
}

function StudentDashboard() {
  const { data } = useQuery(DashboardStudentQuery);
  if (!data) return <PageSpinner />;
  return (
    <div className="dashboard-grid even">
      <MyClasses classes={data.myClasses} />
      <Deadlines assignments={data.assignments.items} />
      <div className="wide">
        <RecentResults results={data.results.items} />
      </div>
    </div>
  );
}

/** `/dashboard`: a teacher's day (lessons, marking); a student's classes, deadlines and results. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { viewer, role } = useSession();
  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: viewer?.name ?? '' })}
        subtitle={format.longDate(academyToday())}
      />
      {role === 'STUDENT' ? <StudentDashboard /> : <StaffDashboard />}
    </>
  );
}
