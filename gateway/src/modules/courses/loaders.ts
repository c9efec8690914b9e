import { idList, type RestClient } from '../../rest/client.js';
import { byId } from '../../rest/batch.js';

export function createCourseLoaders(rest: RestClient) {
  return {
    course: byId((ids) => rest.getAll('course/', { ids: idList(ids) })),
  };
}
