import { z } from 'zod';
import { optionalText, requiredText } from '../../ui/form/rules';

/** Lengths the backend's exercise schema allows (name 1-300) and the most questions an exercise holds. */
export const EXERCISE_NAME_MAX = 300;
export const EXERCISE_DESCRIPTION_MAX = 5000;
export const EXERCISE_QUESTIONS_MAX = 300;

const TOPIC_GROUP_VALUES = [
  'GRAMMAR',
  'VOCAB',
  'SPEAKING',
  'READING',
  'TRANSLATION',
  'LISTENING',
  'PRONUNCIATION',
  'OTHER',
] as const;

/** The builder's fields of SPEC.md point 3's authoring state (exercise name and course first). */
export const exerciseFormSchema = z.object({
  name: requiredText('exercises.validation.nameRequired').max(
    EXERCISE_NAME_MAX,
    'exercises.validation.tooLong',
  ),
  courseId: z.string().nullable(),
  topicGroup: z.enum(TOPIC_GROUP_VALUES),
  visibility: z.enum(['PRIVATE', 'PUBLIC']),
  tagIds: z.array(z.string()),
  description: optionalText().max(EXERCISE_DESCRIPTION_MAX, 'exercises.validation.tooLong'),
});

export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;

export const EXERCISE_FORM_FIELDS = Object.keys(exerciseFormSchema.shape) as (keyof ExerciseFormValues)[];

export const EMPTY_EXERCISE: ExerciseFormValues = {
  name: '',
  courseId: null,
  topicGroup: 'OTHER',
  visibility: 'PRIVATE',
  tagIds: [],
  description: '',
};
