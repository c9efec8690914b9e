import { validatePart } from '@lms/domain/questions';
import type { CreateQuestionInput } from '../../gql/graphql';
import { partOf, toPartInput } from './partForm';
import type { QuestionFormValues } from './questionSchema';

/** The form's values as the mutation's input: each part through its own type's schema, then into its field. */
export function toQuestionInput(values: QuestionFormValues): CreateQuestionInput {
  return {
    title: values.title.trim(),
    type: values.type,
    instructions: values.instructions,
    transcript: values.transcript,
    description: values.description,
    topicGroup: values.topicGroup,
    visibility: values.visibility,
    mediaId: values.media?.id ?? null,
    tagIds: values.tagIds,
    parts: values.parts.map((p) => {
      const checked = validatePart(p.type, partOf(p));
      // The form's resolver ran the same check: a part that fails it never reaches here.
      if (!checked.ok) throw new Error(`Part refused: ${checked.issues.map((i) => i.field).join(', ')}`);
      return toPartInput(p.type, checked.part);
    }),
  };
}
