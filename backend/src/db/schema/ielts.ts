import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from './classes.js';
import { exercises } from './content.js';
import {
  discountKind,
  examDateStatus,
  examFormat,
  ieltsModule,
  ieltsRegistrationStatus,
  ieltsSkill,
  paymentMethod,
  paymentStatus,
  promotionStatus,
  skillPackage,
} from './enums.js';
import { assignments } from './exams.js';
import { users } from './users.js';
import { serverNow } from '../clock.js';

const band = (name: string) => numeric(name, { precision: 3, scale: 1, mode: 'number' });

/** A raw-to-band table (`@lms/domain` BandRow), highest band first. */
export type BandTable = { minRaw: number; band: number }[];

export const ieltsTests = pgTable(
  'ielts_tests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    listeningExerciseId: integer('listening_exercise_id').references(() => exercises.id, {
      onDelete: 'set null',
    }),
    readingExerciseId: integer('reading_exercise_id').references(() => exercises.id, {
      onDelete: 'set null',
    }),
    writingExerciseId: integer('writing_exercise_id').references(() => exercises.id, {
      onDelete: 'set null',
    }),
    speakingExerciseId: integer('speaking_exercise_id').references(() => exercises.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    /** Academic or general training: picks the default reading table. */
    module: ieltsModule('module').notNull().default('academic'),
    /** Null: the published listening table (`@lms/domain` DEFAULT_LISTENING_TABLE). */
    listeningTable: jsonb('listening_table').$type<BandTable>(),
    /** Null: the module's published reading table. */
    readingTable: jsonb('reading_table').$type<BandTable>(),
    /** How often its listening recordings play in the runner: 0 without limit, 1 once (IELTS), 2 twice. */
    listeningPlays: smallint('listening_plays').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [check('ielts_tests_listening_plays_range', sql`${t.listeningPlays} between 0 and 2`)],
);

