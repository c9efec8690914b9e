import {
  INTERACTIONS,
  interactionOf,
  presentForAttempt,
  QUESTION_TYPES,
  responseToOpaque,
  TOPIC_GROUPS,
  type PresentationKeys,
  type PresentedPart,
} from '@lms/domain/questions';
import { z } from 'zod';
import { REVIEW_WHENS } from '@lms/domain';
import { RESULT_STATUSES, SUBMIT_REASONS } from '../db/schema.js';
import type {
  AssignmentRow,
  AttemptPlayRow,
  ExerciseRow,
  MediaRow,
  QuestionPartRow,
  QuestionRow,
  UserExamRow,
} from '../db/rows.js';
import { mediaSchema, presentMedia, presentMediaUntil } from './media.js';
import {
  assignmentSchema,
  keyedShareShape,
  presentAssignment,
  presentKeyedShare,
  presentResult,
  resultSchema,
} from './results.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const questionType = z.enum(QUESTION_TYPES as [string, ...string[]]);
const json = z.record(z.string(), z.unknown());

/** The questions of an exercise as stored, in order, with their parts and media: what the runner shows. */
export interface ExamContent {
  questions: QuestionRow[];
  parts: Map<number, QuestionPartRow[]>;
  media: Map<number, MediaRow>;
}

export interface AnswerRow {
  questionPartId: number;
  answer: unknown;
  seq: number;
  score: number | null;
  teacherComment: string;
  updatedAt: Date;
}

/** A part as the student taking it sees it: `content` only, never `answer` (the key). */
export const examPartSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    type: questionType,
    interaction: z.enum(INTERACTIONS),
    score: z.number(),
    content: json.describe('What the student sees, shaped by the interaction'),
  })
  .describe('ExamPart');

/** A limited listening clip's plays in an attempt, by the server's clock (issue 30 point 3). */
export const clipPlaysSchema = z
  .object({
    media_id: z.number().int().describe('The clip: its recording, kept when the link is withheld'),
    limit: z.number().int().describe('Plays the clip allows (1 or 2)'),
    used: z.number().int().describe('Plays started so far, the running one included'),
    started_at: z.string().nullable().describe("The latest play's start (server's clock); null before any"),
    ends_at: z
      .string()
      .nullable()
      .describe("The latest play's end (its start plus the clip's length); null before any or when unknown"),
    running: z.boolean().describe('The latest play is still running: a fresh device resumes it'),
  })
  .describe('ClipPlays');
export type ClipPlaysJson = z.infer<typeof clipPlaysSchema>;

export const examQuestionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: questionType,
    interaction: z.enum(INTERACTIONS),
    instructions: z.string().describe('Instructions and, for reading, the passage; never the transcript'),
    media: mediaSchema
      .nullable()
      .describe(
        "Its picture or recording; a limited clip's link is withheld from its student unless a play runs",
      ),
    plays: clipPlaysSchema
      .nullable()
      .describe("A limited clip's plays in the student's attempt; null elsewhere and without a limit"),
    parts: z.array(examPartSchema),
  })
  .describe('ExamQuestion');

export const examExerciseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    topic_group: z.enum(TOPIC_GROUPS),
    audio_plays: z.number().int().describe('0 without limit, 1 once, 2 twice'),
    questions: z.array(examQuestionSchema),
  })
  .describe('ExamExercise');

export const clipPlayStartSchema = clipPlaysSchema
  .extend({
    media: mediaSchema
      .nullable()
      .describe(
        "The clip with its link, valid until the play's end plus a grace, while the play runs; else null",
      ),
    server_now: z.string().describe("The server's clock when this answer was made"),
  })
  .describe('ClipPlayStart');

export const savedAnswerSchema = z
  .object({
    question_part_id: z.number().int(),
    answer: json.describe("The response in the shape of @lms/domain's RESPONSE_SCHEMAS for the interaction"),
    seq: z.number().int().describe('The sequence number of the save the server holds'),
    updated_at: z.string(),
  })
  .describe('SavedAnswer');

