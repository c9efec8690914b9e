import type {
  Interaction,
  MarkedBy,
  Part,
  PartContent,
  PartScore,
  QuestionType as RegistryType,
} from '@lms/domain/questions';
import { MARKED_BY, scorePart } from '@lms/domain/questions';
import type { Interaction as GqlInteraction, QuestionType } from '../../gql/graphql';
import type { ContentPart, ContentQuestion } from './exerciseContent';

export type { ContentPart, ContentQuestion };

/** The registry's name of a GraphQL question type (`GAP_FILL` -> `gap_fill`, `NONE` -> `null`). */
export const registryType = (type: QuestionType): RegistryType =>
  (type === 'NONE' ? 'null' : type.toLowerCase()) as RegistryType;

/** The domain's name of a GraphQL interaction (`TEXT_ENTRY` -> `text_entry`). */
export const registryInteraction = (interaction: GqlInteraction): Interaction =>
  interaction.toLowerCase() as Interaction;

/** Who gives a part of this interaction its score (DESIGN.md section 8). */
export const markedByOf = (interaction: GqlInteraction): MarkedBy =>
  MARKED_BY[registryInteraction(interaction)];

/**
 * A part's key as the domain's scorer reads it: GraphQL lists the right options and the pairs, the domain
 * keeps one option for a single choice and the pairs as a record.
 */
export function domainAnswer(interaction: Interaction, key: ContentPart['key']): unknown {
  if (!key) return {};
  switch (key.__typename) {
    case 'ChoiceKey':
      return interaction === 'single_choice'
        ? { correct: String(key.correct[0] ?? '') }
        : { correct: key.correct.map(String) };
    case 'TextEntryKey':
      return { blanks: key.blanks.map((b) => ({ id: b.id, accepted: b.accepted })) };
    case 'MatchingKey':
      return { pairs: Object.fromEntries(key.pairs.map((p) => [String(p.item), String(p.option)])) };
    case 'OrderingKey':
      return { order: key.order.map(String) };
    case 'HotspotKey':
      return { correct: key.correct.map(String) };
    case 'SampleKey':
      return { sample: key.sample };
    default:
      return {};
  }
}

const LISTS = ['options', 'items', 'tokens', 'regions'] as const;

/**
 * The content as the domain writes it (what the renderers and the scorer read): without GraphQL's type name,
 * ids as strings.
 */
export function domainContent(content: ContentPart['content']): PartContent {
  const { __typename: _type, ...fields } = content;
  const out: Record<string, unknown> = { ...fields };
  for (const list of LISTS) {
    const value = out[list];
    if (Array.isArray(value))
      out[list] = value.map((entry: { id: string | number }) => ({ ...entry, id: String(entry.id) }));
  }
  return out as PartContent;
}

/** Scores a response to a part locally, as the backend will on submit (the preview's "check answers"). */
export function scoreLocally(question: ContentQuestion, part: ContentPart, response: unknown): PartScore {
  const type = registryType(question.type);
  const interaction = registryInteraction(question.interaction);
  const domainPart = {
    content: domainContent(part.content),
    answer: domainAnswer(interaction, part.key),
    score: part.score,
    weight: part.weight,
  } as Part;
  return scorePart(type, domainPart, response);
}

/** A key written out for the teacher's review. */
export function keyText(part: ContentPart): string {
  const key = part.key;
  if (!key) return '';
  const optionText = (raw: string | number) => {
    const id = String(raw);
    const content = part.content;
    const options = 'options' in content ? content.options : 'tokens' in content ? content.tokens : [];
    const found = options.find((o) => String(o.id) === id);
    return found ? `${id}. ${found.text}` : id;
  };
  switch (key.__typename) {
    case 'ChoiceKey':
      return key.correct.map(optionText).join('; ');
    case 'TextEntryKey':
      return key.blanks.map((b) => `(${b.id}) ${b.accepted.join(' / ')}`).join('; ');
    case 'MatchingKey':
      return key.pairs.map((p) => `${String(p.item)} → ${optionText(p.option)}`).join('; ');
    case 'OrderingKey':
      return key.order.map((id) => optionText(id).replace(/^[^.]+\. /, '')).join(' ');
    case 'HotspotKey':
      return key.correct.join(', ');
    case 'SampleKey':
      return key.sample;
    default:
      return '';
  }
}
