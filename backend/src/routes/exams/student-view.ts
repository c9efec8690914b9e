import type { AssignmentRow, UserExamRow } from '../../db/rows.js';
import { pickLang, translate, type Lang } from '../../http/messages.js';
import { maskResult, studentView, type AttemptStanding } from '../../policies/review.js';
import type { AttemptSummaryJson } from '../../presenters/exams.js';

/** What the attempt routes share: how an attempt reads to its student, in the caller's language. */
export const tags = ['exams'];
export const submitted = (status: UserExamRow['status']) =>
  status === 'pass' || status === 'fail' || status === 'waiting_score';

export const langOf = (request: { headers: Record<string, unknown> }) =>
  pickLang(request.headers['accept-language'] as string | undefined);

/**
 * Why an attempt closed without its student, or the redo message, in the caller's language. The message
 * below the minimum shows only while another attempt is within the cap (issue 26 point 1).
 */
export function attemptMessage(
  exam: UserExamRow,
  a: AssignmentRow,
  lang: Lang,
  standing?: AttemptStanding,
): string | null {
  // A redo asked by a marker is what the student must read first (issue 13).
  if ((exam.status === 'pass' || exam.status === 'fail') && exam.redoRequestedAt)
    return translate('exam_redo_requested', lang);
  if (exam.submitReason === 'time_up') return translate('exam_time_up', lang);
  if (exam.submitReason === 'access_limit') return translate('exam_access_limit', lang);
  const returned = exam.status === 'pass' || exam.status === 'fail';
  if (returned && exam.score !== null && exam.score < a.minScore && standing?.anotherPossible !== false)
    return translate('exam_below_min_score', lang);
  return null;
}

/**
 * An attempt's summary as its student may see it (issue 26 point 1): the score only as the review options
 * say, the redo asked below the minimum only within the cap, and the attempts used against those allowed.
 */
export function forStudent<T extends AttemptSummaryJson>(
  json: T,
  exam: UserExamRow,
  a: AssignmentRow,
  standing: AttemptStanding,
  now: Date,
): T {
  const masked = maskResult(json, studentView(a, exam, standing, now));
  return {
    ...masked,
    below_min_score: masked.below_min_score && standing.anotherPossible,
    attempts_used: standing.used,
    attempts_allowed: standing.allowed,
    may_start_again: standing.anotherPossible && exam.status !== 'unfinished',
  };
}
