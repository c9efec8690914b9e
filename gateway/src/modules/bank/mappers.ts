import type {
  RestErrorTag,
  RestMedia,
  RestQuestion,
  RestQuestionPart,
  RestQuestionRegistry,
  RestTag,
} from '../../rest/types.js';

export type TagParent = RestTag;
export type ErrorTagParent = RestErrorTag;
export type QuestionRegistryParent = RestQuestionRegistry;
export type QuestionTypeInfoParent = RestQuestionRegistry['types'][number];
export type QuestionParent = RestQuestion;
export type QuestionPartParent = RestQuestionPart;
/** `upload/`'s item; question rows embed the same shape. */
export type MediaParent = RestMedia;
