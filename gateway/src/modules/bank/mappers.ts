import type { RestErrorTag, RestQuestionRegistry, RestTag } from '../../rest/types.js';

export type TagParent = RestTag;
export type ErrorTagParent = RestErrorTag;
export type QuestionRegistryParent = RestQuestionRegistry;
export type QuestionTypeInfoParent = RestQuestionRegistry['types'][number];
