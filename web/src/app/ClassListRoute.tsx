import { lazy } from 'react';
import { ClassListPage } from '../features/classes/ClassListPage';

// Only students join by code, and only when they ask: the form loads then.
const JoinClassModal = lazy(() =>
  import('../features/memberships/JoinClassModal').then((m) => ({ default: m.JoinClassModal })),
);

/** `/manageClass`: the classes feature's list with the memberships feature's join dialog. */
export function ClassListRoute() {
  return <ClassListPage JoinDialog={JoinClassModal} />;
}
