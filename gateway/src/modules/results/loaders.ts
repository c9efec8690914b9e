import { idList, type RestClient } from '../../rest/client.js';
import { byId, byParent } from '../../rest/batch.js';

export function createResultLoaders(rest: RestClient) {
  return {
    assignment: byId((ids) => rest.getAll('class-exercises/', { ids: idList(ids) })),
    /** A class's assignments with their submission figures (`class/exercises`). */
    assignmentsOfClass: byParent(
      (ids) => rest.getAll('class/exercises', { class_ids: idList(ids) }),
      (row) => row.assignment.class_id,
    ),
    /** Latest attempt per student and assignment (a student: their own only). */
    resultsOfClass: byParent(
      (ids) => rest.getAll('students/exercise', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
    resultsOfAssignment: byParent(
      (ids) => rest.getAll('students/exercise', { assignment_ids: idList(ids) }),
      (row) => row.assignment_id,
    ),
    /** How the submitted work did on each part, one call per batch of assignments (staff only). */
    partFiguresOfAssignment: byParent(
      (ids) => rest.getAll('class-exercises/part-figures', { assignment_ids: idList(ids) }),
      (row) => row.assignment_id,
    ),
    scoresOfClass: byParent(
      (ids) => rest.getAll('class/score', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
    /** Score means per student of the class (`users/score/`). */
    scoreSummariesOfClass: byParent(
      (ids) => rest.getAll('users/score/', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
  };
}
