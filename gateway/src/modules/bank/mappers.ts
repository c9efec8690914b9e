import type {
  RestItem,
  RestOk,
  RestErrorTag,
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
export type MediaParent = NonNullable<RestQuestion['media']>;
/** An exercise as the bank serves it (`exercise/`): the assignment's summary and the bank's fields. */
export type BankExercise = RestOk<'exercise/{id}/'>;
export type ExerciseFiguresParent = RestItem<'exercise/summary-question'>;
