import type {
  assignments,
  attendances,
  classStudents,
  classes,
  courses,
  daysOff,
  errorTags,
  exercises,
  lessons,
  media,
  questionParts,
  questions,
  scores,
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
export type ScoreRow = typeof scores.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type ErrorTagRow = typeof errorTags.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionPartRow = typeof questionParts.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

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
