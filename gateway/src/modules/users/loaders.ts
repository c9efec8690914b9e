import { idList, type RestClient } from '../../rest/client.js';
import { byId, once } from '../../rest/batch.js';

export function createUserLoaders(rest: RestClient) {
  return {
    /** Full users by id (`user/?ids=`): admin any, teacher the students of own classes. */
    user: byId((ids) => rest.getAll('user/', { ids: idList(ids) })),
    /** Staff by id (`staff/?ids=`): their public profile, for any staff viewer. */
    staff: byId((ids) => rest.getAll('staff/', { ids: idList(ids) })),
    /** The viewer's own row (`self/`), fetched once per request when a resolver needs it. */
    self: once(() => rest.get('self/')),
  };
}
