import { z } from 'zod';
import { optionalText, requiredText } from '../../ui/form/rules';
import { EXERCISE_DESCRIPTION_MAX, EXERCISE_NAME_MAX } from './exerciseFields';

export {
  EMPTY_EXERCISE,
  EXERCISE_DESCRIPTION_MAX,
  EXERCISE_FORM_FIELDS,
  EXERCISE_NAME_MAX,
  EXERCISE_QUESTIONS_MAX,
} from './exerciseFields';

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

/** The builder's fields of docs/product.md point 3's authoring state (exercise name and course first). */
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
  audioPlays: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;
