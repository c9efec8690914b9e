import {
  interactionOf,
  MARKED_BY,
  RESPONSE_SCHEMAS,
  responseToStored,
  scorePart,
  type Part,
  type QuestionType,
} from '@lms/domain/questions';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  agreeToRules,
  decideStart,
  expireIfDue,
  insertAttempt,
  recordExit,
  redoGrantsOf,
  saveAnswers,
  submitAttempt,
  type AnswerSave,
} from '../../commands/exams.js';
import type { Db } from '../../db/client.js';
import type { AssignmentRow, UserExamRow } from '../../db/rows.js';
import { badRequest, conflict } from '../../http/errors.js';
import { pickLang, translate, type Lang, type MessageKey } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { requireAttemptOwner, requireTaker, reviewViewer } from '../../policies/exams.js';
import {
  attemptStanding,
  maskResult,
  STAFF_VIEW,
  studentView,
  type AttemptStanding,
} from '../../policies/review.js';
import {
  agreementSchema,
  attemptPresentation,
  attemptSchema,
  attemptSummarySchema,
  type AttemptSummaryJson,
  presentAgreement,
  presentAttempt,
  presentAttemptSummary,
  presentReview,
  presentSavedAnswer,
  reviewSchema,
  saveAnswersResultSchema,
  type ReviewPartView,
} from '../../presenters/exams.js';
import {
  agreementOf,
  answersOf,
  attemptById,
  examContent,
  latestAttempt,
  saveTarget,
} from '../../queries/exams.js';
import { audioOwnedBy } from '../../queries/media.js';
import { returnedErrorTags } from '../../queries/marking.js';
import { assignmentById } from '../../queries/results.js';
import { answersBody, assignmentBody, exitBody, reviewQuery } from './schema.js';

const tags = ['exams'];
const submitted = (status: UserExamRow['status']) =>
  status === 'pass' || status === 'fail' || status === 'waiting_score';

/**
 * Why an attempt closed without its student, or the redo message, in the caller's language. The message
 * below the minimum shows only while another attempt is within the cap (issue 26 point 1).
 */
function attemptMessage(
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
 * The part's answer checked against its interaction's response schema (strictly: a field of another
 * interaction is refused, not dropped); field errors under `answers.<i>.answer`. On success, the answer with
 * the schema's defaults filled in, which is what is stored.
 */
function checkAnswer(
  type: string,
  answer: unknown,
  prefix: string,
): { value: unknown; fields?: never } | { value?: never; fields: Record<string, MessageKey> } {
  const interaction = interactionOf(type as Parameters<typeof interactionOf>[0]);
  if (interaction === 'none')
    return { fields: { [prefix.replace(/answer$/, 'question_part_id')]: 'exam_part_takes_no_answer' } };
  let response = answer;
  // A single-choice part also takes the choice form shared with multiple choice (`{choices: [id]}`, at most
  // one id), so a client need not know which of the two a choice part is.
  if (interaction === 'single_choice' && response && typeof response === 'object' && 'choices' in response) {
    const { choices, ...rest } = response;
    if (!Array.isArray(choices) || choices.length > 1)
      return { fields: { [`${prefix}.choices`]: 'exam_one_choice' } };
    response = { ...rest, choice: (choices[0] as unknown) ?? null };
  }
  const schema = RESPONSE_SCHEMAS[interaction] as z.ZodObject;
  const parsed = schema.strict().safeParse(response);
  if (parsed.success) return { value: parsed.data };
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        // A field of another interaction's answer: the answer does not fit the part.
        fields[[prefix, ...issue.path, key].join('.')] = issue.path.length
          ? 'unknown_field'
          : 'exam_answer_wrong_interaction';
      }
    } else fields[[prefix, ...issue.path].join('.')] = 'invalid_input';
  }
  return { fields };
}

/**
 * An attempt's summary as its student may see it (issue 26 point 1): the score only as the review options
 * say, the redo asked below the minimum only within the cap, and the attempts used against those allowed.
 */
