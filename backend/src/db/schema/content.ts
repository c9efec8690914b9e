import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
} from 'drizzle-orm/pg-core';
import { courses } from './classes.js';
import { searchTextColumn, searchTextIndex } from '../search.js';
import { mediaKind, questionType, store, topicGroup } from './enums.js';
import { users } from './users.js';
import { serverNow } from '../clock.js';

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/** Error tags put on answers while marking; common when manager_id is null, child tags via parent_id. */
export const errorTags = pgTable('error_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => errorTags.id, { onDelete: 'cascade' }),
  link: text('link').notNull().default(''),
  managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
  isCommon: boolean('is_common').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/** Uploaded files: type checked by content, stored under UPLOAD_DIR. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  kind: mediaKind('kind').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  originalName: text('original_name').notNull().default(''),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    questionType: questionType('question_type').notNull(),
    content: text('content').notNull().default(''),
    /** A listening question's transcript: markers read it, students only once their work is returned. */
    transcript: text('transcript').notNull().default(''),
    description: text('description').notNull().default(''),
    topicGroup: topicGroup('topic_group').notNull().default('other'),
    store: store('store').notNull(),
    /** 0 private, 1 public (docs/product.md visibility). */
    visibility: smallint('visibility').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => questions.id, {
      onDelete: 'set null',
    }),
    /**
     * Versions (docs/design.md section 8): editing a question that has answers writes a new row with the next
     * version and the same lineage (`root_id`, the first version's id; null on the first version itself),
     * and points the old row at it. Banks list current versions only; answers keep the version they answered.
     */
    version: integer('version').notNull().default(1),
    rootId: integer('root_id').references((): AnyPgColumn => questions.id, { onDelete: 'set null' }),
    supersededById: integer('superseded_by_id').references((): AnyPgColumn => questions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** Title, instructions and description folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('title', 'content', 'description'),
  },
  (t) => [
    index('questions_store_owner_idx').on(t.store, t.ownerId),
    index('questions_root_idx').on(t.rootId),
    index('questions_media_idx').on(t.mediaId),
    searchTextIndex('questions_search_idx', t.searchText),
    // The bank lists current versions, most recently changed first (`updated_at DESC, id DESC`, a backward
    // scan): a page is read off this index instead of sorting every match.
    index('questions_current_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.supersededById} IS NULL`),
  ],
);

/**
 * One scorable part of a question. `content` holds the prompt (text, options, blanks),
 * `answer` the key; both are shaped by the part's type.
 */
export const questionParts = pgTable(
  'question_parts',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    questionType: questionType('question_type').notNull(),
    content: jsonb('content').notNull().default({}),
    answer: jsonb('answer').notNull().default({}),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('question_parts_question_idx').on(t.questionId),
    // Who may read a medium asks which questions use it (issue 26 point 3, policies/media.ts).
    index('question_parts_media_idx').on(t.mediaId),
  ],
);

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    store: store('store').notNull(),
    visibility: smallint('visibility').notNull().default(0),
    /** 0 auto, 1 manual, 2 hybrid. */
    scoringMode: smallint('scoring_mode').notNull().default(0),
    topicGroup: topicGroup('topic_group').notNull().default('other'),
    /** How often a listening recording may be played: 0 without limit, 1 once (IELTS), 2 twice. */
    audioPlays: smallint('audio_plays').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => exercises.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** Name and description folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('name', 'description'),
  },
  (t) => [
    index('exercises_store_owner_idx').on(t.store, t.ownerId),
    searchTextIndex('exercises_search_idx', t.searchText),
    check('exercises_audio_plays_range', sql`${t.audioPlays} between 0 and 2`),
  ],
);

export const exerciseQuestions = pgTable(
  'exercise_questions',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.questionId] })],
);

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] }), index('question_tags_tag_idx').on(t.tagId)],
);

export const exerciseTags = pgTable(
  'exercise_tags',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.tagId] })],
);
