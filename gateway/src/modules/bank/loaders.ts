import { byId, byParent, once } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import { createMediaLoaders } from './media.js';

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
    /** The registry changes only with the backend's code: once per request. */
    registry: once(() => rest.get('question/question-type/')),
    ...createMediaLoaders(rest),
  };
}
