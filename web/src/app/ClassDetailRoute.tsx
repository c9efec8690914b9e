import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../ui/native/Skeleton';
import { Card } from '../ui/native';
import { Suspense, lazy } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ClassDetailTab } from '../features/classes/ClassDetailPage';
import { ClassDetailPage, classDetailTab } from '../features/classes/ClassDetailPage';
import { ClassOverviewTab } from '../features/classes/ClassOverviewTab';
import { NextLessons } from '../features/timetable/NextLessons';
import { graphql } from '../gql';
import { NotFoundPage } from '../shared/ErrorPages';
import { QueryErrorPage } from '../shared/QueryErrorPage';
import { useSession } from '../shared/session';
import { PageSpinner } from '../ui/FullScreenSpinner';

// A student's own page loads for students only.
const StudentClassPage = lazy(() =>
  import('../features/classes/StudentClassPage').then((m) => ({ default: m.StudentClassPage })),
);
// The other tabs load their code when first opened; the overview comes with the page (one request).
const ClassAssignmentsTab = lazy(() =>
  import('../features/results/ClassAssignmentsTab').then((m) => ({ default: m.ClassAssignmentsTab })),
);
const AssignButton = lazy(() =>
  import('../features/assignments/AssignButton').then((m) => ({ default: m.AssignButton })),
);
const ClassLessonLinksTab = lazy(() =>
  import('../features/timetable/ClassLessonLinksTab').then((m) => ({ default: m.ClassLessonLinksTab })),
);
const ClassScheduleTab = lazy(() =>
  import('../features/timetable/ClassScheduleTab').then((m) => ({ default: m.ClassScheduleTab })),
);
const ClassScoresTab = lazy(() =>
  import('../features/results/ClassScoresTab').then((m) => ({ default: m.ClassScoresTab })),
);
const ClassFeedbackTab = lazy(() =>
  import('../features/feedback/ClassFeedbackTab').then((m) => ({ default: m.ClassFeedbackTab })),
);
const ClassStudentsTab = lazy(() =>
  import('../features/memberships/ClassStudentsTab').then((m) => ({ default: m.ClassStudentsTab })),
);

/**
 * The page and, while its tab is shown, the overview dashboard: one request. The overview's figures are
 * derived (attendance percent, progress): writes elsewhere evict them, and they reload when the overview is
 * shown again instead of refetching at once (docs/decisions.md, issue 9).
 */
const ClassDetailQuery = graphql(`
  query ClassDetailQuery($id: ID!, $today: Date!, $overview: Boolean! = true) {
    class(id: $id) {
      id
      name
      viewerCanManage
      ...ClassDetailPage_class
      ... @include(if: $overview) {
        ...ClassOverviewTab_class
        nextLessons: lessons(from: $today) {
          id
          ...NextLessons_lessons
        }
      }
    }
  }
`);

/**
 * `/manageClass/{classId}/manageClassDetail`: a student's own view of the class (issue 10), the staff's
 * tabs for everyone else.
 */
export function ClassDetailRoute() {
  const { role } = useSession();
  return role === 'STUDENT' ? <StudentClassPage /> : <StaffClassDetail />;
}

/**
 * The class page with tabs of several features (classes, timetable, memberships, results); only app/ may
 * import them all, so the route composes the page here.
 */
function StaffClassDetail() {
  const { classId = '' } = useParams();
  const { role } = useSession();
  const overview = classDetailTab(useSearchParams()[0]) === 'overview';
  const { data, previousData, loading, error } = useQuery(ClassDetailQuery, {
    variables: { id: classId, today: academyToday(), overview },
    // The page answers a failure itself (403, 404): no toast on top.
    context: { silent: true },
  });
  // While the overview reloads, the header stays as it was.
  const klass = data?.class ?? previousData?.class;

  if (error && !klass) return <QueryErrorPage error={error} />;
  if (!loading && data && !klass) return <NotFoundPage />;
  if (!klass) {
    return (
      <Card>
        <Skeleton />
      </Card>
    );
  }

  const canManage = klass.viewerCanManage;
  const shown = data?.class;
  const nextLessons = <NextLessons lessons={shown?.nextLessons ?? []} />;
  const tabs: ClassDetailTab[] = [
    {
      key: 'overview',
      children: !overview ? null : !shown ? (
        <PageSpinner />
      ) : (
        <ClassOverviewTab klass={shown} nextLessons={nextLessons} />
      ),
    },
    {
      key: 'exercise',
      children: (
        <ClassAssignmentsTab
          classId={classId}
          toolbarExtra={
            canManage && (
              <Suspense fallback={null}>
                <AssignButton classOf={{ id: String(klass.id), name: klass.name }} />
              </Suspense>
            )
          }
        />
      ),
    },
    {
      key: 'everyone',
      children: <ClassStudentsTab classId={classId} canManage={canManage} canAdd={role === 'ADMIN'} />,
    },
    { key: 'source', children: <ClassLessonLinksTab classId={classId} kind="slide" /> },
    { key: 'record', children: <ClassLessonLinksTab classId={classId} kind="record" /> },
    { key: 'schedule', children: <ClassScheduleTab classId={classId} canManage={canManage} /> },
    // Staff who open a class may mark it (admin, its teachers, its examiners): the scores and their changes.
    { key: 'scores', children: <ClassScoresTab classId={classId} /> },
    // Feedback is read by administrators and the class's teachers, not by its examiners (docs/design.md matrix).
    ...(canManage ? [{ key: 'feedback' as const, children: <ClassFeedbackTab classId={classId} /> }] : []),
  ];
  return <ClassDetailPage klass={klass} tabs={tabs} />;
}
