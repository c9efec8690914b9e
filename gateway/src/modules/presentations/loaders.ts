import { byParent } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import type { RestPresentationGroup } from '../../rest/types.js';

export function createPresentationLoaders(rest: RestClient) {
  return {
    /** An assignment's groups (`group/?assignment_ids=`): one call for every assignment of the request. */
    groupsOfAssignment: byParent<RestPresentationGroup>(
      (assignmentIds) => rest.getAll('group/', { assignment_ids: idList(assignmentIds) }),
      (row) => row.assignment_id,
    ),
  };
}
