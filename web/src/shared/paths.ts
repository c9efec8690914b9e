/**
 * Every route path of the web (docs/product.md point 2), and builders for the ones with an id, so that the router,
 * the menus and every link or navigation read one table. Route patterns (`:classId`) for app/routes.tsx;
 * builders for links.
 */
/** The tabs of a class's page (docs/product.md point 2) that the API serves so far, as `?tab=` names them. */
export const CLASS_DETAIL_TABS = [
  'overview',
  'exercise',
  'everyone',
  'source',
  'record',
  'schedule',
  'scores',
  'feedback',
] as const;
export type ClassDetailTabKey = (typeof CLASS_DETAIL_TABS)[number];

const withTab = (path: string, tab?: ClassDetailTabKey) =>
  tab && tab !== 'overview' ? `${path}?tab=${tab}` : path;
const withId = (path: string, id: string | number) => `${path}?id=${encodeURIComponent(String(id))}`;

/** The class schedule's search parameter that opens one lesson's attendance (the dashboard's link). */
export const ATTENDANCE_PARAM = 'attendance';

export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  /** Sign-in that comes back to `redirect` (a path of this app) afterwards. */
  loginThenBack: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  register: '/register',
  forgotPassword: '/forgotPassword',
  resetPassword: '/resetPassword',
  changePassword: '/change-password',
  profile: '/profile',
  /** The signed-in user's notification centre (issue 31 point 2). */
  notifications: '/notifications',
  users: '/manageUser/userLMS',
  userCreate: '/manageUser/userLMS/createNewUser',
  userEditPattern: '/manageUser/userLMS/editUser',
  userEdit: (id: string | number) => withId('/manageUser/userLMS/editUser', id),
  userDetailPattern: '/manageUser/userLMS/detailUser',
  userDetail: (id: string | number) => withId('/manageUser/userLMS/detailUser', id),
  classes: '/manageClass',
  classCreate: '/manageClass/createClass',
  classEditPattern: '/manageClass/:classId/editClass',
  classEdit: (id: string | number) => `/manageClass/${encodeURIComponent(String(id))}/editClass`,
  classDetailPattern: '/manageClass/:classId/manageClassDetail',
  /** A class's page, on one of its tabs (the overview when none). */
  classDetail: (id: string | number, tab?: ClassDetailTabKey) =>
    withTab(`/manageClass/${encodeURIComponent(String(id))}/manageClassDetail`, tab),
  /** A class's timetable with the attendance of one lesson open. */
  lessonAttendance: (classId: string | number, lessonId: string | number) =>
    `${withTab(`/manageClass/${encodeURIComponent(String(classId))}/manageClassDetail`, 'schedule')}&${ATTENDANCE_PARAM}=${encodeURIComponent(String(lessonId))}`,
  /** A class's assignments (docs/product.md homework table) with create, edit and delete. */
  classHomeworkPattern: '/manageClass/:classId/homework',
  classHomework: (classId: string | number) => `/manageClass/${encodeURIComponent(String(classId))}/homework`,
  /** One assignment of a class: its settings and every student's result. */
  homeworkDetailPattern: '/manageClass/:classId/manageClassHomeworkDetail',
  homeworkDetail: (classId: string | number, id: string | number) =>
    withId(`/manageClass/${encodeURIComponent(String(classId))}/manageClassHomeworkDetail`, id),
  /** Everything waiting for the viewer's marking, paged. */
  marking: '/marking',
  daysOff: '/manageDayOff',
  courses: '/manageCourse',
  /** The question bank (docs/product.md point 2): `general` is the common store, `teacher` the caller's private one. */
  questions: (store: BankStorePath) => `/questions/${store}`,
  questionsPattern: '/questions/:store',
  /** A new question: the type chooser (createNewFormat) then the form (informationQuestions?type=). */
  questionCreate: '/questions/general/createNewFormat',
  questionInformation: (type?: string, store: BankStorePath = 'teacher') =>
    `/questions/general/informationQuestions?store=${store}${type ? `&type=${encodeURIComponent(type)}` : ''}`,
  questionInformationPattern: '/questions/general/informationQuestions',
  questionDetail: (store: BankStorePath, id: string | number) =>
    withId(`/questions/${store}/questionDetail`, id),
  questionDetailPattern: '/questions/:store/questionDetail',
  questionEdit: (store: BankStorePath, id: string | number) =>
    withId(`/questions/${store}/editQuestion/`, id),
  questionEditPattern: '/questions/:store/editQuestion',
  exercises: (store: BankStorePath) => `/exercise/${store}`,
  exercisesPattern: '/exercise/:store',
  /** The exercise builder of a store; `?id=` edits an existing exercise. */
  exerciseCreate: (store: BankStorePath, id?: string | number) =>
    id === undefined
      ? `/exercise/${store}/createExcercises`
      : withId(`/exercise/${store}/createExcercises`, id),
  exerciseCreatePattern: '/exercise/:store/createExcercises',
  exercisePreview: (id: string | number) => withId('/exercise/createExcercises/preview', id),
  exercisePreviewPattern: '/exercise/createExcercises/preview',
  exerciseReview: (id: string | number) => withId('/exercise/createExcercises/review', id),
  exerciseReviewPattern: '/exercise/createExcercises/review',
  exerciseExamResultPattern: '/exercise/general/:exerciseId/examResult/:examId',
  /** An exercise's exam results: one assignment's (`examId`), or, without it, its latest assignment's. */
  exerciseExamResult: (exerciseId: string | number, examId?: string | number) =>
    `/exercise/general/${encodeURIComponent(String(exerciseId))}/examResult${
      examId === undefined ? '' : `/${encodeURIComponent(String(examId))}`
    }`,
  exerciseExamResultsPattern: '/exercise/general/:exerciseId/examResult',
  /** Error tags: `general` the common tree (administrators), `teacher` a teacher's own. */
  errorTags: (store: BankStorePath) => `/manageTag/${store}`,
  errorTagsPattern: '/manageTag/:store',
  /** Taking an assignment (issue 12): introduction, rules, then the runner in full screen. */
  examTake: (classId: string | number, assignmentId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/exerciseReview/${encodeURIComponent(String(assignmentId))}`,
  examTakePattern: '/manageClass/:classId/exerciseReview/:assignmentId',
  /** After submitting: where the attempt stands and its score once scored. */
  examFinish: (classId: string | number, attemptId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/exerciseWaitingFinish/${encodeURIComponent(String(attemptId))}`,
  examFinishPattern: '/manageClass/:classId/exerciseWaitingFinish/:attemptId',
  /** The headphone and microphone check before a listening or speaking exam. */
  headphoneTest: (classId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/testHeadPhone`,
  headphoneTestPattern: '/manageClass/:classId/testHeadPhone',
  // Results and reviews (issue 12 item 6).
  /** A student's results over their classes; staff: the results of the classes they may read. */
  results: '/results',
  resultReviewPattern: '/manageClass/:classId/resultReview/:attemptId',
  /** A submitted attempt with its answers (and, once returned, the keys, scores and comments). */
  resultReview: (classId: string | number, attemptId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/resultReview/${encodeURIComponent(String(attemptId))}`,
  // Reports, feedback and the general pages (issue 15).
  /** The problems reported on exercises (administrators). */
  reports: '/manageStatistics/manageReport',
  feedback: '/feedback',
  feedbackCreate: '/feedback/createFeedback',
  /** Feedback on one class, chosen in the form. */
  feedbackCreateFor: (classId: string | number) =>
    `/feedback/createFeedback?classId=${encodeURIComponent(String(classId))}`,
  feedbackEdit: (id: string | number) => withId('/feedback/createFeedback', id),
  knowledge: '/knowledge',
  articlePattern: '/knowledge/article',
  article: (id: string | number) => withId('/knowledge/article', id),
  articleCreate: '/knowledge/createArticle',
  articleEditPattern: '/knowledge/editArticle',
  articleEdit: (id: string | number) => withId('/knowledge/editArticle', id),
  docs: '/docs',
  features: '/features',
  about: '/about',
  infor: '/infor',
  /** A new account's first sign-in: completing the profile. */
  setupPattern: '/setup/:id',
  setup: (id: string | number) => `/setup/${encodeURIComponent(String(id))}`,
  /** Marking one student's attempt (docs/product.md's `manageClassDetail/{studentId}/examResult/{examId}`). */
  markAttemptPattern: '/manageClass/:classId/manageClassDetail/:studentId/examResult/:attemptId',
  markAttempt: (classId: string | number, studentId: string | number, attemptId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/manageClassDetail/${encodeURIComponent(
      String(studentId),
    )}/examResult/${encodeURIComponent(String(attemptId))}`,
  // Assignment overview and error analytics (issue 13 items 2 and 4).
  /** An assignment across its class: statuses, score distribution, per-question success. */
  overviewExercisePattern: '/manageClass/:classId/overviewExercise/:assignmentId',
  /** The same overview with one student's row brought forward (docs/product.md's `overviewExercise/{a}/{b}`). */
  overviewExerciseStudentPattern: '/manageClass/:classId/overviewExercise/:assignmentId/:studentId',
  overviewExercise: (classId: string | number, assignmentId: string | number, studentId?: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/overviewExercise/${encodeURIComponent(
      String(assignmentId),
    )}${studentId === undefined ? '' : `/${encodeURIComponent(String(studentId))}`}`,
  /** A class's recurring mistakes (error tags on returned work, per month). */
  classErrorTagsPattern: '/manageClass/:classId/errorTags',
  classErrorTags: (classId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/errorTags`,
  /** A student's recurring mistakes: the viewer's own, or (staff) one student's. */
  studentErrorTags: '/results/errorTags',
  studentErrorTagsOf: (studentId: string | number) =>
    `/results/errorTags?studentId=${encodeURIComponent(String(studentId))}`,
  /** docs/product.md's other addresses of one attempt's review (the same page as `resultReview`). */
  resultExercisePattern: '/manageClass/:classId/resultExercise/:attemptId',
  examReviewPattern: '/manageClass/:classId/examReview/:attemptId',
  examResultViewPattern:
    '/manageClass/:classId/manageClassDetail/:studentId/examResultView/:attemptId/resultReview',
  /** A student's returned work as their teachers read it (no marking). */
  examResultView: (classId: string | number, studentId: string | number, attemptId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/manageClassDetail/${encodeURIComponent(
      String(studentId),
    )}/examResultView/${encodeURIComponent(String(attemptId))}/resultReview`,
  /** Marking an attempt's speaking (docs/product.md's `manageClassDetail/{studentId}/markSpeaking/{examId}`). */
  markSpeakingPattern: '/manageClass/:classId/manageClassDetail/:studentId/markSpeaking/:attemptId',
  markSpeaking: (classId: string | number, studentId: string | number, attemptId: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/manageClassDetail/${encodeURIComponent(
      String(studentId),
    )}/markSpeaking/${encodeURIComponent(String(attemptId))}`,
  // IELTS operations (issue 14).
  /** Candidates: the information tabs, registering for a date, what they owe, their invoices and bands. */
  ieltsTest: '/ielts-test',
  /** Administrators: the IELTS web users (registrants), and one registrant's account. */
  ieltsRegistrants: '/manageUser/manageIelts',
  ieltsRegistrantEditPattern: '/manageUser/manageIelts/editUser',
  ieltsRegistrantEdit: (id: string | number) => withId('/manageUser/manageIelts/editUser', id),
  /** Registrations per exam date (`?date=` one date), and one candidate's record. */
  ieltsRegistrations: '/manageStatistics/manageListIelts',
  ieltsRegistrationsOf: (examDateId: string | number) =>
    `/manageStatistics/manageListIelts?date=${encodeURIComponent(String(examDateId))}`,
  ieltsRegistrationPattern: '/manageStatistics/detailIelts',
  ieltsRegistration: (id: string | number) => withId('/manageStatistics/detailIelts', id),
  ieltsPayments: '/manageStatistics/paymentInfomation',
  ieltsPromotionCodes: '/manageStatistics/manageCode',
  ieltsExamDates: '/manageStatistics/manageIeltsDate',
  /** docs/product.md's "test information": the IELTS tests (four exercises, raw-to-band tables); `edit?id=` one. */
  ieltsTests: '/manageStatistics/ieltsTests',
  ieltsTestEditPattern: '/manageStatistics/ieltsTests/edit',
  ieltsTestEdit: (id?: string | number) =>
    id === undefined ? '/manageStatistics/ieltsTests/edit' : withId('/manageStatistics/ieltsTests/edit', id),
  ieltsMarkpoint: '/manageStatistics/markpoint',
  /** Band marking of one registration's writing and speaking. */
  ieltsScorePattern: '/manageClass/:classId/manageClassDetail/scoreIelts/:id',
  ieltsScore: (classId: string | number, id: string | number) =>
    `/manageClass/${encodeURIComponent(String(classId))}/manageClassDetail/scoreIelts/${encodeURIComponent(String(id))}`,
  // Statistics (issue 15).
  /** The statistics group's landing page: the academy's figures (administrators). */
  statisticsHome: '/manageStatistics',
  statistics: '/manageStatistics/statistics',
  /** Test information: scores, pass rates, marking backlog (administrators; teachers their classes). */
  testInformation: '/manageStatistics/testInfomation',
} as const;

/** The path segment of a bank store: `general` (common) or `teacher` (private). */
export type BankStorePath = 'general' | 'teacher';
export const BANK_STORE_PATHS: readonly BankStorePath[] = ['general', 'teacher'];
