import type DataLoader from 'dataloader';
import { byParent } from '../../rest/batch.js';
import { idList, type RestClient } from '../../rest/client.js';
import type { RestErrorTagCount, RestScoreBucket, RestStudentStatus } from '../../rest/types.js';

export function createAnalyticsLoaders(rest: RestClient) {
  /** One loader per number of months asked for (a request asks for one, usually the default). */
  const perMonths = <T>(make: (months: number) => DataLoader<number, T[]>) => {
    const made = new Map<number, DataLoader<number, T[]>>();
    return (months: number) => {
      let loader = made.get(months);
      if (!loader) made.set(months, (loader = make(months)));
      return loader;
    };
  };
  return {
    /** Every active student of an assignment's class with their latest attempt, one call per batch. */
    studentStatusesOfAssignment: byParent<RestStudentStatus>(
      (ids) => rest.getAll('class-exercises/student-statuses', { assignment_ids: idList(ids) }),
      (row) => row.assignment_id,
    ),
    /** The ten buckets of each assignment's returned scores, one call per batch. */
    scoreBucketsOfAssignment: byParent<RestScoreBucket>(
      (ids) => rest.getAll('class-exercises/score-distribution', { assignment_ids: idList(ids) }),
      (row) => row.assignment_id,
    ),
    /** A class's error tags per month over `months` months (`class/error-tags`). */
    errorTagsOfClass: perMonths((months) =>
      byParent<RestErrorTagCount>(
        (ids) => rest.getAll('class/error-tags', { class_ids: idList(ids), months }),
        (row) => row.class_id ?? null,
      ),
    ),
    /** Students' error tags per month over `months` months (`users/error-tags/`). */
    errorTagsOfStudent: perMonths((months) =>
      byParent<RestErrorTagCount>(
        (ids) => rest.getAll('users/error-tags/', { student_ids: idList(ids), months }),
        (row) => row.student_id ?? null,
      ),
    ),
  };
}
