import type { Interaction as DomainInteraction, QuestionType as DomainType } from '@lms/domain/questions';
import type { Interaction, QuestionType } from '../../gql/graphql';

// The GraphQL enums name the registry's values in capitals; the type `null` (a passage block) is NONE.
// Type-only imports: the list page loads no part schemas.

export const toDomainType = (type: QuestionType): DomainType =>
  (type === 'NONE' ? 'null' : type.toLowerCase()) as DomainType;

export const toGqlType = (type: DomainType): QuestionType =>
  (type === 'null' ? 'NONE' : type.toUpperCase()) as QuestionType;

export const toDomainInteraction = (interaction: Interaction): DomainInteraction =>
  interaction.toLowerCase() as DomainInteraction;

/** The URL's store segment of a GraphQL store. */
export const storePath = (store: 'COMMON' | 'PRIVATE') => (store === 'COMMON' ? 'general' : 'teacher');
