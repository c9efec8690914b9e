import { idList, type RestClient } from '../../rest/client.js';
import { byId, byParent } from '../../rest/batch.js';

export function createTimetableLoaders(rest: RestClient) {
  return {
    lesson: byId((ids) => rest.getAll('class/time-table/', { ids: idList(ids) })),
    lessonsOfClass: byParent(
      (ids) => rest.getAll('class/time-table/', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
    attendancesOfLesson: byParent(
      (ids) => rest.getAll('class/attendances', { lesson_ids: idList(ids) }),
      (row) => row.lesson_id,
    ),
    attendancesOfClass: byParent(
      (ids) => rest.getAll('class/attendances', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
    /** Attendance and assignment progress per active student (a student: their own row only). */
    progressOfClass: byParent(
      (ids) => rest.getAll('class/percent-summary', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
    /** A class's days off, with the academy's own (class_id null) in every list. */
    daysOffOfClass: byParent(
      (ids) => rest.getAll('class/day-off/', { class_ids: idList(ids) }),
      (row) => row.class_id,
    ),
  };
}
