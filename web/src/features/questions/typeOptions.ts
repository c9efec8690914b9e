import type { QuestionType as DomainType } from '@lms/domain/questions';
import { INTERACTIONS, typesOf } from '@lms/domain/questions';
import type { TFunction } from 'i18next';
import type { QuestionType } from '../../gql/graphql';
import { toGqlType } from './questionTypes';

export interface TypeGroup {
  /** The interaction, as the GraphQL enum names it (the catalogue's `interactions.*`). */
  interaction: string;
  label: string;
  types: { type: DomainType; value: QuestionType; label: string }[];
}

/** The registry's types grouped by interaction, labelled as the type chooser labels them. */
export function typeGroups(t: TFunction): TypeGroup[] {
  return INTERACTIONS.map((interaction) => ({
    interaction: interaction.toUpperCase(),
    label: t(`interactions.${interaction.toUpperCase()}`),
    types: typesOf(interaction).map((type) => ({
      type,
      value: toGqlType(type),
      label: t(`questionTypes.${toGqlType(type)}`),
    })),
  }));
}
