import type { RestCourse, RestCourseSummary } from '../../rest/types.js';

/** A full course, or the id and name a class embeds. */
export type CourseParent = RestCourse | RestCourseSummary;
