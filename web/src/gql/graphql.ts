/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accepting an assignment's rules before the first attempt (full screen, access limit, time). */
export type AcceptExamRulesInput = {
  /** The assignment. */
  assignmentId: string;
};

/** Students to put in a class; those already there take the status. */
export type AddStudentsToClassInput = {
  /** The class. */
  classId: string;
  /** Their status in the class; ACTIVE by default. */
  status?: StudentClassStatus | null | undefined;
  /** The students (role student), at most 300. */
  studentIds: Array<string>;
};

/** An answer to a part: exactly one field, the one of the part's interaction. */
export type AnswerInput = {
  /** Single or multiple choice. */
  choice?: ChoiceAnswerInput | null | undefined;
  /** Points marked on a picture. */
  hotspot?: HotspotAnswerInput | null | undefined;
  /** Items matched with options (headings, features, sentence endings...). */
  matching?: MatchingAnswerInput | null | undefined;
  /** Words or sentences put in order. */
  ordering?: OrderingAnswerInput | null | undefined;
  /** A recording (spoken answer or read-aloud target). */
  spoken?: SpokenAnswerInput | null | undefined;
  /** Blanks to fill. */
  textEntry?: TextEntryAnswerInput | null | undefined;
  /** A written answer. */
  writing?: WritingAnswerInput | null | undefined;
};

/** One save of one part's answer. */
export type AnswerSaveInput = {
  /** The answer. */
  answer: AnswerInput;
  /** The part answered. */
  partId: string;
  /**
   * The client's sequence number for this part, growing with every change: a save with a lower number than
   * the one held is ignored, the same number again is harmless.
   */
  seq: number;
};

/** What kind of work an assignment is (SPEC.md assignment kinds). */
export type AssignmentKind =
  /** Homework. */
  | 'HOME_WORK'
  /** An IELTS mock test. */
  | 'IELT'
  /** A presentation. */
  | 'PRESENTATION'
  /** A test. */
  | 'TEST';

/** One student's mark in `markAttendance`. */
export type AttendanceRecordInput = {
  /** The teacher's note. */
  note?: string | null | undefined;
  /** Present, late, absent or excused. */
  status: AttendanceStatus;
  /** The student (in the class). */
  studentId: string;
};

/** A student's presence at a lesson. */
export type AttendanceStatus =
  /** Missed the lesson. */
  | 'ABSENT'
  /** Absent with the teacher's leave. */
  | 'EXCUSED'
  /** There, late. */
  | 'LATE'
  /** There on time. */
  | 'PRESENT';

/** What was typed in one blank. */
export type BlankAnswerInput = {
  /** The blank's id. */
  id: string;
  /** What the student typed. */
  value: string;
};

/** The accepted answers of one blank. */
export type BlankKeyInput = {
  /** Every answer accepted (1 to 20). */
  accepted: Array<string>;
  /** The blank's id, as written `{{id}}` in the text. */
  id: string;
};

/** What `calculateEndDate` needs: the class form's fields, as the user types them. */
export type CalculateEndDateInput = {
  /** When editing a class: count its own days off too. */
  classId?: string | null | undefined;
  /** More than 0, at most 500. */
  numberOfSessions: number;
  /** The first day of the class. */
  startDate: string;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  weekdays: Array<number>;
};

/** Changes the signed-in user's own password. */
export type ChangePasswordInput = {
  /** The password again; when given it must match. */
  confirmPassword?: string | null | undefined;
  /** The password in use now: checked first, as a sign-in (a wrong one answers a field error on currentPassword). */
  currentPassword: string;
  /** At least 8 characters, letters and digits only. */
  password: string;
};

/** A choice answer: the chosen options' ids (at most one for single choice). */
export type ChoiceAnswerInput = {
  /** The chosen options' ids; empty clears the answer. */
  choices: Array<string>;
};

/** A single-choice or multiple-choice part: its options and the right ones (exactly one for single choice). */
export type ChoicePartInput = {
  /** The ids of the right options. */
  correct: Array<string>;
  /** The options, in order (2 to 10; fixed for yes/no and true/false types). */
  options: Array<PartOptionInput>;
  /** The question the student answers; empty when the instructions say it all. */
  prompt?: string | null | undefined;
};

/** Filters of the class table; all optional and combined with AND. */
export type ClassFilter = {
  /** Only classes of these courses. */
  courseIds?: Array<string> | null | undefined;
  /** Only these classes. */
  ids?: Array<string> | null | undefined;
  /** Part of the name or the class code. */
  search?: string | null | undefined;
  /** Only upcoming, ongoing or finished classes. */
  state?: ClassState | null | undefined;
  /** Only classes these students are in. */
  studentIds?: Array<string> | null | undefined;
  /** Only classes these teachers teach. */
  teacherIds?: Array<string> | null | undefined;
};

/** Orders of the class table. */
export type ClassSort =
  /** By class code, A to Z. */
  | 'CLASS_CODE'
  /** By class code, Z to A. */
  | 'CLASS_CODE_DESC'
  /** By creation, oldest first. */
  | 'CREATED_AT'
  /** By creation, newest first. */
  | 'CREATED_AT_DESC'
  /** By name, A to Z. */
  | 'NAME'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** By first day, earliest first. */
  | 'START_DATE'
  /** By first day, latest first. */
  | 'START_DATE_DESC';

/** Where a class stands against today, by its dates. */
export type ClassState =
  /** Its last day is past. */
  | 'FINISHED'
  /** Started, not yet ended. */
  | 'ONGOING'
  /** Starts after today. */
  | 'UPCOMING';

/** The exercise to copy, with its questions, into the caller's store. */
export type CopyExerciseInput = {
  /** The exercise to copy. */
  exerciseId: string;
};

/** The question to copy into the caller's private store (or, for an administrator, into the common store). */
export type CopyQuestionInput = {
  /** The question to copy. */
  questionId: string;
};

/**
 * An exercise to give to a class (admin: any class; teacher: own classes). Rules (SPEC.md point 8 messages):
 * deadline on or after today, start before the deadline, time limit above 0, 0 <= minimum <= maximum <= 100,
 * access limit 1 to 10.
 */
export type CreateAssignmentInput = {
  /** The class. */
  classId: string;
  /** When it closes, on or after today; absent has no deadline. */
  deadline?: string | null | undefined;
  /** The exercise: common, or the assigner's own (administrators: any). */
  exerciseId: string;
  /** Homework, test, presentation or IELTS test. */
  kind: AssignmentKind;
  /** How often the exam may be entered, 1 to 10; default 3 (`/constant_static.json`). */
  maxAccesses?: number | null | undefined;
  /** The highest score, at most 100; default 100. */
  maxScore?: number | null | undefined;
  /** A score below it asks the student to redo the work; default 0. */
  minScore?: number | null | undefined;
  /** When it opens; absent opens at once. */
  startAt?: string | null | undefined;
  /** A tag to file it under (common or the assigner's own). */
  tagId?: string | null | undefined;
  /** Minutes, above 0; absent is untimed. */
  timeLimit?: number | null | undefined;
  /** The title students see. */
  title: string;
  /** Instructions for the students. */
  tutorial?: string | null | undefined;
};

/** A new class (admin or teacher; a teacher becomes its teacher). */
export type CreateClassInput = {
  /** Generated when absent. */
  classCode?: string | null | undefined;
  /** Room of the offline classroom; empty when none. */
  classroomOffline?: string | null | undefined;
  /** A web address, or empty. */
  classroomOnline?: string | null | undefined;
  /** The course; none when absent. */
  courseId?: string | null | undefined;
  /** What the class is about, for students and staff. */
  description?: string | null | undefined;
  /** Actual end date, once set; null before. */
  endDate?: string | null | undefined;
  /** Admin only. */
  examinerIds?: Array<string> | null | undefined;
  /** Class name, e.g. 'IELTS 6.5 - K12'. */
  name: string;
  /** More than 0, at most 500. */
  numberOfSessions: number;
  /** First day of the class. */
  startDate: string;
  /** Usual end time of a session. */
  studyTimeEnd: string;
  /** Usual start time of a session. */
  studyTimeStart: string;
  /** Admin only. */
  teacherIds?: Array<string> | null | undefined;
  /** ISO weekdays of the sessions, 1 = Monday ... 7 = Sunday. */
  weekdays: Array<number>;
};

/** A new course (administrators). */
export type CreateCourseInput = {
  /** What the course covers (at most 5000 characters); empty when absent. */
  description?: string | null | undefined;
  /** Unique name, any case (1 to 255 characters). */
  name: string;
  /** Target IELTS band, 0 to 9 in half bands (e.g. '6.5'); absent or null for general English courses. */
  targetBand?: string | null | undefined;
};

/** A day off for a class, or for the whole academy (classId null, admin only). */
export type CreateDayOffInput = {
  /** The class; null for the whole academy (admin only). */
  classId?: string | null | undefined;
  /** The day without lessons. */
  date: string;
  /** Why (shown in the class's schedule); required for a date before today. */
  reason?: string | null | undefined;
};

/** A new error tag: common for an administrator, the teacher's own for a teacher. */
export type CreateErrorTagInput = {
  /** Where a student reads about the mistake (http or https); empty when absent. */
  link?: string | null | undefined;
  /** Its name (1 to 100 characters), unique among its siblings. */
  name: string;
  /** The top-level tag of the same store it goes under; absent for a top-level tag. */
  parentId?: string | null | undefined;
};

/** A new exercise in the caller's store, built from questions it may use. */
export type CreateExerciseInput = {
  /** How often a listening recording may be played in the exam: 0 without limit, 1 once (IELTS), 2 twice. */
  audioPlays?: number | null | undefined;
  /** The course it belongs to. */
  courseId?: string | null | undefined;
  /** What it is for. */
  description?: string | null | undefined;
  /** Its name (1 to 300 characters). */
  name: string;
  /** Its questions in order (1 to 300): from its own store, or common ones. */
  questionIds: Array<string>;
  /** Its tags. */
  tagIds?: Array<string> | null | undefined;
  /** The topic group it trains. */
  topicGroup?: TopicGroup | null | undefined;
  /** Who sees it besides its author. */
  visibility?: Visibility | null | undefined;
};

/** A new question in the caller's store (administrators: common; teachers: their own). */
export type CreateQuestionInput = {
  /** A note for teachers. */
  description?: string | null | undefined;
  /** Instructions and, for reading, the passage. */
  instructions?: string | null | undefined;
  /** Its picture or recording, uploaded first through `upload/`. */
  mediaId?: string | null | undefined;
  /** Its parts, in order (1 to 200). */
  parts: Array<QuestionPartInput>;
  /** Its tags. */
  tagIds?: Array<string> | null | undefined;
  /** Its title in the bank (1 to 300 characters). */
  title: string;
  /** The topic group it trains. */
  topicGroup?: TopicGroup | null | undefined;
  /** A listening question's transcript. */
  transcript?: string | null | undefined;
  /** Its type. */
  type: QuestionType;
  /** Who sees it besides its author. */
  visibility?: Visibility | null | undefined;
};

/** A new tag: common for an administrator, the teacher's own for a teacher. */
export type CreateTagInput = {
  /** Its name (1 to 100 characters), unique in its store whatever the case. */
  name: string;
};

/** A new LMS user (admin). The identity account is created with it; the user sets a password by reset. */
export type CreateUserInput = {
  /** Postal address; administrators and the user themself only. */
  address?: string | null | undefined;
  /** Date of birth; null when not given, and for anyone but an administrator and the user themself. */
  dateOfBirth?: string | null | undefined;
  /** Sign-in e-mail. */
  email: string;
  /** Given name. */
  firstName?: string | null | undefined;
  /** Gender. */
  gender?: Gender | null | undefined;
  /** Family name. */
  lastName?: string | null | undefined;
  /** A social link (Facebook, Zalo, LinkedIn). */
  link?: string | null | undefined;
  /** Display name, as the academy writes it (Vietnamese order: Nguyễn Văn An). */
  name: string;
  /** Passport or ID card number (IELTS registrations); administrators and the user themself only. */
  passport?: string | null | undefined;
  /** Phone number (10 digits, or a country code and 3-3-4 digits). */
  phone?: string | null | undefined;
  /** Avatar address (an upload under /lms-backend/api/media/). */
  profilePicture?: string | null | undefined;
  /** Defaults to STUDENT. */
  role?: Role | null | undefined;
  /** Free-text status the academy keeps for a student (e.g. 'đang học'). */
  studentStatus?: string | null | undefined;
  /** A second contact e-mail. */
  subEmail?: string | null | undefined;
  /** School or workplace. */
  workPlace?: string | null | undefined;
};

/** The assignment to delete; refused while a student has an attempt at it. */
export type DeleteAssignmentInput = {
  /** The assignment to delete. */
  id: string;
};

/** The question or exercise to delete. */
export type DeleteBankItemInput = {
  /** Its id. */
  id: string;
};

/** The class to delete, with its lessons and enrolments. */
export type DeleteClassInput = {
  /** The class to delete. */
  id: string;
};

/** The course to delete; its classes keep going without a course. */
export type DeleteCourseInput = {
  /** The course to delete. */
  id: string;
};

/** The day off to remove; the lessons it canceled are scheduled again. */
export type DeleteDayOffInput = {
  /** The day off to remove. */
  id: string;
};

/** The lesson to delete with its attendance; the later sessions of the class are numbered again. */
export type DeleteLessonInput = {
  /** The lesson to delete. */
  id: string;
};

/** The score to delete (admin, a teacher of the class, an assigned examiner); the change is recorded. */
export type DeleteScoreInput = {
  /** The score to delete. */
  id: string;
};

/** The tag or error tag to delete. */
export type DeleteTagInput = {
  /** The tag to delete. */
  id: string;
};

/** The exercise store an exercise comes from. */
export type ExerciseStore =
  /** Shared by all teachers. */
  | 'COMMON'
  /** A teacher's own. */
  | 'PRIVATE';

/** Gender as the profile form offers it (SPEC.md: 0 male, 1 female). */
export type Gender = 'FEMALE' | 'MALE';

/** The class whose planned lessons are rebuilt from its pattern (past, done and marked lessons are kept). */
export type GenerateTimetableInput = {
  /** The class. */
  classId: string;
};

/** A hotspot answer. */
export type HotspotAnswerInput = {
  /** The points the student marked (at most 20). */
  points: Array<PointInput>;
};

/** A hotspot part: regions drawn on the question's picture and the ones to mark. */
export type HotspotPartInput = {
  /** The ids of the regions to mark. */
  correct: Array<string>;
  /** The instruction of the part. */
  prompt?: string | null | undefined;
  /** The regions. */
  regions: Array<HotspotRegionInput>;
};

/** A rectangle on the question's picture, in percent of its width and height. */
export type HotspotRegionInput = {
  /** Height, percent. */
  height: number;
  /** Its id within the part. */
  id: string;
  /** Width, percent. */
  width: number;
  /** Left edge, percent. */
  x: number;
  /** Top edge, percent. */
  y: number;
};

/**
 * The interaction a question type uses: one editor, one renderer in the exam runner, one schema and one scorer
 * each (DESIGN.md section 8).
 */