/** The attempt without its exercise and answers: what saves, exits and submits answer. */
export const attemptSummarySchema = z
  .object({
    id: z.number().int(),
    assignment_id: z.number().int(),
    attempt: z.number().int(),
    status: z.enum(RESULT_STATUSES),
    started_at: z.string(),
    ends_at: z
      .string()
      .nullable()
      .describe('min(deadline, started_at + time limit + extra_minutes); null when neither'),
    extra_minutes: z
      .number()
      .int()
      .describe(
        "The student's accommodation on the time limit, fixed when the attempt started (0 when none)",
      ),
    server_now: z.string().describe("The server's clock when this answer was made"),
    access_count: z.number().int(),
    max_accesses: z.number().int(),
    submitted_at: z.string().nullable(),
    submit_reason: z.enum(SUBMIT_REASONS).nullable(),
    score: z.number().nullable().describe('Once submitted and fully scored (pass or fail); null before'),
    ...keyedShareShape,
    below_min_score: z.boolean().describe('Returned below the minimum: the student is asked to redo it'),
    redo_requested: z
      .boolean()
      .describe('Returned, and a marker asked the student to redo it (even above the minimum)'),
    redo_note: z.string().describe("The marker's word with the redo ('' when none)"),
    message: z
      .string()
      .nullable()
      .describe('Why it was submitted without the student (time up, access limit), or the redo message'),
    attempts_used: z.number().int().describe("The student's attempts at the assignment so far (issue 26)"),
    attempts_allowed: z
      .number()
      .int()
      .describe("The assignment's max_attempts plus one for each redo a teacher asked for"),
    may_start_again: z
      .boolean()
      .describe(
        'Submitted, and the student may start another attempt now (below the minimum or asked, within the cap)',
      ),
  })
  .describe('AttemptSummary');
export type AttemptSummaryJson = z.infer<typeof attemptSummarySchema>;

export const attemptSchema = attemptSummarySchema
  .extend({
    assignment: assignmentSchema,
    exercise: examExerciseSchema,
    answers: z.array(savedAnswerSchema),
    ielts: z
      .object({
        skill: z.enum(['listening', 'reading', 'writing', 'speaking']),
        raw: z.number().int().nullable().describe('Listening and reading: correct answers out of 40'),
        band: z.number().nullable().describe('Listening and reading: the band by the test’s table'),
      })
      .nullable()
      .describe(
        'An IELTS section: its skill and, once the student may see the score, its raw score and band',
      ),
  })
  .describe('Attempt');
export type AttemptJson = z.infer<typeof attemptSchema>;

const returned = (r: UserExamRow) => r.status === 'pass' || r.status === 'fail';

export function presentAttemptSummary(
  r: UserExamRow,
  a: AssignmentRow,
  now: Date,
  message: string | null,
): AttemptSummaryJson {
  const score = returned(r) ? r.score : null;
  return {
    id: r.id,
    assignment_id: r.assignmentId,
    attempt: r.attempt,
    status: r.status,
    started_at: (r.startedAt ?? r.updatedAt).toISOString(),
    ends_at: iso(r.endsAt),
    extra_minutes: r.extraMinutes,
    server_now: now.toISOString(),
    access_count: r.accessCount,
    max_accesses: a.maxAccesses,
    submitted_at: iso(r.submittedAt),
    submit_reason: r.submitReason ?? null,
    score,
    ...presentKeyedShare(r),
    below_min_score: score !== null && score < a.minScore,
    redo_requested: returned(r) && r.redoRequestedAt !== null,
    redo_note: returned(r) ? r.redoNote : '',
    message,
    // The route fills these from the student's standing (policies/review.ts, issue 26).
    attempts_used: r.attempt,
    attempts_allowed: a.maxAttempts,
    may_start_again: false,
  };
}

/**
 * A part of an attempt as its student sees it (issue 26 point 2, docs/decisions.md): shuffled, with opaque
 * keys, from the attempt's secret seed and the part's id (the same on every reload).
 */
export const attemptPresentation = (
  exam: Pick<UserExamRow, 'shuffleSeed'>,
  p: Pick<QuestionPartRow, 'id' | 'questionType' | 'content' | 'answer'>,
): PresentedPart =>
  presentForAttempt(
    p.questionType,
    (p.content ?? {}) as Record<string, unknown>,
    p.answer as Record<string, unknown> | null,
    `${exam.shuffleSeed}:${p.id}`,
  );

/** The part with its content as stored (staff views, the review) or as `present` gives it (an attempt). */
export const presentExamPart = (p: QuestionPartRow, present?: (p: QuestionPartRow) => PresentedPart) => ({
  id: p.id,
  position: p.position,
  type: p.questionType,
  interaction: interactionOf(p.questionType),
  score: p.score,
  content: present ? present(p).content : (p.content as Record<string, unknown>),
});

