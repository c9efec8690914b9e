/**
 * A question's parts between GraphQL and REST: `QuestionPartInput` (one typed field per interaction) to the
 * REST part `{content, answer, score, weight}` that `@lms/domain/questions` validates, and the REST field
 * paths of a refusal (`parts.2.answer.correct`) back to the input's (`parts.2.choice.correct`), so the
 * editor shows each message under its own field (docs/design.md section 8).
 */
import { blanksOf, interactionOf, isQuestionType, type Interaction } from '@lms/domain/questions';
import { inputField, type FieldError } from '../../errors.js';
import type { QuestionPartInput } from '../../generated/resolvers.js';

type PartField = Exclude<keyof QuestionPartInput, 'type' | 'score' | 'weight'>;

/** The input field of each interaction. */
export const PART_FIELD: Record<Interaction, PartField> = {
  single_choice: 'choice',
  multiple_choice: 'choice',
  text_entry: 'textEntry',
  matching: 'matching',
  ordering: 'ordering',
  hotspot: 'hotspot',
  extended_writing: 'writing',
  spoken_answer: 'spokenAnswer',
  spoken_target: 'spokenTarget',
  none: 'passage',
};
const PART_FIELDS = [...new Set(Object.values(PART_FIELD))];

export const interactionOfType = (type: string): Interaction =>
  isQuestionType(type) ? interactionOf(type) : 'none';

/** A part's own type, else its question's (an IELTS section mixes types in one question). */
export const partTypeOf = (questionType: string, part: QuestionPartInput | undefined): string =>
  part?.type ?? questionType;

/** The message of a part that fills another interaction's field, or none, or several. */
const ONE_FIELD = {
  en: (field: string) => `Fill in the part as “${field}”, the only kind its type takes`,
  vi: (field: string) => `Hãy nhập phần này ở mục “${field}”, loại duy nhất dạng của phần này nhận`,
};

/** The REST API's language rule: English when the caller's first language is English, else Vietnamese. */
export const languageOf = (acceptLanguage: string | undefined): 'en' | 'vi' =>
  (acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '').startsWith('en') ? 'en' : 'vi';

/** Parts that fill no field, another interaction's, or several: a field error on `parts.<i>` each. */
export function partFieldErrors(
  type: string,
  parts: readonly QuestionPartInput[],
  language: 'en' | 'vi',
): FieldError[] {
  return parts.flatMap((part, i) => {
    const field = PART_FIELD[interactionOfType(partTypeOf(type, part))];
    const given = PART_FIELDS.filter((f) => part[f] !== null && part[f] !== undefined);
    return given.length === 1 && given[0] === field
      ? []
      : [{ field: `parts.${i}`, messages: [ONE_FIELD[language](field)] }];
  });
}

/** An object without its null and undefined fields (GraphQL's absent optional fields). */
function present<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}
/** GraphQL's `key` of an option, item, token, region or blank is the REST API's `id` (docs/decisions.md). */
const options = (list: readonly { key: string; text: string }[]) =>
  list.map(({ key, text }) => ({ id: key, text }));

