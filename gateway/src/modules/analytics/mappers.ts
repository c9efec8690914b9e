import type { RestScoreBucket, RestStudentStatus } from '../../rest/types.js';
import type { Tally } from './tallies.js';

export type AssignmentStudentStatusParent = RestStudentStatus;
/** A REST bucket with its assignment's maximum, to give its range in points. */
export type ScoreBucketParent = RestScoreBucket & { max_score: number };
export type ErrorTagTallyParent = Tally;
export type ErrorTagMonthParent = { month: string; count: number };
