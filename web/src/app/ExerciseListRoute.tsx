import { Suspense, lazy } from 'react';
import { ExerciseListPage } from '../features/exercises/ExerciseListPage';
import { useSession } from '../shared/session';

const AssignButton = lazy(() =>
  import('../features/assignments/AssignButton').then((m) => ({ default: m.AssignButton })),
);

/**
 * The exercise bank's list with a "Giao bài" (assign) action on each exercise, from features/assignments:
 * composed here so that the two features do not import each other. Administrators and teachers assign.
 */
export function ExerciseListRoute() {
  const { role } = useSession();
  const mayAssign = role === 'ADMIN' || role === 'TEACHER';
  return (
    <ExerciseListPage
      rowActionExtra={
        mayAssign
          ? (row) => (
              <Suspense fallback={null}>
                <AssignButton size="small" exerciseOf={{ id: String(row.id), name: row.name }} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
