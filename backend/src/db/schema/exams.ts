import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ReviewOptions } from '@lms/domain';
import { classes } from './classes.js';
import { exercises, media, questionParts, tags, errorTags } from './content.js';
import { assignmentKind, changeAction, resultStatus, scoreKind } from './enums.js';
import { users } from './users.js';
import { serverNow } from '../clock.js';

/** An exercise assigned to a class (the spec's class-exercise / homework assignment). */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    kind: assignmentKind('kind').notNull(),
    title: text('title').notNull(),
    tutorial: text('tutorial').notNull().default(''),
    tagId: integer('tag_id').references(() => tags.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Minutes; null means untimed. */
    timeLimit: integer('time_limit'),
    minScore: numeric('min_score', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    maxScore: numeric('max_score', { precision: 6, scale: 2, mode: 'number' }).notNull().default(100),
    maxAccesses: integer('max_accesses').notNull().default(3),
    /**
     * An exam (full screen, exits counted against `max_accesses`, a countdown to the attempt's end) or not
     * (the deadline shown as a date, left and resumed freely). No default: whoever writes an assignment
     * decides, by @lms/domain's `examModeByDefault(kind)` unless the teacher chose (issue 25 point 6).
     */
    examMode: boolean('exam_mode').notNull(),
    /**
     * Attempts a student may make (issue 26 point 1): tests and IELTS 1, other work 3 by default
     * (@lms/domain's `defaultMaxAttempts`); each redo a teacher asks for adds one.
     */
    maxAttempts: integer('max_attempts').notNull(),
    /**
     * What a student sees of a submitted attempt and when (`answers`, `score`, `keys`, `feedback`, each
     * `after_submit | after_deadline | after_return | never`); @lms/domain's `reviewVisibility` applies it.
     */
    reviewOptions: jsonb('review_options').$type<ReviewOptions>().notNull(),
    /**
     * Marked with the students' names hidden (issue 32 point 3): markers see a stable pseudonym per student
     * until the marks are returned.
     */
    anonymousMarking: boolean('anonymous_marking').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [index('assignments_class_idx').on(t.classId)],
);

/** Why an attempt was submitted: by its student, at the end of its time, or on reaching the access limit. */
export const SUBMIT_REASONS = ['student', 'time_up', 'access_limit'] as const;
export type SubmitReason = (typeof SUBMIT_REASONS)[number];

/** A student's attempt at an assignment: the result that moves unfinished -> waiting_score -> pass|fail. */
export const userExams = pgTable(
  'user_exams',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    status: resultStatus('status').notNull().default('unfinished'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The server's end of the attempt: min(deadline, started_at + time limit + extra); null when untimed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The student's extra time on this attempt's limit, fixed when it starts (issue 31 point 1). */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    accessCount: integer('access_count').notNull().default(0),
    /** Why it was submitted: 'student', 'time_up' or 'access_limit'; null while it is taken. */
    submitReason: text('submit_reason').$type<SubmitReason>(),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    /**
     * Set when submitted (docs/decisions.md, issue 25): the keyed parts' points and what they could give, on
     * the assignment's scale, and the parts waiting for a marker. Null before, and for older attempts.
     */
    keyedScore: numeric('keyed_score', { precision: 6, scale: 2, mode: 'number' }),
    keyedMaxScore: numeric('keyed_max_score', { precision: 6, scale: 2, mode: 'number' }),
    partsAwaitingMarker: integer('parts_awaiting_marker'),
    comment: text('comment').notNull().default(''),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /**
     * A marker asked the student to redo this returned attempt (issue 13), even above the minimum: the
     * student may then start the next attempt inside the assignment's window. Null when nobody asked.
     */
    redoRequestedAt: timestamp('redo_requested_at', { withTimezone: true }),
    redoRequestedBy: integer('redo_requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The marker's word to the student with the redo ('' when none). */
    redoNote: text('redo_note').notNull().default(''),
    /**
     * The attempt's secret seed of its presentation (issue 26 point 2, docs/decisions.md): parts shuffled and
     * keyed per attempt from it. Drawn by the database; never sent.
     */
    shuffleSeed: text('shuffle_seed')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('user_exams_attempt_unique').on(t.assignmentId, t.studentId, t.attempt),
    index('user_exams_student_idx').on(t.studentId),
    // Statistics: marked attempts of an assignment by submission date, and the waiting ones (issue 15).
    index('user_exams_assignment_status_idx').on(t.assignmentId, t.status, t.submittedAt),
    // The expiry sweep of every backend process: open attempts by their end (issue 26, commands/expiry.ts).
    index('user_exams_open_ends_at_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'unfinished'`),
    check(
      'user_exams_submit_reason_valid',
      sql`${t.submitReason} is null or ${t.submitReason} in ('student', 'time_up', 'access_limit')`,
    ),
  ],
);

export const userAnswers = pgTable(
  'user_answers',
  {
    id: serial('id').primaryKey(),
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    questionPartId: integer('question_part_id')
      .notNull()
      .references(() => questionParts.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').notNull(),
    /** The client's sequence number of the save held: an older one never overwrites it (docs/design.md section 9). */
    seq: integer('seq').notNull().default(0),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    teacherComment: text('teacher_comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('user_answers_unique').on(t.userExamId, t.questionPartId),
    // The recording a spoken answer names: who may read a medium asks for it (issue 26 point 3).
    index('user_answers_media_idx')
      .on(sql`(${t.answer} ->> 'mediaId')`)
      .where(sql`${t.answer} ? 'mediaId'`),
  ],
);

/** A student accepted an assignment's exam rules (full screen, access limit, time) before taking it. */
export const examAgreements = pgTable(
  'exam_agreements',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);

/** Each exit from full screen, once per client event id: the attempt's access count counts these. */
export const examExits = pgTable(
  'exam_exits',
  {
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [primaryKey({ columns: [t.userExamId, t.eventId] })],
);

/**
 * Each play of a limited listening clip in an attempt, started by the server's clock (issue 30 point 3):
 * `play` counts from 1 per clip; `ends_at` is the start plus the clip's duration read from the file, null when
 * the file tells none (then the play runs until the attempt ends, docs/decisions.md).
 */
export const attemptPlays = pgTable(
  'attempt_plays',
  {
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    play: integer('play').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userExamId, t.mediaId, t.play] }),
    check('attempt_plays_play_positive', sql`${t.play} >= 1`),
  ],
);

export const answerErrorTags = pgTable(
  'answer_error_tags',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => userAnswers.id, { onDelete: 'cascade' }),
    errorTagId: integer('error_tag_id')
      .notNull()
      .references(() => errorTags.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.errorTagId] })],
);

