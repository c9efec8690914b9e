import type { Interaction, MarkedBy } from '@lms/domain/questions';
import { interactionOf, MARKED_BY } from '@lms/domain/questions';
import type { QuestionType } from '../../gql/graphql';
import { registryType } from '../../shared/partFields';

// Apart from ./partConversion, whose scorer brings zod: the builder names markers without scoring anything.

/** The interaction a part uses: its own type's (a passage's parts mix types). */
export const partInteraction = (part: { type: QuestionType }): Interaction =>
  interactionOf(registryType(part.type));

/** Who gives a part of this type its score (docs/design.md section 8): a part's own type decides, not its question's. */
export const markedByOf = (type: QuestionType): MarkedBy => MARKED_BY[interactionOf(registryType(type))];
