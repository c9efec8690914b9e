import type { ExerciseFormValues } from './exerciseSchema';

// The builder's constants without the rules (./exerciseSchema): the page loads zod with its resolver when
// the form first validates (issue 11).

/** Lengths the backend's exercise schema allows (name 1-300) and the most questions an exercise holds. */
export const EXERCISE_NAME_MAX = 300;
export const EXERCISE_DESCRIPTION_MAX = 5000;
export const EXERCISE_QUESTIONS_MAX = 300;

/** How often a listening recording may be played in the exam: 0 without limit, 1 once (IELTS), 2 twice. */
export const AUDIO_PLAYS = [0, 1, 2] as const;
export type AudioPlays = (typeof AUDIO_PLAYS)[number];
export const AUDIO_PLAYS_LABEL = { 0: 'unlimited', 1: 'once', 2: 'twice' } as const satisfies Record<
  AudioPlays,
  string
>;
/** A stored value as one of the choices (the server allows no other). */
export const audioPlaysOf = (n: number | null | undefined): AudioPlays =>
  (AUDIO_PLAYS as readonly number[]).includes(n ?? 0) ? (n as AudioPlays) : 0;

/** The form's fields, the schema's keys (exerciseSchema.test.ts holds them equal). */
export const EXERCISE_FORM_FIELDS: (keyof ExerciseFormValues)[] = [
  'name',
  'courseId',
  'topicGroup',
  'visibility',
  'tagIds',
  'description',
  'audioPlays',
];

export const EMPTY_EXERCISE: ExerciseFormValues = {
  name: '',
  courseId: null,
  topicGroup: 'OTHER',
  visibility: 'PRIVATE',
  tagIds: [],
  description: '',
  audioPlays: 0,
};
