/** The IELTS forms' fields, without their rules (ieltsSchemas.ts, loaded when a form first validates). */
export const REGISTRATION_FIELDS = [
  'examDateId',
  'promotionCode',
  'phone',
  'dateOfBirth',
  'passport',
] as const;
export const IELTS_TEST_FIELDS = [
  'name',
  'module',
  'description',
  'active',
  'listeningExerciseId',
  'readingExerciseId',
  'writingExerciseId',
  'speakingExerciseId',
  'listeningTable',
  'readingTable',
  'listeningPlays',
] as const;
export const REGISTRANT_FIELDS = ['name', 'phone', 'dateOfBirth', 'passport', 'address'] as const;