export type Interaction =
  /** A written text, marked by a person (writing, writing_v2, paragraph). */
  | 'EXTENDED_WRITING'
  /** Regions marked on a picture (picture_mark). */
  | 'HOTSPOT'
  /** Items matched to options (matching, headings, sentences, labels on a plan, map or diagram). */
  | 'MATCHING'
  /** Every right option among several, all or nothing (multiple_choice). */
  | 'MULTIPLE_CHOICE'
  /** No answer: an instruction or a passage (null). */
  | 'NONE'
  /** Words put in the right order (word_order). */
  | 'ORDERING'
  /** One option among several (choice_one_answer, yes_no, true_false). */
  | 'SINGLE_CHOICE'
  /** A recorded spoken answer, marked by a person (speaking types, presentation). */
  | 'SPOKEN_ANSWER'
  /** A target text read aloud, scored by the speech scorer (pronunciation, elsa_speaking). */
  | 'SPOKEN_TARGET'
  /** One or more blanks typed in, each with accepted answers (gap fills, completions, dictation, translation...). */
  | 'TEXT_ENTRY';

/** A class code a student got from the teacher. */
export type JoinClassByCodeInput = {
  /** The code, any case (e.g. IELTS65K12). */
  classCode: string;
};

/** Where a lesson stands. */
export type LessonStatus =
  /** Not held (a day off, or canceled by the teacher). */
  | 'CANCELED'
  /** Held (set when attendance is taken). */
  | 'DONE'
  /** Planned. */
  | 'SCHEDULED';

/** The attendance of a lesson, several students at once; the lesson becomes DONE. */
export type MarkAttendanceInput = {
  /** The lesson (not canceled). */
  lessonId: string;
  /** At least one, each student once. */
  records: Array<AttendanceRecordInput>;
};

/** Who gives a part its score. */
export type MarkedBy =
  /** Its answer key, the moment the work is submitted. */
  | 'KEY'
  /** Nobody: the part is not scored. */
  | 'NONE'
  /** A teacher or an examiner, with a rubric. */
  | 'PERSON'
  /** The speech scorer (a person may override). */
  | 'SPEECH';

/** A matching answer (its pairs take bank.graphql's `MatchingPairInput`, the key's shape). */
export type MatchingAnswerInput = {
  /** One pair per item answered. */
  pairs: Array<MatchingPairInput>;
};

/** An item of a matching part; on a plan, map or diagram, where its label sits on the picture. */
export type MatchingItemInput = {
  /** Its id within the part. */
  id: string;
  /** What the student reads. */
  text: string;
  /** Distance from the picture's left edge, percent; absent off a picture. */
  x?: number | null | undefined;
  /** Distance from the picture's top edge, percent; absent off a picture. */
  y?: number | null | undefined;
};

/** One pair of a matching key. */
export type MatchingPairInput = {
  /** The item's id. */
  item: string;
  /** The id of the option it matches. */
  option: string;
};

/** A matching part: items, options, and one pair per item. */
export type MatchingPartInput = {
  /** What is matched. */
  items: Array<MatchingItemInput>;
  /** What it is matched with. */
  options: Array<PartOptionInput>;
  /** The key: one pair per item. */
  pairs: Array<MatchingPairInput>;
  /** The instruction of the part. */
  prompt?: string | null | undefined;
};

/** The kind of a medium attached to a question (SPEC.md point 3). */
export type MediaKind =
  /** An audio recording. */
  | 'AUDIO'
  /** An image. */
  | 'IMG';

/** An ordering answer. */
export type OrderingAnswerInput = {
  /** The words' ids in the order the student put them. */
  order: Array<string>;
};

/** An ordering part: the words in any order and the right order of their ids. */
export type OrderingPartInput = {
  /** The words' ids in the right order. */
  order: Array<string>;
  /** The instruction of the part. */
  prompt?: string | null | undefined;
  /** The words. */
  tokens: Array<PartOptionInput>;
};

/** An option of a choice, an item's option of a matching, or a word of an ordering, as the author writes it. */
export type PartOptionInput = {
  /** Its id within the part (A, B, C... or i, ii, iii...). */
  id: string;
  /** What the student reads (1 to 1000 characters). */
  text: string;
};

/** A block that asks nothing: an instruction or a passage. */
export type PassagePartInput = {
  /** The text. */
  text: string;
};

/** A point on a picture, in percent of its width and height. */
export type PointInput = {
  /** From the left edge, 0 to 100. */
  x: number;
  /** From the top edge, 0 to 100. */
  y: number;
};

/**
 * One part of a question: its points and weight, and exactly one of the interaction fields, the one of the
 * question's type (another, or none, is a field error on `parts.<i>`).
 */
export type QuestionPartInput = {
  /** For SINGLE_CHOICE and MULTIPLE_CHOICE types. */
  choice?: ChoicePartInput | null | undefined;
  /** For HOTSPOT types. */
  hotspot?: HotspotPartInput | null | undefined;
  /** For MATCHING types. */
  matching?: MatchingPartInput | null | undefined;
  /** For ORDERING types. */
  ordering?: OrderingPartInput | null | undefined;
  /** For the NONE type. */
  passage?: PassagePartInput | null | undefined;
  /** The points it is worth (defaults to its weight). */
  score?: number | null | undefined;
  /** For SPOKEN_ANSWER types. */
  spokenAnswer?: SpokenAnswerPartInput | null | undefined;
  /** For SPOKEN_TARGET types. */
  spokenTarget?: SpokenTargetPartInput | null | undefined;
  /** For TEXT_ENTRY types. */
  textEntry?: TextEntryPartInput | null | undefined;
  /** Its weight: 0.25, 0.5, 0.75 or 1 to 10 (default 1). */
  weight?: number | null | undefined;
  /** For EXTENDED_WRITING types. */
  writing?: WritingPartInput | null | undefined;
};

/**
 * The 35 question and exercise types of SPEC.md point 3. Each maps onto one interaction (choice, text entry,
 * matching, ordering, hotspot, writing, speaking, spoken target text) that has one editor, one renderer and
 * one scorer (DESIGN.md section 8).
 */
export type QuestionType =
  /** Complete a chart (text entry, per blank). */
  | 'CHART_COMPLETION'
  /** Choose one answer among options (single choice, by key). */
  | 'CHOICE_ONE_ANSWER'
  /** Write down what is heard (text entry). */
  | 'DICTATION'
  /** Say a target text, scored by the speech-scoring service (a person may override). */
  | 'ELSA_SPEAKING'
  /** Find and correct the errors of a text (text entry). */
  | 'ERROR_CORRECTION'
  /** Fill the gaps of a text (text entry, per blank). */
  | 'GAP_FILL'
  /** Use a grammar point in a spoken answer, marked by a person. */
  | 'GRAMMAR_SPEAKING_APPLICATION'
  /** Write the word a heard definition gives (text entry, per blank). */
  | 'LISTENING_DEFINITION'
  /** Speak on a topic heard, marked by a person. */
  | 'LISTEN_TOPIC'
  /** Match items of two lists (key per pair). */
  | 'MATCHING'
  /** Match headings to paragraphs (matching, key per pair). */
  | 'MATCHING_HEADING'
  /** Match sentence halves or sentences to items (matching, key per pair). */
  | 'MATCHING_SENTENCE'
  /** Choose every right answer among options (all or nothing per part). */
  | 'MULTIPLE_CHOICE'
  /** Not a question: an instruction or passage block, not scored (REST value `null`). */
  | 'NONE'
  /** Write a paragraph, marked by a person. */
  | 'PARAGRAPH'
  /** Write the words a picture shows (text entry, per blank). */
  | 'PICTORIAL_WORDS'
  /** Mark the right regions of a picture (image hotspot, key regions). */
  | 'PICTURE_MARK'
  /** Label a plan, map or diagram on an image (matching, key per pair). */
  | 'PLAN_MAP_DIAGRAM_LABELLING'
  /** A spoken presentation, marked by a person. */
  | 'PRESENTATION'
  /** Say a target text, scored by the speech-scoring service (a person may override). */
  | 'PRONUNCIATION'
  /** Rewrite a sentence keeping its meaning (text entry, key with accepted alternatives). */
  | 'REPHRASING'
  /** Complete sentences (text entry, per blank). */
  | 'SENTENCE_COMPLETION'
  /** A spoken answer, marked by a person. */
  | 'SPEAKING'
  /** A spoken answer, second form, marked by a person. */
  | 'SPEAKING2'
  /** An IELTS speaking answer, marked by a person with the speaking bands. */
  | 'SPEAKING_IELT'
  /** Complete a summary (text entry, per blank). */
  | 'SUMMARY_COMPLETION'
  /** Fill the gaps of a summary (text entry, per blank). */
  | 'SUMMARY_GAP_FILL'
  /** Complete a table (text entry, per blank). */
  | 'TABLE_COMPLETION'
  /** Translate a text (text entry, key with accepted alternatives). */
  | 'TRANSLATION'
  /** Translate a text, second form (text entry, key with accepted alternatives). */
  | 'TRANSLATION_V2'
  /** True, false or not given (single choice, by key). */
  | 'TRUE_FALSE'
  /** Put words in the right order (exact order). */
  | 'WORD_ORDER'
  /** Extended writing, marked by a person with a rubric. */
  | 'WRITING'
  /** Extended writing, second form, marked by a person. */
  | 'WRITING_V2'
  /** Yes, no or not given (single choice, by key). */
  | 'YES_NO';

/** Leaving full screen, counted once per event. */
export type RecordExamExitInput = {
  /** The attempt. */
  attemptId: string;
  /** The client's id for this exit: sending it again counts nothing more. */
  eventId: string;
};

/** Asks for a password-reset code by e-mail. */
export type RequestPasswordResetInput = {
  /** The account's sign-in e-mail. The answer is the same whether or not an account has it. */
  email: string;
};

/** Sets a new password with the code from the reset e-mail. */
export type ResetPasswordInput = {
  /** The code from the reset e-mail. */
  code: string;
  /** The password again; when given it must match. */
  confirmPassword?: string | null | undefined;
  /** At least 8 characters, letters and digits only. */
  password: string;
};

/** Which results to list: the viewer's classes unless filtered; a student gets their own only. */
export type ResultFilter = {
  /** Only results of these assignments. */
  assignmentIds?: Array<string> | null | undefined;
  /** Only results in these classes. */
  classIds?: Array<string> | null | undefined;
  /** WAITING_SCORE lists what waits for marking. */
  status?: ResultStatus | null | undefined;
  /** Only these students' results (a student: their own). */
  studentIds?: Array<string> | null | undefined;
};

/**
 * Where a student's result stands: UNFINISHED (assigned) -> WAITING_SCORE (submitted) -> PASS or FAIL
 * (returned); HOLDING waits to continue.
 */
export type ResultStatus =
  /** Returned, below the minimum score. */
  | 'FAIL'
  /** Paused, waiting to continue. */
  | 'HOLDING'
  /** Returned, at or above the minimum score. */
  | 'PASS'
  /** Assigned, not submitted yet. */
  | 'UNFINISHED'
  /** Submitted, waiting for a score. */
  | 'WAITING_SCORE';

/** The label a result shows (SPEC.md): pass and fail are both 'done', waiting_score is 'unmarked'. */
export type ResultStatusLabel =
  /** Returned (pass or fail). */
  | 'DONE'
  /** Waiting to continue. */
  | 'HOLDING'
  /** Assigned or not submitted. */
  | 'UNFINISHED'
  /** Submitted, not marked yet. */
  | 'UNMARKED';

/** The academy's roles (SPEC.md: admin 0, student 1, teacher 2, specialize 4). */
export type Role =
  /** Manages everything: users, classes, statistics. */
  | 'ADMIN'
  /** Examiner: reads and marks the classes assigned to them. */
  | 'SPECIALIZE'
  /** Takes classes, does assignments, sees own results. */
  | 'STUDENT'
  /** Teaches own classes: timetable, attendance, assignments, marking. */
  | 'TEACHER';

/** Saving answers of an attempt (one or many parts; the runner sends what its queue holds). */
export type SaveAnswersInput = {
  /** The saves, at most 200. */
  answers: Array<AnswerSaveInput>;
  /** The attempt. */
  attemptId: string;
};

/** Kinds of scores kept outside exams. */
export type ScoreKind =
  /** A homework score. */
  | 'SCORE_HOME_WORK'
  /** A presentation score. */
  | 'SCORE_PRESENTATION'
  /** A test score. */
  | 'SCORE_TEST';

/** How an exercise is scored. */
export type ScoringMode =
  /** By the backend on submit. */
  | 'AUTO'
  /** Objective parts automatically, the rest by a teacher. */
  | 'HYBRID'
  /** By a teacher. */
  | 'MANUAL';

/** A new student account (the sign-up form). The identity account is created with it. */
export type SignUpInput = {
  /** The password again; when given it must match. */
  confirmPassword?: string | null | undefined;
  /** Sign-in e-mail. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
  /** At least 8 characters, letters and digits only. */
  password: string;
};

/** A spoken answer. */
export type SpokenAnswerInput = {
  /** The recording uploaded through `upload/`; null clears it. */
  mediaId?: string | null | undefined;
};

/** A spoken-answer part, marked by a person. */
export type SpokenAnswerPartInput = {
  /** The points of a cue card. */
  cueCard?: Array<string> | null | undefined;
  /** The longest recording, seconds (10 to 900). */
  maxSeconds?: number | null | undefined;
  /** Time to prepare before recording, seconds (0 to 600). */
  prepareSeconds?: number | null | undefined;
  /** The task. */
  prompt: string;
  /** A model answer for markers. */
  sample?: string | null | undefined;
};

/** A spoken-target part: a text to read aloud, scored by the speech scorer. */
export type SpokenTargetPartInput = {
  /** The longest recording, seconds (5 to 300). */
  maxSeconds?: number | null | undefined;
  /** The instruction of the part. */
  prompt?: string | null | undefined;
  /** The text to say. */
  targetText: string;
};

/** Starting an attempt, or resuming the one in progress. */
export type StartAttemptInput = {
  /** The assignment. */
  assignmentId: string;
};

/** A student's place in a class (SPEC.md point 3). Joining by code makes a REQUEST that a teacher approves. */
export type StudentClassStatus =
  /** Studying in the class. */
  | 'ACTIVE'
  /** Left the class or was removed; may ask to join again. */
  | 'INACTIVE'
  /** Asked to join by code; waits for the teacher. */
  | 'REQUEST'
  /** On hold (reserved place); still sees the class. */
  | 'RESERVE';

/** Submitting an attempt. */
export type SubmitAttemptInput = {
  /** The attempt. */
  attemptId: string;
};

/** Why an attempt was submitted (DESIGN.md section 9). */
export type SubmitReason =
  /** The student left full screen more often than the assignment allows. */
  | 'ACCESS_LIMIT'
  /** The student submitted it. */
  | 'STUDENT'
  /** Its time ran out: the server's `endsAt` passed. */
  | 'TIME_UP';

/** A text-entry answer. */
export type TextEntryAnswerInput = {
  /** One entry per blank answered. */
  blanks: Array<BlankAnswerInput>;
};

/** A text-entry part: a text with blanks `{{1}}`, `{{2}}`... and the answers each blank accepts. */
export type TextEntryPartInput = {
  /** One entry per blank. */
  blanks: Array<BlankKeyInput>;
  /** The instruction of the part. */
  prompt?: string | null | undefined;
  /** The text with its blanks; empty for a single answer box (blank `1`). */
  text?: string | null | undefined;
};

