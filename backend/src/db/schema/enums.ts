import { TOPIC_GROUPS, type QuestionType as RegistryType } from '@lms/domain/questions';
import { pgEnum } from 'drizzle-orm/pg-core';

/** docs/product.md point 3 enumerations, as Postgres enums so bad values never reach a row. */
export const QUESTION_TYPES = [
  'rephrasing',
  'choice_one_answer',
  'plan_map_diagram_labelling',
  'matching_heading',
  'summary_completion',
  'writing',
  'matching_sentence',
  'presentation',
  'gap_fill',
  'paragraph',
  'multiple_choice',
  'matching',
  'sentence_completion',
  'chart_completion',
  'table_completion',
  'word_order',
  'error_correction',
  'translation',
  'translation_v2',
  'writing_v2',
  'dictation',
  'pronunciation',
  'speaking',
  'picture_mark',
  'speaking2',
  'pictorial_words',
  'listening_definition',
  'grammar_speaking_application',
  'listen_topic',
  'elsa_speaking',
  'null',
  'speaking_ielt',
  'summary_gap_fill',
  'yes_no',
  'true_false',
] as const;
// The same 35 types as the registry of @lms/domain, in docs/product.md's order (the order of the Postgres enum).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameTypes: Same<(typeof QUESTION_TYPES)[number], RegistryType> = true;
void sameTypes;
export { TOPIC_GROUPS };

export const STUDENT_CLASS_STATUSES = ['inactive', 'active', 'request', 'reserve'] as const;
export const ASSIGNMENT_KINDS = ['home_work', 'test', 'presentation', 'ielt'] as const;
export const SCORE_KINDS = ['score_presentation', 'score_test', 'score_home_work'] as const;
export const RESULT_STATUSES = ['pass', 'fail', 'unfinished', 'waiting_score', 'holding'] as const;
export const STORES = ['common', 'private'] as const;
export const LESSON_STATUSES = ['scheduled', 'done', 'canceled'] as const;
export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export const STAFF_KINDS = ['teacher', 'specialize'] as const;
export const IELTS_REGISTRATION_STATUSES = [
  'unfinished',
  'canceled',
  'marked',
  'unpaid',
  'unmarked',
] as const;
export const SKILL_PACKAGES = ['3_skills', '4_skills'] as const;
export const IELTS_SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
export const EXAM_FORMATS = ['computer', 'paper'] as const;
export const EXAM_DATE_STATUSES = ['open', 'closed', 'canceled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'canceled'] as const;
export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
export const IELTS_MODULES = ['academic', 'general'] as const;
export const IELTS_SHIFTS = ['morning', 'afternoon'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'cash'] as const;
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export const CHANGE_ACTIONS = ['delete', 'edit', 'add', 'comment'] as const;
export const MEDIA_KINDS = ['img', 'audio'] as const;

export const questionType = pgEnum('question_type', QUESTION_TYPES);
export const studentClassStatus = pgEnum('student_class_status', STUDENT_CLASS_STATUSES);
export const assignmentKind = pgEnum('assignment_kind', ASSIGNMENT_KINDS);
export const scoreKind = pgEnum('score_kind', SCORE_KINDS);
export const resultStatus = pgEnum('result_status', RESULT_STATUSES);
export const topicGroup = pgEnum('topic_group', TOPIC_GROUPS);
export const store = pgEnum('store', STORES);
export const lessonStatus = pgEnum('lesson_status', LESSON_STATUSES);
export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const staffKind = pgEnum('staff_kind', STAFF_KINDS);
export const ieltsRegistrationStatus = pgEnum('ielts_registration_status', IELTS_REGISTRATION_STATUSES);
export const skillPackage = pgEnum('skill_package', SKILL_PACKAGES);
export const ieltsSkill = pgEnum('ielts_skill', IELTS_SKILLS);
export const examFormat = pgEnum('exam_format', EXAM_FORMATS);
export const examDateStatus = pgEnum('exam_date_status', EXAM_DATE_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const promotionStatus = pgEnum('promotion_status', PROMOTION_STATUSES);
export const ieltsModule = pgEnum('ielts_module', IELTS_MODULES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);
export const changeAction = pgEnum('change_action', CHANGE_ACTIONS);
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/** Roles as docs/product.md numbers them. */
export const ROLE = { ADMIN: 0, STUDENT: 1, TEACHER: 2, SPECIALIZE: 4 } as const;
export type RoleNumber = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES = { 0: 'admin', 1: 'student', 2: 'teacher', 4: 'specialize' } as const;
