import type {
  AssignmentKindValue,
  RestBankStatementReport,
  AttendanceStatusValue,
  ExerciseStoreValue,
  RestOk,
  RestQuery,
  RestQuestionRegistry,
  GenderNumber,
  LessonStatusValue,
  ResultStatusLabelValue,
  ResultStatusValue,
  RoleNumber,
  ScoreKindValue,
  ScoringModeNumber,
  StudentClassStatusValue,
  TopicGroupValue,
  RestArticle,
  RestReport,
  RestSpeakingScore,
  RestPresentationGroup,
  RestStatistics,
  NotificationKindValue,
  NotificationChannelValue,
} from './rest/types.js';
import type { ErrorTagTrend, OverviewStatus } from '@lms/domain';

/**
 * GraphQL enum names on the wire, the REST values inside the gateway: resolvers pass REST values through and
 * arguments arrive as REST values. codegen.ts reads the same map, so the generated types are the REST ones.
 */
export const enumValues = {
  Role: { ADMIN: 0, STUDENT: 1, TEACHER: 2, SPECIALIZE: 4 },
  Gender: { MALE: 0, FEMALE: 1 },
  StudentClassStatus: { INACTIVE: 'inactive', ACTIVE: 'active', REQUEST: 'request', RESERVE: 'reserve' },
  LessonStatus: { SCHEDULED: 'scheduled', DONE: 'done', CANCELED: 'canceled' },
  AttendanceStatus: { PRESENT: 'present', LATE: 'late', ABSENT: 'absent', EXCUSED: 'excused' },
  AssignmentKind: { HOME_WORK: 'home_work', TEST: 'test', PRESENTATION: 'presentation', IELT: 'ielt' },
  ResultStatus: {
    PASS: 'pass',
    FAIL: 'fail',
    UNFINISHED: 'unfinished',
    WAITING_SCORE: 'waiting_score',
    HOLDING: 'holding',
  },
  ResultStatusLabel: { DONE: 'done', UNMARKED: 'unmarked', UNFINISHED: 'unfinished', HOLDING: 'holding' },
  ScoreKind: {
    SCORE_PRESENTATION: 'score_presentation',
    SCORE_TEST: 'score_test',
    SCORE_HOME_WORK: 'score_home_work',
  },
  ScoringMode: { AUTO: 0, MANUAL: 1, HYBRID: 2 },
  TopicGroup: {
    GRAMMAR: 'grammar',
    VOCAB: 'vocab',
    SPEAKING: 'speaking',
    READING: 'reading',
    TRANSLATION: 'translation',
    LISTENING: 'listening',
    PRONUNCIATION: 'pronunciation',
    OTHER: 'other',
  },
  ExerciseStore: { COMMON: 'common', PRIVATE: 'private' },
  ClassState: { UPCOMING: 'upcoming', ONGOING: 'ongoing', FINISHED: 'finished' },
  UserSort: {
    NAME: 'name',
    NAME_DESC: '-name',
    CREATED_AT: 'created_at',
    CREATED_AT_DESC: '-created_at',
    EMAIL: 'email',
    EMAIL_DESC: '-email',
  },
  ClassSort: {
    NAME: 'name',
    NAME_DESC: '-name',
    START_DATE: 'start_date',
    START_DATE_DESC: '-start_date',
    CREATED_AT: 'created_at',
    CREATED_AT_DESC: '-created_at',
    CLASS_CODE: 'class_code',
    CLASS_CODE_DESC: '-class_code',
  },
  QuestionType: {
    REPHRASING: 'rephrasing',
    CHOICE_ONE_ANSWER: 'choice_one_answer',
    PLAN_MAP_DIAGRAM_LABELLING: 'plan_map_diagram_labelling',
    MATCHING_HEADING: 'matching_heading',
    SUMMARY_COMPLETION: 'summary_completion',
    WRITING: 'writing',
    MATCHING_SENTENCE: 'matching_sentence',
    PRESENTATION: 'presentation',
    GAP_FILL: 'gap_fill',
    PARAGRAPH: 'paragraph',
    MULTIPLE_CHOICE: 'multiple_choice',
    MATCHING: 'matching',
    SENTENCE_COMPLETION: 'sentence_completion',
    CHART_COMPLETION: 'chart_completion',
    TABLE_COMPLETION: 'table_completion',
    WORD_ORDER: 'word_order',
    ERROR_CORRECTION: 'error_correction',
    TRANSLATION: 'translation',
    TRANSLATION_V2: 'translation_v2',
    WRITING_V2: 'writing_v2',
    DICTATION: 'dictation',
    PRONUNCIATION: 'pronunciation',
    SPEAKING: 'speaking',
    PICTURE_MARK: 'picture_mark',
    SPEAKING2: 'speaking2',
    PICTORIAL_WORDS: 'pictorial_words',
    LISTENING_DEFINITION: 'listening_definition',
    GRAMMAR_SPEAKING_APPLICATION: 'grammar_speaking_application',
    LISTEN_TOPIC: 'listen_topic',
    ELSA_SPEAKING: 'elsa_speaking',
    NONE: 'null',
    SPEAKING_IELT: 'speaking_ielt',
    SUMMARY_GAP_FILL: 'summary_gap_fill',
    YES_NO: 'yes_no',
    TRUE_FALSE: 'true_false',
  },
  Visibility: { PRIVATE: 0, PUBLIC: 1 },
  ChangeAction: { DELETE: 'delete', EDIT: 'edit', ADD: 'add', COMMENT: 'comment' },
  MediaKind: { IMG: 'img', AUDIO: 'audio' },
  Interaction: {
    SINGLE_CHOICE: 'single_choice',
    MULTIPLE_CHOICE: 'multiple_choice',
    TEXT_ENTRY: 'text_entry',
    MATCHING: 'matching',
    ORDERING: 'ordering',
    HOTSPOT: 'hotspot',
    EXTENDED_WRITING: 'extended_writing',
    SPOKEN_ANSWER: 'spoken_answer',
    SPOKEN_TARGET: 'spoken_target',
    NONE: 'none',
  },
  MarkedBy: { KEY: 'key', PERSON: 'person', SPEECH: 'speech', NONE: 'none' },
  QuestionSort: {
    UPDATED_DESC: '-updated_at',
    UPDATED_ASC: 'updated_at',
    TITLE_ASC: 'title',
    TITLE_DESC: '-title',
  },
  ExerciseSort: {
    UPDATED_DESC: '-updated_at',
    UPDATED_ASC: 'updated_at',
    NAME_ASC: 'name',
    NAME_DESC: '-name',
  },
  IeltsRegistrationStatus: {
    UNFINISHED: 'unfinished',
    CANCELED: 'canceled',
    MARKED: 'marked',
    UNPAID: 'unpaid',
    UNMARKED: 'unmarked',
  },
  IeltsBandState: { NONE: 'none', DRAFT: 'draft', PUBLISHED: 'published' },
  SkillPackage: { THREE_SKILLS: '3_skills', FOUR_SKILLS: '4_skills' },
  IeltsSkill: { LISTENING: 'listening', READING: 'reading', WRITING: 'writing', SPEAKING: 'speaking' },
  SubmitReason: { STUDENT: 'student', TIME_UP: 'time_up', ACCESS_LIMIT: 'access_limit' },
  ReviewWhen: {
    AFTER_SUBMIT: 'after_submit',
    AFTER_DEADLINE: 'after_deadline',
    AFTER_RETURN: 'after_return',
    NEVER: 'never',
  },
  ReviewHiddenReason: {
    AFTER_SUBMIT: 'after_submit',
    AFTER_DEADLINE: 'after_deadline',
    AFTER_RETURN: 'after_return',
    NEVER: 'never',
    ANOTHER_ATTEMPT: 'another_attempt',
  },
  ReportKind: { WRONG_KEY: 'wrong_key', TYPO: 'typo', MEDIA: 'media', UNCLEAR: 'unclear', OTHER: 'other' },
  ReportStatus: { OPEN: 'open', RESOLVED: 'resolved' },
  ContentLanguage: { VI: 'vi', EN: 'en' },
  FeedbackSort: {
    NEWEST: '-created_at',
    OLDEST: 'created_at',
    RATING_DESC: '-rating',
    RATING_ASC: 'rating',
  },
  ArticleTopic: {
    STUDY_SKILLS: 'study_skills',
    LISTENING: 'listening',
    READING: 'reading',
    WRITING: 'writing',
    SPEAKING: 'speaking',
    VOCABULARY: 'vocabulary',
    EXAM_DAY: 'exam_day',
  },
  ArticleSort: { UPDATED_DESC: '-updated_at', UPDATED_ASC: 'updated_at', TITLE: 'title' },
  IeltsModule: { ACADEMIC: 'academic', GENERAL: 'general' },
  IeltsExamFormat: { COMPUTER: 'computer', PAPER: 'paper' },
  IeltsShift: { MORNING: 'morning', AFTERNOON: 'afternoon' },
  IeltsBandSkill: {
    LISTENING: 'listening',
    READING: 'reading',
    WRITING: 'writing',
    SPEAKING: 'speaking',
    OVERALL: 'overall',
  },
  IeltsExamDateStatus: { OPEN: 'open', CLOSED: 'closed', CANCELED: 'canceled' },
  IeltsPaymentStatus: { PENDING: 'pending', PAID: 'paid', REFUNDED: 'refunded', CANCELED: 'canceled' },
  IeltsPaymentMethod: { BANK_TRANSFER: 'bank_transfer', CASH: 'cash' },
  BankStatementOutcome: {
    MATCH: 'match',
    CONFIRMED: 'confirmed',
    NO_INVOICE: 'no_invoice',
    SEVERAL_INVOICES: 'several_invoices',
    UNKNOWN_INVOICE: 'unknown_invoice',
    AMOUNT_MISMATCH: 'amount_mismatch',
    ALREADY_IMPORTED: 'already_imported',
    ALREADY_PAID: 'already_paid',
    PAYMENT_CLOSED: 'payment_closed',
    DUPLICATE_IN_STATEMENT: 'duplicate_in_statement',
  },
  PromotionCodeStatus: { ACTIVE: 'active', INACTIVE: 'inactive' },
  PromotionDiscountKind: { PERCENT: 'percent', AMOUNT: 'amount' },
  OverviewStatus: {
    NOT_STARTED: 'not_started',
    IN_PROGRESS: 'in_progress',
    HOLDING: 'holding',
    WAITING_SCORE: 'waiting_score',
    PASS: 'pass',
    FAIL: 'fail',
  },
  ErrorTagTrend: { RISING: 'rising', FALLING: 'falling', STEADY: 'steady' },
  SpeechScoreStatus: {
    QUEUED: 'queued',
    RUNNING: 'running',
    SCORED: 'scored',
    FAILED: 'failed',
    NO_ENGINE: 'no_engine',
    NO_RECORDING: 'no_recording',
  },
  PresentationCriterion: {
    CONTENT: 'content',
    LANGUAGE: 'language',
    DELIVERY: 'delivery',
    TEAMWORK: 'teamwork',
  },
  PresentationBand: { B15_13: '15-13', B12_9: '12-9', B8_5: '8-5', B4_1: '4-1' },
  NotificationKind: {
    ASSIGNED: 'assigned',
    DEADLINE_SOON: 'deadline_soon',
    RETURNED: 'returned',
    REDO: 'redo',
    JOIN_APPROVED: 'join_approved',
    JOIN_REFUSED: 'join_refused',
    IELTS_STATUS: 'ielts_status',
  },
  NotificationChannel: { IN_APP: 'in_app', EMAIL: 'email', BOTH: 'both', NONE: 'none' },
} as const satisfies {
  Role: Record<string, RoleNumber>;
  Gender: Record<string, GenderNumber>;
  StudentClassStatus: Record<string, StudentClassStatusValue>;
  LessonStatus: Record<string, LessonStatusValue>;
  AttendanceStatus: Record<string, AttendanceStatusValue>;
  AssignmentKind: Record<string, AssignmentKindValue>;
  ResultStatus: Record<string, ResultStatusValue>;
  ResultStatusLabel: Record<string, ResultStatusLabelValue>;
  ScoreKind: Record<string, ScoreKindValue>;
  ScoringMode: Record<string, ScoringModeNumber>;
  TopicGroup: Record<string, TopicGroupValue>;
  ExerciseStore: Record<string, ExerciseStoreValue>;
  ClassState: Record<string, NonNullable<RestQuery<'class/'>['state']>>;
  UserSort: Record<string, NonNullable<RestQuery<'user/'>['ordering']>>;
  ClassSort: Record<string, NonNullable<RestQuery<'class/'>['ordering']>>;
  // docs/product.md point 3 enumerations no REST route carries yet; enums.test.ts checks them against the backend.
  QuestionType: Record<string, string>;
  Visibility: Record<string, 0 | 1>;
  ChangeAction: Record<string, string>;
  MediaKind: Record<string, string>;
  Interaction: Record<string, RestQuestionRegistry['types'][number]['interaction']>;
  MarkedBy: Record<string, RestQuestionRegistry['types'][number]['marked_by']>;
  QuestionSort: Record<string, NonNullable<RestQuery<'question/'>['ordering']>>;
  ExerciseSort: Record<string, NonNullable<RestQuery<'exercise/'>['ordering']>>;
  IeltsRegistrationStatus: Record<string, string>;
  IeltsBandState: Record<string, string>;
  SkillPackage: Record<string, string>;
  IeltsSkill: Record<string, string>;
  SubmitReason: Record<string, NonNullable<RestOk<'user-exam/{id}'>['submit_reason']>>;
  ReviewWhen: Record<string, RestOk<'class-exercises/{id}/'>['review_options']['keys']>;
  ReviewHiddenReason: Record<
    string,
    NonNullable<RestOk<'students/exercise_detail'>['hidden_reasons']['keys']>
  >;
  ReportKind: Record<string, RestReport['kind']>;
  ReportStatus: Record<string, RestReport['status']>;
  ContentLanguage: Record<string, RestReport['lang']>;
  FeedbackSort: Record<string, NonNullable<RestQuery<'feedback/'>['ordering']>>;
  ArticleTopic: Record<string, RestArticle['topic']>;
  ArticleSort: Record<string, NonNullable<RestQuery<'knowledge/'>['ordering']>>;
  IeltsModule: Record<string, string>;
  IeltsExamFormat: Record<string, string>;
  IeltsShift: Record<string, string>;
  IeltsBandSkill: Record<string, NonNullable<RestStatistics['ielts_bands']>[number]['skill']>;
  IeltsExamDateStatus: Record<string, string>;
  IeltsPaymentStatus: Record<string, string>;
  IeltsPaymentMethod: Record<string, string>;
  BankStatementOutcome: Record<string, RestBankStatementReport['transfers'][number]['outcome']>;
  PromotionCodeStatus: Record<string, string>;
  PromotionDiscountKind: Record<string, string>;
  OverviewStatus: Record<string, OverviewStatus>;
  ErrorTagTrend: Record<string, ErrorTagTrend>;
  SpeechScoreStatus: Record<string, RestSpeakingScore['speech'][number]['status']>;
  PresentationCriterion: Record<string, RestPresentationGroup['rubric'][number]['criterion']>;
  PresentationBand: Record<string, RestPresentationGroup['rubric'][number]['band']>;
  NotificationKind: Record<string, NotificationKindValue>;
  NotificationChannel: Record<string, NotificationChannelValue>;
};