export const ieltsExamDates = pgTable('ielts_exam_dates', {
  id: serial('id').primaryKey(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  /** 'morning' or 'afternoon' (IELTS_SHIFTS). */
  shift: text('shift').notNull(),
  ieltsTestId: integer('ielts_test_id').references(() => ieltsTests.id, { onDelete: 'set null' }),
  description: text('description').notNull().default(''),
  skillType: skillPackage('skill_type').notNull(),
  format: examFormat('format').notNull().default('computer'),
  status: examDateStatus('status').notNull().default('open'),
  capacity: integer('capacity').notNull().default(30),
  /** The fee in Vietnamese dong, before any promotion. */
  unitPrice: integer('unit_price').notNull().default(4_750_000),
  /** The class the sittings are assigned and marked in; made when the first payment is confirmed. */
  classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/** One skill's section of an exam date: an assignment of the test's exercise in the date's class. */
export const ieltsSections = pgTable(
  'ielts_sections',
  {
    id: serial('id').primaryKey(),
    examDateId: integer('exam_date_id')
      .notNull()
      .references(() => ieltsExamDates.id, { onDelete: 'cascade' }),
    skill: ieltsSkill('skill').notNull(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('ielts_sections_date_skill_uq').on(t.examDateId, t.skill),
    uniqueIndex('ielts_sections_assignment_uq').on(t.assignmentId),
  ],
);

export const promotionCodes = pgTable('promotion_codes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  discountKind: discountKind('discount_kind').notNull().default('percent'),
  /** The percentage when `discount_kind` is percent. */
  discountPercent: integer('discount_percent').notNull(),
  /** The amount in dong when `discount_kind` is amount. */
  discountAmount: integer('discount_amount').notNull().default(0),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  status: promotionStatus('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An examiner's criteria bands of one writing task. */
export interface WritingTaskMarks {
  taskAchievement: number;
  coherenceCohesion: number;
  lexicalResource: number;
  grammaticalRange: number;
}
/** An examiner's criteria bands of speaking. */
export interface SpeakingMarks {
  fluencyCoherence: number;
  lexicalResource: number;
  grammaticalRange: number;
  pronunciation: number;
}
export interface IeltsMarks {
  writingTask1: WritingTaskMarks;
  writingTask2: WritingTaskMarks;
  speaking: SpeakingMarks | null;
}

/** A candidate's registration for an IELTS exam date (the IELTS web users of the admin menu). */
export const ieltsRegistrations = pgTable(
  'ielts_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examDateId: integer('exam_date_id')
      .notNull()
      .references(() => ieltsExamDates.id, { onDelete: 'restrict' }),
    skillPackage: skillPackage('skill_package').notNull(),
    status: ieltsRegistrationStatus('status').notNull().default('unpaid'),
    listeningRaw: integer('listening_raw'),
    readingRaw: integer('reading_raw'),
    listeningBand: band('listening_band'),
    readingBand: band('reading_band'),
    writingBand: band('writing_band'),
    speakingBand: band('speaking_band'),
    overallBand: band('overall_band'),
    /** The examiner's criteria bands (writing tasks, speaking). */
    marks: jsonb('marks').$type<IeltsMarks>(),
    examinerId: integer('examiner_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the bands were published (the candidate sees and is mailed them); set once, by publishing. */
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /**
     * The latest band draft (issue 30 point 4): who saved it and when. A draft stays the staff's until published
     * (status `marked`); with IELTS_PUBLISH_BY=second its author cannot publish it.
     */
    draftedBy: integer('drafted_by').references(() => users.id, { onDelete: 'set null' }),
    draftedAt: timestamp('drafted_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The candidate's language when registering: the mails' language. */
    lang: text('lang').notNull().default('vi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    // A second registration for the same date is refused; a canceled one does not count.
    uniqueIndex('ielts_registrations_user_date_uq')
      .on(t.userId, t.examDateId)
      .where(sql`${t.status} <> 'canceled'`),
    index('ielts_registrations_date_idx').on(t.examDateId),
    index('ielts_registrations_examiner_idx').on(t.examinerId),
  ],
);

/** The bands of a published registration, before or after a correction. */
export interface PublishedBands {
  listeningRaw: number | null;
  readingRaw: number | null;
  listening: number | null;
  reading: number | null;
  writing: number | null;
  speaking: number | null;
  overall: number | null;
  marks: IeltsMarks | null;
}

/**
 * Corrections of published bands (issue 30 point 4): who, when, from what to what and why. Rows are only ever
 * inserted: a trigger refuses updates and deletes (docs/decisions.md "bands").
 */
export const ieltsBandCorrections = pgTable(
  'ielts_band_corrections',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => ieltsRegistrations.id, { onDelete: 'restrict' }),
    correctedBy: integer('corrected_by').references(() => users.id, { onDelete: 'restrict' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(serverNow),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<PublishedBands>().notNull(),
    after: jsonb('after').$type<PublishedBands>().notNull(),
  },
  (t) => [index('ielts_band_corrections_registration_idx').on(t.registrationId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').references(() => ieltsRegistrations.id, {
      onDelete: 'set null',
    }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoice: text('invoice').notNull().unique(),
    /** Vietnamese dong, whole numbers. */
    unitPrice: integer('unit_price').notNull(),
    /** What the promotion code took off. */
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull(),
    examType: text('exam_type').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    method: paymentMethod('method'),
    promotionCodeId: integer('promotion_code_id').references(() => promotionCodes.id, {
      onDelete: 'set null',
    }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [index('payments_registration_idx').on(t.registrationId)],
);

/**
 * The bank statement rows that confirmed a payment (docs/design.md section 10): a row is known by the bank's
 * reference, or without one by a hash of its date, amount and description, so importing a statement again
 * confirms nothing twice.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    rowKey: text('row_key').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reference: text('reference'),
    description: text('description').notNull(),
    transferredOn: text('transferred_on'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [index('bank_transfers_payment_idx').on(t.paymentId)],
);
