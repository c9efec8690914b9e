import type { PartContent, QuestionType as RegistryType } from '@lms/domain/questions';
import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';

export type ExamQuestion = ExamAttempt_AttemptFragment['exercise']['questions'][number];
export type ExamPart = ExamQuestion['parts'][number];

/** The registry's name of a GraphQL question type (`GAP_FILL` -> `gap_fill`, `NONE` -> `null`). */
export const registryType = (type: string): RegistryType =>
  (type === 'NONE' ? 'null' : type.toLowerCase()) as RegistryType;

const LISTS = ['options', 'items', 'tokens', 'regions'] as const;

/** The content as the renderers read it: without GraphQL's type name, ids as strings. */
export function rendererContent(content: ExamPart['content']): PartContent {
  const { __typename: _type, ...fields } = content;
  const out: Record<string, unknown> = { ...fields };
  for (const list of LISTS) {
    const value = out[list];
    if (Array.isArray(value))
      out[list] = value.map((entry: { id: string | number }) => ({ ...entry, id: String(entry.id) }));
  }
  return out as PartContent;
}

/** Each question with the number of its first answerable part (passages take none). */
export function numberQuestions(questions: readonly ExamQuestion[]) {
  let next = 1;
  return questions.map((question) => {
    const start = next;
    next += question.parts.filter((p) => p.interaction !== 'NONE').length;
    return { question, start, answerable: question.parts.filter((p) => p.interaction !== 'NONE') };
  });
}
