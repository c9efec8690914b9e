import { idList, type RestClient } from '../../rest/client.js';
import { byId, byParent } from '../../rest/batch.js';

/** Every list under a class is one REST call for all the classes of a query (`?class_ids=`). */
export function createClassLoaders(rest: RestClient) {
  return {
    /** Classes the viewer may read, by id; others are null. */
    class: byId((ids) => rest.getAll('class/', { ids: idList(ids) })),
    studentsOfClass: byParent(
      (ids) => rest.getAll('class/students', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
  };
}
