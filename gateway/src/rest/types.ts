/**
 * The REST API's types, read from the OpenAPI document (`generated/rest.ts`, openapi-typescript). Codegen
 * maps each GraphQL type to one of these (`mappers` in codegen.ts), so a resolver returns what the backend
 * gave and renames only what differs.
 */
import type { paths } from '../generated/rest.js';

type Prefixed = keyof paths;
/** A REST path as written in docs/product.md, relative to `/lms-backend/api/`: `class/students`, `user/{id}/`. */
export type RestPath = Prefixed extends infer P
  ? P extends `/lms-backend/api/${infer R}`
    ? R
    : never
  : never;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends RestPath, M extends Method> = paths[`/lms-backend/api/${P}`][M];
/** Paths with an operation for the method. */
export type PathsFor<M extends Method> = {
  [P in RestPath]: Operation<P, M> extends { responses: unknown } ? P : never;
}[RestPath];

type Params<P extends RestPath, M extends Method> =
  Operation<P, M> extends { parameters: infer X } ? X : never;
export type RestQuery<P extends RestPath, M extends Method = 'get'> =
  Params<P, M> extends { query?: infer Q } ? NonNullable<Q> : never;
export type RestPathParams<P extends RestPath, M extends Method> =
  Params<P, M> extends { path: infer X } ? X : never;
export type RestBody<P extends RestPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type Success<R> = (R extends { 200: infer S } ? S : never) | (R extends { 201: infer S } ? S : never);
type Json<S> = S extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON of the success answers (200 and 201); `null` for 204 No Content. */
export type RestOk<P extends RestPath, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer R }
    ? [Success<R>] extends [never]
      ? null
      : Json<Success<R>>
    : never;

/** The element of a paged list answer. */
export type RestItem<P extends RestPath> = RestOk<P> extends { results: (infer I)[] } ? I : never;

export type RestUser = RestOk<'user/{id}/'>;
/** The short form of a user that classes and memberships embed. */
export type RestUserSummary = RestItem<'class/students'>['student'];
export type RestCourse = RestOk<'course/{id}/'>;
export type RestCourseSummary = NonNullable<RestOk<'class/{id}/'>['course']>;
export type RestClass = RestOk<'class/{id}/'>;
export type RestClassStudent = RestItem<'class/students'>;
export type RestStudentClass = RestItem<'students/class'>;
export type RestLesson = RestOk<'class/time-table/{id}/'>;
export type RestAttendance = RestItem<'class/attendances'>;
export type RestProgress = RestItem<'class/percent-summary'>;
export type RestDayOff = RestOk<'class/day-off/{id}/'>;
export type RestAssignment = RestOk<'class-exercises/{id}/'>;
export type RestExercise = RestAssignment['exercise'];
export type RestClassExercise = RestItem<'class/exercises'>;
export type RestResult = RestItem<'students/exercise'>;
export type RestPartFigure = RestItem<'class-exercises/part-figures'>;
export type RestScore = RestItem<'class/score'>;
export type RestScoreSummary = RestItem<'users/score/'>;
export type RestEndDate = RestOk<'class/calculate-end-date'>;

/** docs/product.md role numbers: admin 0, student 1, teacher 2, specialize 4. */
export type RoleNumber = 0 | 1 | 2 | 4;
export type GenderNumber = 0 | 1;
export type StudentClassStatusValue = RestClassStudent['status'];
export type LessonStatusValue = RestLesson['status'];
export type AttendanceStatusValue = RestAttendance['status'];
export type AssignmentKindValue = RestAssignment['kind'];
export type ResultStatusValue = RestResult['status'];
export type ResultStatusLabelValue = RestResult['status_label'];
export type ScoreKindValue = RestScore['kind'];
export type TopicGroupValue = RestExercise['topic_group'];
export type ExerciseStoreValue = RestExercise['store'];
export type ScoringModeNumber = 0 | 1 | 2;

export type RestTag = RestOk<'tag/{id}/'>;
export type RestErrorTag = RestOk<'error-tag/{id}/'>;
export type RestQuestionRegistry = RestOk<'question/question-type/'>;
export type RestQuestion = RestOk<'question/{id}/'>;
export type RestQuestionPart = RestItem<'question-part/'>;
export type RestMedia = RestOk<'upload/{id}/'>;

export type RestReport = RestOk<'report/{id}/'>;
export type RestFeedback = RestOk<'feedback/{id}/'>;
export type RestFeedbackSummary = RestItem<'feedback/summary'>;
export type RestArticle = RestOk<'knowledge/{id}/'>;

export type RestIeltsTest = RestOk<'ielt/tests/{id}/'>;
export type RestIeltsTestBrief = NonNullable<RestIeltsExamDate['test']>;
export type RestIeltsExamDate = RestOk<'ielt/dates/{id}/'>;
export type RestIeltsRegistrant = RestOk<'ielt/registrants/{id}/'>;
export type RestIeltsRegistration = RestOk<'ielt/{id}/'>;
export type RestIeltsPayment = RestItem<'ielt/payment/'>;
export type RestIeltsPaymentTransfer = NonNullable<RestIeltsPayment['transfer']>;
export type RestBankStatementReport = RestOk<'ielt/payment/statement', 'post'>;
export type RestPromotionCode = RestItem<'ielt/promotion-codes/'>;
export type RestStudentStatus = RestItem<'class-exercises/student-statuses'>;
export type RestScoreBucket = RestItem<'class-exercises/score-distribution'>;
export type RestErrorTagCount = RestItem<'class/error-tags'>;
export type RestSpeakingScore = RestOk<'speaking-score/'>['results'][number];
export type RestStatistics = RestOk<'users/statistics/'>;
export type RestPresentationGroup = RestOk<'group/{id}/'>;

export type RestNotification = RestNotificationPage['items'][number];
/** A page of the notification centre (not the house's count/results envelope: it carries the unread count). */
export type RestNotificationPage = RestOk<'notification/'>;
export type RestNotificationPreferences = RestOk<'notification/preferences/'>;
export type NotificationKindValue = RestNotification['kind'];
export type NotificationChannelValue = RestNotificationPreferences['channels'][string];
