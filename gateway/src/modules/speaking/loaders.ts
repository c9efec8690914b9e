import { byId } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';

export function createSpeakingLoaders(rest: RestClient) {
  return {
    /** Attempts' rubric and speech scoring (`speaking-score/?user_exam_ids=`): one call per request's batch. */
    scoreOfAttempt: byId(async (ids) => {
      const page = await rest.get('speaking-score/', { query: { user_exam_ids: idList(ids) } });
      return page.results;
    }),
  };
}
