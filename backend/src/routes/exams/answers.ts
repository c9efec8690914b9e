import { interactionOf, RESPONSE_SCHEMAS, responseToStored, type QuestionType } from '@lms/domain/questions';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { expireIfDue, saveAnswers, type AnswerSave } from '../../commands/exams.js';
import type { Db } from '../../db/client.js';
import type { UserExamRow } from '../../db/rows.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { requireAttemptOwner } from '../../policies/exams.js';
import { attemptStanding } from '../../policies/review.js';
import {
  attemptPresentation,
  presentAttemptSummary,
  presentSavedAnswer,
  saveAnswersResultSchema,
} from '../../presenters/exams.js';
import { attemptById, saveTarget } from '../../queries/exams.js';
import { audioOwnedBy } from '../../queries/media.js';
import { answersBody } from './schema.js';
import { attemptMessage, forStudent, langOf, tags } from './student-view.js';

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

/** Saving an attempt's answers while it is open. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
};
