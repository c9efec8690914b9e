import type { DocumentType, FragmentType } from '../gql';
import { getFragmentData, graphql } from '../gql';
import type { PartContentFields, PartKeyFields } from './partFields';
import { partContent, partKey } from './partFields';

/**
 * A part's body as the bank stores it: its points, its content per interaction and its key. One selection
 * for every screen that shows or edits whole parts (the question form, the exercise preview and review), so
 * a field added to an interaction reaches all of them.
 */
export const QuestionPartBody_part = graphql(`
  fragment QuestionPartBody_part on QuestionPart {
    score
    weight
    content {
      ...PartContent_fields
    }
    key {
      ...PartKey_fields
    }
  }
`);

type MaskedBody = DocumentType<typeof QuestionPartBody_part>;

export type QuestionPartBody = Omit<MaskedBody, 'content' | 'key'> & {
  content: PartContentFields;
  key: PartKeyFields | null;
};

/** Unmasks a part's body, its content and key included (the one place the fragment is read). */
export function partBody(part: FragmentType<typeof QuestionPartBody_part>): QuestionPartBody {
  const body = getFragmentData(QuestionPartBody_part, part);
  return { ...body, content: partContent(body.content), key: body.key ? partKey(body.key) : null };
}