type ValuesOf<E> = E[keyof E];
/** Fails to compile when the REST API grows a value that the GraphQL enum lacks. */
type Covers<E, V> = [V] extends [ValuesOf<E>] ? true : never;
export const enumsCoverRest: [
  Covers<typeof enumValues.StudentClassStatus, StudentClassStatusValue>,
  Covers<typeof enumValues.LessonStatus, LessonStatusValue>,
  Covers<typeof enumValues.AttendanceStatus, AttendanceStatusValue>,
  Covers<typeof enumValues.AssignmentKind, AssignmentKindValue>,
  Covers<typeof enumValues.ResultStatus, ResultStatusValue>,
  Covers<typeof enumValues.ResultStatusLabel, ResultStatusLabelValue>,
  Covers<typeof enumValues.ScoreKind, ScoreKindValue>,
  Covers<typeof enumValues.TopicGroup, TopicGroupValue>,
  Covers<typeof enumValues.ExerciseStore, ExerciseStoreValue>,
  Covers<typeof enumValues.ReportKind, RestReport['kind']>,
  Covers<typeof enumValues.ArticleTopic, RestArticle['topic']>,
  Covers<typeof enumValues.NotificationKind, NotificationKindValue>,
  Covers<typeof enumValues.NotificationChannel, NotificationChannelValue>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
