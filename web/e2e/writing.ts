import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gql } from './browser';

/** The essay a student hands in on "IELTS Writing Task 2: Education" (the marking and notification flows). */
export const ESSAY =
  'Some people think university should be free for everyone. I agree, because education helps the whole society.';

/** As the student: accept the rules, write the essay and submit; answers the attempt's id. */
export async function writeAndSubmit(page: Page, assignmentId: string): Promise<string> {
  await gql(page, 'mutation($id: ID!) { acceptExamRules(input: { assignmentId: $id }) { agreedAt } }', {
    id: assignmentId,
  });
  const { startAttempt } = await gql<{
    startAttempt: { attempt: { id: string; exercise: { questions: { parts: { id: string }[] }[] } } };
  }>(
    page,
    'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { id exercise { questions { parts { id } } } } } }',
    { id: assignmentId },
  );
  const attempt = startAttempt.attempt;
  const partId = attempt.exercise.questions[0]!.parts[0]!.id;
  const { saveAnswers } = await gql<{ saveAnswers: { errors: unknown[] } }>(
    page,
    'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { errors { field messages } } }',
    { input: { attemptId: attempt.id, answers: [{ partId, seq: 1, answer: { writing: { text: ESSAY } } }] } },
  );
  expect(saveAnswers.errors).toEqual([]);
  const { submitAttempt } = await gql<{ submitAttempt: { attempt: { status: string } } }>(
    page,
    'mutation($id: ID!) { submitAttempt(input: { attemptId: $id }) { attempt { status } } }',
    { id: attempt.id },
  );
  expect(submitAttempt.attempt.status).toBe('WAITING_SCORE');
  return attempt.id;
}
