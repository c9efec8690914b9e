import type { AssignmentKind } from '../../gql/graphql';
import { paths } from '../../shared/paths';

/**
 * Where "back" leads from an exam: an IELTS section to the candidate's IELTS page (a candidate has no class
 * to go back to, issue 30 point 1), anything else to the class's exercises.
 */
export const backFromExam = (kind: AssignmentKind | null | undefined, classId: string) =>
  kind === 'IELT'
    ? { to: paths.ieltsTest, label: 'exam.finish.backToIelts' }
    : { to: paths.classDetail(classId, 'exercise'), label: 'exam.finish.backToClass' };
