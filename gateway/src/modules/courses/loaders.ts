import { idList, type RestClient } from '../../rest/client.js';
import { byId } from '../../rest/batch.js';
import type { RestCourse, RestQuery } from '../../rest/types.js';

export function createCourseLoaders(rest: RestClient) {
  // The course lists this request asked for (a page's filter options): by-id reads wait for them and ask
  // the backend only for what they did not hold, so a page listing courses and rows with a course reads
  // `course/` once, whichever answer comes first.
  const lists: Promise<RestCourse[]>[] = [];
  const course = byId<RestCourse>(async (ids) => {
    const held = new Map((await Promise.all(lists)).flat().map((row) => [row.id, row]));
    const missing = ids.filter((id) => !held.has(id));
    const fetched = missing.length ? await rest.getAll('course/', { ids: idList(missing) }) : [];
    return [...ids.flatMap((id) => held.get(id) ?? []), ...fetched];
  });
  return {
    course,
    /** A page of `course/`; its rows serve this request's by-id reads too. */
    list(query: RestQuery<'course/'>) {
      const json = rest.get('course/', { query });
      lists.push(
        json.then(
          (page) => page.results,
          () => [],
        ),
      );
      return json;
    },
  };
}