export function presentExamQuestion(
  q: QuestionRow,
  content: ExamContent,
  present?: (p: QuestionPartRow) => PresentedPart,
) {
  const m = q.mediaId === null ? undefined : content.media.get(q.mediaId);
  return {
    id: q.id,
    title: q.title,
    type: q.questionType,
    interaction: interactionOf(q.questionType),
    instructions: q.content,
    media: m ? presentMedia(m) : null,
    plays: null as ClipPlaysJson | null,
    parts: (content.parts.get(q.id) ?? []).map((p) => presentExamPart(p, present)),
  };
}

/** Seconds a running play's link works past the play's end (a slow network's last bytes). */
export const PLAY_LINK_GRACE_SECONDS = 30;

export function presentClipPlays(
  mediaId: number,
  limit: number,
  plays: AttemptPlayRow[],
  now: Date,
): ClipPlaysJson {
  const latest = plays.at(-1);
  return {
    media_id: mediaId,
    limit,
    used: plays.length,
    started_at: iso(latest?.startedAt ?? null),
    ends_at: iso(latest?.endsAt ?? null),
    running: !!latest && (latest.endsAt === null || latest.endsAt > now),
  };
}

/**
 * A limited clip's link for its student (issue 30 point 3, docs/design.md section 12): none unless a play runs
 * (before the first, between plays, once over); a running play's ends with the play plus a grace.
 */
export type ClipLink = 'withheld' | { until?: Date };
export function clipLink(state: ClipPlaysJson, own: AttemptPlayRow[]): ClipLink {
  if (!state.running) return 'withheld';
  const end = own.at(-1)?.endsAt;
  return { until: end ? new Date(end.getTime() + PLAY_LINK_GRACE_SECONDS * 1000) : undefined };
}
export const presentClipMedia = (m: MediaRow, link: ClipLink) =>
  link === 'withheld' ? null : presentMediaUntil(m, link.until);

/**
 * The attempt's limited clips as its student may play them: each carries its plays and its link only while a
 * play runs (`clipLink`). Staff views and reviews do not pass here.
 */
export function withClipPlays(
  json: AttemptJson,
  content: ExamContent,
  plays: Map<number, AttemptPlayRow[]>,
  now: Date,
): AttemptJson {
  const limit = json.exercise.audio_plays;
  if (limit <= 0) return json;
  const questions = json.exercise.questions.map((q) => {
    const medium = q.media?.kind === 'audio' ? content.media.get(q.media.id) : undefined;
    if (!medium) return q;
    const own = plays.get(medium.id) ?? [];
    const state = presentClipPlays(medium.id, limit, own, now);
    return { ...q, plays: state, media: presentClipMedia(medium, clipLink(state, own)) };
  });
  return { ...json, exercise: { ...json.exercise, questions } };
}

/** A saved answer; for its student, in the attempt's opaque keys (`keys` of the part's presentation). */
export const presentSavedAnswer = (
  a: AnswerRow,
  opaque?: { type: QuestionPartRow['questionType']; keys: PresentationKeys },
) => ({
  question_part_id: a.questionPartId,
  answer: (opaque ? responseToOpaque(opaque.type, a.answer ?? {}, opaque.keys) : (a.answer ?? {})) as Record<
    string,
    unknown
  >,
  seq: a.seq,
  updated_at: a.updatedAt.toISOString(),
});

export function presentAttempt(
  r: UserExamRow,
  a: AssignmentRow,
  e: ExerciseRow,
  content: ExamContent,
  answers: AnswerRow[],
  now: Date,
  message: string | null,
): AttemptJson {
  const presented = new Map<number, PresentedPart>();
  const partById = new Map<number, QuestionPartRow>();
  for (const parts of content.parts.values())
    for (const p of parts) {
      partById.set(p.id, p);
      presented.set(p.id, attemptPresentation(r, p));
    }
  const present = (p: QuestionPartRow) => presented.get(p.id)!;
  return {
    ...presentAttemptSummary(r, a, now, message),
    assignment: presentAssignment(a, e),
    exercise: {
      id: e.id,
      name: e.name,
      topic_group: e.topicGroup,
      audio_plays: e.audioPlays,
      questions: content.questions.map((q) => presentExamQuestion(q, content, present)),
    },
    answers: answers.map((answer) => {
      const p = partById.get(answer.questionPartId);
      const keys = presented.get(answer.questionPartId)?.keys;
      return presentSavedAnswer(answer, p && keys ? { type: p.questionType, keys } : undefined);
    }),
    ielts: null,
  };
}

