import type { Interaction, Part, PartScore } from '@lms/domain/questions';
import { scorePart } from '@lms/domain/questions';
import { domainBlanks, domainContent, registryType } from '../../shared/partFields';
import type { ContentPart, ContentQuestion } from './exerciseContent';
import { partInteraction } from './registryNames';

export type { ContentPart, ContentQuestion };

export { markedByOf, partInteraction } from './registryNames';

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
      return { blanks: domainBlanks(key.blanks) };
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

/** Scores a response to a part locally, as the backend will on submit (the preview's "check answers"). */
export function scoreLocally(part: ContentPart, response: unknown): PartScore {
  const type = registryType(part.type);
  const interaction = partInteraction(part);
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
    const found = options.find((o) => o.key === id);
    return found ? `${id}. ${found.text}` : id;
  };
  switch (key.__typename) {
    case 'ChoiceKey':
      return key.correct.map(optionText).join('; ');
    case 'TextEntryKey':
      return key.blanks.map((b) => `(${b.key}) ${b.accepted.join(' / ')}`).join('; ');
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
