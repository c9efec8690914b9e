import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARTICLE_TOPICS, REPORT_KINDS } from '@lms/domain';
import { searchTextColumn, searchTextIndex } from '../search.js';
import { classes } from './classes.js';
import { exercises, questions } from './content.js';
import { userExams } from './exams.js';
import { users } from './users.js';
import { serverNow } from '../clock.js';

export { ARTICLE_TOPICS, REPORT_KINDS };
/** The languages a report's reporter is answered in, and an article is written in. */
export const CONTENT_LANGUAGES = ['vi', 'en'] as const;

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Problems users report on an exercise, or on one of its questions (issue 15); administrators resolve them,
 * and the reporter is told by mail in the language they reported in (`lang`).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    /** The question the problem is in; null when it concerns the exercise as a whole. */
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    /** The attempt the reporter was taking or reviewing, when reported from one. */
    attemptId: integer('attempt_id').references(() => userExams.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    content: text('content').notNull(),
    lang: text('lang').notNull().default('vi'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the administrator did, sent to the reporter. */
    resolutionNote: text('resolution_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    index('reports_created_idx').on(t.createdAt),
    index('reports_exercise_idx').on(t.exerciseId),
    check('reports_kind_known', sql`${t.kind} in (${oneOf(REPORT_KINDS)})`),
    check('reports_lang_known', sql`${t.lang} in (${oneOf(CONTENT_LANGUAGES)})`),
  ],
);

/**
 * A student's feedback on one of their classes (issue 15): a rating of 1 to 5 and a text, once per class
 * (edited afterwards). `anonymous` hides the author from the class's teachers, never from administrators.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    uniqueIndex('feedback_class_author_idx').on(t.classId, t.authorId),
    index('feedback_author_idx').on(t.authorId),
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** The knowledge base (`/knowledge`): articles on studying and IELTS that administrators write. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown (headings, lists, emphasis, links); rendered without raw HTML. */
    body: text('body').notNull(),
    topic: text('topic').notNull(),
    lang: text('lang').notNull(),
    /** Drafts are read by administrators only. */
    published: boolean('published').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** Title, summary and body folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('title', 'summary', 'body'),
  },
  (t) => [
    searchTextIndex('articles_search_idx', t.searchText),
    index('articles_updated_idx').on(t.updatedAt),
    check('articles_topic_known', sql`${t.topic} in (${oneOf(ARTICLE_TOPICS)})`),
    check('articles_lang_known', sql`${t.lang} in (${oneOf(CONTENT_LANGUAGES)})`),
  ],
);
