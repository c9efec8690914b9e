import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { attendanceStatus, lessonStatus, staffKind, studentClassStatus } from './enums.js';
import { users } from './users.js';
import { searchTextColumn, searchTextIndex } from '../search.js';
import { serverNow } from '../clock.js';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Target IELTS band, e.g. 5.5; null for general courses. */
    targetBand: text('target_band'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** The name folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('name'),
  },
  (t) => [
    uniqueIndex('courses_name_lower_unique').on(sql`lower(${t.name})`),
    searchTextIndex('courses_search_idx', t.searchText),
  ],
);

/** The class table header of docs/product.md point 2; sessions passed is derived from lessons. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    numberOfSessions: integer('number_of_sessions').notNull(),
    classroomOnline: text('classroom_online').notNull().default(''),
    classroomOffline: text('classroom_offline').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    expectedEndDate: date('expected_end_date', { mode: 'string' }),
    studyTimeStart: time('study_time_start').notNull(),
    studyTimeEnd: time('study_time_end').notNull(),
    classCode: text('class_code').notNull().unique(),
    /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** Name and class code folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('name', 'class_code'),
  },
  (t) => [index('classes_course_idx').on(t.courseId), searchTextIndex('classes_search_idx', t.searchText)],
);

/** Teachers and examiners (specialize) assigned to a class. */
export const classStaff = pgTable(
  'class_staff',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: staffKind('kind').notNull(),
  },
  (t) => [unique('class_staff_unique').on(t.classId, t.userId), index('class_staff_user_idx').on(t.userId)],
);

export const classStudents = pgTable(
  'class_students',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: studentClassStatus('status').notNull().default('request'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('class_students_unique').on(t.classId, t.studentId),
    index('class_students_student_idx').on(t.studentId),
  ],
);

/** A dated session of a class: the timetable is the list of a class's lessons. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    studyDate: date('study_date', { mode: 'string' }).notNull(),
    studyTimeStart: time('study_time_start').notNull(),
    studyTimeEnd: time('study_time_end').notNull(),
    recordLink: text('record_link').notNull().default(''),
    slideLink: text('slide_link').notNull().default(''),
    status: lessonStatus('status').notNull().default('scheduled'),
    note: text('note').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('lessons_class_date_idx').on(t.classId, t.studyDate),
    // Statistics read the lessons of a date range over every class (issue 15).
    index('lessons_study_date_idx').on(t.studyDate, t.classId),
    // A class meets once at a given date and time: a repeated "add lesson" finds the first one. A canceled
    // lesson keeps its record and leaves the slot free for the lesson that replaces it.
    uniqueIndex('lessons_class_date_start_uq')
      .on(t.classId, t.studyDate, t.studyTimeStart)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

export const attendances = pgTable(
  'attendances',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: attendanceStatus('status').notNull(),
    note: text('note').notNull().default(''),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('attendances_unique').on(t.lessonId, t.studentId),
    // Statistics count a lesson's marks by status from the index alone (issue 15).
    index('attendances_lesson_status_idx').on(t.lessonId, t.status),
    index('attendances_student_idx').on(t.studentId),
  ],
);

/** A day without lessons: for one class, or for the whole academy when class_id is null. */
export const daysOff = pgTable(
  'days_off',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('days_off_class_idx').on(t.classId, t.date),
    // One row per class and date; academy-wide rows (class_id null) are unique per date too.
    unique('days_off_class_date_unique').on(t.classId, t.date).nullsNotDistinct(),
  ],
);
