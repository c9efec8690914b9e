import { lazy } from 'react';
import { ClassListPage } from '../features/classes/ClassListPage';
import { useSession } from '../shared/session';

// A student's own page loads for students only.
const StudentClassesPage = lazy(() =>
  import('../features/classes/StudentClassesPage').then((m) => ({ default: m.StudentClassesPage })),
);
// Only students join by code, and only when they ask: the form loads then.
const JoinClassModal = lazy(() =>
  import('../features/memberships/JoinClassModal').then((m) => ({ default: m.JoinClassModal })),
);

/**
 * `/manageClass`: a student's own classes (issue 10: their view, not the class table), everyone else the
 * classes feature's list; the memberships feature's join dialog for the student.
 */
export function ClassListRoute() {
  const { role } = useSession();
  if (role === 'STUDENT') return <StudentClassesPage JoinDialog={JoinClassModal} />;
  return <ClassListPage JoinDialog={JoinClassModal} />;
}
