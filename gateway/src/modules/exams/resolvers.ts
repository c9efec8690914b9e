import type { Resolvers } from '../../generated/resolvers.js';
import {
  accommodationAssignmentFields,
  accommodationMutations,
  accommodationStatusFields,
  accommodationUserFields,
  AssignmentAccommodation,
  StudentAccommodation,
} from './accommodations.js';
import { Attempt, ClipPlays, ExamExercise, ExamPart, ExamQuestion, SavedAnswer } from './attempt.js';
import {
  AnswerErrorTag,
  Marking,
  MarkingDraft,
  markingMutations,
  MarkingPresence,
  markingQueries,
  PartMark,
  ReturnedPartMark,
} from './marking.js';
import { examMutations } from './mutation.js';
import { examQueries } from './query.js';
import { AttemptReview, ReviewPart, ReviewQuestion } from './review.js';

export const examResolvers: Resolvers = {
  Query: { ...examQueries, ...markingQueries },
  Mutation: { ...examMutations, ...markingMutations, ...accommodationMutations },
  AssignmentAccommodation,
  StudentAccommodation,
  AssignmentStudentStatus: accommodationStatusFields,
  Assignment: accommodationAssignmentFields,
  User: accommodationUserFields,
  Attempt,
  ExamExercise,
  ExamQuestion,
  ClipPlays,
  ExamPart,
  SavedAnswer,
  AttemptReview,
  ReviewQuestion,
  ReviewPart,
  Marking,
  MarkingDraft,
  MarkingPresence,
  PartMark,
  ReturnedPartMark,
  AnswerErrorTag,
};
