import { QUESTION_TYPE_INFO, validatePart } from '@lms/domain/questions';
import { z } from 'zod';
import type { QuestionType, TopicGroup, Visibility } from '../../gql/graphql';
import { requiredText } from '../../ui/form/rules';
import type { MediaValue } from '../../ui/upload/MediaUpload';
import type { FormPart } from './partForm';
import { partOf } from './partForm';
import { toDomainType } from './questionTypes';

export { useQuestionRuleMessages } from './questionRuleMessages';

export const QUESTION_TITLE_MAX = 300;

export interface QuestionFormValues {
  title: string;
  type: QuestionType;
  topicGroup: TopicGroup;
  visibility: Visibility;
  tagIds: string[];
  description: string;
  instructions: string;
  transcript: string;
  media: MediaValue | null;
  parts: FormPart[];
}

/**
 * The question form's rules: its own fields, and every part through the registry's `validatePart` for the
 * part's own type, so the
 * form refuses what the server refuses and says so under the same field.
 */
export const questionFormSchema = z
  .object({
    title: requiredText('questions.validation.titleRequired').max(
      QUESTION_TITLE_MAX,
      'questionRules.question_too_long',
    ),
    type: z.string(),
    topicGroup: z.string(),
    visibility: z.string(),
    tagIds: z.array(z.string()),
    description: z.string().max(5000, 'questionRules.question_too_long'),
    instructions: z.string().max(50000, 'questionRules.question_too_long'),
    transcript: z.string().max(100000, 'questionRules.question_too_long'),
    media: z.custom<MediaValue>().nullable(),
    parts: z.array(z.custom<FormPart>()).min(1, 'questions.validation.partsRequired'),
  })
  .superRefine((values, ctx) => {
    const type = toDomainType(values.type as QuestionType);
    const media = QUESTION_TYPE_INFO[type]?.media;
    if (media && (!values.media || (values.media.kind === 'IMG') !== (media === 'image')))
      ctx.addIssue({ code: 'custom', path: ['media'], message: `questions.validation.media_${media}` });
    values.parts.forEach((part, i) => {
      const result = validatePart(part.type, partOf(part));
      if (result.ok) return;
      for (const issue of result.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['parts', i, ...issue.field.split('.')],
          message: `questionRules.${issue.code}`,
        });
    });
  });
