import type { Interaction, PartContent, QuestionType } from '@lms/domain/questions';
import type { DocumentType, FragmentType } from '../gql';
import { getFragmentData, graphql } from '../gql';
import type { PartKeyView } from '../ui/questions';

/**
 * The three unions every screen that shows a part reads (the bank's form and preview, the exam runner, the
 * result review, the marking pages): a part's content, its key and a student's answer. One selection each,
 * so a field added to an interaction reaches every screen; and the converters to the shapes the renderers
 * of `ui/questions` read (the domain's: string ids, one record per blank or pair).
 *
 * An option, item, word, region or blank is named by a `key` unique only within its part, never `id`: the
 * cache would otherwise merge every part's option "A" into one (docs/decisions.md). The domain calls it
 * `id`; the converters below rename it, so the renderers and the forms never see GraphQL's name.
 */
export const PartContent_fields = graphql(`
  fragment PartContent_fields on PartContent {
    __typename
    ... on ChoiceContent {
      prompt
      options {
        key
        text
      }
    }
    ... on TextEntryContent {
      prompt
      text
      blanks
    }
    ... on MatchingContent {
      prompt
      items {
        key
        text
        x
        y
      }
      options {
        key
        text
      }
    }
    ... on OrderingContent {
      prompt
      tokens {
        key
        text
      }
    }
    ... on HotspotContent {
      prompt
      regions {
        key
        x
        y
        width
        height
      }
    }
    ... on WritingContent {
      prompt
      minWords
      maxWords
    }
    ... on SpokenAnswerContent {
      prompt
      cueCard
      prepareSeconds
      maxSeconds
    }
    ... on SpokenTargetContent {
      prompt
      targetText
      maxSeconds
    }
    ... on PassageContent {
      text
    }
  }
`);

export const PartKey_fields = graphql(`
  fragment PartKey_fields on PartKey {
    __typename
    ... on ChoiceKey {
      correct
    }
    ... on TextEntryKey {
      blanks {
        key
        accepted
      }
    }
    ... on MatchingKey {
      pairs {
        item
        option
      }
    }
    ... on OrderingKey {
      order
    }
    ... on HotspotKey {
      correct
    }
    ... on SampleKey {
      sample
    }
  }
`);

export const PartAnswer_fields = graphql(`
  fragment PartAnswer_fields on PartAnswer {
    __typename
    ... on ChoiceAnswer {
      choices
    }
    ... on TextEntryAnswer {
      blanks {
        key
        value
      }
    }
    ... on MatchingAnswer {
      pairs {
        item
        option
      }
    }
    ... on OrderingAnswer {
      order
    }
    ... on HotspotAnswer {
      points {
        x
        y
      }
    }
    ... on WritingAnswer {
      text
    }
    ... on SpokenAnswer {
      media {
        id
        url
      }
    }
  }
`);

export type PartContentFields = DocumentType<typeof PartContent_fields>;
export type PartKeyFields = DocumentType<typeof PartKey_fields>;
export type PartAnswerFields = DocumentType<typeof PartAnswer_fields>;

/** Unmasks a part's content as GraphQL gives it (the forms keep this shape). */
export const partContent = (content: FragmentType<typeof PartContent_fields>): PartContentFields =>
  getFragmentData(PartContent_fields, content);

/** Unmasks a part's key as GraphQL gives it. */
export const partKey = (key: FragmentType<typeof PartKey_fields>): PartKeyFields =>
  getFragmentData(PartKey_fields, key);

/** Unmasks a student's answer as GraphQL gives it. */
export const partAnswer = (answer: FragmentType<typeof PartAnswer_fields>): PartAnswerFields =>
  getFragmentData(PartAnswer_fields, answer);

/** The registry's name of a GraphQL question type (`GAP_FILL` -> `gap_fill`, `NONE` -> `null`). */
export const registryType = (type: string): QuestionType =>
  (type === 'NONE' ? 'null' : type.toLowerCase()) as QuestionType;

/** The domain's name of a GraphQL interaction (`SINGLE_CHOICE` -> `single_choice`). */
export const domainInteraction = (interaction: string): Interaction =>
  interaction.toLowerCase() as Interaction;

const LISTS = ['options', 'items', 'tokens', 'regions'] as const;

/** A list entry of GraphQL (`{ key, ... }`) as the domain names it (`{ id, ... }`). */
const withId = <T extends { key: string }>({ key, ...rest }: T): Omit<T, 'key'> & { id: string } => ({
  ...rest,
  id: key,
});

/**
 * The content as the domain writes it (what the renderers and the scorer read): without GraphQL's type name,
 * each option's, item's, word's or region's `key` as the domain's `id`.
 */
export function domainContent(content: PartContentFields): PartContent {
  const { __typename: _type, ...fields } = content;
  const out: Record<string, unknown> = { ...fields };
  for (const list of LISTS) {
    const value = out[list];
    if (Array.isArray(value)) out[list] = (value as { key: string }[]).map(withId);
  }
  return out as PartContent;
}

/** A text-entry key's blanks as the domain names them (`{ id, accepted }`). */
export const domainBlanks = (blanks: readonly { key: string; accepted: string[] }[]) =>
  blanks.map(({ key, accepted }) => ({ id: key, accepted }));

/** A masked content, unmasked and in the domain's shape. */
export const rendererContent = (masked: FragmentType<typeof PartContent_fields>): PartContent =>
  domainContent(partContent(masked));

/** A key as the key view compares it with the content: every number of it (ids) as a string. */
export function keyView(masked: FragmentType<typeof PartKey_fields> | null | undefined): PartKeyView | null {
  if (!masked) return null;
  const key = partKey(masked);
  const { __typename: _type, ...fields } =
    key.__typename === 'TextEntryKey' ? { ...key, blanks: domainBlanks(key.blanks) } : key;
  return JSON.parse(JSON.stringify(fields), (_, value: unknown) =>
    typeof value === 'number' ? String(value) : value,
  ) as PartKeyView;
}

/** A response in the domain's shape (`RESPONSE_SCHEMAS`), as the renderers and the answer queue hold it. */
export type DomainResponse = Record<string, unknown>;

/**
 * The domain's response of an answer the server holds: GraphQL lists the chosen options, blanks and pairs,
 * the domain keeps one choice for a single choice and records by id; a spoken answer keeps its recording's
 * address to play it back.
 */
export function domainResponse(
  interaction: Interaction,
  masked: FragmentType<typeof PartAnswer_fields>,
): DomainResponse {
  const answer = partAnswer(masked);
  switch (answer.__typename) {
    case 'ChoiceAnswer':
      return interaction === 'multiple_choice'
        ? { choices: answer.choices.map(String) }
        : { choice: answer.choices[0] === undefined ? null : String(answer.choices[0]) };
    case 'TextEntryAnswer':
      return { blanks: Object.fromEntries(answer.blanks.map((b) => [b.key, b.value])) };
    case 'MatchingAnswer':
      return { pairs: Object.fromEntries(answer.pairs.map((p) => [String(p.item), String(p.option)])) };
    case 'OrderingAnswer':
      return { order: answer.order.map(String) };
    case 'HotspotAnswer':
      return { points: answer.points.map(({ x, y }) => ({ x, y })) };
    case 'WritingAnswer':
      return { text: answer.text };
    case 'SpokenAnswer':
      return answer.media ? { mediaId: String(answer.media.id), url: answer.media.url } : { mediaId: null };
  }
}