/** Scores kept per class and student outside exams (presentations, tests, homework). */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    kind: scoreKind('kind').notNull(),
    value: numeric('value', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('scores_class_student_idx').on(t.classId, t.studentId),
    // One mark of a kind per student and assignment; scores outside an assignment repeat safely through
    // the Idempotency-Key header instead.
    uniqueIndex('scores_student_assignment_kind_uq')
      .on(t.classId, t.studentId, t.assignmentId, t.kind)
      .where(sql`${t.assignmentId} IS NOT NULL`),
  ],
);

/**
 * One student's accommodation on one assignment (issue 31 point 1, docs/design.md section 12): set by the
 * class's teachers or an admin, it wins over the student's standing setting (`student_accommodations`) for
 * this assignment. Extra time lengthens the time limit, never the deadline; extra attempts add to the cap.
 */
export const assignmentAccommodations = pgTable(
  'assignment_accommodations',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraTimePercent: smallint('extra_time_percent'),
    extraTimeMinutes: smallint('extra_time_minutes'),
    extraAttempts: smallint('extra_attempts').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);

/** One mark of a part in a draft: its score, a comment and error tags with notes. */
export interface DraftPartMark {
  partId: number;
  score: number | null;
  comment: string;
  errorTags: { errorTagId: number; note: string }[];
}

/**
 * A marker's draft of an attempt's marks (docs/design.md section 9): kept apart from the returned marks in
 * `user_answers`, `answer_error_tags` and `user_exams`, which students read; returning the work copies it there
 * and removes it. One per attempt, whoever of its markers wrote last.
 */