export const agreementSchema = z
  .object({ assignment_id: z.number().int(), student_id: z.number().int(), agreed_at: z.string() })
  .describe('ExamAgreement');

export const presentAgreement = (g: { assignmentId: number; studentId: number; agreedAt: Date }) => ({
  assignment_id: g.assignmentId,
  student_id: g.studentId,
  agreed_at: g.agreedAt.toISOString(),
});

export const saveAnswersResultSchema = z
  .object({ saved: z.array(savedAnswerSchema), attempt: attemptSummarySchema })
  .describe('SavedAnswers');

/** One part of a reviewed attempt; what a student may not see yet is null or empty. */
export interface ReviewPartView {
  part: QuestionPartRow;
  answer: AnswerRow | undefined;
  /** The key, when the viewer may see it. */
  key: Record<string, unknown> | null;
  score: number | null;
  detail: Record<string, boolean>;
  comment: string;
  /** The error tags the marker put on the answer, once the viewer may see marks. */
  errorTags: { errorTagId: number; name: string; link: string; note: string }[];
}

const hiddenReasonSchema = z.enum([...REVIEW_WHENS, 'another_attempt']);

export const reviewSchema = z
  .object({
    result: resultSchema,
    exercise_name: z.string(),
    keys_shown: z
      .boolean()
      .describe(
        "Keys, transcripts and right/wrong are shown: the viewer is staff, or the assignment's review options say so",
      ),
    shown: z
      .object({ answers: z.boolean(), score: z.boolean(), keys: z.boolean(), feedback: z.boolean() })
      .describe('What the viewer sees (issue 26): staff everything, a student what the review options say'),
    hidden_reasons: z
      .object({
        answers: hiddenReasonSchema.nullable(),
        score: hiddenReasonSchema.nullable(),
        keys: hiddenReasonSchema.nullable(),
        feedback: hiddenReasonSchema.nullable(),
      })
      .describe(
        "Why a thing is hidden: the option's timing, or another_attempt (keys while another attempt is possible); null when shown",
      ),
    questions: z.array(
      z.object({
        question: examQuestionSchema,
        transcript: z.string().describe('Empty unless keys are shown'),
        parts: z.array(
          z.object({
            part: examPartSchema,
            answer: json.nullable(),
            key: json
              .nullable()
              .describe('The key; null unless keys are shown (and for target texts and passages)'),
            score: z.number().nullable(),
            detail: z.array(z.object({ id: z.string(), right: z.boolean() })),
            comment: z.string(),
            error_tags: z
              .array(
                z.object({
                  error_tag_id: z.number().int(),
                  name: z.string(),
                  link: z.string().describe('Where to read about the mistake; may be empty'),
                  note: z.string(),
                }),
              )
              .describe('Mistakes the marker tagged on the answer; empty until the work is returned'),
          }),
        ),
      }),
    ),
  })
  .describe('AttemptReview');
export type ReviewJson = z.infer<typeof reviewSchema>;

export function presentReview(
  r: UserExamRow,
  a: AssignmentRow,
  e: ExerciseRow,
  content: ExamContent,
  parts: Map<number, ReviewPartView>,
  keysShown: boolean,
): Omit<ReviewJson, 'shown' | 'hidden_reasons'> {
  return {
    result: presentResult(r, a),
    exercise_name: e.name,
    keys_shown: keysShown,
    questions: content.questions.map((q) => ({
      question: presentExamQuestion(q, content),
      transcript: keysShown ? q.transcript : '',
      parts: (content.parts.get(q.id) ?? []).map((p) => {
        const view = parts.get(p.id)!;
        return {
          part: presentExamPart(p),
          answer: view.answer ? ((view.answer.answer ?? {}) as Record<string, unknown>) : null,
          key: view.key,
          score: view.score,
          detail: Object.entries(view.detail).map(([id, right]) => ({ id, right })),
          comment: view.comment,
          error_tags: view.errorTags.map((t) => ({
            error_tag_id: t.errorTagId,
            name: t.name,
            link: t.link,
            note: t.note,
          })),
        };
      }),
    })),
  };
}
