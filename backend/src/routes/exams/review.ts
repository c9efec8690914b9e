import { interactionOf, MARKED_BY, scorePart, type Part } from '@lms/domain/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expireIfDue } from '../../commands/exams.js';
import { reviewViewer } from '../../policies/exams.js';
import { attemptStanding, maskResult, STAFF_VIEW, studentView } from '../../policies/review.js';
import {
  presentClipMedia,
  presentReview,
  reviewSchema,
  type ClipLink,
  type ReviewPartView,
} from '../../presenters/exams.js';
import { answersOf, attemptById, examContent } from '../../queries/exams.js';
import { returnedErrorTags } from '../../queries/marking.js';
import { heldClipsOf } from '../../queries/plays.js';
import { reviewQuery } from './schema.js';
import { submitted, tags } from './student-view.js';

/** An attempt's review, for its student and the class's staff. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
          'possible; `shown` and `hidden_reasons` say what is hidden and why. The student gets no link to a ' +
          'limited listening clip an attempt in progress holds while no play of it runs (issue 30 point 3).',
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
      // A limited clip an attempt in progress holds (this one's or a redo's): its link only during a play.
      const audio = [...content.media.values()].filter((m) => m.kind === 'audio').map((m) => m.id);
      const held = standing ? await heldClipsOf(db, exam.studentId, audio, now) : new Map<number, ClipLink>();
      const questions = review.questions.map((q) => {
        const id = q.question.media?.id;
        const link = id === undefined ? undefined : held.get(id);
        const medium = id === undefined ? undefined : content.media.get(id);
        if (!link || !medium) return q;
        return { ...q, question: { ...q.question, media: presentClipMedia(medium, link) } };
      });
      const result = maskResult(review.result, view);
      return {
        ...review,
        questions,
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
