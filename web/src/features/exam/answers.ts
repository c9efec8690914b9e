import type { Interaction } from '@lms/domain/questions';
import type { AnswerInput } from '../../gql/graphql';
import type { DomainResponse } from '../../shared/partFields';

/**
 * Answers travel in two shapes: the renderers (ui/questions) and the queue hold the domain's response
 * (RESPONSE_SCHEMAS: `{ choice }`, `{ blanks: { id: value } }`, `{ pairs: { item: option } }`...), GraphQL
 * has one typed input per interaction and a union on the way back. These turn one into the other.
 */

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : {};

/** The GraphQL input of a part's response (`null` for a passage, which takes no answer). */
export function answerInput(interaction: Interaction, response: DomainResponse): AnswerInput | null {
  switch (interaction) {
    case 'single_choice': {
      const choice = response.choice;
      return { choice: { choices: typeof choice === 'string' && choice ? [choice] : [] } };
    }
    case 'multiple_choice':
      return { choice: { choices: strings(response.choices) } };
    case 'text_entry':
      return {
        textEntry: {
          blanks: Object.entries(record(response.blanks)).map(([key, value]) => ({ key, value })),
        },
      };
    case 'matching':
      return {
        matching: {
          pairs: Object.entries(record(response.pairs)).map(([item, option]) => ({ item, option })),
        },
      };
    case 'ordering':
      return { ordering: { order: strings(response.order) } };
    case 'hotspot':
      return {
        hotspot: {
          points: Array.isArray(response.points)
            ? (response.points as { x: number; y: number }[]).map(({ x, y }) => ({ x, y }))
            : [],
        },
      };
    case 'extended_writing':
      return { writing: { text: typeof response.text === 'string' ? response.text : '' } };
    case 'spoken_answer':
    case 'spoken_target':
      return { spoken: { mediaId: typeof response.mediaId === 'string' ? response.mediaId : null } };
    case 'none':
      return null;
  }
}
