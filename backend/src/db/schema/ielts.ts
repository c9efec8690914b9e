import { boolean, date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { exercises } from './content.js';
import {
  examDateStatus,
  examFormat,
  ieltsRegistrationStatus,
  paymentStatus,
  promotionStatus,
  skillPackage,
} from './enums.js';
import { users } from './users.js';

const band = (name: string) => numeric(name, { precision: 3, scale: 1, mode: 'number' });

export const ieltsTests = pgTable('ielts_tests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  listeningExerciseId: integer('listening_exercise_id').references(() => exercises.id, {
    onDelete: 'set null',
  }),
  readingExerciseId: integer('reading_exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
  writingExerciseId: integer('writing_exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
  speakingExerciseId: integer('speaking_exercise_id').references(() => exercises.id, {
    onDelete: 'set null',
  }),
  active: boolean('active').notNull().default(true),
  creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ieltsExamDates = pgTable('ielts_exam_dates', {
  id: serial('id').primaryKey(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  shift: text('shift').notNull(),
  ieltsTestId: integer('ielts_test_id').references(() => ieltsTests.id, { onDelete: 'set null' }),
  description: text('description').notNull().default(''),
  skillType: skillPackage('skill_type').notNull(),
  format: examFormat('format').notNull().default('computer'),
  status: examDateStatus('status').notNull().default('open'),
  capacity: integer('capacity').notNull().default(30),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const promotionCodes = pgTable('promotion_codes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  discountPercent: integer('discount_percent').notNull(),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  status: promotionStatus('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A candidate's registration for an IELTS exam date (the IELTS web users of the admin menu). */
export const ieltsRegistrations = pgTable('ielts_registrations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  examDateId: integer('exam_date_id')
    .notNull()
    .references(() => ieltsExamDates.id, { onDelete: 'restrict' }),
  skillPackage: skillPackage('skill_package').notNull(),
  status: ieltsRegistrationStatus('status').notNull().default('unpaid'),
  listeningBand: band('listening_band'),
  readingBand: band('reading_band'),
  writingBand: band('writing_band'),
  speakingBand: band('speaking_band'),
  overallBand: band('overall_band'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable('payments', {
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
  amount: integer('amount').notNull(),
  examType: text('exam_type').notNull(),
  status: paymentStatus('status').notNull().default('pending'),
  promotionCodeId: integer('promotion_code_id').references(() => promotionCodes.id, {
    onDelete: 'set null',
  }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
