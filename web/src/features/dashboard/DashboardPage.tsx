import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { MarkingQueue } from './MarkingQueue';
import { Deadlines, MyClasses, RecentResults, StudentToday } from './StudentPanels';
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
  const { data } = useQuery(DashboardStudentQuery, { variables: { today: academyToday() } });
  if (!data) return <PageSpinner />;
  return (
    <div className="dashboard-grid even">
      <StudentToday lessons={data.todayLessons.items} />
      <Deadlines assignments={data.assignments.items} />
      <MyClasses classes={data.myClasses} />
      <RecentResults results={data.results.items} />
    </div>
  );
}

/** `/dashboard`: a teacher's day (lessons, marking); a student's lessons of today, classes, work and results. */
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
