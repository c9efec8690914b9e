/**
 * docs/design.md section 8: the 35 question types of docs/product.md point 3 and the few interactions they map onto.
 * An interaction has one editor, one renderer in the exam runner, one schema (./parts.ts) and one scorer
 * (./scoring.ts); a type adds only its name, its media and, for the choice types, its fixed options.
 */

export const INTERACTIONS = [
  'single_choice',
  'multiple_choice',
  'text_entry',
  'matching',
  'ordering',
  'hotspot',
  'extended_writing',
  'spoken_answer',
  'spoken_target',
  'none',
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** Who gives a part its score: its answer key, a person (rubric), the speech scorer, or nobody. */
export type MarkedBy = 'key' | 'person' | 'speech' | 'none';

export const MARKED_BY: Record<Interaction, MarkedBy> = {
  single_choice: 'key',
  multiple_choice: 'key',
  text_entry: 'key',
  matching: 'key',
  ordering: 'key',
  hotspot: 'key',
  extended_writing: 'person',
  spoken_answer: 'person',
  spoken_target: 'speech',
  none: 'none',
};

/** The media a question of the type cannot do without (the picture to label, the clip to listen to). */
export type RequiredMedia = 'image' | 'audio';

export interface QuestionTypeInfo {
  readonly type: QuestionType;
  readonly interaction: Interaction;
  readonly media?: RequiredMedia;
  /** Options every part of the type offers, in this order (yes/no/not given, true/false/not given). */
  readonly fixedOptions?: readonly string[];
}

const define = <const T extends Record<string, Omit<QuestionTypeInfo, 'type'>>>(types: T) => types;

/** Every type of docs/product.md point 3, in the specification's order of the interaction table. */
const REGISTRY = define({
  choice_one_answer: { interaction: 'single_choice' },
  yes_no: { interaction: 'single_choice', fixedOptions: ['yes', 'no', 'not_given'] },
  true_false: { interaction: 'single_choice', fixedOptions: ['true', 'false', 'not_given'] },
  multiple_choice: { interaction: 'multiple_choice' },
  gap_fill: { interaction: 'text_entry' },
  sentence_completion: { interaction: 'text_entry' },
  summary_completion: { interaction: 'text_entry' },
  summary_gap_fill: { interaction: 'text_entry' },
  table_completion: { interaction: 'text_entry' },
  chart_completion: { interaction: 'text_entry', media: 'image' },
  pictorial_words: { interaction: 'text_entry', media: 'image' },
  listening_definition: { interaction: 'text_entry', media: 'audio' },
  dictation: { interaction: 'text_entry', media: 'audio' },
  error_correction: { interaction: 'text_entry' },
  rephrasing: { interaction: 'text_entry' },
  translation: { interaction: 'text_entry' },
  translation_v2: { interaction: 'text_entry' },
  matching: { interaction: 'matching' },
  matching_heading: { interaction: 'matching' },
  matching_sentence: { interaction: 'matching' },
  plan_map_diagram_labelling: { interaction: 'matching', media: 'image' },
  word_order: { interaction: 'ordering' },
  picture_mark: { interaction: 'hotspot', media: 'image' },
  writing: { interaction: 'extended_writing' },
  writing_v2: { interaction: 'extended_writing' },
  paragraph: { interaction: 'extended_writing' },
  speaking: { interaction: 'spoken_answer' },
  speaking2: { interaction: 'spoken_answer' },
  speaking_ielt: { interaction: 'spoken_answer' },
  grammar_speaking_application: { interaction: 'spoken_answer' },
  listen_topic: { interaction: 'spoken_answer', media: 'audio' },
  presentation: { interaction: 'spoken_answer' },
  pronunciation: { interaction: 'spoken_target' },
  elsa_speaking: { interaction: 'spoken_target' },
  null: { interaction: 'none' },
});

export type QuestionType = keyof typeof REGISTRY;

export const QUESTION_TYPES = Object.keys(REGISTRY) as QuestionType[];

export const QUESTION_TYPE_INFO: Readonly<Record<QuestionType, QuestionTypeInfo>> = Object.fromEntries(
  QUESTION_TYPES.map((type) => [type, { type, ...REGISTRY[type] }]),
) as Record<QuestionType, QuestionTypeInfo>;

export const isQuestionType = (value: unknown): value is QuestionType =>
  typeof value === 'string' && Object.hasOwn(REGISTRY, value);

export const interactionOf = (type: QuestionType): Interaction => REGISTRY[type].interaction;

export const markedByOf = (type: QuestionType): MarkedBy => MARKED_BY[interactionOf(type)];

/** Whether a person gives parts of this type their score (writing and speaking rubrics). */
export const isMarkedByPerson = (type: QuestionType) => markedByOf(type) === 'person';

/** The types of an interaction, in registry order (the editors' and the filters' lists). */
export const typesOf = (interaction: Interaction): QuestionType[] =>
  QUESTION_TYPES.filter((type) => REGISTRY[type].interaction === interaction);

/** docs/product.md point 3: the exercise topic groups. */
export const TOPIC_GROUPS = [
  'grammar',
  'vocab',
  'speaking',
  'reading',
  'translation',
  'listening',
  'pronunciation',
  'other',
] as const;
export type TopicGroup = (typeof TOPIC_GROUPS)[number];

/** docs/product.md point 3: scoring mode of an exercise, from its parts (0 auto, 1 manual, 2 hybrid). */
export const SCORING_MODES = { auto: 0, manual: 1, hybrid: 2 } as const;
export type ScoringMode = keyof typeof SCORING_MODES;

/** An exercise is auto-scored when every part has a key or a scorer, manual when none has, else hybrid. */
export function scoringModeOf(types: readonly QuestionType[]): ScoringMode {
  const scored = types.filter((t) => markedByOf(t) !== 'none');
  const byPerson = scored.filter((t) => markedByOf(t) === 'person').length;
  if (byPerson === 0) return 'auto';
  return byPerson === scored.length ? 'manual' : 'hybrid';
}
