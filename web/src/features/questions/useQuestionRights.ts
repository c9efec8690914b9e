import type { ExerciseStore } from '../../gql/graphql';
import { useSession } from '../../shared/session';

/**
 * Who may do what with a row (the permission matrix of docs/architecture.md). Changing and deleting are the backend's answer for the
 * viewer (`viewerCanWrite`), never worked out here from the owner, which a teacher may not be shown.
 */
export function useQuestionRights() {
  const { role } = useSession();
  return {
    mayWrite: (q: { viewerCanWrite: boolean }) => q.viewerCanWrite,
    mayCopy: (q: { store: ExerciseStore }) =>
      role === 'TEACHER' || (role === 'ADMIN' && q.store === 'COMMON'),
  };
}
