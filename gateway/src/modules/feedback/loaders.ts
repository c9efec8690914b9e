import { byParent } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import type { RestFeedbackSummary } from '../../rest/types.js';

export function createFeedbackLoaders(rest: RestClient) {
  return {
    /** A class's feedback figures (`feedback/summary?class_ids=`): one call for every class of the request. */
    summaryOfClass: byParent<RestFeedbackSummary>(
      (classIds) => rest.getAll('feedback/summary', { class_ids: idList(classIds) }),
      (row) => row.class.id,
    ),
  };
}
