import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { MarkingQueue } from './MarkingQueue';
import { Deadlines, MyClasses, RecentResults, StudentToday } from './StudentPanels';
import { TodayLessons } from './TodayLessons';
import { usePrefetchedPolicy } from '../../shared/prefetch';
import { DashboardStaffQuery, DashboardStudentQuery } from './dashboardQueries';

function StaffDashboard() {
  const today = academyToday();
  const fetchPolicy = usePrefetchedPolicy(DashboardStaffQuery);
  const { data } = useQuery(DashboardStaffQuery, { variables: { today }, fetchPolicy });
  if (!data) return <PageSpinner />;
  return (
    <div className="dashboard-grid">
      <TodayLessons lessons={data.todayLessons.items} />
      <MarkingQueue results={data.waiting.items} total={data.waiting.total} />
    </div>
  );
}

function StudentDashboard() {
  const fetchPolicy = usePrefetchedPolicy(DashboardStudentQuery);
  const { data } = useQuery(DashboardStudentQuery, { variables: { today: academyToday() }, fetchPolicy });
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