function forStudent<T extends AttemptSummaryJson>(
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

const SPOKEN = new Set(['spoken_answer', 'spoken_target']);

/**
 * A spoken answer names a recording the student uploaded themselves: another user's medium (or an image, or
 * an id that is no medium) is refused under `answers.<i>.answer.mediaId`, so nobody answers with someone
 * else's voice or reads another user's file through the review.
 */
async function requireOwnRecordings(db: Db, studentId: number, answers: { type: string; answer: unknown }[]) {
  const named = answers.flatMap(({ type, answer }, i) => {
    const mediaId = (answer as { mediaId?: unknown } | null)?.mediaId;
    const spoken = SPOKEN.has(interactionOf(type as Parameters<typeof interactionOf>[0]));
    return spoken && typeof mediaId === 'string' ? [{ i, mediaId }] : [];
  });
  if (!named.length) return;
  const ids = named.map((n) => (/^\d{1,15}$/.test(n.mediaId) ? Number(n.mediaId) : 0)).filter((id) => id > 0);
  const owned = await audioOwnedBy(db, studentId, ids);
  const fields: Record<string, MessageKey> = {};
  for (const n of named) {
    if (!owned.has(Number(n.mediaId))) fields[`answers.${n.i}.answer.mediaId`] = 'exam_media_not_yours';
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const langOf = (request: { headers: Record<string, unknown> }) =>
    pickLang(request.headers['accept-language'] as string | undefined);

  async function fullAttempt(
    database: Db,
    exam: UserExamRow,
    a: AssignmentRow,
    e: Parameters<typeof presentAttempt>[2],
    now: Date,
    lang: Lang,
  ) {
    const [content, answers, standing] = await Promise.all([
      examContent(database, e.id),
      answersOf(database, exam.id),
      attemptStanding(database, a, exam.studentId, now),
    ]);
    const json = presentAttempt(exam, a, e, content, answers, now, attemptMessage(exam, a, lang, standing));
    return forStudent(json, exam, a, standing, now);
  }

  app.post(
    '/user-exam-agreement/',
    {
      schema: {
        tags,
        summary: "Accept an assignment's exam rules (full screen, access limit, time) before taking it",
        description:
          'Idempotent: accepting again answers the first acceptance. Active students of the class only.',
        body: assignmentBody,
        response: { 201: agreementSchema },
      },
    },
    async (request, reply) => {
      const { assignment } = await assignmentById(db, request.body.assignment_id);
      await requireTaker(db, request.viewer, assignment.classId);
      const row = await agreeToRules(db, assignment.id, request.viewer.user.id);
      return reply.status(201).send(presentAgreement(row));
    },
  );

  app.post(
    '/user-exam/',
    {
      schema: {
        tags,
        summary:
          'Start an attempt, or resume the one in progress (a redo after a result below the minimum or asked for)',
        description:
          'Answers the attempt with its exercise (no keys, samples or transcripts), the saved answers and ' +
          "the server's clock. 409 before the start, after the deadline, without the rules of an exam-mode assignment accepted, or when " +
          'the work was submitted and is not to be redone.',
        body: assignmentBody,
        response: { 200: attemptSchema, 201: attemptSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const lang = langOf(request);
      const { assignment, exercise } = await assignmentById(db, request.body.assignment_id);
      await requireTaker(db, viewer, assignment.classId);
      const now = new Date();
      const latest = await latestAttempt(db, assignment.id, viewer.user.id);
      // The rules to accept are the exam's; work outside exam mode has none (issue 25 point 6).
      const agreed =
        !assignment.examMode ||
        latest?.status === 'unfinished' ||
        !!(await agreementOf(db, assignment.id, viewer.user.id));
      const grants = latest ? await redoGrantsOf(db, assignment.id, viewer.user.id) : 0;
      const decision = decideStart(assignment, latest, agreed, now, grants);
      if (decision.kind === 'refuse') throw conflict(decision.reason);
      if (decision.kind === 'resume') {
        const exam = await expireIfDue(db, decision.exam, now);
        return reply.status(200).send(await fullAttempt(db, exam, assignment, exercise, now, lang));
      }
      const created = await insertAttempt(db, assignment, viewer.user.id, decision.attempt, now);
      // Another tab started the same attempt a moment before: resume that one.
      const exam = created ?? (await latestAttempt(db, assignment.id, viewer.user.id))!;
      return reply
        .status(created ? 201 : 200)
        .send(await fullAttempt(db, exam, assignment, exercise, now, lang));
    },
  );

  app.get(
    '/user-exam/:id',
    {
      schema: {
        tags,
        summary: 'An attempt as its runner sees it (its student only); past its end it is submitted first',
        params: idParams,
        response: { 200: attemptSchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      const now = new Date();
      const exam = await expireIfDue(db, row.exam, now);
      return fullAttempt(db, exam, row.assignment, row.exercise, now, langOf(request));
    },
  );

  app.post(
    '/user-exam/:id/answers',
    {
      schema: {
        tags,
        summary: 'Save answers of an attempt in progress, each with its sequence number (1 to 200 parts)',
        description:
          'One upsert per part where an older sequence number never overwrites a newer one (the same one ' +
          'with the same answer again is harmless; with another answer, in the batch or against the stored ' +
          "one, 409 'exam_seq_reused' on `answers.N.seq` and nothing of the batch is written); each saved " +
          'item answers what the server holds. 409 once submitted; after ' +
          "`ends_at` 409 'You have run out of time for this exam' and the attempt is submitted with what it has.",
        params: idParams,
        body: answersBody,
        response: { 200: saveAnswersResultSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const lang = langOf(request);
      const sent = request.body.answers;
      let target = await saveTarget(db, request.params.id);
      requireAttemptOwner(viewer, target.exam);
      const now = new Date();
      const refuseClosed = async (exam: UserExamRow): Promise<never> => {
        const closed = await expireIfDue(db, exam, now);
        if (closed.submitReason === 'time_up') throw conflict('exam_time_up');
        throw conflict(closed.status === 'holding' ? 'exam_holding' : 'exam_submitted');
      };
      const closed = (exam: UserExamRow) =>
        exam.status !== 'unfinished' || (exam.endsAt !== null && exam.endsAt <= now);
      if (closed(target.exam)) {
        // What was remembered may be older than the attempt: read it again before refusing.
        target = await saveTarget(db, target.exam.id, true);
        if (closed(target.exam)) await refuseClosed(target.exam);
      }
      let fields: Record<string, MessageKey> = {};
      // Issue 26 point 2: a part presented with opaque keys is answered in them; they map to stored ids here,
      // before anything is stored or scored, and the saved answers go back in them.
      const keysOf = (partId: number) => {
        const part = target.shuffled.get(partId);
        const type = target.types.get(partId) as QuestionType | undefined;
        if (!part || !type) return undefined;
        const { keys } = attemptPresentation(target.exam, {
          id: partId,
          questionType: type,
          content: part.content,
          answer: part.answer,
        });
        return { type, keys };
      };
      const checked = sent.map((a, i) => {
        const type = target.types.get(a.question_part_id);
        if (!type) {
          fields[`answers.${i}.question_part_id`] = 'exam_part_not_in_exercise';
          return null;
        }
        const result = checkAnswer(type, a.answer, `answers.${i}.answer`);
        if (result.fields) fields = { ...fields, ...result.fields };
        const opaque = result.fields ? undefined : keysOf(a.question_part_id);
        if (!opaque) return { partId: a.question_part_id, seq: a.seq, answer: result.value };
        const stored = responseToStored(opaque.type, result.value, opaque.keys);
        if (!stored.ok)
          fields[['answers', i, 'answer', ...stored.path].join('.')] = 'exam_answer_unknown_key';
        return { partId: a.question_part_id, seq: a.seq, answer: stored.ok ? stored.value : undefined };
      });
      if (Object.keys(fields).length) throw badRequest(fields);
      await requireOwnRecordings(
        db,
        viewer.user.id,
        (checked as AnswerSave[]).map((a, i) => ({
          type: target.types.get(sent[i]!.question_part_id)!,
          ...a,
        })),
      );
      // One save per part: the highest sequence number of the batch (the later one on a tie). A sequence
      // number names one answer (issue 26 point 6): the same one twice with two answers is refused.
      const seqReused = (a: { partId: number; seq: number; index: number }) =>
        conflict('exam_seq_reused', `answers.${a.index}.seq`, { part: String(a.partId), seq: String(a.seq) });
      const byPart = new Map<number, AnswerSave & { index: number }>();
      const bySeq = new Map<string, unknown>();
      (checked as AnswerSave[]).forEach((a, index) => {
        const key = `${a.partId}:${a.seq}`;
        if (bySeq.has(key) && !isDeepStrictEqual(bySeq.get(key), a.answer)) throw seqReused({ ...a, index });
        bySeq.set(key, a.answer);
        const held = byPart.get(a.partId);
        if (!held || a.seq >= held.seq) byPart.set(a.partId, { ...a, index });
      });
      const result = await saveAnswers(db, target.exam.id, [...byPart.values()], now);
      if (!result.open || !result.now) return refuseClosed((await attemptById(db, target.exam.id)).exam);
      const reused = result.reused[0];
      if (reused !== undefined) throw seqReused(byPart.get(reused)!);
      // The target may be remembered (queries/exams.ts): what changes while an attempt is open comes from the
      // save itself.
      const exam = { ...target.exam, status: 'unfinished' as const, ...result.now };
      const standing = await attemptStanding(db, target.assignment, exam.studentId, now);
      return {
        saved: result.saved.map((s) =>
          presentSavedAnswer({ ...s, score: null, teacherComment: '' }, keysOf(s.questionPartId)),
        ),
        attempt: forStudent(
          presentAttemptSummary(exam, target.assignment, now, attemptMessage(exam, target.assignment, lang)),
          exam,
          target.assignment,
          standing,
          now,
        ),
      };
    },
  );

  app.post(
    '/user-exam/:id/exits',
    {
      schema: {
        tags,
        summary:
          'Count one exit from full screen (once per event id); reaching the access limit submits. Outside exam mode nothing is counted',
        params: idParams,
        body: exitBody,
        response: { 200: attemptSummarySchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      const now = new Date();
      let exam = await expireIfDue(db, row.exam, now);
      // Outside exam mode leaving the page is allowed: nothing is counted, nothing closes (issue 25 point 6).
      if (exam.status === 'unfinished' && row.assignment.examMode) {
        exam = await recordExit(db, exam, row.assignment.maxAccesses, request.body.event_id, now);
      }
      const standing = await attemptStanding(db, row.assignment, exam.studentId, now);
      return forStudent(
        presentAttemptSummary(
          exam,
          row.assignment,
          now,
          attemptMessage(exam, row.assignment, langOf(request), standing),
        ),
        exam,
        row.assignment,
        standing,
        now,
      );
    },
  );

  app.post(
    '/user-exam/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit an attempt: keyed parts are scored at once (idempotent)',
        description:
          'Every part keyed: pass or fail against the minimum score; otherwise waiting_score. Submitting a ' +
          'submitted attempt answers it unchanged.',
        params: idParams,
        response: { 200: attemptSummarySchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.params.id);
      requireAttemptOwner(request.viewer, row.exam);
      if (row.exam.status === 'holding') throw conflict('exam_holding');
      const now = new Date();
      const late = row.exam.endsAt !== null && row.exam.endsAt <= now;
      const exam = submitted(row.exam.status)
        ? row.exam
        : await submitAttempt(db, row.exam.id, late ? 'time_up' : 'student', now);
      if (exam.status === 'waiting_score') app.speech.kick();
      const standing = await attemptStanding(db, row.assignment, exam.studentId, now);
      return forStudent(
        presentAttemptSummary(
          exam,
          row.assignment,
          now,
          attemptMessage(exam, row.assignment, langOf(request), standing),
        ),
        exam,
        row.assignment,
        standing,
        now,
      );
    },
  );

  app.get(
    '/students/exercise_detail',
    {
      schema: {
        tags,
        summary: "An attempt's review: each part with the answer, score, right/wrong detail and comment",
        description:
          'Its student, and the class’s admin, teachers and assigned examiners. Staff see everything; the ' +
          'student sees their answers, the score, the keys (with transcripts and right/wrong) and the ' +
          'feedback as the assignment’s review options say, never the keys while another attempt is ' +
          'possible; `shown` and `hidden_reasons` say what is hidden and why.',
        querystring: reviewQuery,
        response: { 200: reviewSchema },
      },
    },
    async (request) => {
      const row = await attemptById(db, request.query.user_exam_id);
      const who = await reviewViewer(db, request.viewer, row.exam, row.assignment.classId);
      const now = new Date();
      const exam = await expireIfDue(db, row.exam, now);
      // Staff see everything; the student what the assignment's review options say (issue 26 point 1).
      const standing =
        who === 'staff' ? null : await attemptStanding(db, row.assignment, exam.studentId, now);
      const view = standing ? studentView(row.assignment, exam, standing, now) : STAFF_VIEW;
      const keysShown = view.keys;
      const marksShown = view.score;
      const feedbackShown = view.feedback;
      const [content, answers, tagged] = await Promise.all([
        examContent(db, row.exercise.id),
        answersOf(db, exam.id),
        feedbackShown ? returnedErrorTags(db, exam.id) : Promise.resolve(new Map<number, never[]>()),
      ]);
      const byPart = new Map(answers.map((a) => [a.questionPartId, a]));
      const views = new Map<number, ReviewPartView>();
      for (const parts of content.parts.values()) {
        for (const p of parts) {
          const interaction = interactionOf(p.questionType);
          const answer = byPart.get(p.id);
          const keyed = MARKED_BY[interaction] === 'key';
          const hasKey = keyed || MARKED_BY[interaction] === 'person';
          let detail: Record<string, boolean> = {};
          // Right or wrong per part reveals the key: it follows the keys.
          if (keysShown && keyed && submitted(exam.status)) {
            const part: Part = {
              content: p.content as Part['content'],
              answer: p.answer as Part['answer'],
              score: p.score,
              weight: p.weight,
            };
            const scored = scorePart(p.questionType, part, answer?.answer ?? {});
            if (scored.status === 'scored') detail = scored.detail ?? {};
          }
          const unansweredKeyed = keyed && submitted(exam.status) ? 0 : null;
          views.set(p.id, {
            part: p,
            answer: view.answers ? answer : undefined,
            key: keysShown && hasKey ? (p.answer as Record<string, unknown>) : null,
            score: marksShown ? (answer?.score ?? unansweredKeyed) : null,
            detail,
            comment: feedbackShown ? (answer?.teacherComment ?? '') : '',
            errorTags: tagged.get(p.id) ?? [],
          });
        }
      }
      const review = presentReview(exam, row.assignment, row.exercise, content, views, keysShown);
      const result = maskResult(review.result, view);
      return {
        ...review,
        // The redo below the minimum is asked only within the cap (issue 26).
        result: standing
          ? { ...result, below_min_score: result.below_min_score && standing.anotherPossible }
          : result,
        shown: { answers: view.answers, score: view.score, keys: view.keys, feedback: view.feedback },
        hidden_reasons: {
          answers: view.hidden.answers ?? null,
          score: view.hidden.score ?? null,
          keys: view.hidden.keys ?? null,
          feedback: view.hidden.feedback ?? null,
        },
      };
    },
  );
};
