import { academyToday } from '@lms/domain/calendar';
import {
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENT_TUTORIAL_MAX,
  assignmentErrors,
  defaultMaxAttempts,
  defaultReviewOptions,
  examModeByDefault,
  reviewSettingsErrors,
  type AssignmentMessage,
  type ReviewMessage,
} from '@lms/domain';
import { z } from 'zod';
import type { AssignmentKind, CreateAssignmentInput, ReviewWhen } from '../../gql/graphql';
import { DATE_PATTERN, TIME_PATTERN, date, requiredText, time } from '../../ui/form/rules';

export const ASSIGNMENT_KINDS: readonly AssignmentKind[] = ['HOME_WORK', 'TEST', 'PRESENTATION', 'IELT'];

/** When a student sees a thing of a submitted attempt (issue 26 point 1). */
export const REVIEW_WHENS: readonly ReviewWhen[] = [
  'AFTER_SUBMIT',
  'AFTER_DEADLINE',
  'AFTER_RETURN',
  'NEVER',
];
export const REVIEW_FIELDS = ['reviewAnswers', 'reviewScore', 'reviewKeys', 'reviewFeedback'] as const;
const ITEM_OF_FIELD = {
  reviewAnswers: 'answers',
  reviewScore: 'score',
  reviewKeys: 'keys',
  reviewFeedback: 'feedback',
} as const;

/** The kind's attempts and review options (@lms/domain), as the form holds them. */
export function reviewDefaults(kind: AssignmentKind) {
  const o = defaultReviewOptions(kind);
  const up = (w: string) => w.toUpperCase() as ReviewWhen;
  return {
    maxAttempts: defaultMaxAttempts(kind),
    reviewAnswers: up(o.answers),
    reviewScore: up(o.score),
    reviewKeys: up(o.keys),
    reviewFeedback: up(o.feedback),
  };
}

/** The academy's clock (Vietnam has no daylight saving): a day and time typed in the form are read there. */
const ACADEMY_OFFSET = '+07:00';
export const toInstant = (day: string, time: string) =>
  new Date(`${day}T${time}:00${ACADEMY_OFFSET}`).toISOString();
