import { z } from 'zod';
import { optionalLink, requiredText } from '../../ui/form/rules';

/** Names of tags and error tags: 1 to 100 characters (schema/bank.graphql, backend routes/tags). */
export const TAG_NAME_MAX = 100;

const tagName = () =>
  requiredText('tags.validation.nameRequired').max(TAG_NAME_MAX, 'tags.validation.tooLong');

/** The error tag dialog (create and edit): a child tag names its top-level parent. */
export const errorTagFormSchema = z.object({
  name: tagName(),
  parentId: z.string().nullable(),
  link: optionalLink(),
});

export type ErrorTagFormValues = z.infer<typeof errorTagFormSchema>;
export const ERROR_TAG_FORM_FIELDS = Object.keys(errorTagFormSchema.shape) as (keyof ErrorTagFormValues)[];

/** The label dialog of questions and exercises (create and rename). */
export const tagFormSchema = z.object({ name: tagName() });

export type TagFormValues = z.infer<typeof tagFormSchema>;
export const TAG_FORM_FIELDS = ['name'] as const;

/** A mutation's answer as the dialogs read it. */
export interface FormResult {
  ok: boolean;
  errors: readonly { field?: string | null; messages: readonly string[] }[];
}