/** The REST content and key of a part whose one field is its interaction's (partFieldErrors passed). */
function contentAndAnswer(interaction: Interaction, part: QuestionPartInput) {
  switch (interaction) {
    case 'single_choice':
    case 'multiple_choice': {
      const c = part.choice!;
      const single = interaction === 'single_choice';
      return {
        content: present({ prompt: c.prompt, options: options(c.options) }),
        // Single choice keys one id; anything but one is sent as is for the backend to refuse by name.
        answer: {
          correct:
            single && c.correct.length === 1
              ? c.correct[0]
              : single && !c.correct.length
                ? undefined
                : c.correct,
        },
      };
    }
    case 'text_entry': {
      const c = part.textEntry!;
      return {
        content: present({ prompt: c.prompt, text: c.text }),
        answer: { blanks: c.blanks.map((b) => ({ id: b.key, accepted: b.accepted })) },
      };
    }
    case 'matching': {
      const c = part.matching!;
      return {
        content: present({
          prompt: c.prompt,
          items: c.items.map((item) => present({ id: item.key, text: item.text, x: item.x, y: item.y })),
          options: options(c.options),
        }),
        answer: { pairs: Object.fromEntries(c.pairs.map((p) => [p.item, p.option])) },
      };
    }
    case 'ordering': {
      const c = part.ordering!;
      return {
        content: present({ prompt: c.prompt, tokens: options(c.tokens) }),
        answer: { order: c.order },
      };
    }
    case 'hotspot': {
      const c = part.hotspot!;
      return {
        content: present({
          prompt: c.prompt,
          regions: c.regions.map(({ key, x, y, width, height }) => ({ id: key, x, y, width, height })),
        }),
        answer: { correct: c.correct },
      };
    }
    case 'extended_writing': {
      const c = part.writing!;
      return {
        content: present({ prompt: c.prompt, minWords: c.minWords, maxWords: c.maxWords }),
        answer: present({ sample: c.sample }),
      };
    }
    case 'spoken_answer': {
      const c = part.spokenAnswer!;
      return {
        content: present({
          prompt: c.prompt,
          cueCard: c.cueCard,
          prepareSeconds: c.prepareSeconds,
          maxSeconds: c.maxSeconds,
        }),
        answer: present({ sample: c.sample }),
      };
    }
    case 'spoken_target': {
      const c = part.spokenTarget!;
      return {
        content: present({ prompt: c.prompt, targetText: c.targetText, maxSeconds: c.maxSeconds }),
        answer: {},
      };
    }
    case 'none':
      return { content: { text: part.passage!.text }, answer: {} };
  }
}

/** A part as the REST API takes it, with its own type; a scored part without a score is worth its weight. */
export function toRestPart(type: string, part: QuestionPartInput) {
  const interaction = interactionOfType(partTypeOf(type, part));
  const { content, answer } = contentAndAnswer(interaction, part);
  const weight = part.weight ?? undefined;
  const score = part.score ?? (interaction === 'none' ? undefined : (weight ?? 1));
  return present({ question_type: part.type, content, answer, score, weight });
}

const REST_TO_INPUT: Record<string, string> = { question_type: 'type', content: 'instructions' };

/**
 * A REST field path of a question write as the input's: `parts.2.content.options.0.text` ->
 * `parts.2.choice.options.0.text`, `parts.2.content.options.1.id` -> `parts.2.choice.options.1.key`,
 * `parts.1.answer.pairs.p3` -> `parts.1.matching.pairs.<its index>`,
 * `question_type` -> `type`. `type` is the question's type, which parts without their own were checked against.
 */
export function questionInputField(
  restField: string,
  parts: readonly QuestionPartInput[],
  type: string,
): string | null {
  const match = /^parts\.(\d+)\.(content|answer)(?:\.(.+))?$/.exec(restField);
  if (!match) return REST_TO_INPUT[restField] ?? inputField(restField);
  const i = Number(match[1]);
  const [where, rest = ''] = [match[2], match[3]];
  const part = parts[i];
  const interaction = interactionOfType(partTypeOf(type, part));
  const field = PART_FIELD[interaction];
  const at = (...path: (string | number)[]) => [`parts.${i}`, field, ...path].join('.');
  // REST's `options.1.id` is the input's `options.1.key` (docs/decisions.md).
  if (where === 'content') return rest ? at(rest.replace(/(\.\d+)\.id$/, '$1.key')) : at();
  const [head, key, ...deeper] = rest.split('.');
  switch (interaction) {
    case 'text_entry': {
      if (head !== 'blanks' || key === undefined) return at('blanks');
      if (deeper.length) return at('blanks', key, ...deeper.map((f) => (f === 'id' ? 'key' : f)));
      // `blanks.<i>`: key entry i names no blank of the text; `blanks.<id>`: the text's blank id has no entry.
      const entries = part?.textEntry?.blanks ?? [];
      const entry = /^\d+$/.test(key) ? entries[Number(key)] : undefined;
      const inText = blanksOf(part?.textEntry?.text ?? '');
      return entry && !inText.includes(entry.key) ? at('blanks', key) : at('blanks');
    }
    case 'matching': {
      if (head !== 'pairs' || key === undefined) return at('pairs');
      const pair = part?.matching?.pairs.findIndex((p) => p.item === key) ?? -1;
      if (pair >= 0) return at('pairs', pair);
      const item = part?.matching?.items.findIndex((it) => it.key === key) ?? -1;
      return item >= 0 ? at('items', item) : at('pairs');
    }
    default:
      return rest ? at(rest) : at();
  }
}
