import { byId, byParent, once } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';

export function createBankLoaders(rest: RestClient) {
  return {
    tag: byId((ids) => rest.getAll('tag/', { ids: idList(ids) })),
    errorTag: byId((ids) => rest.getAll('error-tag/', { ids: idList(ids) })),
    /** The child tags of top-level error tags, one call per batch of parents (`?parent_ids=`). */
    errorTagChildren: byParent(
      (ids) => rest.getAll('error-tag/', { parent_ids: idList(ids) }),
      (row) => row.parent_id,
    ),
    question: byId((ids) => rest.getAll('question/', { ids: idList(ids) })),
    /** The parts of a page of questions, one call per batch (`question-part/?question_ids=`). */
    partsOfQuestion: byParent(
      (ids) => rest.getAll('question-part/', { question_ids: idList(ids) }),
      (row) => row.question_id,
    ),
    exercise: byId((ids) => rest.getAll('exercise/', { ids: idList(ids) })),
    /** What each exercise of a page adds up to, one call per batch (`exercise/summary-question`). */
    exerciseFigures: byParent(
      (ids) => rest.getAll('exercise/summary-question', { exercise_ids: idList(ids) }),
      (row) => row.exercise_id,
    ),
    /** Each question's share of its exercise, one call per batch (`exercise/percent-question`). */
    questionShares: byParent(
      (ids) => rest.getAll('exercise/percent-question', { exercise_ids: idList(ids) }),
      (row) => row.exercise_id,
    ),
    /** The registry changes only with the backend's code: once per request. */
    registry: once(() => rest.get('question/question-type/')),
  };
}
