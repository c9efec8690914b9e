import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';

export type ExamQuestion = ExamAttempt_AttemptFragment['exercise']['questions'][number];
export type ExamPart = ExamQuestion['parts'][number];

/** Each question with the number of its first answerable part (passages take none). */
export function numberQuestions(questions: readonly ExamQuestion[]) {
  let next = 1;
  return questions.map((question) => {
    const start = next;
    next += question.parts.filter((p) => p.interaction !== 'NONE').length;
    return { question, start, answerable: question.parts.filter((p) => p.interaction !== 'NONE') };
  });
}