const dayAndTime = (instant: string) => {
  const shifted = new Date(new Date(instant).getTime() + 7 * 3_600_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
};

const number = z.number({ error: 'validation.required' });
const optionalNumber = z.number().nullable();
const optionalDay = z.union([z.literal(''), z.null(), date()]);

/** Which form field shows a rule of @lms/domain (its REST field name). */
const FIELD_OF_RULE: Record<string, keyof AssignmentFormValues> = {
  deadline: 'deadlineDate',
  time_limit: 'timeLimit',
  min_score: 'minScore',
  max_score: 'maxScore',
  max_accesses: 'maxAccesses',
  max_attempts: 'maxAttempts',
  'review_options.answers': 'reviewAnswers',
  'review_options.score': 'reviewScore',
  'review_options.keys': 'reviewKeys',
  'review_options.feedback': 'reviewFeedback',
};

/** The rule messages are `assignmentRules.*` keys: the locales take their words from @lms/domain. */
export const ruleKey = (code: AssignmentMessage | ReviewMessage) => `assignmentRules.${code}`;

/**
 * The assign dialog's form: the rules of @lms/domain (the backend checks the same, with the same words), so a
 * mistake shows under its field before anything is sent. `keepDeadline` is the deadline an edit started
 * from: an assignment already past its deadline may keep it.
 */
export function assignmentFormSchema(keepDeadline?: string | null) {
  return z
    .object({
      classId: requiredText('assign.validation.classRequired'),
      exerciseId: requiredText('assign.validation.exerciseRequired'),
      kind: z.enum(ASSIGNMENT_KINDS as [AssignmentKind, ...AssignmentKind[]]),
      title: requiredText().max(ASSIGNMENT_TITLE_MAX, 'assign.validation.tooLong'),
      tutorial: z.string().trim().max(ASSIGNMENT_TUTORIAL_MAX, 'assign.validation.tooLong'),
      tagId: z.string().nullable(),
      startDate: optionalDay,
      deadlineDate: optionalDay,
      deadlineTime: z.union([z.literal(''), z.null(), time()]),
      timeLimit: optionalNumber,
      minScore: number,
      maxScore: number,
      maxAccesses: number,
      examMode: z.boolean(),
      maxAttempts: number,
      reviewAnswers: z.enum(REVIEW_WHENS as [ReviewWhen, ...ReviewWhen[]]),
      reviewScore: z.enum(REVIEW_WHENS as [ReviewWhen, ...ReviewWhen[]]),
      reviewKeys: z.enum(REVIEW_WHENS as [ReviewWhen, ...ReviewWhen[]]),
      reviewFeedback: z.enum(REVIEW_WHENS as [ReviewWhen, ...ReviewWhen[]]),
    })
    .superRefine((v, ctx) => {
      // A day or time typed but not read is refused under its field; the rules need real ones.
      const readable = (value: string | null, pattern: RegExp) => !value || pattern.test(value);
      if (
        !readable(v.startDate, DATE_PATTERN) ||
        !readable(v.deadlineDate, DATE_PATTERN) ||
        !readable(v.deadlineTime, TIME_PATTERN)
      )
        return;
      const deadline = v.deadlineDate ? toInstant(v.deadlineDate, v.deadlineTime || '23:59') : null;
      const errors = assignmentErrors(
        {
          startAt: v.startDate ? toInstant(v.startDate, '00:00') : null,
          deadline,
          timeLimit: v.timeLimit,
          minScore: v.minScore,
          maxScore: v.maxScore,
          maxAccesses: v.maxAccesses,
        },
        academyToday(),
        { checkDeadline: !keepDeadline || deadline !== new Date(keepDeadline).toISOString() },
      );
      const review = reviewSettingsErrors(v.kind, {
        maxAttempts: v.maxAttempts,
        reviewOptions: Object.fromEntries(REVIEW_FIELDS.map((f) => [ITEM_OF_FIELD[f], v[f].toLowerCase()])),
      });
      for (const [field, code] of [...Object.entries(errors), ...Object.entries(review)]) {
        if (code)
          ctx.addIssue({ code: 'custom', path: [FIELD_OF_RULE[field] ?? field], message: ruleKey(code) });
      }
    });
}

export type AssignmentFormValues = z.infer<ReturnType<typeof assignmentFormSchema>>;

export const ASSIGNMENT_FORM_FIELDS: (keyof AssignmentFormValues)[] = [
  'classId',
  'exerciseId',
  'kind',
  'title',
  'tutorial',
  'tagId',
  'startDate',
  'deadlineDate',
  'deadlineTime',
  'timeLimit',
  'minScore',
  'maxScore',
  'maxAccesses',
  'examMode',
  'maxAttempts',
  ...REVIEW_FIELDS,
];

/** The GraphQL input's names of the form's fields, where they differ (server errors land under these). */
export const SERVER_FIELD_RENAME: Partial<Record<string, keyof AssignmentFormValues>> = {
  deadline: 'deadlineDate',
  startAt: 'startDate',
  'reviewOptions.answers': 'reviewAnswers',
  'reviewOptions.score': 'reviewScore',
  'reviewOptions.keys': 'reviewKeys',
  'reviewOptions.feedback': 'reviewFeedback',
};

export function emptyAssignment(defaults: {
  classId?: string;
  exerciseId?: string;
  title?: string;
  maxAccesses: number;
}): AssignmentFormValues {
  return {
    classId: defaults.classId ?? '',
    exerciseId: defaults.exerciseId ?? '',
    kind: 'HOME_WORK',
    title: defaults.title ?? '',
    tutorial: '',
    tagId: null,
    startDate: null,
    deadlineDate: null,
    deadlineTime: '23:59',
    timeLimit: null,
    minScore: 0,
    maxScore: 100,
    maxAccesses: defaults.maxAccesses,
    examMode: examModeByDefault('HOME_WORK'),
    ...reviewDefaults('HOME_WORK'),
  };
}

/** An assignment as the form edits it. */
export function assignmentValues(a: {
  class?: { id: string | number } | null;
  exercise: { id: string | number };
  kind: AssignmentKind;
  title: string;
  tutorial: string;
  tag?: { id: string | number } | null;
  startAt?: string | null;
  deadline?: string | null;
  timeLimit?: number | null;
  minScore: number;
  maxScore: number;
  maxAccesses: number;
  examMode: boolean;
  maxAttempts: number;
  reviewOptions: { answers: ReviewWhen; score: ReviewWhen; keys: ReviewWhen; feedback: ReviewWhen };
}): AssignmentFormValues {
  const deadline = a.deadline ? dayAndTime(a.deadline) : null;
  return {
    classId: a.class ? String(a.class.id) : '',
    exerciseId: String(a.exercise.id),
    kind: a.kind,
    title: a.title,
    tutorial: a.tutorial,
    tagId: a.tag ? String(a.tag.id) : null,
    startDate: a.startAt ? dayAndTime(a.startAt).day : null,
    deadlineDate: deadline?.day ?? null,
    deadlineTime: deadline?.time ?? '23:59',
    timeLimit: a.timeLimit ?? null,
    minScore: a.minScore,
    maxScore: a.maxScore,
    maxAccesses: a.maxAccesses,
    examMode: a.examMode,
    maxAttempts: a.maxAttempts,
    reviewAnswers: a.reviewOptions.answers,
    reviewScore: a.reviewOptions.score,
    reviewKeys: a.reviewOptions.keys,
    reviewFeedback: a.reviewOptions.feedback,
  };
}

/** The form's values as the mutation input (the class is fixed on an edit; the caller drops it). */
export function toAssignmentInput(v: AssignmentFormValues): CreateAssignmentInput {
  return {
    classId: v.classId,
    exerciseId: v.exerciseId,
    kind: v.kind,
    title: v.title.trim(),
    tutorial: v.tutorial.trim(),
    tagId: v.tagId,
    startAt: v.startDate ? toInstant(v.startDate, '00:00') : null,
    deadline: v.deadlineDate ? toInstant(v.deadlineDate, v.deadlineTime || '23:59') : null,
    timeLimit: v.timeLimit,
    minScore: v.minScore,
    maxScore: v.maxScore,
    maxAccesses: v.maxAccesses,
    examMode: v.examMode,
    maxAttempts: v.maxAttempts,
    reviewOptions: {
      answers: v.reviewAnswers,
      score: v.reviewScore,
      keys: v.reviewKeys,
      feedback: v.reviewFeedback,
    },
  };
}
