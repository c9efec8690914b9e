import { describe, expect, it } from 'vitest';
import generated from '../../gql/graphql.ts?raw';
import { STUDENT_PROFILE_STATUSES } from '../../shared/StatusTags';
import { wholeCatalogue } from '../../test/catalogues';

/**
 * Issue 10 item 13: no enum value reaches the screen untranslated. Every enum of the schema that the web's
 * operations use (the generated `gql/graphql.ts`) is either shown, with the catalogue key of its labels, or
 * listed as never shown with the reason. A new enum, or a new value of a shown one, fails here until both
 * languages have its label.
 */
const SHOWN: Record<string, string> = {
  ArticleTopic: 'knowledge.topics',
  AssignmentKind: 'assignmentKind',
  ContentLanguage: 'knowledge.languages',
  AttendanceStatus: 'attendanceStatus',
  ClassState: 'classState',
  ExerciseStore: 'bankStore',
  Gender: 'gender',
  Interaction: 'interactions',
  MarkedBy: 'questions.markedBy',
  MediaKind: 'questions.needsMedia',
  QuestionType: 'questionTypes',
  ReportKind: 'report.kinds',
  ReportStatus: 'reports.status',
  Visibility: 'questions.visibility',
  LessonStatus: 'lessonStatus',
  ResultStatus: 'resultStatus',
  ResultStatusLabel: 'resultStatusLabel',
  Role: 'roles',
  ScoringMode: 'exercises.scoringMode',
  ScoreKind: 'scores.kinds',
  StudentClassStatus: 'studentStatus',
  SubmitReason: 'exam.finish.reasons',
  ReviewWhen: 'reviewWhen',
  ReviewHiddenReason: 'reviewHidden',
  SpeechScoreStatus: 'speaking.speechStatus',
  TopicGroup: 'topicGroup',
  OverviewStatus: 'analytics.status',
  ErrorTagTrend: 'analytics.trends',
  // Issue 14 (IELTS operations).
  IeltsRegistrationStatus: 'ielts.registrationStatus',
  IeltsPaymentStatus: 'ielts.paymentStatus',
  IeltsPaymentMethod: 'ielts.paymentMethod',
  BankStatementOutcome: 'ielts.payments.statement.outcomes',
  SkillPackage: 'ielts.skillPackage',
  IeltsSkill: 'ielts.skill',
  IeltsShift: 'ielts.shift',
  IeltsExamFormat: 'ielts.format',
  IeltsModule: 'ielts.module',
  IeltsExamDateStatus: 'ielts.dateStatus',
  PromotionCodeStatus: 'ielts.codeStatus',
  PromotionDiscountKind: 'ielts.discountKind',
  // Issue 30 point 4 (the markpoint list marks drafts).
  IeltsBandState: 'ielts.bandState',
  // Issue 15 (statistics).
  IeltsBandSkill: 'statistics.bandSkill',
  // Issue 31 point 2 (notification settings).
  NotificationKind: 'notificationPreferences.kinds',
  NotificationChannel: 'notificationPreferences.channels',
};
const NEVER_SHOWN: Record<string, string> = {
  ClassSort: 'a sort order sent to the server; the table header says what is sorted',
  UserSort: 'a sort order sent to the server; the table header says what is sorted',
  PresentationCriterion:
    'the marking dialog labels the criteria under presentations.criteria by @lms/domain key',
  PresentationBand: 'a band is shown as its own figures (15-13, 12-9, 8-5, 4-1)',
  AccommodationSource:
    'the overview says a standing accommodation with its own tag (accommodation.fromStanding); an override has none',
};

/** The string-literal unions that codegen writes for the schema's enums, with their values. */
function generatedEnums(source: string): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/export type (\w+) =([^;]*);/g)) {
    const body = match[2]!.trim();
    if (!/^\|?\s*'[A-Z0-9_]+'(\s*\|\s*'[A-Z0-9_]+')*$/.test(body)) continue;
    enums.set(
      match[1]!,
      [...body.matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]!),
    );
  }
  return enums;
}

const lookup = (catalogue: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

describe('enum labels', () => {
  const enums = generatedEnums(generated);

  it('finds the enums the web uses', () => {
    expect(enums.get('Role')).toEqual(['ADMIN', 'SPECIALIZE', 'STUDENT', 'TEACHER']);
    expect(enums.size).toBeGreaterThanOrEqual(10);
  });

  it('knows whether each enum is shown', () => {
    const unknown = [...enums.keys()].filter((name) => !(name in SHOWN) && !(name in NEVER_SHOWN));
    expect(unknown).toEqual([]);
  });

  it.each([
    ['en', wholeCatalogue('en')],
    ['vi', wholeCatalogue('vi')],
  ] as const)('labels every value of every shown enum in %s', (_, catalogue) => {
    const missing: string[] = [];
    for (const [name, values] of enums) {
      const key = SHOWN[name];
      if (!key) continue;
      for (const value of values) {
        const label = lookup(catalogue, `${key}.${value}`);
        if (typeof label !== 'string' || label.trim() === '') missing.push(`${name}.${value} (${key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', wholeCatalogue('en')],
    ['vi', wholeCatalogue('vi')],
  ] as const)("labels the codes of a user's student status in %s", (_, catalogue) => {
    for (const code of STUDENT_PROFILE_STATUSES)
      expect(lookup(catalogue, `studentProfileStatus.${code}`)).toEqual(expect.any(String));
  });

  it.each([
    ['en', wholeCatalogue('en')],
    ['vi', wholeCatalogue('vi')],
  ] as const)('names what a payment is for, every package in every format, in %s', (_, catalogue) => {
    const missing: string[] = [];
    for (const pkg of enums.get('SkillPackage') ?? [])
      for (const format of enums.get('IeltsExamFormat') ?? [])
        if (typeof lookup(catalogue, `ielts.examTypes.${pkg}_${format}`) !== 'string')
          missing.push(`${pkg}_${format}`);
    expect(enums.get('SkillPackage')).toHaveLength(2);
    expect(missing).toEqual([]);
  });
});
