import type { RestAssignmentAccommodation, RestOk, RestStudentAccommodation } from '../../rest/types.js';

/** `user-exam/{id}`: the attempt with its assignment, exercise (no keys) and saved answers. */
export type RestAttempt = RestOk<'user-exam/{id}'>;
/** What saves, exits and submits answer: the attempt without its exercise and answers. */
export type RestAttemptSummary = RestOk<'user-exam/{id}/submit', 'post'>;

/** An attempt as the runner reads it; a summary loads the rest (`user-exam/{id}`) when asked for it. */
export type AttemptParent = RestAttemptSummary &
  Partial<Pick<RestAttempt, 'assignment' | 'exercise' | 'answers'>>;
export type ExamExerciseParent = RestAttempt['exercise'];
export type ExamQuestionParent = ExamExerciseParent['questions'][number];
export type ExamPartParent = ExamQuestionParent['parts'][number];
/** A limited clip's plays: the attempt's question's, or `user-exam/{id}/plays`'s answer. */
export type ClipPlaysParent = NonNullable<ExamQuestionParent['plays']>;
export type SavedAnswerParent = RestAttempt['answers'][number];
export type AttemptReviewParent = RestOk<'students/exercise_detail'>;
export type ReviewQuestionParent = AttemptReviewParent['questions'][number];
export type ReviewPartParent = ReviewQuestionParent['parts'][number];
/** `user-exam/{id}/marking`: the returned marks and the markers' draft. */
export type MarkingParent = RestOk<'user-exam/{id}/marking'>;
export type ReturnedPartMarkParent = MarkingParent['parts'][number];
export type MarkingDraftParent = NonNullable<MarkingParent['draft']>;
export type PartMarkParent = MarkingDraftParent['parts'][number];
export type AnswerErrorTagParent = PartMarkParent['error_tags'][number];
/** `user-exam/{id}/marking/presence`: another marker with the page open (issue 26 point 5). */
export type MarkingPresenceParent = RestOk<'user-exam/{id}/marking/presence', 'post'>['markers'][number];
/** `class-exercises/accommodations`: a student's accommodation on an assignment, with its source (issue 31). */
export type AssignmentAccommodationParent = RestAssignmentAccommodation;
/** `user/{id}/accommodation/`: a student's standing accommodation. */
export type StudentAccommodationParent = RestStudentAccommodation;
