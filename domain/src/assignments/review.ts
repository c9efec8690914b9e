/**
 * Attempts and review options per assignment (issue 26 point 1, docs/decisions.md "Issue 26"): how many
 * attempts a student may make, and what of a submitted attempt they see (their answers, the score, the keys,
 * the teacher's feedback) and when. Pure rules: the backend applies them to every route that could hand a
 * student a key or a score, and the web pre-fills the assign dialog with the same defaults.
 */

/** The kinds of assignment (REST's lower case; GraphQL's upper case reads the same). */
export type AssignmentKindName = 'home_work' | 'test' | 'presentation' | 'ielt';

/** When a student sees one thing of a submitted attempt. */
export const REVIEW_WHENS = ['after_submit', 'after_deadline', 'after_return', 'never'] as const;
export type ReviewWhen = (typeof REVIEW_WHENS)[number];

/** The things a review shows. */
export const REVIEW_ITEMS = ['answers', 'score', 'keys', 'feedback'] as const;
export type ReviewItem = (typeof REVIEW_ITEMS)[number];

export type ReviewOptions = Record<ReviewItem, ReviewWhen>;
export type ReviewVisibility = Record<ReviewItem, boolean>;

/** Attempts an assignment allows: 1 to 10. */
export const MAX_ATTEMPTS_MIN = 1;
export const MAX_ATTEMPTS_MAX = 10;

const isExamKind = (kind: string) => ['test', 'ielt'].includes(kind.toLowerCase());

/** Attempts allowed unless the teacher says otherwise: tests and IELTS sections 1, other work 3. */
export function defaultMaxAttempts(kind: string): number {
  return isExamKind(kind) ? 1 : 3;
}

/**
 * What a student sees and when, unless the teacher says otherwise. Homework and presentations: the score at
 * once, the keys after the deadline. Tests: the score once returned, the keys after the deadline. IELTS
 * sections: bands once published (returned), never keys. The feedback is always the marker's, once returned.
 */
export function defaultReviewOptions(kind: string): ReviewOptions {
  const k = kind.toLowerCase();
  if (k === 'ielt')
    return { answers: 'after_submit', score: 'after_return', keys: 'never', feedback: 'after_return' };
  if (k === 'test')
    return {
      answers: 'after_submit',
      score: 'after_return',
      keys: 'after_deadline',
      feedback: 'after_return',
    };
  return { answers: 'after_submit', score: 'after_submit', keys: 'after_deadline', feedback: 'after_return' };
}

/** The attempts a student may make: the assignment's cap plus one for each redo a teacher asked for. */
export function attemptsAllowed(maxAttempts: number, redoGrants: number): number {
  return maxAttempts + Math.max(0, redoGrants);
}

/** The options with the kind's defaults for what is not given; unknown values stay for the errors to name. */
export function reviewOptionsFor(kind: string, given?: Partial<ReviewOptions> | null): ReviewOptions {
  return {
    ...defaultReviewOptions(kind),
    ...Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v)),
  };
}

export const REVIEW_MESSAGES = {
  assignment_max_attempts: {
    en: 'The number of attempts is 1 to 10',
    vi: 'Số lần làm bài từ 1 đến 10',
  },
  assignment_review_when: {
    en: 'Choose after submitting, after the deadline, once returned or never',
    vi: 'Chọn sau khi nộp, sau hạn nộp, khi được trả bài hoặc không bao giờ',
  },
  assignment_review_ielts_keys: {
    en: 'An IELTS section never shows its keys',
    vi: 'Bài IELTS không bao giờ hiện đáp án',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
export type ReviewMessage = keyof typeof REVIEW_MESSAGES;

/** The mistakes in attempts and review options, by REST field (`max_attempts`, `review_options.keys`). */
export function reviewSettingsErrors(
  kind: string,
  s: { maxAttempts?: number; reviewOptions?: Partial<Record<string, unknown>> },
): Partial<Record<string, ReviewMessage>> {
  const errors: Partial<Record<string, ReviewMessage>> = {};
  if (
    s.maxAttempts !== undefined &&
    !(
      Number.isInteger(s.maxAttempts) &&
      s.maxAttempts >= MAX_ATTEMPTS_MIN &&
      s.maxAttempts <= MAX_ATTEMPTS_MAX
    )
  ) {
    errors.max_attempts = 'assignment_max_attempts';
  }
  for (const [item, when] of Object.entries(s.reviewOptions ?? {})) {
    if (!(REVIEW_WHENS as readonly unknown[]).includes(when))
      errors[`review_options.${item}`] = 'assignment_review_when';
  }
  if (
    kind.toLowerCase() === 'ielt' &&
    s.reviewOptions?.keys !== undefined &&
    s.reviewOptions.keys !== 'never'
  ) {
    errors['review_options.keys'] ??= 'assignment_review_ielts_keys';
  }
  return errors;
}

export type ReviewAttemptStatus = 'unfinished' | 'waiting_score' | 'pass' | 'fail' | 'holding';

/** What the review rules look at for one attempt. */
export interface ReviewContext {
  now: Date;
  deadline: Date | null;
  status: ReviewAttemptStatus;
  /** The student may still start (or is taking) another attempt at the assignment: keys stay hidden. */
  anotherAttemptPossible: boolean;
}

/** Why a thing is hidden, for the review page to say ("Keys are shown after the deadline", ...). */
export type HiddenReason = ReviewWhen | 'another_attempt';

/**
 * What a student sees of a submitted attempt. `after_submit`: once submitted; `after_return`: once returned
 * (pass or fail); `after_deadline`: once submitted and the assignment's deadline has passed (an assignment
 * without a deadline has none to pass, so it never opens; the teacher chooses another timing). Feedback is a
 * marker's and shows only once returned, whatever the option. Keys are never shown while another attempt is
 * possible (docs/decisions.md "Issue 26").
 */
export function reviewVisibility(options: ReviewOptions, ctx: ReviewContext): ReviewVisibility {
  const submitted = ctx.status === 'waiting_score' || ctx.status === 'pass' || ctx.status === 'fail';
  const returned = ctx.status === 'pass' || ctx.status === 'fail';
  const open = (when: ReviewWhen) => {
    if (when === 'after_submit') return submitted;
    if (when === 'after_return') return returned;
    if (when === 'after_deadline') return submitted && ctx.deadline !== null && ctx.now >= ctx.deadline;
    return false;
  };
  return {
    answers: open(options.answers),
    score: open(options.score),
    keys: open(options.keys) && !ctx.anotherAttemptPossible,
    feedback: open(options.feedback) && returned,
  };
}

/** For each hidden thing, why (the option's timing, or another attempt being possible); shown ones absent. */
export function hiddenReasons(
  options: ReviewOptions,
  ctx: ReviewContext,
): Partial<Record<ReviewItem, HiddenReason>> {
  const shown = reviewVisibility(options, ctx);
  const reasons: Partial<Record<ReviewItem, HiddenReason>> = {};
  for (const item of REVIEW_ITEMS) {
    if (shown[item]) continue;
    const timingOpen = reviewVisibility(options, { ...ctx, anotherAttemptPossible: false })[item];
    reasons[item] = item === 'keys' && timingOpen ? 'another_attempt' : options[item];
  }
  return reasons;
}