/** Exercise topic groups. */
export type TopicGroup =
  /** Grammar. */
  | 'GRAMMAR'
  /** Listening. */
  | 'LISTENING'
  /** Anything else. */
  | 'OTHER'
  /** Pronunciation. */
  | 'PRONUNCIATION'
  /** Reading. */
  | 'READING'
  /** Speaking. */
  | 'SPEAKING'
  /** Translation. */
  | 'TRANSLATION'
  /** Vocabulary. */
  | 'VOCAB';

/**
 * Changes to an assignment; absent fields are left as they are, null clears the ones that may be empty. The
 * class is fixed; the exercise cannot change once a student has started.
 */
export type UpdateAssignmentInput = {
  /** When it closes; null removes the deadline. A deadline already past may stay. */
  deadline?: string | null | undefined;
  /** Another exercise (common, or the assigner's own). */
  exerciseId?: string | null | undefined;
  /** The assignment to change. */
  id: string;
  /** Homework, test, presentation or IELTS test. */
  kind?: AssignmentKind | null | undefined;
  /** How often the exam may be entered, 1 to 10. */
  maxAccesses?: number | null | undefined;
  /** The highest score, at most 100. */
  maxScore?: number | null | undefined;
  /** A score below it asks the student to redo the work. */
  minScore?: number | null | undefined;
  /** When it opens; null opens at once. */
  startAt?: string | null | undefined;
  /** The tag; null removes it. */
  tagId?: string | null | undefined;
  /** Minutes; null makes it untimed. */
  timeLimit?: number | null | undefined;
  /** The title students see. */
  title?: string | null | undefined;
  /** Instructions for the students. */
  tutorial?: string | null | undefined;
};

/** Changes to a class (admin or its teacher); absent fields are left as they are. */
export type UpdateClassInput = {
  /** The code students join with (3 to 20 letters, digits, - or _; upper case). */
  classCode?: string | null | undefined;
  /** Room of the offline classroom; empty when none. */
  classroomOffline?: string | null | undefined;
  /** Online classroom link (Google Meet, Zoom); empty when none. */
  classroomOnline?: string | null | undefined;
  /** Null removes the course. */
  courseId?: string | null | undefined;
  /** What the class is about, for students and staff. */
  description?: string | null | undefined;
  /** Null clears the end date. */
  endDate?: string | null | undefined;
  /** Admin only. */
  examinerIds?: Array<string> | null | undefined;
  /** The class to change. */
  id: string;
  /** Class name, e.g. 'IELTS 6.5 - K12'. */
  name?: string | null | undefined;
  /** Planned number of sessions. */
  numberOfSessions?: number | null | undefined;
  /** First day of the class. */
  startDate?: string | null | undefined;
  /** Usual end time of a session. */
  studyTimeEnd?: string | null | undefined;
  /** Usual start time of a session. */
  studyTimeStart?: string | null | undefined;
  /** Admin only. */
  teacherIds?: Array<string> | null | undefined;
  /** ISO weekdays of the sessions, 1 = Monday ... 7 = Sunday. */
  weekdays?: Array<number> | null | undefined;
};

/** Changes to a course (administrators); absent fields are left as they are. */
export type UpdateCourseInput = {
  /** What the course covers (at most 5000 characters). */
  description?: string | null | undefined;
  /** The course to change. */
  id: string;
  /** Unique name, any case (1 to 255 characters). */
  name?: string | null | undefined;
  /** Target IELTS band, 0 to 9 in half bands; null clears it. */
  targetBand?: string | null | undefined;
};

/** Changes to an error tag (its writer); absent fields are left as they are. */
export type UpdateErrorTagInput = {
  /** The error tag to change. */
  id: string;
  /** Where a student reads about the mistake; empty clears it. */
  link?: string | null | undefined;
  /** Its new name. */
  name?: string | null | undefined;
  /** The top-level tag it moves under; null moves it to the top. */
  parentId?: string | null | undefined;
};

/** Changes to an exercise (its author; administrators the common store); absent fields are left as they are. */
export type UpdateExerciseInput = {
  /** How often a listening recording may be played in the exam: 0 without limit, 1 once, 2 twice. */
  audioPlays?: number | null | undefined;
  /** Its course; null removes it. */
  courseId?: string | null | undefined;
  /** A new description. */
  description?: string | null | undefined;
  /** The exercise to change. */
  id: string;
  /** Its new name. */
  name?: string | null | undefined;
  /** Its questions in order (replacing them). */
  questionIds?: Array<string> | null | undefined;
  /** Its tags (replacing them). */
  tagIds?: Array<string> | null | undefined;
  /** A new topic group. */
  topicGroup?: TopicGroup | null | undefined;
  /** Who sees it. */
  visibility?: Visibility | null | undefined;
};

/** Changes to a lesson; absent fields are left as they are. */
export type UpdateLessonInput = {
  /** What the lesson covers. */
  description?: string | null | undefined;
  /** The lesson to change. */
  id: string;
  /** The teacher's note. */
  note?: string | null | undefined;
  /** Link to the recording (the 'record' tab); empty when none. */
  recordLink?: string | null | undefined;
  /** Link to the slides (the 'source' tab); empty when none. */
  slideLink?: string | null | undefined;
  /** Planned, held or canceled. */
  status?: LessonStatus | null | undefined;
  /** The day of the lesson. */
  studyDate?: string | null | undefined;
  /** When the lesson ends. */
  studyTimeEnd?: string | null | undefined;
  /** When the lesson starts. */
  studyTimeStart?: string | null | undefined;
};

/** The fields a user may change on their own profile; absent fields are left as they are. */
export type UpdateProfileInput = {
  /** Postal address. */
  address?: string | null | undefined;
  /** Date of birth; null clears it. */
  dateOfBirth?: string | null | undefined;
  /** Given name. */
  firstName?: string | null | undefined;
  /** Gender. */
  gender?: Gender | null | undefined;
  /** Family name. */
  lastName?: string | null | undefined;
  /** A web address, or empty. */
  link?: string | null | undefined;
  /** Display name; cannot be blank. */
  name?: string | null | undefined;
  /** Passport or ID card number (IELTS registrations); administrators and the user themself only. */
  passport?: string | null | undefined;
  /** 10 digits, or a country code and 3-3-4 digits; empty to clear. */
  phone?: string | null | undefined;
  /** Avatar address (an upload under /lms-backend/api/media/). */
  profilePicture?: string | null | undefined;
  /** A second e-mail, or an empty string to clear it. */
  subEmail?: string | null | undefined;
  /** School or workplace. */
  workPlace?: string | null | undefined;
};

/**
 * Changes to a question (its author; administrators the common store); absent fields are left as they are.
 * Editing what students see of an answered question saves a new version, the old one staying with its answers.
 */
export type UpdateQuestionInput = {
  /** A new note for teachers. */
  description?: string | null | undefined;
  /** The question to change. */
  id: string;
  /** New instructions. */
  instructions?: string | null | undefined;
  /** Its picture or recording; null removes it. */
  mediaId?: string | null | undefined;
  /** Its parts (replacing them all). */
  parts?: Array<QuestionPartInput> | null | undefined;
  /** Its tags (replacing them). */
  tagIds?: Array<string> | null | undefined;
  /** Its new title. */
  title?: string | null | undefined;
  /** A new topic group. */
  topicGroup?: TopicGroup | null | undefined;
  /** A new transcript. */
  transcript?: string | null | undefined;
  /** Its new type (then `parts` are required). */
  type?: QuestionType | null | undefined;
  /** Who sees it. */
  visibility?: Visibility | null | undefined;
};

/**
 * Changes to a score (admin, a teacher of the class, an assigned examiner); absent fields are left as they
 * are. The class and the student are fixed: delete the score and give a new one to move it.
 */
export type UpdateScoreInput = {
  /** The assignment it is for; null detaches it from its assignment. */
  assignmentId?: string | null | undefined;
  /** The score to change. */
  id: string;
  /** Presentation, test or homework score. */
  kind?: ScoreKind | null | undefined;
  /** The marker's note. */
  note?: string | null | undefined;
  /** 0 to 100, and at most the assignment's maximum. */
  value?: number | null | undefined;
};

/** A student's new status in a class (approve a request, put on hold, remove). */
export type UpdateStudentStatusInput = {
  /** The class. */
  classId: string;
  /** The new status (ACTIVE approves a request). */
  status: StudentClassStatus;
  /** The student. */
  studentId: string;
};

/** A tag's new name (its writer: administrators the common tags, teachers their own). */
export type UpdateTagInput = {
  /** The tag to rename. */
  id: string;
  /** Its new name (1 to 100 characters). */
  name: string;
};

/** An administrator's change to any user: profile fields and the managed ones (role, status, e-mail, active). */
export type UpdateUserInput = {
  /** Postal address; administrators and the user themself only. */
  address?: string | null | undefined;
  /** Date of birth; null when not given, and for anyone but an administrator and the user themself. */
  dateOfBirth?: string | null | undefined;
  /** Sign-in e-mail. */
  email?: string | null | undefined;
  /** Given name. */
  firstName?: string | null | undefined;
  /** Gender. */
  gender?: Gender | null | undefined;
  /** The user to change. */
  id: string;
  /** False disables the account (and its sign-in). */
  isActive?: boolean | null | undefined;
  /** Family name. */
  lastName?: string | null | undefined;
  /** A social link (Facebook, Zalo, LinkedIn). */
  link?: string | null | undefined;
  /** Display name, as the academy writes it (Vietnamese order: Nguyễn Văn An). */
  name?: string | null | undefined;
  /** Passport or ID card number (IELTS registrations); administrators and the user themself only. */
  passport?: string | null | undefined;
  /** Phone number (10 digits, or a country code and 3-3-4 digits). */
  phone?: string | null | undefined;
  /** Avatar address (an upload under /lms-backend/api/media/). */
  profilePicture?: string | null | undefined;
  /** The user's role. */
  role?: Role | null | undefined;
  /** Free-text status the academy keeps for a student (e.g. 'đang học'). */
  studentStatus?: string | null | undefined;
  /** A second contact e-mail. */
  subEmail?: string | null | undefined;
  /** School or workplace. */
  workPlace?: string | null | undefined;
};

/** Filters of the user table; all optional and combined with AND. */
export type UserFilter = {
  /** Only students of these classes. */
  classIds?: Array<string> | null | undefined;
  /** Only these users. */
  ids?: Array<string> | null | undefined;
  /** Only active (true) or disabled (false) accounts. */
  isActive?: boolean | null | undefined;
  /** Only users with this role. */
  role?: Role | null | undefined;
  /** Part of the name, e-mail or phone, any case. */
  search?: string | null | undefined;
};

/** Orders of the user table. */
export type UserSort = 'CREATED_AT' | 'CREATED_AT_DESC' | 'EMAIL' | 'EMAIL_DESC' | 'NAME' | 'NAME_DESC';

/** Who sees a question or an exercise besides its author (SPEC.md point 3: 0 private, 1 public). */
export type Visibility =
  /** Only its author and administrators. */
  | 'PRIVATE'
  /** Everyone who may read the bank it is in. */
  | 'PUBLIC';

/** A written answer. */
export type WritingAnswerInput = {
  /** The text. */
  text: string;
};

/** An extended-writing part, marked by a person. */
export type WritingPartInput = {
  /** The most words accepted. */
  maxWords?: number | null | undefined;
  /** The fewest words expected. */
  minWords?: number | null | undefined;
  /** The task. */
  prompt: string;
  /** A model answer for markers. */
  sample?: string | null | undefined;
};

export type ClassDetailQueryQueryVariables = Exact<{
  id: string;
  today: string;
  overview?: boolean;
}>;

export type ClassDetailQueryQuery = {
  class:
    | (({ id: string | number; name: string; viewerCanManage: boolean } & {
        ' $fragmentRefs'?: { ClassDetailPage_ClassFragment: ClassDetailPage_ClassFragment };
      }) & { ' $fragmentRefs'?: { ClassOverviewTab_ClassFragment: ClassOverviewTab_ClassFragment } } & {
        nextLessons?: Array<
          { id: string | number } & {
            ' $fragmentRefs'?: { NextLessons_LessonsFragment: NextLessons_LessonsFragment };
          }
        > | null;
      })
    | null;
};

export type ApolloTestPingQueryQueryVariables = Exact<{ [key: string]: never }>;

export type ApolloTestPingQueryQuery = { viewer: { id: string | number } | null };

export type ApolloTestSaveMutationMutationVariables = Exact<{ [key: string]: never }>;

export type ApolloTestSaveMutationMutation = { deleteClass: { deletedId: string | number | null } };

export type SessionViewerQueryQueryVariables = Exact<{ [key: string]: never }>;

export type SessionViewerQueryQuery = {
  viewer: { id: string | number; name: string; email: string; role: Role; profilePicture: string } | null;
};

export type ProfileForm_UserFragment = {
  id: string | number;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  phone: string;
  subEmail: string | null;
  link: string | null;
  workPlace: string | null;
  address: string | null;
  passport: string | null;
} & { ' $fragmentName'?: 'ProfileForm_UserFragment' };

export type ProfileQueryQueryVariables = Exact<{ [key: string]: never }>;

export type ProfileQueryQuery = {
  viewer:
    | ({
        id: string | number;
        name: string;
        email: string;
        role: Role;
        profilePicture: string;
        joinedAt: string | null;
        createdAt: string | null;
      } & { ' $fragmentRefs'?: { ProfileForm_UserFragment: ProfileForm_UserFragment } })
    | null;
};

export type ChangePasswordSaveMutationMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type ChangePasswordSaveMutationMutation = {
  changePassword: {
    message: string | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ForgotPasswordRequestMutationMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;

export type ForgotPasswordRequestMutationMutation = {
  requestPasswordReset: {
    message: string | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ResetPasswordSetMutationMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;

export type ResetPasswordSetMutationMutation = {
  resetPassword: { message: string | null; errors: Array<{ field: string | null; messages: Array<string> }> };
};

export type RegisterSignUpMutationMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type RegisterSignUpMutationMutation = {
  signUp: { message: string | null; errors: Array<{ field: string | null; messages: Array<string> }> };
};

export type ProfileUpdateMutationMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;

export type ProfileUpdateMutationMutation = {
  updateProfile: {
    user:
      | ({ id: string | number; name: string } & {
          ' $fragmentRefs'?: { ProfileForm_UserFragment: ProfileForm_UserFragment };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AssignDialogOptionsQueryQueryVariables = Exact<{
  withClasses: boolean;
}>;

export type AssignDialogOptionsQueryQuery = {
  classes?: { items: Array<{ id: string | number; name: string; viewerCanManage: boolean }> };
  tags: { items: Array<{ id: string | number; name: string }> };
};

export type AssignDialogExercisesQueryQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type AssignDialogExercisesQueryQuery = {
  exercises: { items: Array<{ id: string | number; name: string; store: ExerciseStore }> };
};

export type ClassHomeworkQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassHomeworkQueryQuery = {
  class: {
    id: string | number;
    name: string;
    viewerCanManage: boolean;
    assignments: Array<{
      id: string | number;
      kind: AssignmentKind;
      title: string;
      tutorial: string;
      startAt: string | null;
      deadline: string | null;
      timeLimit: number | null;
      minScore: number;
      maxScore: number;
      maxAccesses: number;
      tag: { id: string | number; name: string } | null;
      exercise: { id: string | number; name: string };
      stats: { studentsTotal: number; submitted: number } | null;
    }> | null;
  } | null;
};

export type HomeworkDetailQueryQueryVariables = Exact<{
  id: string;
  classId: string;
}>;

export type HomeworkDetailQueryQuery = {
  assignment: {
    id: string | number;
    kind: AssignmentKind;
    title: string;
    tutorial: string;
    startAt: string | null;
    deadline: string | null;
    timeLimit: number | null;
    minScore: number;
    maxScore: number;
    maxAccesses: number;
    createdAt: string;
    tag: { id: string | number; name: string } | null;
    exercise: { id: string | number; name: string };
    class: { id: string | number; name: string; viewerCanManage: boolean } | null;
    results: Array<{
      id: string | number;
      attempt: number;
      status: ResultStatus;
      score: number | null;
      submittedAt: string | null;
      accessCount: number;
      student: { id: string | number } | null;
    }> | null;
  } | null;
  class: {
    id: string | number;
    students: Array<{
      id: string | number;
      student: { id: string | number; name: string; email: string };
    }> | null;
  } | null;
};

export type AssignmentCreateMutationMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;

export type AssignmentCreateMutationMutation = {
  createAssignment: {
    assignment: {
      id: string | number;
      class: { id: string | number } | null;
      exercise: { id: string | number };
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AssignmentDeleteMutationMutationVariables = Exact<{
  input: DeleteAssignmentInput;
}>;

export type AssignmentDeleteMutationMutation = {
  deleteAssignment: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AssignmentUpdateMutationMutationVariables = Exact<{
  input: UpdateAssignmentInput;
}>;

export type AssignmentUpdateMutationMutation = {
  updateAssignment: {
    assignment: {
      id: string | number;
      kind: AssignmentKind;
      title: string;
      tutorial: string;
      startAt: string | null;
      deadline: string | null;
      timeLimit: number | null;
      minScore: number;
      maxScore: number;
      maxAccesses: number;
      tag: { id: string | number; name: string } | null;
      exercise: { id: string | number; name: string };
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassDetailPage_ClassFragment = {
  id: string | number;
  name: string;
  classCode: string;
  viewerCanManage: boolean;
  startDate: string;
  expectedEndDate: string | null;
  studyTimeStart: string;
  studyTimeEnd: string;
  weekdays: Array<number>;
  classroomOnline: string;
  classroomOffline: string;
  course: { id: string | number; name: string } | null;
  teachers: Array<{ id: string | number; name: string }>;
} & { ' $fragmentName'?: 'ClassDetailPage_ClassFragment' };

export type ClassEditQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassEditQueryQuery = {
  class:
    | ({ id: string | number; name: string; viewerCanManage: boolean } & {
        ' $fragmentRefs'?: { ClassForm_ClassFragment: ClassForm_ClassFragment };
      })
    | null;
};

export type ClassForm_ClassFragment = {
  id: string | number;
  name: string;
  numberOfSessions: number;
  weekdays: Array<number>;
  startDate: string;
  endDate: string | null;
  studyTimeStart: string;
  studyTimeEnd: string;
  classroomOnline: string;
  classroomOffline: string;
  classCode: string;
  description: string;
  course: { id: string | number } | null;
  teachers: Array<{ id: string | number }>;
  examiners: Array<{ id: string | number }>;
} & { ' $fragmentName'?: 'ClassForm_ClassFragment' };

export type ClassFormOptionsQueryQueryVariables = Exact<{
  staff: boolean;
}>;

export type ClassFormOptionsQueryQuery = {
  courses: { items: Array<{ id: string | number; name: string }> };
  teachers?: { items: Array<{ id: string | number; name: string; email: string }> };
  examiners?: { items: Array<{ id: string | number; name: string; email: string }> };
};

export type ClassListQueryQueryVariables = Exact<{
  filter?: ClassFilter | null | undefined;
  sort?: ClassSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ClassListQueryQuery = {
  classes: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { ClassTable_ClassesFragment: ClassTable_ClassesFragment };
      }
    >;
  };
};

export type ClassOverviewTab_ClassFragment = {
  id: string | number;
  overview: {
    activeStudents: number;
    pendingRequests: number;
    sessionsPassed: number;
    numberOfSessions: number;
    assignmentCount: number;
    waitingScore: number;
    attendancePercent: number | null;
    completionPercent: number | null;
    averageScore: number | null;
  } | null;
  students: Array<{
    id: string | number;
    student: { id: string | number; name: string; email: string };
    attendanceSummary: { percent: number; lessonsCounted: number; absent: number } | null;
    progress: {
      assignmentsSubmitted: number;
      assignmentsTotal: number;
      completionPercent: number;
      averageScore: number | null;
    } | null;
  }> | null;
  assignments: Array<{
    id: string | number;
    title: string;
    kind: AssignmentKind;
    deadline: string | null;
    stats: {
      studentsTotal: number;
      submitted: number;
      waitingScore: number;
      averageScore: number | null;
    } | null;
  }> | null;
} & { ' $fragmentName'?: 'ClassOverviewTab_ClassFragment' };

export type ClassTable_ClassesFragment = {
  id: string | number;
  name: string;
  numberOfSessions: number;
  classroomOnline: string;
  classroomOffline: string;
  startDate: string;
  endDate: string | null;
  expectedEndDate: string | null;
  studyTimeStart: string;
  studyTimeEnd: string;
  classCode: string;
  sessionsPassed: number;
  weekdays: Array<number>;
  studentCount: number;
  viewerCanManage: boolean;
  course: { id: string | number; name: string } | null;
  viewerMembership: { id: string | number; status: StudentClassStatus } | null;
} & { ' $fragmentName'?: 'ClassTable_ClassesFragment' };

export type ClassFormEndDateQueryQueryVariables = Exact<{
  input: CalculateEndDateInput;
}>;

export type ClassFormEndDateQueryQuery = {
  calculateEndDate: {
    expectedEndDate: string | null;
    sessionDates: Array<string>;
    daysOffSkipped: Array<string>;
  };
};

export type StudentClassPage_ClassFragment = {
  id: string | number;
  name: string;
  weekdays: Array<number>;
  studyTimeStart: string;
  studyTimeEnd: string;
  startDate: string;
  expectedEndDate: string | null;
  classroomOnline: string;
  classroomOffline: string;
  numberOfSessions: number;
  sessionsPassed: number;
  teachers: Array<{ id: string | number; name: string }>;
  nextLesson: {
    id: string | number;
    sessionNumber: number;
    studyDate: string;
    studyTimeStart: string;
    studyTimeEnd: string;
  } | null;
  lessons: Array<{
    id: string | number;
    sessionNumber: number;
    studyDate: string;
    studyTimeStart: string;
    studyTimeEnd: string;
    status: LessonStatus;
    recordLink: string;
    slideLink: string;
    attendances: Array<{ id: string | number; status: AttendanceStatus; note: string }> | null;
  }> | null;
  scores: Array<{
    id: string | number;
    kind: ScoreKind;
    value: number;
    note: string;
    createdAt: string;
    assignment: { id: string | number; title: string } | null;
  }> | null;
  viewerMembership: {
    id: string | number;
    status: StudentClassStatus;
    attendanceSummary: { lessonsCounted: number; percent: number } | null;
    progress: { completionPercent: number; averageScore: number | null } | null;
    results: Array<{
      id: string | number;
      status: ResultStatus;
      score: number | null;
      belowMinScore: boolean;
      assignment: { id: string | number; title: string; deadline: string | null; maxScore: number } | null;
    }> | null;
  } | null;
} & { ' $fragmentName'?: 'StudentClassPage_ClassFragment' };

export type StudentClassQueryQueryVariables = Exact<{
  id: string;
  today: string;
}>;

export type StudentClassQueryQuery = {
  myClasses: Array<{
    id: string | number;
    name: string;
    weekdays: Array<number>;
    studyTimeStart: string;
    studyTimeEnd: string;
    startDate: string;
    teachers: Array<{ id: string | number; name: string }>;
    viewerMembership: { id: string | number; status: StudentClassStatus } | null;
  }>;
  class:
    | ({ id: string | number } & {
        ' $fragmentRefs'?: { StudentClassPage_ClassFragment: StudentClassPage_ClassFragment };
      })
    | null;
};

export type StudentClassCard_ClassFragment = {
  id: string | number;
  name: string;
  weekdays: Array<number>;
  studyTimeStart: string;
  studyTimeEnd: string;
  startDate: string;
  classroomOnline: string;
  classroomOffline: string;
  numberOfSessions: number;
  sessionsPassed: number;
  teachers: Array<{ id: string | number; name: string }>;
  viewerMembership: { id: string | number; status: StudentClassStatus } | null;
  nextLesson: {
    id: string | number;
    sessionNumber: number;
    studyDate: string;
    studyTimeStart: string;
    studyTimeEnd: string;
  } | null;
} & { ' $fragmentName'?: 'StudentClassCard_ClassFragment' };

export type StudentClassesQueryQueryVariables = Exact<{
  today: string;
}>;

export type StudentClassesQueryQuery = {
  myClasses: Array<
    { id: string | number } & {
      ' $fragmentRefs'?: { StudentClassCard_ClassFragment: StudentClassCard_ClassFragment };
    }
  >;
};

export type ClassCreateMutationMutationVariables = Exact<{
  input: CreateClassInput;
}>;

export type ClassCreateMutationMutation = {
  createClass: {
    class:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: { ClassForm_ClassFragment: ClassForm_ClassFragment };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassDeleteMutationMutationVariables = Exact<{
  input: DeleteClassInput;
}>;

export type ClassDeleteMutationMutation = {
  deleteClass: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassUpdateMutationMutationVariables = Exact<{
  input: UpdateClassInput;
}>;

export type ClassUpdateMutationMutation = {
  updateClass: {
    class:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: {
            ClassForm_ClassFragment: ClassForm_ClassFragment;
            ClassTable_ClassesFragment: ClassTable_ClassesFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type CourseForm_CourseFragment = {
  id: string | number;
  name: string;
  description: string;
  targetBand: string | null;
} & { ' $fragmentName'?: 'CourseForm_CourseFragment' };

export type CourseListQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type CourseListQueryQuery = {
  courses: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: {
          CourseTable_CoursesFragment: CourseTable_CoursesFragment;
          CourseForm_CourseFragment: CourseForm_CourseFragment;
        };
      }
    >;
  };
};

export type CourseTable_CoursesFragment = {
  id: string | number;
  name: string;
  description: string;
  targetBand: string | null;
  createdAt: string;
} & { ' $fragmentName'?: 'CourseTable_CoursesFragment' };

export type CourseCreateMutationMutationVariables = Exact<{
  input: CreateCourseInput;
}>;

export type CourseCreateMutationMutation = {
  createCourse: {
    course:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: {
            CourseForm_CourseFragment: CourseForm_CourseFragment;
            CourseTable_CoursesFragment: CourseTable_CoursesFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type CourseDeleteMutationMutationVariables = Exact<{
  input: DeleteCourseInput;
}>;

export type CourseDeleteMutationMutation = {
  deleteCourse: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type CourseUpdateMutationMutationVariables = Exact<{
  input: UpdateCourseInput;
}>;

export type CourseUpdateMutationMutation = {
  updateCourse: {
    course:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: {
            CourseForm_CourseFragment: CourseForm_CourseFragment;
            CourseTable_CoursesFragment: CourseTable_CoursesFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type DashboardStaffQueryQueryVariables = Exact<{
  today: string;
}>;

export type DashboardStaffQueryQuery = {
  todayLessons: {
    total: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { TodayLessons_LessonsFragment: TodayLessons_LessonsFragment };
      }
    >;
  };
  waiting: {
    total: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { MarkingQueue_ResultsFragment: MarkingQueue_ResultsFragment };
      }
    >;
  };
};

export type DashboardStudentQueryQueryVariables = Exact<{
  today: string;
}>;

export type DashboardStudentQueryQuery = {
  todayLessons: {
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { StudentToday_LessonsFragment: StudentToday_LessonsFragment };
      }
    >;
  };
  myClasses: Array<
    { id: string | number } & { ' $fragmentRefs'?: { MyClasses_ClassesFragment: MyClasses_ClassesFragment } }
  >;
  assignments: {
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { Deadlines_AssignmentsFragment: Deadlines_AssignmentsFragment };
      }
    >;
  };
  results: {
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { RecentResults_ResultsFragment: RecentResults_ResultsFragment };
      }
    >;
  };
};

export type MarkingPageQueryQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type MarkingPageQueryQuery = {
  results: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { MarkingQueue_ResultsFragment: MarkingQueue_ResultsFragment };
      }
    >;
  };
};

export type MarkingQueue_ResultsFragment = {
  id: string | number;
  submittedAt: string | null;
  student: { id: string | number; name: string } | null;
  assignment: {
    id: string | number;
    title: string;
    class: { id: string | number; name: string } | null;
  } | null;
} & { ' $fragmentName'?: 'MarkingQueue_ResultsFragment' };

export type StudentToday_LessonsFragment = {
  id: string | number;
  sessionNumber: number;
  studyTimeStart: string;
  studyTimeEnd: string;
  status: LessonStatus;
  class: { id: string | number; name: string; classroomOnline: string; classroomOffline: string } | null;
} & { ' $fragmentName'?: 'StudentToday_LessonsFragment' };

export type MyClasses_ClassesFragment = {
  id: string | number;
  name: string;
  studyTimeStart: string;
  studyTimeEnd: string;
  weekdays: Array<number>;
  classroomOnline: string;
  viewerMembership: { id: string | number; status: StudentClassStatus } | null;
} & { ' $fragmentName'?: 'MyClasses_ClassesFragment' };

export type Deadlines_AssignmentsFragment = {
  id: string | number;
  title: string;
  startAt: string | null;
  deadline: string | null;
  timeLimit: number | null;
  kind: AssignmentKind;
  class: { id: string | number; name: string } | null;
  results: Array<{ id: string | number; status: ResultStatus }> | null;
} & { ' $fragmentName'?: 'Deadlines_AssignmentsFragment' };

export type RecentResults_ResultsFragment = {
  id: string | number;
  status: ResultStatus;
  score: number | null;
  belowMinScore: boolean;
  markedAt: string | null;
  comment: string;
  assignment: {
    id: string | number;
    title: string;
    maxScore: number;
    class: { id: string | number; name: string } | null;
  } | null;
} & { ' $fragmentName'?: 'RecentResults_ResultsFragment' };

export type TodayLessons_LessonsFragment = {
  id: string | number;
  sessionNumber: number;
  studyDate: string;
  studyTimeStart: string;
  studyTimeEnd: string;
  status: LessonStatus;
  class: { id: string | number; name: string; classroomOnline: string; classroomOffline: string } | null;
} & { ' $fragmentName'?: 'TodayLessons_LessonsFragment' };

export type ExamAttempt_AttemptFragment = {
  id: string | number;
  attempt: number;
  status: ResultStatus;
  startedAt: string;
  endsAt: string | null;
  serverNow: string;
  accessCount: number;
  maxAccesses: number;
  submittedAt: string | null;
  submitReason: SubmitReason | null;
  score: number | null;
  belowMinScore: boolean;
  assignment: {
    id: string | number;
    title: string;
    minScore: number;
    maxScore: number;
    timeLimit: number | null;
    class: { id: string | number } | null;
  };
  exercise: {
    id: string | number;
    name: string;
    topicGroup: TopicGroup;
    audioPlays: number;
    questions: Array<{
      id: string | number;
      title: string;
      type: QuestionType;
      interaction: Interaction;
      instructions: string;
      media: { id: string | number; kind: MediaKind; url: string } | null;
      parts: Array<{
        id: string | number;
        position: number;
        type: QuestionType;
        interaction: Interaction;
        score: number;
        content:
          | {
              __typename: 'ChoiceContent';
              prompt: string;
              options: Array<{ id: string | number; text: string }>;
            }
          | {
              __typename: 'HotspotContent';
              prompt: string;
              regions: Array<{ id: string | number; x: number; y: number; width: number; height: number }>;
            }
          | {
              __typename: 'MatchingContent';
              prompt: string;
              items: Array<{ id: string | number; text: string; x: number | null; y: number | null }>;
              options: Array<{ id: string | number; text: string }>;
            }
          | {
              __typename: 'OrderingContent';
              prompt: string;
              tokens: Array<{ id: string | number; text: string }>;
            }
          | { __typename: 'PassageContent'; text: string }
          | {
              __typename: 'SpokenAnswerContent';
              prompt: string;
              cueCard: Array<string>;
              prepareSeconds: number;
              maxSeconds: number;
            }
          | { __typename: 'SpokenTargetContent'; prompt: string; targetText: string; maxSeconds: number }
          | { __typename: 'TextEntryContent'; prompt: string; text: string }
          | {
              __typename: 'WritingContent';
              prompt: string;
              minWords: number | null;
              maxWords: number | null;
            };
      }>;
    }>;
  };
  answers: Array<{ ' $fragmentRefs'?: { ExamAttempt_SavedAnswerFragment: ExamAttempt_SavedAnswerFragment } }>;
} & { ' $fragmentName'?: 'ExamAttempt_AttemptFragment' };

export type ExamAttempt_SavedAnswerFragment = {
  partId: string | number;
  seq: number;
  updatedAt: string;
  answer:
    | { __typename: 'ChoiceAnswer'; choices: Array<string | number> }
    | { __typename: 'HotspotAnswer'; points: Array<{ x: number; y: number }> }
    | { __typename: 'MatchingAnswer'; pairs: Array<{ item: string | number; option: string | number }> }
    | { __typename: 'OrderingAnswer'; order: Array<string | number> }
    | { __typename: 'SpokenAnswer'; media: { id: string | number; url: string } | null }
    | { __typename: 'TextEntryAnswer'; blanks: Array<{ id: string; value: string }> }
    | { __typename: 'WritingAnswer'; text: string };
} & { ' $fragmentName'?: 'ExamAttempt_SavedAnswerFragment' };

export type ExamIntroQueryQueryVariables = Exact<{
  classId: string;
}>;

export type ExamIntroQueryQuery = {
  class: {
    id: string | number;
    name: string;
    assignments: Array<{
      id: string | number;
      title: string;
      tutorial: string;
      kind: AssignmentKind;
      startAt: string | null;
      deadline: string | null;
      timeLimit: number | null;
      minScore: number;
      maxScore: number;
      maxAccesses: number;
      exercise: { id: string | number; name: string; topicGroup: TopicGroup };
      results: Array<{ id: string | number; status: ResultStatus }> | null;
    }> | null;
  } | null;
};

export type ExamAcceptRulesMutationMutationVariables = Exact<{
  input: AcceptExamRulesInput;
}>;

export type ExamAcceptRulesMutationMutation = {
  acceptExamRules: {
    agreedAt: string | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExamStartAttemptMutationMutationVariables = Exact<{
  input: StartAttemptInput;
}>;

export type ExamStartAttemptMutationMutation = {
  startAttempt: {
    attempt: { ' $fragmentRefs'?: { ExamAttempt_AttemptFragment: ExamAttempt_AttemptFragment } } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExamSaveAnswersMutationMutationVariables = Exact<{
  input: SaveAnswersInput;
}>;

export type ExamSaveAnswersMutationMutation = {
  saveAnswers: {
    saved: Array<{ ' $fragmentRefs'?: { ExamAttempt_SavedAnswerFragment: ExamAttempt_SavedAnswerFragment } }>;
    attempt: {
      id: string | number;
      status: ResultStatus;
      serverNow: string;
      endsAt: string | null;
      submittedAt: string | null;
      submitReason: SubmitReason | null;
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExamRecordExitMutationMutationVariables = Exact<{
  input: RecordExamExitInput;
}>;

export type ExamRecordExitMutationMutation = {
  recordExamExit: {
    attempt: {
      id: string | number;
      status: ResultStatus;
      serverNow: string;
      accessCount: number;
      maxAccesses: number;
      submittedAt: string | null;
      submitReason: SubmitReason | null;
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExamSubmitAttemptMutationMutationVariables = Exact<{
  input: SubmitAttemptInput;
}>;

export type ExamSubmitAttemptMutationMutation = {
  submitAttempt: {
    attempt: {
      id: string | number;
      status: ResultStatus;
      submittedAt: string | null;
      submitReason: SubmitReason | null;
      score: number | null;
      belowMinScore: boolean;
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExamFinishQueryQueryVariables = Exact<{
  id: string;
}>;

export type ExamFinishQueryQuery = {
  attempt: {
    id: string | number;
    attempt: number;
    status: ResultStatus;
    submittedAt: string | null;
    submitReason: SubmitReason | null;
    score: number | null;
    belowMinScore: boolean;
    assignment: {
      id: string | number;
      title: string;
      minScore: number;
      maxScore: number;
      class: { id: string | number } | null;
    };
  } | null;
};

export type ExerciseBuilderQueryQueryVariables = Exact<{
  id: string;
  editing: boolean;
}>;

export type ExerciseBuilderQueryQuery = {
  exercise?: {
    id: string | number;
    name: string;
    description: string;
    topicGroup: TopicGroup;
    visibility: Visibility;
    store: ExerciseStore;
    outdatedQuestionIds: Array<string | number>;
    owner: { id: string | number } | null;
    course: { id: string | number } | null;
    tags: Array<{ id: string | number }>;
    questions: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { ExerciseBuilder_QuestionFragment: ExerciseBuilder_QuestionFragment };
      }
    >;
  } | null;
  courses: { items: Array<{ id: string | number; name: string }> };
  tags: { items: Array<{ id: string | number; name: string }> };
};

export type ExerciseBuilderNewerQueryQueryVariables = Exact<{
  id: string;
}>;

export type ExerciseBuilderNewerQueryQuery = {
  question:
    | ({ id: string | number } & {
        ' $fragmentRefs'?: { ExerciseBuilder_QuestionFragment: ExerciseBuilder_QuestionFragment };
      })
    | null;
};

export type ExerciseListQueryQueryVariables = Exact<{
  store?: ExerciseStore | null | undefined;
  courseIds?: Array<string> | string | null | undefined;
  topicGroups?: Array<TopicGroup> | TopicGroup | null | undefined;
  tagIds?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ExerciseListQueryQuery = {
  exercises: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: string | number;
      name: string;
      store: ExerciseStore;
      topicGroup: TopicGroup;
      scoringMode: ScoringMode;
      assigned: boolean;
      updatedAt: string;
      course: { id: string | number; name: string } | null;
      owner: { id: string | number; name: string } | null;
      tags: Array<{ id: string | number; name: string }>;
      figures: { questionCount: number; totalPoints: number };
    }>;
  };
  courses: { items: Array<{ id: string | number; name: string }> };
  tags: { items: Array<{ id: string | number; name: string }> };
};

export type QuestionPickerQueryQueryVariables = Exact<{
  store?: ExerciseStore | null | undefined;
  types?: Array<QuestionType> | QuestionType | null | undefined;
  topicGroups?: Array<TopicGroup> | TopicGroup | null | undefined;
  tagIds?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type QuestionPickerQueryQuery = {
  questions: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number; tags: Array<{ id: string | number; name: string }> } & {
        ' $fragmentRefs'?: { ExerciseBuilder_QuestionFragment: ExerciseBuilder_QuestionFragment };
      }
    >;
  };
  questionRegistry: { types: Array<{ type: QuestionType }> };
};

export type ExerciseBuilder_QuestionFragment = {
  id: string | number;
  title: string;
  type: QuestionType;
  interaction: Interaction;
  store: ExerciseStore;
  topicGroup: TopicGroup;
  version: number;
  supersededById: string | number | null;
  owner: { id: string | number; name: string } | null;
  parts: Array<{ id: string | number; score: number; weight: number }>;
} & { ' $fragmentName'?: 'ExerciseBuilder_QuestionFragment' };

export type ExerciseContentQueryQueryVariables = Exact<{
  id: string;
}>;

export type ExerciseContentQueryQuery = {
  exercise: {
    id: string | number;
    name: string;
    description: string;
    store: ExerciseStore;
    topicGroup: TopicGroup;
    scoringMode: ScoringMode;
    assigned: boolean;
    owner: { id: string | number; name: string } | null;
    course: { id: string | number; name: string } | null;
    figures: {
      questionCount: number;
      partCount: number;
      totalPoints: number;
      partsKey: number;
      partsPerson: number;
      partsSpeech: number;
      partsNone: number;
      byType: Array<{ type: QuestionType; questionCount: number; partCount: number; points: number }>;
      shares: Array<{ questionId: string | number; points: number; percent: number }>;
    };
    questions: Array<{
      id: string | number;
      title: string;
      type: QuestionType;
      interaction: Interaction;
      instructions: string;
      topicGroup: TopicGroup;
      media: { id: string | number; kind: MediaKind; url: string } | null;
      parts: Array<
        { id: string | number; position: number; type: QuestionType } & {
          ' $fragmentRefs'?: { QuestionPartBody_PartFragment: QuestionPartBody_PartFragment };
        }
      >;
    }>;
  } | null;
};

export type ExerciseCopyMutationMutationVariables = Exact<{
  input: CopyExerciseInput;
}>;

export type ExerciseCopyMutationMutation = {
  copyExercise: {
    exercise: { id: string | number; name: string; store: ExerciseStore } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExerciseCreateMutationMutationVariables = Exact<{
  input: CreateExerciseInput;
}>;

export type ExerciseCreateMutationMutation = {
  createExercise: {
    exercise: { id: string | number; name: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExerciseDeleteMutationMutationVariables = Exact<{
  input: DeleteBankItemInput;
}>;

export type ExerciseDeleteMutationMutation = {
  deleteExercise: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ExerciseUpdateMutationMutationVariables = Exact<{
  input: UpdateExerciseInput;
}>;

export type ExerciseUpdateMutationMutation = {
  updateExercise: {
    exercise: { id: string | number; name: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AddStudentsSearchQueryQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type AddStudentsSearchQueryQuery = {
  users: { items: Array<{ id: string | number; name: string; email: string }> };
};

export type ClassStudentsTabQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassStudentsTabQueryQuery = {
  class: {
    id: string | number;
    students: Array<{
      id: string | number;
      status: StudentClassStatus;
      joinedAt: string;
      student: { id: string | number; name: string; email: string; phone: string };
    }> | null;
  } | null;
};

export type ClassAddStudentsMutationMutationVariables = Exact<{
  input: AddStudentsToClassInput;
}>;

export type ClassAddStudentsMutationMutation = {
  addStudentsToClass: {
    classStudents: Array<{ id: string | number; status: StudentClassStatus }> | null;
    alreadyMembers: Array<{ id: string | number; student: { id: string | number; name: string } }> | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassStudentStatusMutationMutationVariables = Exact<{
  input: UpdateStudentStatusInput;
}>;

export type ClassStudentStatusMutationMutation = {
  updateStudentStatus: {
    classStudent: { id: string | number; status: StudentClassStatus } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassJoinMutationMutationVariables = Exact<{
  input: JoinClassByCodeInput;
}>;

export type ClassJoinMutationMutation = {
  joinClassByCode: {
    status: StudentClassStatus | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type QuestionForm_QuestionFragment = {
  id: string | number;
  title: string;
  type: QuestionType;
  interaction: Interaction;
  instructions: string;
  transcript: string;
  description: string;
  topicGroup: TopicGroup;
  store: ExerciseStore;
  visibility: Visibility;
  answered: boolean;
  version: number;
  supersededById: string | number | null;
  clonedFromId: string | number | null;
  updatedAt: string;
  owner: { id: string | number; name: string } | null;
  media: { id: string | number; url: string; kind: MediaKind; originalName: string } | null;
  tags: Array<{ id: string | number }>;
  parts: Array<
    { id: string | number } & {
      ' $fragmentRefs'?: { QuestionPartBody_PartFragment: QuestionPartBody_PartFragment };
    }
  >;
} & { ' $fragmentName'?: 'QuestionForm_QuestionFragment' };

export type QuestionFormOptionsQueryQueryVariables = Exact<{ [key: string]: never }>;

export type QuestionFormOptionsQueryQuery = {
  questionRegistry: { weights: Array<number> };
  tags: { items: Array<{ id: string | number; name: string }> };
};

export type QuestionFormQueryQueryVariables = Exact<{
  id: string;
}>;

export type QuestionFormQueryQuery = {
  question:
    | ({ id: string | number } & {
        ' $fragmentRefs'?: { QuestionForm_QuestionFragment: QuestionForm_QuestionFragment };
      })
    | null;
};

export type QuestionListQueryQueryVariables = Exact<{
  store?: ExerciseStore | null | undefined;
  ownerId?: string | null | undefined;
  types?: Array<QuestionType> | QuestionType | null | undefined;
  topicGroups?: Array<TopicGroup> | TopicGroup | null | undefined;
  tagIds?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type QuestionListQueryQuery = {
  questions: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number } & {
        ' $fragmentRefs'?: { QuestionTable_QuestionsFragment: QuestionTable_QuestionsFragment };
      }
    >;
  };
};

export type QuestionListFiltersQueryQueryVariables = Exact<{
  withOwners: boolean;
}>;

export type QuestionListFiltersQueryQuery = {
  questionRegistry: {
    topicGroups: Array<TopicGroup>;
    types: Array<{ type: QuestionType; interaction: Interaction }>;
  };
  tags: { items: Array<{ id: string | number; name: string }> };
  users?: { items: Array<{ id: string | number; name: string }> };
};

export type QuestionTable_QuestionsFragment = {
  id: string | number;
  title: string;
  type: QuestionType;
  interaction: Interaction;
  topicGroup: TopicGroup;
  store: ExerciseStore;
  version: number;
  partCount: number;
  updatedAt: string;
  owner: { id: string | number; name: string } | null;
  tags: Array<{ id: string | number; name: string }>;
} & { ' $fragmentName'?: 'QuestionTable_QuestionsFragment' };

export type QuestionTypeChooserQueryQueryVariables = Exact<{ [key: string]: never }>;

export type QuestionTypeChooserQueryQuery = {
  questionRegistry: {
    types: Array<{
      type: QuestionType;
      interaction: Interaction;
      markedBy: MarkedBy;
      media: MediaKind | null;
    }>;
  };
};

export type QuestionCopyMutationMutationVariables = Exact<{
  input: CopyQuestionInput;
}>;

export type QuestionCopyMutationMutation = {
  copyQuestion: {
    question:
      | ({ id: string | number; store: ExerciseStore } & {
          ' $fragmentRefs'?: { QuestionTable_QuestionsFragment: QuestionTable_QuestionsFragment };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type QuestionCreateMutationMutationVariables = Exact<{
  input: CreateQuestionInput;
}>;

export type QuestionCreateMutationMutation = {
  createQuestion: {
    question:
      | ({ id: string | number; store: ExerciseStore } & {
          ' $fragmentRefs'?: {
            QuestionForm_QuestionFragment: QuestionForm_QuestionFragment;
            QuestionTable_QuestionsFragment: QuestionTable_QuestionsFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type QuestionDeleteMutationMutationVariables = Exact<{
  input: DeleteBankItemInput;
}>;

export type QuestionDeleteMutationMutation = {
  deleteQuestion: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type QuestionUpdateMutationMutationVariables = Exact<{
  input: UpdateQuestionInput;
}>;

export type QuestionUpdateMutationMutation = {
  updateQuestion: {
    question:
      | ({ id: string | number; store: ExerciseStore; version: number } & {
          ' $fragmentRefs'?: {
            QuestionForm_QuestionFragment: QuestionForm_QuestionFragment;
            QuestionTable_QuestionsFragment: QuestionTable_QuestionsFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ClassAssignmentsTabQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassAssignmentsTabQueryQuery = {
  class: {
    id: string | number;
    assignments: Array<{
      id: string | number;
      title: string;
      kind: AssignmentKind;
      deadline: string | null;
      timeLimit: number | null;
      minScore: number;
      maxScore: number;
      exercise: { id: string | number; name: string; topicGroup: TopicGroup };
      stats: {
        studentsTotal: number;
        submitted: number;
        waitingScore: number;
        passed: number;
        failed: number;
        averageScore: number | null;
      } | null;
    }> | null;
  } | null;
};

export type ClassScoresTabQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassScoresTabQueryQuery = {
  class: {
    id: string | number;
    scores: Array<
      {
        id: string | number;
        kind: ScoreKind;
        value: number;
        note: string;
        createdAt: string;
        student: { id: string | number; name: string } | null;
        assignment: { id: string | number; title: string } | null;
      } & { ' $fragmentRefs'?: { ScoreEditModal_ScoreFragment: ScoreEditModal_ScoreFragment } }
    > | null;
  } | null;
};

export type ExamResultQueryQueryVariables = Exact<{
  exerciseId: string;
  examId: string;
  withExam: boolean;
}>;

export type ExamResultQueryQuery = {
  exercise: {
    id: string | number;
    name: string;
    questions: Array<{
      id: string | number;
      title: string;
      parts: Array<{
        id: string | number;
        score: number;
        content:
          | { __typename: 'ChoiceContent'; prompt: string }
          | { __typename: 'HotspotContent'; prompt: string }
          | { __typename: 'MatchingContent'; prompt: string }
          | { __typename: 'OrderingContent'; prompt: string }
          | { __typename: 'PassageContent' }
          | { __typename: 'SpokenAnswerContent'; prompt: string }
          | { __typename: 'SpokenTargetContent'; prompt: string; targetText: string }
          | { __typename: 'TextEntryContent'; prompt: string; text: string }
          | { __typename: 'WritingContent'; prompt: string };
      }>;
    }>;
  } | null;
  assignments: {
    items: Array<{
      id: string | number;
      title: string;
      createdAt: string;
      class: { id: string | number; name: string } | null;
    }>;
  };
  exam?: {
    items: Array<{
      id: string | number;
      title: string;
      kind: AssignmentKind;
      deadline: string | null;
      maxScore: number;
      minScore: number;
      class: {
        id: string | number;
        name: string;
        students: Array<{ id: string | number; student: { id: string | number; name: string } }> | null;
      } | null;
      stats: {
        studentsTotal: number;
        submitted: number;
        waitingScore: number;
        passed: number;
        failed: number;
        unfinished: number;
        averageScore: number | null;
      } | null;
      results: Array<{
        id: string | number;
        attempt: number;
        status: ResultStatus;
        statusLabel: ResultStatusLabel;
        belowMinScore: boolean;
        score: number | null;
        submittedAt: string | null;
        markedAt: string | null;
        student: { id: string | number; name: string } | null;
      }> | null;
      partFigures: Array<{
        partId: string | number;
        maxScore: number;
        answered: number;
        scored: number;
        right: number;
        rightPercent: number | null;
        averageScore: number | null;
      }> | null;
    }>;
  };
};

export type ResultReviewQueryQueryVariables = Exact<{
  id: string;
}>;

export type ResultReviewQueryQuery = {
  attemptReview: {
    exerciseName: string;
    result: {
      id: string | number;
      attempt: number;
      status: ResultStatus;
      statusLabel: ResultStatusLabel;
      belowMinScore: boolean;
      score: number | null;
      comment: string;
      submittedAt: string | null;
      markedAt: string | null;
      student: { id: string | number; name: string } | null;
      assignment: {
        id: string | number;
        title: string;
        kind: AssignmentKind;
        maxScore: number;
        minScore: number;
        class: { id: string | number; name: string } | null;
      } | null;
    };
    questions: Array<{
      transcript: string;
      question: {
        id: string | number;
        title: string;
        type: QuestionType;
        interaction: Interaction;
        instructions: string;
        media: { id: string | number; kind: MediaKind; url: string } | null;
        parts: Array<{
          id: string | number;
          position: number;
          score: number;
          interaction: Interaction;
          content:
            | {
                __typename: 'ChoiceContent';
                prompt: string;
                options: Array<{ id: string | number; text: string }>;
              }
            | {
                __typename: 'HotspotContent';
                prompt: string;
                regions: Array<{ id: string | number; x: number; y: number; width: number; height: number }>;
              }
            | {
                __typename: 'MatchingContent';
                prompt: string;
                items: Array<{ id: string | number; text: string; x: number | null; y: number | null }>;
                options: Array<{ id: string | number; text: string }>;
              }
            | {
                __typename: 'OrderingContent';
                prompt: string;
                tokens: Array<{ id: string | number; text: string }>;
              }
            | { __typename: 'PassageContent'; text: string }
            | {
                __typename: 'SpokenAnswerContent';
                prompt: string;
                cueCard: Array<string>;
                prepareSeconds: number;
                maxSeconds: number;
              }
            | { __typename: 'SpokenTargetContent'; prompt: string; targetText: string; maxSeconds: number }
            | { __typename: 'TextEntryContent'; prompt: string; text: string }
            | {
                __typename: 'WritingContent';
                prompt: string;
                minWords: number | null;
                maxWords: number | null;
              };
        }>;
      };
      parts: Array<{
        score: number | null;
        comment: string;
        part: { id: string | number };
        detail: Array<{ id: string; right: boolean }>;
        answer:
          | { __typename: 'ChoiceAnswer'; choices: Array<string | number> }
          | { __typename: 'HotspotAnswer'; points: Array<{ x: number; y: number }> }
          | { __typename: 'MatchingAnswer'; pairs: Array<{ item: string | number; option: string | number }> }
          | { __typename: 'OrderingAnswer'; order: Array<string | number> }
          | { __typename: 'SpokenAnswer'; media: { id: string | number; url: string } | null }
          | { __typename: 'TextEntryAnswer'; blanks: Array<{ id: string; value: string }> }
          | { __typename: 'WritingAnswer'; text: string }
          | null;
        key:
          | { __typename: 'ChoiceKey'; correct: Array<string | number> }
          | { __typename: 'HotspotKey'; correct: Array<string | number> }
          | { __typename: 'MatchingKey'; pairs: Array<{ item: string | number; option: string | number }> }
          | { __typename: 'OrderingKey'; order: Array<string | number> }
          | { __typename: 'SampleKey'; sample: string }
          | { __typename: 'TextEntryKey'; blanks: Array<{ id: string; accepted: Array<string> }> }
          | null;
      }>;
    }>;
  } | null;
};

export type ResultsStudentQueryQueryVariables = Exact<{ [key: string]: never }>;

export type ResultsStudentQueryQuery = {
  assignments: {
    total: number;
    items: Array<{
      id: string | number;
      title: string;
      kind: AssignmentKind;
      deadline: string | null;
      maxScore: number;
      class: { id: string | number; name: string } | null;
      results: Array<{
        id: string | number;
        attempt: number;
        status: ResultStatus;
        statusLabel: ResultStatusLabel;
        belowMinScore: boolean;
        score: number | null;
        submittedAt: string | null;
        markedAt: string | null;
      }> | null;
    }>;
  };
};

export type ScoreEditModal_ScoreFragment = {
  id: string | number;
  kind: ScoreKind;
  value: number;
  note: string;
  student: { id: string | number; name: string } | null;
  assignment: { id: string | number } | null;
} & { ' $fragmentName'?: 'ScoreEditModal_ScoreFragment' };

export type ResultsStaffQueryQueryVariables = Exact<{
  filter?: ResultFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ResultsStaffQueryQuery = {
  results: {
    total: number;
    items: Array<{
      id: string | number;
      attempt: number;
      status: ResultStatus;
      statusLabel: ResultStatusLabel;
      belowMinScore: boolean;
      score: number | null;
      submittedAt: string | null;
      markedAt: string | null;
      student: { id: string | number; name: string } | null;
      assignment: {
        id: string | number;
        title: string;
        kind: AssignmentKind;
        maxScore: number;
        exercise: { id: string | number };
        class: { id: string | number; name: string } | null;
      } | null;
    }>;
  };
  classes: { items: Array<{ id: string | number; name: string }> };
};

export type ScoreDeleteMutationMutationVariables = Exact<{
  input: DeleteScoreInput;
}>;

export type ScoreDeleteMutationMutation = {
  deleteScore: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ScoreUpdateMutationMutationVariables = Exact<{
  input: UpdateScoreInput;
}>;

export type ScoreUpdateMutationMutation = {
  updateScore: {
    score: { id: string | number; kind: ScoreKind; value: number; note: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ErrorTagTreeQueryQueryVariables = Exact<{
  isCommon?: boolean | null | undefined;
  managerId?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ErrorTagTreeQueryQuery = {
  errorTags: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: string | number;
      name: string;
      link: string;
      createdAt: string;
      manager: { id: string | number; name: string } | null;
      children: Array<{
        id: string | number;
        name: string;
        link: string;
        createdAt: string;
        manager: { id: string | number; name: string } | null;
      }>;
    }>;
  };
};

export type ManagerSelectQueryQueryVariables = Exact<{ [key: string]: never }>;

export type ManagerSelectQueryQuery = {
  users: { items: Array<{ id: string | number; name: string; email: string }> };
};

export type TagsPanelQueryQueryVariables = Exact<{
  store?: ExerciseStore | null | undefined;
  ownerId?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type TagsPanelQueryQuery = {
  tags: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: string | number;
      name: string;
      store: ExerciseStore;
      createdAt: string;
      owner: { id: string | number; name: string } | null;
    }>;
  };
};

export type ErrorTagCreateMutationMutationVariables = Exact<{
  input: CreateErrorTagInput;
}>;

export type ErrorTagCreateMutationMutation = {
  createErrorTag: {
    errorTag: { id: string | number; name: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type TagCreateMutationMutationVariables = Exact<{
  input: CreateTagInput;
}>;

export type TagCreateMutationMutation = {
  createTag: {
    tag: { id: string | number; name: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ErrorTagDeleteMutationMutationVariables = Exact<{
  input: DeleteTagInput;
}>;

export type ErrorTagDeleteMutationMutation = {
  deleteErrorTag: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type TagDeleteMutationMutationVariables = Exact<{
  input: DeleteTagInput;
}>;

export type TagDeleteMutationMutation = {
  deleteTag: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type ErrorTagUpdateMutationMutationVariables = Exact<{
  input: UpdateErrorTagInput;
}>;

export type ErrorTagUpdateMutationMutation = {
  updateErrorTag: {
    errorTag: { id: string | number; name: string; link: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type TagUpdateMutationMutationVariables = Exact<{
  input: UpdateTagInput;
}>;

export type TagUpdateMutationMutation = {
  updateTag: {
    tag: { id: string | number; name: string } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AttendanceSheetQueryQueryVariables = Exact<{
  lessonId: string;
  classId: string;
}>;

export type AttendanceSheetQueryQuery = {
  lesson: {
    id: string | number;
    sessionNumber: number;
    studyDate: string;
    studyTimeStart: string;
    status: LessonStatus;
    attendances: Array<{
      id: string | number;
      status: AttendanceStatus;
      note: string;
      student: { id: string | number } | null;
    }> | null;
  } | null;
  class: {
    id: string | number;
    students: Array<{
      id: string | number;
      student: { id: string | number; name: string; email: string };
    }> | null;
  } | null;
};

export type ClassLessonLinksTabQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassLessonLinksTabQueryQuery = {
  class: {
    id: string | number;
    lessons: Array<{
      id: string | number;
      sessionNumber: number;
      studyDate: string;
      recordLink: string;
      slideLink: string;
      description: string;
    }> | null;
  } | null;
};

export type ClassScheduleTabQueryQueryVariables = Exact<{
  id: string;
}>;

export type ClassScheduleTabQueryQuery = {
  class: {
    id: string | number;
    lessons: Array<
      {
        id: string | number;
        sessionNumber: number;
        studyDate: string;
        studyTimeStart: string;
        studyTimeEnd: string;
        recordLink: string;
        slideLink: string;
        status: LessonStatus;
        note: string;
        description: string;
      } & { ' $fragmentRefs'?: { LessonEditModal_LessonFragment: LessonEditModal_LessonFragment } }
    > | null;
  } | null;
};

export type DayOffListQueryQueryVariables = Exact<{
  classId?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type DayOffListQueryQuery = {
  daysOff: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      id: string | number;
      date: string;
      reason: string;
      createdAt: string;
      class: { id: string | number; name: string } | null;
    }>;
  };
  classes: { items: Array<{ id: string | number; name: string }> };
};

export type LessonEditModal_LessonFragment = {
  id: string | number;
  sessionNumber: number;
  studyDate: string;
  studyTimeStart: string;
  studyTimeEnd: string;
  recordLink: string;
  slideLink: string;
  status: LessonStatus;
  note: string;
  description: string;
} & { ' $fragmentName'?: 'LessonEditModal_LessonFragment' };

export type NextLessons_LessonsFragment = {
  id: string | number;
  sessionNumber: number;
  studyDate: string;
  studyTimeStart: string;
  studyTimeEnd: string;
  status: LessonStatus;
} & { ' $fragmentName'?: 'NextLessons_LessonsFragment' };

export type DayOffCreateMutationMutationVariables = Exact<{
  input: CreateDayOffInput;
}>;

export type DayOffCreateMutationMutation = {
  createDayOff: {
    dayOff: { id: string | number } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type DayOffDeleteMutationMutationVariables = Exact<{
  input: DeleteDayOffInput;
}>;

export type DayOffDeleteMutationMutation = {
  deleteDayOff: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type LessonDeleteMutationMutationVariables = Exact<{
  input: DeleteLessonInput;
}>;

export type LessonDeleteMutationMutation = {
  deleteLesson: {
    deletedId: string | number | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type TimetableGenerateMutationMutationVariables = Exact<{
  input: GenerateTimetableInput;
}>;

export type TimetableGenerateMutationMutation = {
  generateTimetable: {
    lessons: Array<{ id: string | number }> | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type AttendanceMarkMutationMutationVariables = Exact<{
  input: MarkAttendanceInput;
}>;

export type AttendanceMarkMutationMutation = {
  markAttendance: {
    lesson: {
      id: string | number;
      status: LessonStatus;
      attendances: Array<{
        id: string | number;
        status: AttendanceStatus;
        note: string;
        student: { id: string | number } | null;
      }> | null;
    } | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type LessonUpdateMutationMutationVariables = Exact<{
  input: UpdateLessonInput;
}>;

export type LessonUpdateMutationMutation = {
  updateLesson: {
    lesson:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: { LessonEditModal_LessonFragment: LessonEditModal_LessonFragment };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type UserDetailQueryQueryVariables = Exact<{
  id: string;
}>;

export type UserDetailQueryQuery = {
  user: {
    id: string | number;
    name: string;
    email: string;
    subEmail: string | null;
    firstName: string;
    lastName: string;
    phone: string;
    role: Role;
    gender: Gender | null;
    dateOfBirth: string | null;
    address: string | null;
    link: string | null;
    workPlace: string | null;
    studentStatus: string | null;
    passport: string | null;
    profilePicture: string;
    isActive: boolean | null;
    joinedAt: string | null;
    createdAt: string | null;
    classes: Array<{
      id: string | number;
      status: StudentClassStatus;
      joinedAt: string;
      class: { id: string | number; name: string; classCode: string } | null;
    }> | null;
  } | null;
};

export type UserEditQueryQueryVariables = Exact<{
  id: string;
}>;

export type UserEditQueryQuery = {
  user:
    | ({ id: string | number; name: string } & {
        ' $fragmentRefs'?: { UserForm_UserFragment: UserForm_UserFragment };
      })
    | null;
};

export type UserForm_UserFragment = {
  id: string | number;
  email: string;
  name: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  subEmail: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  address: string | null;
  link: string | null;
  workPlace: string | null;
  studentStatus: string | null;
  passport: string | null;
  isActive: boolean | null;
} & { ' $fragmentName'?: 'UserForm_UserFragment' };

export type UserListQueryQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: UserSort | null | undefined;
}>;

export type UserListQueryQuery = {
  users: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<
      { id: string | number } & { ' $fragmentRefs'?: { UserTable_UsersFragment: UserTable_UsersFragment } }
    >;
  };
};

export type UserTable_UsersFragment = {
  id: string | number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  workPlace: string | null;
  studentStatus: string | null;
  isActive: boolean | null;
  createdAt: string | null;
} & { ' $fragmentName'?: 'UserTable_UsersFragment' };

export type UserCreateMutationMutationVariables = Exact<{
  input: CreateUserInput;
}>;

export type UserCreateMutationMutation = {
  createUser: {
    user:
      | ({ id: string | number } & { ' $fragmentRefs'?: { UserForm_UserFragment: UserForm_UserFragment } })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type UserUpdateMutationMutationVariables = Exact<{
  input: UpdateUserInput;
}>;

export type UserUpdateMutationMutation = {
  updateUser: {
    user:
      | ({ id: string | number } & {
          ' $fragmentRefs'?: {
            UserForm_UserFragment: UserForm_UserFragment;
            UserTable_UsersFragment: UserTable_UsersFragment;
          };
        })
      | null;
    errors: Array<{ field: string | null; messages: Array<string> }>;
  };
};

export type QuestionPartBody_PartFragment = {
  score: number;
  weight: number;
  content:
    | { __typename: 'ChoiceContent'; prompt: string; options: Array<{ id: string | number; text: string }> }
    | {
        __typename: 'HotspotContent';
        prompt: string;
        regions: Array<{ id: string | number; x: number; y: number; width: number; height: number }>;
      }
    | {
        __typename: 'MatchingContent';
        prompt: string;
        items: Array<{ id: string | number; text: string; x: number | null; y: number | null }>;
        options: Array<{ id: string | number; text: string }>;
      }
    | { __typename: 'OrderingContent'; prompt: string; tokens: Array<{ id: string | number; text: string }> }
    | { __typename: 'PassageContent'; text: string }
    | {
        __typename: 'SpokenAnswerContent';
        prompt: string;
        cueCard: Array<string>;
        prepareSeconds: number;
        maxSeconds: number;
      }
    | { __typename: 'SpokenTargetContent'; prompt: string; targetText: string; maxSeconds: number }
    | { __typename: 'TextEntryContent'; prompt: string; text: string; blanks: Array<string> }
    | { __typename: 'WritingContent'; prompt: string; minWords: number | null; maxWords: number | null };
  key:
    | { __typename: 'ChoiceKey'; correct: Array<string | number> }
    | { __typename: 'HotspotKey'; correct: Array<string | number> }
    | { __typename: 'MatchingKey'; pairs: Array<{ item: string | number; option: string | number }> }
    | { __typename: 'OrderingKey'; order: Array<string | number> }
    | { __typename: 'SampleKey'; sample: string }
    | { __typename: 'TextEntryKey'; blanks: Array<{ id: string; accepted: Array<string> }> }
    | null;
} & { ' $fragmentName'?: 'QuestionPartBody_PartFragment' };

export const ProfileForm_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileForm_UserFragment, unknown>;
export const ClassDetailPage_ClassFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassDetailPage_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassDetailPage_ClassFragment, unknown>;
export const ClassForm_ClassFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassForm_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'examiners' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassForm_ClassFragment, unknown>;
export const ClassOverviewTab_ClassFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassOverviewTab_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'activeStudents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingRequests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignmentCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attendancePercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'students' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'EnumValue', value: 'ACTIVE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'student' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendanceSummary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lessonsCounted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'absent' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentsSubmitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentsTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'studentsTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassOverviewTab_ClassFragment, unknown>;
export const ClassTable_ClassesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassTable_classes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassTable_ClassesFragment, unknown>;
export const StudentClassPage_ClassFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentClassPage_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lessons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendanceSummary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lessonsCounted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentClassPage_ClassFragment, unknown>;
export const StudentClassCard_ClassFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentClassCard_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentClassCard_ClassFragment, unknown>;
export const CourseForm_CourseFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseForm_course' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseForm_CourseFragment, unknown>;
export const CourseTable_CoursesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseTable_courses' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseTable_CoursesFragment, unknown>;
export const MarkingQueue_ResultsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarkingQueue_results' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Result' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkingQueue_ResultsFragment, unknown>;
export const StudentToday_LessonsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentToday_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentToday_LessonsFragment, unknown>;
export const MyClasses_ClassesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyClasses_classes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyClasses_ClassesFragment, unknown>;
export const Deadlines_AssignmentsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Deadlines_assignments' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Assignment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'results' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Deadlines_AssignmentsFragment, unknown>;
export const RecentResults_ResultsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecentResults_results' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Result' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecentResults_ResultsFragment, unknown>;
export const TodayLessons_LessonsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TodayLessons_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodayLessons_LessonsFragment, unknown>;
export const ExamAttempt_SavedAnswerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedAnswer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'partId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seq' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'choices' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'points' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamAttempt_SavedAnswerFragment, unknown>;
export const ExamAttempt_AttemptFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_attempt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Attempt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverNow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'audioPlays' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'content' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ChoiceContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'options' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'TextEntryContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatchingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'items' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'options' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'OrderingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'tokens' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'HotspotContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'regions' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'WritingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenAnswerContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenTargetContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'PassageContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedAnswer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'partId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seq' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'choices' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'points' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamAttempt_AttemptFragment, unknown>;
export const ExerciseBuilder_QuestionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExerciseBuilder_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseBuilder_QuestionFragment, unknown>;
export const QuestionPartBody_PartFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionPartBody_PartFragment, unknown>;
export const QuestionForm_QuestionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionForm_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transcript' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clonedFromId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionPartBody_part' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionForm_QuestionFragment, unknown>;
export const QuestionTable_QuestionsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionTable_questions' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionTable_QuestionsFragment, unknown>;
export const ScoreEditModal_ScoreFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScoreEditModal_score' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Score' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScoreEditModal_ScoreFragment, unknown>;
export const LessonEditModal_LessonFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LessonEditModal_lesson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LessonEditModal_LessonFragment, unknown>;
export const NextLessons_LessonsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextLessons_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NextLessons_LessonsFragment, unknown>;
export const UserForm_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserForm_UserFragment, unknown>;
export const UserTable_UsersFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserTable_users' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserTable_UsersFragment, unknown>;
export const ClassDetailQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassDetailQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'overview' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
          defaultValue: { kind: 'BooleanValue', value: true },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassDetailPage_class' } },
                {
                  kind: 'InlineFragment',
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'overview' } },
                        },
                      ],
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassOverviewTab_class' } },
                      {
                        kind: 'Field',
                        alias: { kind: 'Name', value: 'nextLessons' },
                        name: { kind: 'Name', value: 'lessons' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'from' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'NextLessons_lessons' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassDetailPage_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassOverviewTab_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overview' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'activeStudents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingRequests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assignmentCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attendancePercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'students' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'EnumValue', value: 'ACTIVE' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'student' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendanceSummary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lessonsCounted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'absent' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentsSubmitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentsTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'studentsTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NextLessons_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassDetailQueryQuery, ClassDetailQueryQueryVariables>;
export const ApolloTestPingQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApolloTestPingQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApolloTestPingQueryQuery, ApolloTestPingQueryQueryVariables>;
export const ApolloTestSaveMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApolloTestSaveMutation' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteClass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'id' },
                      value: { kind: 'StringValue', value: '1', block: false },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'deletedId' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApolloTestSaveMutationMutation, ApolloTestSaveMutationMutationVariables>;
export const SessionViewerQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionViewerQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionViewerQueryQuery, SessionViewerQueryQueryVariables>;
export const ProfileQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileForm_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileQueryQuery, ProfileQueryQueryVariables>;
export const ChangePasswordSaveMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePasswordSaveMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordSaveMutationMutation, ChangePasswordSaveMutationMutationVariables>;
export const ForgotPasswordRequestMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ForgotPasswordRequestMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequestPasswordResetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ForgotPasswordRequestMutationMutation,
  ForgotPasswordRequestMutationMutationVariables
>;
export const ResetPasswordSetMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPasswordSetMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResetPasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordSetMutationMutation, ResetPasswordSetMutationMutationVariables>;
export const RegisterSignUpMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterSignUpMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterSignUpMutationMutation, RegisterSignUpMutationMutationVariables>;
export const ProfileUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProfileUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProfileForm_user' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProfileForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileUpdateMutationMutation, ProfileUpdateMutationMutationVariables>;
export const AssignDialogOptionsQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignDialogOptionsQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withClasses' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'classes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withClasses' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignDialogOptionsQueryQuery, AssignDialogOptionsQueryQueryVariables>;
export const AssignDialogExercisesQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignDialogExercisesQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignDialogExercisesQueryQuery, AssignDialogExercisesQueryQueryVariables>;
export const ClassHomeworkQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassHomeworkQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tutorial' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tag' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercise' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'stats' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'studentsTotal' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassHomeworkQueryQuery, ClassHomeworkQueryQueryVariables>;
export const HomeworkDetailQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeworkDetailQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tutorial' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercise' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accessCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'students' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'status' },
                      value: { kind: 'EnumValue', value: 'ACTIVE' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeworkDetailQueryQuery, HomeworkDetailQueryQueryVariables>;
export const AssignmentCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignmentCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateAssignmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAssignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercise' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignmentCreateMutationMutation, AssignmentCreateMutationMutationVariables>;
export const AssignmentDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignmentDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteAssignmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAssignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignmentDeleteMutationMutation, AssignmentDeleteMutationMutationVariables>;
export const AssignmentUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignmentUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateAssignmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAssignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tutorial' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tag' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercise' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignmentUpdateMutationMutation, AssignmentUpdateMutationMutationVariables>;
export const ClassEditQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassEditQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassForm_class' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassForm_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'examiners' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassEditQueryQuery, ClassEditQueryQueryVariables>;
export const ClassFormOptionsQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassFormOptionsQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staff' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'teachers' },
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'role' },
                      value: { kind: 'EnumValue', value: 'TEACHER' },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'isActive' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'staff' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'examiners' },
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'role' },
                      value: { kind: 'EnumValue', value: 'SPECIALIZE' },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'isActive' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'staff' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassFormOptionsQueryQuery, ClassFormOptionsQueryQueryVariables>;
export const ClassListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'classes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassTable_classes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassTable_classes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassListQueryQuery, ClassListQueryQueryVariables>;
export const ClassFormEndDateQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassFormEndDateQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CalculateEndDateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'calculateEndDate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionDates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'daysOffSkipped' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassFormEndDateQueryQuery, ClassFormEndDateQueryQueryVariables>;
export const StudentClassQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentClassQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myClasses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teachers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerMembership' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentClassPage_class' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentClassPage_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lessons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendanceSummary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lessonsCounted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'completionPercent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentClassQueryQuery, StudentClassQueryQueryVariables>;
export const StudentClassesQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentClassesQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myClasses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentClassCard_class' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentClassCard_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentClassesQueryQuery, StudentClassesQueryQueryVariables>;
export const ClassCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateClassInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createClass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassForm_class' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassForm_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'examiners' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassCreateMutationMutation, ClassCreateMutationMutationVariables>;
export const ClassDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteClassInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteClass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassDeleteMutationMutation, ClassDeleteMutationMutationVariables>;
export const ClassUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateClassInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateClass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassForm_class' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassTable_classes' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassForm_class' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teachers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'examiners' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassTable_classes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'numberOfSessions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedEndDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionsPassed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassUpdateMutationMutation, ClassUpdateMutationMutationVariables>;
export const CourseListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseTable_courses' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseForm_course' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseTable_courses' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseForm_course' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseListQueryQuery, CourseListQueryQueryVariables>;
export const CourseCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CourseCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCourseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseForm_course' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseTable_courses' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseForm_course' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseTable_courses' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseCreateMutationMutation, CourseCreateMutationMutationVariables>;
export const CourseDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CourseDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteCourseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseDeleteMutationMutation, CourseDeleteMutationMutationVariables>;
export const CourseUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CourseUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCourseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseForm_course' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseTable_courses' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseForm_course' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseTable_courses' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetBand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CourseUpdateMutationMutation, CourseUpdateMutationMutationVariables>;
export const DashboardStaffQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardStaffQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'todayLessons' },
            name: { kind: 'Name', value: 'lessons' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TodayLessons_lessons' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'waiting' },
            name: { kind: 'Name', value: 'results' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'status' },
                      value: { kind: 'EnumValue', value: 'WAITING_SCORE' },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '10' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarkingQueue_results' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TodayLessons_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarkingQueue_results' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Result' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardStaffQueryQuery, DashboardStaffQueryQueryVariables>;
export const DashboardStudentQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardStudentQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'todayLessons' },
            name: { kind: 'Name', value: 'lessons' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'from' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'to' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'today' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentToday_lessons' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myClasses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyClasses_classes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Deadlines_assignments' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'results' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '10' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecentResults_results' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentToday_lessons' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'classroomOffline' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyClasses_classes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Class' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekdays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'classroomOnline' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Deadlines_assignments' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Assignment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'results' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecentResults_results' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Result' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardStudentQueryQuery, DashboardStudentQueryQueryVariables>;
export const MarkingPageQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MarkingPageQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'results' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'status' },
                      value: { kind: 'EnumValue', value: 'WAITING_SCORE' },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MarkingQueue_results' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MarkingQueue_results' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Result' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkingPageQueryQuery, MarkingPageQueryQueryVariables>;
export const ExamIntroQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExamIntroQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tutorial' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercise' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'results' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamIntroQueryQuery, ExamIntroQueryQueryVariables>;
export const ExamAcceptRulesMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExamAcceptRulesMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AcceptExamRulesInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptExamRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'agreedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamAcceptRulesMutationMutation, ExamAcceptRulesMutationMutationVariables>;
export const ExamStartAttemptMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExamStartAttemptMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StartAttemptInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startAttempt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExamAttempt_attempt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedAnswer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'partId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seq' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'choices' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'points' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_attempt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Attempt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverNow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'class' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'audioPlays' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'content' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ChoiceContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'options' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'TextEntryContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatchingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'items' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'options' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'OrderingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'tokens' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'HotspotContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'regions' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'WritingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenAnswerContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenTargetContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'PassageContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamStartAttemptMutationMutation, ExamStartAttemptMutationMutationVariables>;
export const ExamSaveAnswersMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExamSaveAnswersMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveAnswersInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveAnswers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'saved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverNow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endsAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExamAttempt_savedAnswer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedAnswer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'partId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seq' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'choices' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'points' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswer' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamSaveAnswersMutationMutation, ExamSaveAnswersMutationMutationVariables>;
export const ExamRecordExitMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExamRecordExitMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RecordExamExitInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordExamExit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverNow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accessCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxAccesses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamRecordExitMutationMutation, ExamRecordExitMutationMutationVariables>;
export const ExamSubmitAttemptMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExamSubmitAttemptMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubmitAttemptInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitAttempt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempt' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamSubmitAttemptMutationMutation, ExamSubmitAttemptMutationMutationVariables>;
export const ExamFinishQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExamFinishQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submitReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamFinishQueryQuery, ExamFinishQueryQueryVariables>;
export const ExerciseBuilderQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExerciseBuilderQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'editing' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'editing' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'outdatedQuestionIds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExerciseBuilder_question' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExerciseBuilder_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseBuilderQueryQuery, ExerciseBuilderQueryQueryVariables>;
export const ExerciseBuilderNewerQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExerciseBuilderNewerQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExerciseBuilder_question' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExerciseBuilder_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseBuilderNewerQueryQuery, ExerciseBuilderNewerQueryQueryVariables>;
export const ExerciseListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExerciseListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExerciseStore' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'TopicGroup' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'topicGroups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scoringMode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'course' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'owner' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tags' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'figures' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseListQueryQuery, ExerciseListQueryQueryVariables>;
export const QuestionPickerQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionPickerQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExerciseStore' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionType' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'TopicGroup' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'types' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'topicGroups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '10' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tags' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExerciseBuilder_question' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionRegistry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'types' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'type' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExerciseBuilder_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionPickerQueryQuery, QuestionPickerQueryQueryVariables>;
export const ExerciseContentQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExerciseContentQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scoringMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assigned' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'figures' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partsKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partsPerson' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partsSpeech' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partsNone' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'questionCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'shares' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'questionId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'media' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'QuestionPartBody_part' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseContentQueryQuery, ExerciseContentQueryQueryVariables>;
export const ExerciseCopyMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExerciseCopyMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CopyExerciseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'copyExercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercise' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseCopyMutationMutation, ExerciseCopyMutationMutationVariables>;
export const ExerciseCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExerciseCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateExerciseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createExercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercise' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseCreateMutationMutation, ExerciseCreateMutationMutationVariables>;
export const ExerciseDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExerciseDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteBankItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteExercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseDeleteMutationMutation, ExerciseDeleteMutationMutationVariables>;
export const ExerciseUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExerciseUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateExerciseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateExercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercise' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseUpdateMutationMutation, ExerciseUpdateMutationMutationVariables>;
export const AddStudentsSearchQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AddStudentsSearchQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'role' },
                      value: { kind: 'EnumValue', value: 'STUDENT' },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'isActive' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '30' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddStudentsSearchQueryQuery, AddStudentsSearchQueryQueryVariables>;
export const ClassStudentsTabQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassStudentsTabQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'students' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassStudentsTabQueryQuery, ClassStudentsTabQueryQueryVariables>;
export const ClassAddStudentsMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassAddStudentsMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddStudentsToClassInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addStudentsToClass' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'classStudents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alreadyMembers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassAddStudentsMutationMutation, ClassAddStudentsMutationMutationVariables>;
export const ClassStudentStatusMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassStudentStatusMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateStudentStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStudentStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'classStudent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassStudentStatusMutationMutation, ClassStudentStatusMutationMutationVariables>;
export const ClassJoinMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClassJoinMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'JoinClassByCodeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinClassByCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassJoinMutationMutation, ClassJoinMutationMutationVariables>;
export const QuestionFormOptionsQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionFormOptionsQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionRegistry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'weights' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionFormOptionsQueryQuery, QuestionFormOptionsQueryQueryVariables>;
export const QuestionFormQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionFormQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'question' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionForm_question' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionForm_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transcript' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clonedFromId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionPartBody_part' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionFormQueryQuery, QuestionFormQueryQueryVariables>;
export const QuestionListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExerciseStore' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionType' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'TopicGroup' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'types' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'topicGroups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'topicGroups' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionTable_questions' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionTable_questions' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionListQueryQuery, QuestionListQueryQueryVariables>;
export const QuestionListFiltersQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionListFiltersQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withOwners' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionRegistry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'types' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'topicGroups' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'role' },
                      value: { kind: 'EnumValue', value: 'TEACHER' },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withOwners' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionListFiltersQueryQuery, QuestionListFiltersQueryQueryVariables>;
export const QuestionTypeChooserQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionTypeChooserQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'questionRegistry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'types' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'markedBy' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'media' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionTypeChooserQueryQuery, QuestionTypeChooserQueryQueryVariables>;
export const QuestionCopyMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QuestionCopyMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CopyQuestionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'copyQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'question' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionTable_questions' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionTable_questions' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionCopyMutationMutation, QuestionCopyMutationMutationVariables>;
export const QuestionCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QuestionCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateQuestionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'question' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionForm_question' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionTable_questions' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionForm_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transcript' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clonedFromId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionPartBody_part' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionTable_questions' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionCreateMutationMutation, QuestionCreateMutationMutationVariables>;
export const QuestionDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QuestionDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteBankItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionDeleteMutationMutation, QuestionDeleteMutationMutationVariables>;
export const QuestionUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QuestionUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateQuestionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateQuestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'question' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionForm_question' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionTable_questions' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionPartBody_part' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuestionPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'content' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'blanks' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tokens' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WritingContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenAnswerContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prepareSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SpokenTargetContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PassageContent' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'key' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChoiceKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TextEntryKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blanks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pairs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderingKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HotspotKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'correct' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SampleKey' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'sample' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionForm_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transcript' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supersededById' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clonedFromId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'originalName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionPartBody_part' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionTable_questions' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'partCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'owner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionUpdateMutationMutation, QuestionUpdateMutationMutationVariables>;
export const ClassAssignmentsTabQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassAssignmentsTabQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timeLimit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercise' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'topicGroup' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'stats' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'studentsTotal' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassAssignmentsTabQueryQuery, ClassAssignmentsTabQueryQueryVariables>;
export const ClassScoresTabQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassScoresTabQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScoreEditModal_score' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScoreEditModal_score' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Score' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassScoresTabQueryQuery, ClassScoresTabQueryQueryVariables>;
export const ExamResultQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExamResultQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'examId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withExam' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'content' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ChoiceContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'TextEntryContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatchingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'OrderingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'HotspotContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'WritingContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenAnswerContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenTargetContent' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'exerciseIds' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } }],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'exam' },
            name: { kind: 'Name', value: 'assignments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'ids' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'examId' } }],
                      },
                    },
                  ],
                },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withExam' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'students' },
                              arguments: [
                                {
                                  kind: 'Argument',
                                  name: { kind: 'Name', value: 'status' },
                                  value: { kind: 'EnumValue', value: 'ACTIVE' },
                                },
                              ],
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'student' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'stats' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'studentsTotal' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'submitted' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'waitingScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unfinished' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'results' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'student' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'partFigures' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'partId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'answered' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'scored' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'right' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rightPercent' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'averageScore' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExamResultQueryQuery, ExamResultQueryQueryVariables>;
export const ResultReviewQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultReviewQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attemptReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'exerciseName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'minScore' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'class' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'transcript' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'question' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'instructions' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'media' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'parts' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'interaction' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'content' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'ChoiceContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'options' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'TextEntryContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'MatchingContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'items' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                                  ],
                                                },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'options' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'OrderingContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'tokens' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'HotspotContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'regions' },
                                                selectionSet: {
                                                  kind: 'SelectionSet',
                                                  selections: [
                                                    { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                                    { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                                                    {
                                                      kind: 'Field',
                                                      name: { kind: 'Name', value: 'height' },
                                                    },
                                                  ],
                                                },
                                              },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'WritingContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'minWords' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'maxWords' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'SpokenAnswerContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'cueCard' } },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'prepareSeconds' },
                                              },
                                              { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'SpokenTargetContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'targetText' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'maxSeconds' } },
                                            ],
                                          },
                                        },
                                        {
                                          kind: 'InlineFragment',
                                          typeCondition: {
                                            kind: 'NamedType',
                                            name: { kind: 'Name', value: 'PassageContent' },
                                          },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'part' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'detail' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'right' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'answer' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ChoiceAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'choices' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'TextEntryAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'blanks' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatchingAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'pairs' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'OrderingAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'HotspotAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'points' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'WritingAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SpokenAnswer' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'media' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'key' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ChoiceKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'TextEntryKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'blanks' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'MatchingKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'pairs' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              { kind: 'Field', name: { kind: 'Name', value: 'item' } },
                                              { kind: 'Field', name: { kind: 'Name', value: 'option' } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'OrderingKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'Field', name: { kind: 'Name', value: 'order' } }],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'HotspotKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'correct' } },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'SampleKey' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'sample' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultReviewQueryQuery, ResultReviewQueryQueryVariables>;
export const ResultsStudentQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultsStudentQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deadline' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'results' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsStudentQueryQuery, ResultsStudentQueryQueryVariables>;
export const ResultsStaffQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultsStaffQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResultFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'results' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'statusLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'belowMinScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'markedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxScore' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'exercise' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'class' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'classes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsStaffQueryQuery, ResultsStaffQueryQueryVariables>;
export const ScoreDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ScoreDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteScoreInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteScore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScoreDeleteMutationMutation, ScoreDeleteMutationMutationVariables>;
export const ScoreUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ScoreUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateScoreInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'score' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScoreUpdateMutationMutation, ScoreUpdateMutationMutationVariables>;
export const ErrorTagTreeQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErrorTagTreeQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isCommon' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'managerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errorTags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'topOnly' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isCommon' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isCommon' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'managerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'managerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'manager' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'manager' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErrorTagTreeQueryQuery, ErrorTagTreeQueryQueryVariables>;
export const ManagerSelectQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManagerSelectQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'role' },
                      value: { kind: 'EnumValue', value: 'TEACHER' },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'EnumValue', value: 'NAME' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManagerSelectQueryQuery, ManagerSelectQueryQueryVariables>;
export const TagsPanelQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TagsPanelQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExerciseStore' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'owner' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagsPanelQueryQuery, TagsPanelQueryQueryVariables>;
export const ErrorTagCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ErrorTagCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateErrorTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createErrorTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errorTag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErrorTagCreateMutationMutation, ErrorTagCreateMutationMutationVariables>;
export const TagCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TagCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagCreateMutationMutation, TagCreateMutationMutationVariables>;
export const ErrorTagDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ErrorTagDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteErrorTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErrorTagDeleteMutationMutation, ErrorTagDeleteMutationMutationVariables>;
export const TagDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TagDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagDeleteMutationMutation, TagDeleteMutationMutationVariables>;
export const ErrorTagUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ErrorTagUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateErrorTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateErrorTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errorTag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErrorTagUpdateMutationMutation, ErrorTagUpdateMutationMutationVariables>;
export const TagUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TagUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTagInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tag' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagUpdateMutationMutation, TagUpdateMutationMutationVariables>;
export const AttendanceSheetQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AttendanceSheetQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lessonId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lessonId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attendances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'students' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'status' },
                      value: { kind: 'EnumValue', value: 'ACTIVE' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'student' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttendanceSheetQueryQuery, AttendanceSheetQueryQueryVariables>;
export const ClassLessonLinksTabQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassLessonLinksTabQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lessons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassLessonLinksTabQueryQuery, ClassLessonLinksTabQueryQueryVariables>;
export const ClassScheduleTabQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ClassScheduleTabQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'class' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lessons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LessonEditModal_lesson' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LessonEditModal_lesson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassScheduleTabQueryQuery, ClassScheduleTabQueryQueryVariables>;
export const DayOffListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DayOffListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'daysOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'classId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'classId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newestFirst' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'classes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '300' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'EnumValue', value: 'NAME' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayOffListQueryQuery, DayOffListQueryQueryVariables>;
export const DayOffCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DayOffCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateDayOffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createDayOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'dayOff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayOffCreateMutationMutation, DayOffCreateMutationMutationVariables>;
export const DayOffDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DayOffDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteDayOffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteDayOff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DayOffDeleteMutationMutation, DayOffDeleteMutationMutationVariables>;
export const LessonDeleteMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LessonDeleteMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteLessonInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'deletedId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LessonDeleteMutationMutation, LessonDeleteMutationMutationVariables>;
export const TimetableGenerateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TimetableGenerateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GenerateTimetableInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateTimetable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lessons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimetableGenerateMutationMutation, TimetableGenerateMutationMutationVariables>;
export const AttendanceMarkMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AttendanceMarkMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MarkAttendanceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markAttendance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lesson' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'attendances' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'student' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttendanceMarkMutationMutation, AttendanceMarkMutationMutationVariables>;
export const LessonUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LessonUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateLessonInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLesson' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lesson' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LessonEditModal_lesson' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LessonEditModal_lesson' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lesson' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studyTimeEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recordLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slideLink' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LessonUpdateMutationMutation, LessonUpdateMutationMutationVariables>;
export const UserDetailQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserDetailQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
                { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'classes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'class' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'classCode' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserDetailQueryQuery, UserDetailQueryQueryVariables>;
export const UserEditQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserEditQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserForm_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserEditQueryQuery, UserEditQueryQueryVariables>;
export const UserListQueryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserListQuery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSort' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserTable_users' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserTable_users' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserListQueryQuery, UserListQueryQueryVariables>;
export const UserCreateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UserCreateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateUserInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserForm_user' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserCreateMutationMutation, UserCreateMutationMutationVariables>;
export const UserUpdateMutationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UserUpdateMutation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateUserInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserForm_user' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserTable_users' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'messages' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserForm_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateOfBirth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'passport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserTable_users' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workPlace' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserUpdateMutationMutation, UserUpdateMutationMutationVariables>;