export const markingDrafts = pgTable('marking_drafts', {
  userExamId: integer('user_exam_id')
    .primaryKey()
    .references(() => userExams.id, { onDelete: 'cascade' }),
  comment: text('comment').notNull().default(''),
  parts: jsonb('parts').$type<DraftPartMark[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/**
 * Who has an attempt's marking page open (issue 26 point 5): one row per marker and attempt, its `seen_at`
 * moved on by the page's heartbeat (server clock). A row older than a minute is someone who left; it is
 * ignored, and cleared by the next heartbeat on the attempt.
 */
export const markingPresence = pgTable(
  'marking_presence',
  {
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [primaryKey({ columns: [t.userExamId, t.userId] })],
);

/** Speaking rubric marks (docs/product.md point 9 bands) on a user exam. */
export const speakingScores = pgTable(
  'speaking_scores',
  {
    id: serial('id').primaryKey(),
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    criterion: text('criterion').notNull(),
    band: text('band').notNull(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [unique('speaking_scores_unique').on(t.userExamId, t.criterion)],
);

/** One criterion of a group's presentation rubric: the band picked and the point inside it. */
export interface PresentationRubricMark {
  criterion: string;
  band: string;
  point: number;
}

/**
 * A group of students presenting together for a presentation assignment (issue 13), with its marks: the
 * rubric (`presentation_score` is the mean of its points), a slide and a script score. The marks are a draft
 * until `returned_at`; returning writes each member's `score_presentation` row, which students read.
 */
export const presentationGroups = pgTable(
  'presentation_groups',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rubric: jsonb('rubric').$type<PresentationRubricMark[]>().notNull().default([]),
    presentationScore: numeric('presentation_score', { precision: 5, scale: 2, mode: 'number' }),
    slideScore: numeric('slide_score', { precision: 5, scale: 2, mode: 'number' }),
    scriptScore: numeric('script_score', { precision: 5, scale: 2, mode: 'number' }),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('presentation_groups_assignment_idx').on(t.assignmentId),
    uniqueIndex('presentation_groups_assignment_name_uq').on(t.assignmentId, t.name),
  ],
);

/** A group's members; a student is in at most one group of an assignment (the unique index). */
export const presentationGroupMembers = pgTable(
  'presentation_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => presentationGroups.id, { onDelete: 'cascade' }),
    // Copied from the group so the database itself keeps a student in one group per assignment.
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    uniqueIndex('presentation_group_members_assignment_student_uq').on(t.assignmentId, t.studentId),
  ],
);

/** Audit trail of edits on marked work and content (docs/product.md change-record actions). */
export const changeRecords = pgTable(
  'change_records',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    action: changeAction('action').notNull(),
    /**
     * Who made the change. No foreign keys on this table (issue 32 point 2): a record outlives what it names,
     * and nothing may update it, not even an `ON DELETE SET NULL`; `actor_name` keeps the name as it was.
     */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    changes: jsonb('changes').notNull().default({}),
    /** The reason, where one is asked (a band corrected, a mark changed after return). */
    comment: text('comment').notNull().default(''),
    /** What the record is read by (issue 32 point 2): the class, the attempt, the student or candidate it concerns. */
    classId: integer('class_id'),
    userExamId: integer('user_exam_id'),
    subjectUserId: integer('subject_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('change_records_entity_idx').on(t.entityType, t.entityId),
    index('change_records_class_idx').on(t.classId, t.createdAt),
    index('change_records_attempt_idx').on(t.userExamId),
    index('change_records_subject_idx').on(t.subjectUserId, t.createdAt),
    index('change_records_created_idx').on(t.createdAt),
  ],
);

/**
 * The speech scorer's work on a spoken-target part of an attempt (docs/design.md section 9): queued on submit,
 * taken one at a time off the request path, then scored (what was heard, the word-alignment match and the
 * part's score, also written to the answer) or left to a person with the reason (`no_engine`, `failed`).
 */
export const speechScores = pgTable(
  'speech_scores',
  {
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    questionPartId: integer('question_part_id')
      .notNull()
      .references(() => questionParts.id, { onDelete: 'cascade' }),
    /** queued, running, scored, failed (the engine could not read the recording), no_engine. */
    status: text('status').$type<'queued' | 'running' | 'scored' | 'failed' | 'no_engine'>().notNull(),
    /** pocketsphinx (the embedded recogniser) or service (SPEECH_SCORING_URL); null before it ran. */
    engine: text('engine'),
    recognised: text('recognised').notNull().default(''),
    match: numeric('match', { precision: 4, scale: 3, mode: 'number' }),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    error: text('error').notNull().default(''),
    tries: integer('tries').notNull().default(0),
    /** How long the engine took, in milliseconds. */
    elapsedMs: integer('elapsed_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    primaryKey({ columns: [t.userExamId, t.questionPartId] }),
    index('speech_scores_status_idx').on(t.status, t.createdAt),
  ],
);
