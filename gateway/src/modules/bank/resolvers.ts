import type { Resolvers } from '../../generated/resolvers.js';
import { exerciseMutations } from './exercise-mutations.js';
import { Exercise, ExerciseFigures } from './exercises.js';
import { bankMutations } from './mutation.js';
import { questionMutations } from './question-mutations.js';
import { bankQueries } from './query.js';
import { Media, Question, QuestionPart } from './questions.js';
import { ErrorTag, QuestionRegistry, QuestionTypeInfo, Tag } from './tags.js';

export const bankResolvers: Resolvers = {
  Query: bankQueries,
  Mutation: { ...bankMutations, ...questionMutations, ...exerciseMutations },
  Tag,
  ErrorTag,
  QuestionTypeInfo,
  QuestionRegistry,
  Question,
  QuestionPart,
  Media,
  Exercise,
  ExerciseFigures,
};
