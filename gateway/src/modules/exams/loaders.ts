import DataLoader from 'dataloader';
import { byParent } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import type { RestAssignmentAccommodation } from '../../rest/types.js';
import type { RestAttempt } from './mappers.js';

/** Attempts are read one at a time (a student reads their own); the loader keeps one read per request. */
export function createExamLoaders(rest: RestClient) {
  return {
    /** Settles to the REST error rather than rejecting, so `attempt(id)` can tell 404 from 403. */
    attempt: new DataLoader<number, RestAttempt | Error>((ids) =>
      Promise.all(ids.map((id) => readAttempt(rest, id).catch((error: unknown) => error as Error))),
    ),
    /** The accommodations on each assignment (a student's list: their own), one call per batch (issue 31). */
    accommodationsOfAssignment: byParent<RestAssignmentAccommodation>(
      (ids) => rest.getAll('class-exercises/accommodations', { assignment_ids: idList(ids) }),
      (row) => row.assignment_id,
    ),
  };
}

const readAttempt = (rest: RestClient, id: number): Promise<RestAttempt> =>
  rest.get('user-exam/{id}', { params: { id } });
