import type {
  articles,
  assignments,
  attemptPlays,
  attendances,
  classStudents,
  classes,
  courses,
  daysOff,
  errorTags,
  exercises,
  feedback,
  notificationPreferences,
  notifications,
  ieltsBandCorrections,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsTests,
  lessons,
  payments,
  promotionCodes,
  media,
  presentationGroups,
  questionParts,
  questions,
  reports,
  scores,
  speakingScores,
  speechScores,
  tags,
  userExams,
} from './schema.js';

/** Rows as drizzle reads them, named for the layers that receive rows without querying (presenters, routes). */
export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type AttendanceRow = typeof attendances.$inferSelect;
export type DayOffRow = typeof daysOff.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
export type UserExamRow = typeof userExams.$inferSelect;
export type AttemptPlayRow = typeof attemptPlays.$inferSelect;
export type ScoreRow = typeof scores.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type ErrorTagRow = typeof errorTags.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionPartRow = typeof questionParts.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/** A report with what its list shows beside it (queries/reports.ts). */
export interface ReportView {
  report: ReportRow;
  exercise: { id: number; name: string; store: ExerciseRow['store'] };
  question: { id: number; title: string } | null;
  reporter: { id: number; name: string; email: string };
  resolver: { id: number; name: string } | null;
}

/** A feedback with its class and author (queries/feedback.ts). */
export interface FeedbackView {
  feedback: FeedbackRow;
  klass: { id: number; name: string };
  author: { id: number; name: string; email: string };
}

/** What a page of questions shows beside each row: its tags, media, number of parts and whether it was answered. */
export interface QuestionExtras {
  tags: Map<number, { id: number; name: string }[]>;
  media: Map<number, MediaRow>;
  partCounts: Map<number, number>;
  answered: Set<number>;
}

/** What a page of exercises shows beside each row: its questions in order, tags, and the questions' types. */
export interface ExerciseExtras {
  questions: Map<number, { id: number; type: QuestionRow['questionType']; supersededById: number | null }[]>;
  tags: Map<number, { id: number; name: string }[]>;
  assigned: Set<number>;
}

// IELTS operations (issue 14).
export type IeltsTestRow = typeof ieltsTests.$inferSelect;
export type IeltsExamDateRow = typeof ieltsExamDates.$inferSelect;
export type IeltsRegistrationRow = typeof ieltsRegistrations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

/** An IELTS test with its exercises' and creator's names. */
export interface IeltsTestView {
  test: IeltsTestRow;
  exerciseNames: Record<'listening' | 'reading' | 'writing' | 'speaking', string | null>;
  creatorName: string | null;
}

/** An exam date with its test's public part and its seats taken. */
export interface IeltsExamDateView {
  date: IeltsExamDateRow;
  test: Pick<IeltsTestRow, 'id' | 'name' | 'module' | 'description' | 'active' | 'createdAt'> | null;
  registered: number;
}

/** A registrant: a user who registered or signed up for IELTS. */
export interface IeltsRegistrantView {
  user: {
    id: number;
    name: string;
    email: string;
    phone: string;
    dateOfBirth: string | null;
    passport: string;
    address: string;
    createdAt: Date;
  };
  isLmsStudent: boolean;
  registrationCount: number;
}

export interface PaymentView {
  payment: PaymentRow;
  code: PromotionCodeRow | null;
}

/** One section of a registration: the assignment and the candidate's latest attempt at it. */
export interface IeltsSectionView {
  skill: 'listening' | 'reading' | 'writing' | 'speaking';
  classId: number;
  assignmentId: number;
  timeLimit: number;
  attempt: { id: number; status: string } | null;
}

export interface IeltsRegistrationView {
  registration: IeltsRegistrationRow;
  examDate: IeltsExamDateView;
  payment: PaymentView | null;
  sections: IeltsSectionView[];
  examiner: { id: number; name: string } | null;
  /** Who saved the latest band draft (staff only). */
  drafter: { id: number; name: string } | null;
  /** The corrections of the published bands, oldest first (issue 30 point 4). */
  corrections: IeltsBandCorrectionView[];
}
export interface IeltsBandCorrectionView {
  correction: typeof ieltsBandCorrections.$inferSelect;
  corrector: { id: number; name: string } | null;
}
export type SpeakingScoreRow = typeof speakingScores.$inferSelect;
export type SpeechScoreRow = typeof speechScores.$inferSelect;
export type PresentationGroupRow = typeof presentationGroups.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
