import type { ExerciseStore } from '../../gql/graphql';
import { useSession } from '../../shared/session';

interface Row {
  store: ExerciseStore;
  owner?: { id: string | number } | null;
}

/** Who may do what with a row (DESIGN.md section 6: admins write the common store, teachers their own). */
export function useQuestionRights() {
  const { viewer, role } = useSession();
  return {
    mayWrite: (q: Pick<Row, 'store' | 'owner'>) =>
      q.store === 'COMMON' ? role === 'ADMIN' : role === 'TEACHER' && q.owner?.id === viewer?.id,
    mayCopy: (q: Pick<Row, 'store'>) => role === 'TEACHER' || (role === 'ADMIN' && q.store === 'COMMON'),
  };
}
