import { byId } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import type { RestIeltsRegistrant, RestIeltsTest } from '../../rest/types.js';

export function createIeltsLoaders(rest: RestClient) {
  return {
    /** Tests in full (`ielt/tests/?ids=`): one call for every test of the request. */
    test: byId<RestIeltsTest>((ids) => rest.getAll('ielt/tests/', { ids: idList(ids) })),
    /** Registrants (`ielt/registrants/?ids=`): one call for every candidate of the request. */
    registrant: byId<RestIeltsRegistrant>((ids) => rest.getAll('ielt/registrants/', { ids: idList(ids) })),
  };
}
