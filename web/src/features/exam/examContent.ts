import { isAnswered, isBlankAttempt, type Interaction } from '@lms/domain/questions';
import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';
import type { DomainResponse } from '../../shared/partFields';

export type ExamQuestion = ExamAttempt_AttemptFragment['exercise']['questions'][number];
export type ExamPart = ExamQuestion['parts'][number];
export type NumberedQuestion = ReturnType<typeof numberQuestions>[number];
type Responses = Readonly<Record<string, DomainResponse | undefined>>;

/** Each question with the number of its first answerable part (passages take none). */
export function numberQuestions(questions: readonly ExamQuestion[]) {
  let next = 1;
  return questions.map((question) => {
    const start = next;
    next += question.parts.filter((p) => p.interaction !== 'NONE').length;
    return { question, start, answerable: question.parts.filter((p) => p.interaction !== 'NONE') };
  });
}

const interactionOf = (p: ExamPart) => p.interaction.toLowerCase() as Interaction;

/** A question is answered when each of its answerable parts is, by the domain's one rule (docs/decisions.md). */
export const questionAnswered = (q: NumberedQuestion, responses: Responses) =>
  q.answerable.length > 0 && q.answerable.every((p) => isAnswered(interactionOf(p), responses[String(p.id)]));

/**
 * The submit summary (docs/decisions.md, issue 25): the numbers (1-based, as the navigator shows them) of the
 * questions not answered (partly answered included) and of those flagged for review, and whether nothing at all is answered (a blank
 * attempt, which counts as failed).
 */
export function submitSummary(
  questions: readonly NumberedQuestion[],
  responses: Responses,
  flags: Readonly<Record<string, boolean>>,
) {
  const numbered = questions.map((q, i) => ({ q, number: i + 1 }));
  return {
    // A question of passages only takes no answer: it is never missing one.
    unanswered: numbered
      .filter(({ q }) => q.answerable.length > 0 && !questionAnswered(q, responses))
      .map(({ number }) => number),
    flagged: numbered.filter(({ q }) => flags[String(q.question.id)]).map(({ number }) => number),
    blank: isBlankAttempt(
      questions.flatMap((q) =>
        q.answerable.map((p) => ({ interaction: interactionOf(p), response: responses[String(p.id)] })),
      ),
    ),
  };
}
