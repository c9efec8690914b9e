import type { Part, PartContent, PartAnswer, QuestionType } from '@lms/domain/questions';
import { interactionOf, samplePart } from '@lms/domain/questions';
import { toGqlType } from './questionTypes';

/**
 * One part as the question form holds it: its own type (an IELTS section mixes a passage, judgements and
 * blanks in one question) and the registry's own `content` and `answer` (docs/design.md section 8), so that
 * `validatePart` checks exactly what the server will; `uid` keys the list while parts move.
 */
export interface FormPart {
  uid: string;
  /** The registry's type (lowercase, `null` for a passage), which picks the editor and the schema. */
  type: QuestionType;
  score: number | null;
  weight: number;
  content: Record<string, unknown>;
  answer: Record<string, unknown>;
}

let counter = 0;
export const newUid = () => `p${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new part of a type starts from the registry's sample ("questions from a default body"). */
export function newPart(type: QuestionType): FormPart {
  const sample = samplePart(type);
  return {
    uid: newUid(),
    type,
    score: sample.score ?? (interactionOf(type) === 'none' ? 0 : 1),
    weight: sample.weight ?? 1,
    content: sample.content,
    answer: sample.answer ?? {},
  };
}

const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));

/** The part as validatePart takes it (an emptied number field is an absent value). */
export const partOf = (p: FormPart) => ({
  content: defined(p.content),
  answer: defined(p.answer),
  score: p.score ?? undefined,
  weight: p.weight,
});

/** The domain's `id` of an option, item, word, region or blank is GraphQL's `key` (docs/decisions.md). */
const entries = (list: { id: string; text: string }[]) => list.map(({ id, text }) => ({ key: id, text }));

/** The mutation's `QuestionPartInput`: the part's type, score, weight and the one field of its interaction. */
export function toPartInput(type: QuestionType, part: Part) {
  const base = { type: toGqlType(type), score: part.score, weight: part.weight };
  const c = part.content as Record<string, unknown>;
  const a = part.answer as Record<string, unknown>;
  switch (interactionOf(type)) {
    case 'single_choice':
    case 'multiple_choice': {
      const content = c as PartContent<'single_choice'>;
      const correct = a.correct;
      return {
        ...base,
        choice: {
          prompt: content.prompt,
          options: entries(content.options),
          correct: Array.isArray(correct) ? (correct as string[]) : [correct as string],
        },
      };
    }
    case 'text_entry': {
      const content = c as PartContent<'text_entry'>;
      const key = a as PartAnswer<'text_entry'>;
      const blanks = key.blanks.map(({ id, accepted }) => ({ key: id, accepted }));
      return { ...base, textEntry: { prompt: content.prompt, text: content.text, blanks } };
    }
    case 'matching': {
      const content = c as PartContent<'matching'>;
      const { pairs } = a as PartAnswer<'matching'>;
      return {
        ...base,
        matching: {
          prompt: content.prompt,
          items: content.items.map(({ id, text, x, y }) =>
            x === undefined || y === undefined ? { key: id, text } : { key: id, text, x, y },
          ),
          options: entries(content.options),
          pairs: content.items.map((item) => ({ item: item.id, option: pairs[item.id]! })),
        },
      };
    }
    case 'ordering': {
      const content = c as PartContent<'ordering'>;
      return {
        ...base,
        ordering: {
          prompt: content.prompt,
          tokens: entries(content.tokens),
          order: (a as PartAnswer<'ordering'>).order,
        },
      };
    }
    case 'hotspot': {
      const content = c as PartContent<'hotspot'>;
      return {
        ...base,
        hotspot: {
          prompt: content.prompt,
          regions: content.regions.map(({ id, x, y, width, height }) => ({ key: id, x, y, width, height })),
          correct: (a as PartAnswer<'hotspot'>).correct,
        },
      };
    }
    case 'extended_writing': {
      const content = c as PartContent<'extended_writing'>;
      return {
        ...base,
        writing: {
          prompt: content.prompt,
          minWords: content.minWords ?? null,
          maxWords: content.maxWords ?? null,
          sample: (a as PartAnswer<'extended_writing'>).sample,
        },
      };
    }
    case 'spoken_answer': {
      const content = c as PartContent<'spoken_answer'>;
      return {
        ...base,
        spokenAnswer: {
          prompt: content.prompt,
          cueCard: content.cueCard,
          prepareSeconds: content.prepareSeconds,
          maxSeconds: content.maxSeconds,
          sample: (a as PartAnswer<'spoken_answer'>).sample,
        },
      };
    }
    case 'spoken_target': {
      const content = c as PartContent<'spoken_target'>;
      return {
        ...base,
        spokenTarget: {
          prompt: content.prompt,
          targetText: content.targetText,
          maxSeconds: content.maxSeconds,
        },
      };
    }
    case 'none':
      return { ...base, passage: { text: (c as PartContent<'none'>).text } };
  }
}

/** A saved part's content or key as the GraphQL API answers it (a member of PartContent or PartKey). */
type Answered = Record<string, unknown> & { __typename?: string };

const withoutNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => v !== null && k !== '__typename')
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  return value;
};

/** GraphQL's `{ key, ... }` entries of a list as the domain's `{ id, ... }` (the inverse of `entries`). */
function keyedAsIds(record: Record<string, unknown>, lists: readonly string[]) {
  for (const list of lists) {
    const value = record[list];
    if (Array.isArray(value))
      record[list] = (value as Record<string, unknown>[]).map(({ key, ...rest }) => ({ id: key, ...rest }));
  }
}

/** A saved part of a type back into the form's shape (the inverse of toPartInput). */
export function fromSavedPart(
  type: QuestionType,
  saved: { score: number; weight: number; content: Answered; key?: Answered | null },
): FormPart {
  const interaction = interactionOf(type);
  const content = withoutNulls(saved.content) as Record<string, unknown>;
  const key = (withoutNulls(saved.key ?? {}) ?? {}) as Record<string, unknown>;
  keyedAsIds(content, ['options', 'items', 'tokens', 'regions']);
  keyedAsIds(key, ['blanks']);
  let answer: Record<string, unknown> = key;
  if (interaction === 'text_entry') delete content.blanks;
  if (interaction === 'single_choice') answer = { correct: (key.correct as string[] | undefined)?.[0] ?? '' };
  if (interaction === 'matching')
    answer = {
      pairs: Object.fromEntries(
        ((key.pairs as { item: string; option: string }[] | undefined) ?? []).map((p) => [p.item, p.option]),
      ),
    };
  if (interaction === 'spoken_target' || interaction === 'none') answer = {};
  return { uid: newUid(), type, score: saved.score, weight: saved.weight, content, answer };
}

/** The interaction field of QuestionPartInput whose own fields are parts of the key, not of the content. */
const KEY_FIELDS: Record<string, readonly string[]> = {
  choice: ['correct'],
  textEntry: ['blanks'],
  matching: ['pairs'],
  ordering: ['order'],
  hotspot: ['correct'],
  writing: ['sample'],
  spokenAnswer: ['sample'],
};

/**
 * Where the form shows a server field error: `parts.2.choice.correct` is the part's `answer.correct`,
 * `parts.0.matching.options.1.text` its `content.options.1.text` (`options.1.key` its `options.1.id`); the
 * question's own fields keep their names.
 */
export function formPathOf(field: string): string {
  if (field === 'mediaId') return 'media';
  const match = /^parts\.(\d+)\.([A-Za-z]+)(?:\.(.*))?$/.exec(field);
  if (!match) return field;
  const [, index, head, rest] = match;
  if (head === 'score' || head === 'weight' || head === 'content' || head === 'answer') return field;
  if (!rest) return `parts.${index}`;
  const first = rest.split('.')[0]!;
  if (KEY_FIELDS[head!]?.includes(first)) return `parts.${index}.answer.${first}`;
  // The input's `options.1.key` is the form's (the domain's) `options.1.id`.
  return `parts.${index}.content.${rest.replace(/(\.\d+)\.key$/, '$1.id')}`;
}
