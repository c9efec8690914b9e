import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreeToRules,
  attemptGrantsOf,
  decideStart,
  expireIfDue,
  insertAttempt,
} from '../../commands/exams.js';
import type { Db } from '../../db/client.js';
import type { AssignmentRow, UserExamRow } from '../../db/rows.js';
import { conflict } from '../../http/errors.js';
import type { Lang } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { requireAttemptOwner, requireTaker } from '../../policies/exams.js';
import { attemptStanding } from '../../policies/review.js';
import {
  agreementSchema,
  attemptSchema,
  presentAgreement,
  presentAttempt,
  withClipPlays,
} from '../../presenters/exams.js';
import { agreementOf, answersOf, attemptById, examContent, latestAttempt } from '../../queries/exams.js';
import { ieltsSectionOfAttempt } from '../../queries/ielts/tests.js';
import { playsOf } from '../../queries/plays.js';
import { assignmentById } from '../../queries/results.js';
import { assignmentBody } from './schema.js';
import { attemptMessage, forStudent, langOf, tags } from './student-view.js';

/** The attempt as its runner sees it: its exercise, the saved answers and the student's standing. */
async function fullAttempt(
  database: Db,
  exam: UserExamRow,
  a: AssignmentRow,
  e: Parameters<typeof presentAttempt>[2],
  now: Date,
  lang: Lang,
) {
  const [content, answers, standing, ielts, plays] = await Promise.all([
    examContent(database, e.id),
    answersOf(database, exam.id),
    attemptStanding(database, a, exam.studentId, now),
    a.kind === 'ielt' ? ieltsSectionOfAttempt(database, a.id, exam.studentId) : null,
    playsOf(database, exam.id),
  ]);
  // An IELTS section's recordings play as its test says (once by default), whatever the exercise says elsewhere.
  const exercise = ielts ? { ...e, audioPlays: ielts.plays } : e;
  const json = withClipPlays(
    presentAttempt(exam, a, exercise, content, answers, now, attemptMessage(exam, a, lang, standing)),
    content,
    plays,
    now,
  );
  const shown = forStudent(json, exam, a, standing, now);
  // Its raw score and band only where its score shows (an IELTS section's once the bands are published).
  const visible = shown.score !== null;
  return {
    ...shown,
    ielts: ielts && {
      skill: ielts.skill,
      raw: visible ? ielts.raw : null,
      band: visible ? ielts.band : null,
    },
  };
}

/** Taking an exam: accepting its rules, starting (or resuming) an attempt and reading it again. */
export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
      const grants = latest ? await attemptGrantsOf(db, assignment.id, viewer.user.id) : 0;
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
};
