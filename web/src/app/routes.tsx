import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { ACCESS } from '../shared/access';
import { NotFoundPage, RouteErrorPage } from '../shared/ErrorPages';
import type { RouteHandle } from './RootRoute';
import { RootRoute } from './RootRoute';
import { nativePage, page, prefetchOf, route } from './routeKinds';
import { paths } from '../shared/paths';

/** The routes of docs/product.md point 2 whose pages exist; later issues add theirs here and to ./menus.tsx. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      route(
        paths.home,
        { access: 'public', title: 'home.title' },
        nativePage(() => import('../features/home/HomePage'), 'HomePage', ['home']),
      ),
      route(
        paths.dashboard,
        { title: 'dashboard.title', prefetch: prefetchOf.dashboard },
        nativePage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage', ['dashboard']),
      ),
      route(
        paths.login,
        { access: 'public', layout: 'blank', title: 'auth.signIn' },
        nativePage(() => import('../features/account/LoginPage'), 'LoginPage', ['account']),
      ),
      route(
        paths.register,
        { access: 'public', layout: 'blank', title: 'account.registerTitle' },
        nativePage(() => import('../features/account/RegisterPage'), 'RegisterPage', ['account']),
      ),
      route(
        paths.forgotPassword,
        { access: 'public', layout: 'blank', title: 'account.forgotTitle' },
        nativePage(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage', ['account']),
      ),
      route(
        paths.resetPassword,
        { access: 'public', layout: 'blank', title: 'account.resetTitle' },
        nativePage(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage', ['account']),
      ),
      route(
        paths.changePassword,
        { title: 'account.changeTitle' },
        nativePage(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage', ['account']),
      ),
      route(
        paths.profile,
        { title: 'profile.title' },
        page(() => import('../features/account/ProfilePage'), 'ProfilePage', ['account']),
      ),
      route(
        paths.notifications,
        { title: 'notifications.title' },
        page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage', [
          'notifications',
        ]),
      ),
      route(
        paths.users,
        { access: ACCESS.users, title: 'users.title' },
        page(() => import('../features/users/UserListPage'), 'UserListPage', ['users']),
      ),
      route(
        paths.userCreate,
        { access: ACCESS.users, title: 'users.createTitle' },
        page(() => import('../features/users/UserCreatePage'), 'UserCreatePage', ['users']),
      ),
      route(
        paths.userEditPattern,
        { access: ACCESS.users, title: 'users.editTitle' },
        page(() => import('../features/users/UserEditPage'), 'UserEditPage', ['users']),
      ),
      route(
        paths.userDetailPattern,
        { access: ACCESS.userDetail, title: 'users.detailTitle' },
        page(() => import('../features/users/UserDetailPage'), 'UserDetailPage', ['users']),
      ),
      route(
        paths.classes,
        {
          access: ACCESS.classes,
          title: 'classes.title',
          studentTitle: 'studentClasses.title',
          prefetch: prefetchOf.classes,
        },
        page(() => import('./ClassListRoute'), 'ClassListRoute', ['classes', 'memberships']),
      ),
      route(
        paths.classCreate,
        { access: ACCESS.classForm, title: 'classes.createTitle' },
        page(() => import('../features/classes/ClassCreatePage'), 'ClassCreatePage', ['classes']),
      ),
      route(
        paths.classEditPattern,
        { access: ACCESS.classForm, title: 'classes.editTitle' },
        page(() => import('../features/classes/ClassEditPage'), 'ClassEditPage', ['classes']),
      ),
      route(
        paths.classDetailPattern,
        { access: ACCESS.classes, title: 'classDetail.title', studentTitle: 'studentClass.title' },
        page(() => import('./ClassDetailRoute'), 'ClassDetailRoute', [
          'assignments',
          'classes',
          'feedback',
          'memberships',
          'results',
          'timetable',
        ]),
      ),
      route(
        paths.classHomeworkPattern,
        { access: ACCESS.homework, title: 'assign.homeworkTitle' },
        page(() => import('../features/assignments/ClassHomeworkPage'), 'ClassHomeworkPage', ['assignments']),
      ),
      route(
        paths.homeworkDetailPattern,
        { access: ACCESS.homework, title: 'assign.detailTitle' },
        page(() => import('./HomeworkDetailRoute'), 'HomeworkDetailRoute', ['assignments', 'presentations']),
      ),
      route(
        paths.courses,
        { access: ACCESS.courses, title: 'courses.title' },
        page(() => import('../features/courses/CourseListPage'), 'CourseListPage', ['courses']),
      ),
      route(
        paths.marking,
        { access: ACCESS.marking, title: 'dashboard.markingTitle' },
        page(() => import('../features/dashboard/MarkingPage'), 'MarkingPage', ['dashboard']),
      ),
      route(
        paths.daysOff,
        { access: ACCESS.daysOff, title: 'daysOff.title' },
        page(() => import('../features/timetable/DayOffPage'), 'DayOffPage', ['timetable']),
      ),
      route(
        paths.questionCreate,
        { access: ACCESS.bankWrite, title: 'questions.chooseType' },
        nativePage(() => import('../features/questions/QuestionTypeChooserPage'), 'QuestionTypeChooserPage', [
          'questions',
        ]),
      ),
      route(
        paths.questionInformationPattern,
        { access: ACCESS.bankWrite, title: 'questions.form.create' },
        nativePage(() => import('../features/questions/QuestionFormPage'), 'QuestionCreatePage', [
          'questionView',
          'questions',
        ]),
      ),
      route(
        paths.questionDetailPattern,
        { access: ACCESS.bank, title: 'questions.detailTitle' },
        nativePage(() => import('../features/questions/QuestionFormPage'), 'QuestionDetailPage', [
          'questionView',
          'questions',
        ]),
      ),
      route(
        paths.questionEditPattern,
        { access: ACCESS.bankWrite, title: 'questions.editTitle' },
        nativePage(() => import('../features/questions/QuestionFormPage'), 'QuestionEditPage', [
          'questionView',
          'questions',
        ]),
      ),
      route(
        paths.questionsPattern,
        { access: ACCESS.bank, title: 'questions.title' },
        page(() => import('./QuestionListRoute'), 'QuestionListRoute', ['question-io', 'questions']),
      ),
      route(
        paths.exercisesPattern,
        { access: ACCESS.bank, title: 'exercises.menu' },
        page(() => import('./ExerciseListRoute'), 'ExerciseListRoute', [
          'assignments',
          'exercises',
          'questions',
        ]),
      ),
      route(
        paths.exerciseCreatePattern,
        { access: ACCESS.bankWrite, title: 'exercises.createTitle' },
        page(() => import('../features/exercises/ExerciseBuilderPage'), 'ExerciseBuilderPage', [
          'exercises',
          'questionView',
          'questions',
        ]),
      ),
      route(
        paths.exercisePreviewPattern,
        { access: ACCESS.bank, title: 'exercises.previewHeading' },
        page(() => import('../features/exercises/ExercisePreviewPage'), 'ExercisePreviewPage', [
          'exercises',
          'questionView',
        ]),
      ),
      route(
        paths.exerciseReviewPattern,
        { access: ACCESS.bank, title: 'exercises.review' },
        page(() => import('../features/exercises/ExerciseReviewPage'), 'ExerciseReviewPage', [
          'exercises',
          'questionView',
        ]),
      ),
      route(
        paths.errorTagsPattern,
        { access: ACCESS.errorTags, title: 'errorTags.menu' },
        page(() => import('../features/tags/ErrorTagsPage'), 'ErrorTagsPage', ['tags']),
      ),
      route(
        paths.examTakePattern,
        { access: ACCESS.exam, layout: 'none', title: 'exam.title', prefetch: prefetchOf.exam },
        nativePage(() => import('../features/exam/ExamPage'), 'ExamPage', ['exam', 'questionView']),
      ),
      route(
        paths.examFinishPattern,
        { access: ACCESS.exam, title: 'exam.finish.title' },
        page(() => import('../features/exam/ExamFinishPage'), 'ExamFinishPage', [
          'exam',
          'exam-finish',
          'exam-ielts',
        ]),
      ),
      route(
        paths.headphoneTestPattern,
        { title: 'exam.headphone.title' },
        page(() => import('../features/exam/HeadphoneTestPage'), 'HeadphoneTestPage', ['exam-headphone']),
      ),
      route(
        paths.results,
        { access: ACCESS.results, title: 'resultList.title' },
        page(() => import('../features/results/ResultsPage'), 'ResultsPage', ['results']),
      ),
      route(
        paths.resultReviewPattern,
        { access: ACCESS.results, title: 'resultReview.title' },
        page(() => import('../features/results/ResultReviewPage'), 'ResultReviewPage', [
          'questionView',
          'results',
        ]),
      ),
      route(
        paths.markAttemptPattern,
        { access: ACCESS.marking, title: 'marking.title' },
        nativePage(() => import('../features/results/MarkAttemptPage'), 'MarkAttemptPage', [
          'questionView',
          'results',
        ]),
      ),
      route(
        paths.exerciseExamResultPattern,
        { access: ACCESS.examResults, title: 'examResult.title' },
        page(() => import('../features/results/ExamResultPage'), 'ExamResultPage', ['results']),
      ),
      route(
        paths.exerciseExamResultsPattern,
        { access: ACCESS.examResults, title: 'examResult.title' },
        page(() => import('../features/results/ExamResultPage'), 'ExamResultPage', ['results']),
      ),
      // Reports, feedback, the knowledge base and the general pages (issue 15).
      route(
        paths.reports,
        { access: ACCESS.reports, title: 'reports.title' },
        page(() => import('../features/reports/ReportListPage'), 'ReportListPage', ['reports']),
      ),
      route(
        paths.feedback,
        { access: ACCESS.feedback, title: 'feedback.title' },
        page(() => import('../features/feedback/FeedbackPage'), 'FeedbackPage', ['feedback']),
      ),
      route(
        paths.feedbackCreate,
        { access: ACCESS.feedbackWrite, title: 'feedback.createTitle' },
        page(() => import('../features/feedback/FeedbackCreatePage'), 'FeedbackCreatePage', ['feedback']),
      ),
      route(
        paths.knowledge,
        { title: 'knowledge.title' },
        page(() => import('../features/knowledge/KnowledgePage'), 'KnowledgePage', ['knowledge']),
      ),
      route(
        paths.articlePattern,
        { title: 'knowledge.title' },
        page(() => import('../features/knowledge/ArticlePage'), 'ArticlePage', ['knowledge']),
      ),
      route(
        paths.articleCreate,
        { access: ACCESS.knowledgeWrite, title: 'knowledge.createTitle' },
        page(() => import('../features/knowledge/ArticleEditorPage'), 'ArticleEditorPage', ['knowledge']),
      ),
      route(
        paths.articleEditPattern,
        { access: ACCESS.knowledgeWrite, title: 'knowledge.editTitle' },
        page(() => import('../features/knowledge/ArticleEditorPage'), 'ArticleEditorPage', ['knowledge']),
      ),
      route(
        paths.docs,
        { access: 'public', title: 'general.docs' },
        nativePage(() => import('../features/home/DocsPage'), 'DocsPage', ['home']),
      ),
      route(
        paths.features,
        { access: 'public', title: 'general.features' },
        nativePage(() => import('../features/home/FeaturesPage'), 'FeaturesPage', ['home']),
      ),
      route(
        paths.about,
        { access: 'public', title: 'general.about' },
        nativePage(() => import('../features/home/AboutPage'), 'AboutPage', ['home']),
      ),
      route(
        paths.infor,
        { access: 'public', title: 'general.infor' },
        nativePage(() => import('../features/home/InfoPage'), 'InfoPage', ['home']),
      ),
      route(
        paths.setupPattern,
        { title: 'setup.pageTitle' },
        page(() => import('../features/account/SetupPage'), 'SetupPage', ['account']),
      ),
      // Assignment overview and error analytics (issue 13 items 2 and 4).
      route(
        paths.overviewExercisePattern,
        { access: ACCESS.classAnalytics, title: 'analytics.overview' },
        page(() => import('../features/analytics/AssignmentOverviewPage'), 'AssignmentOverviewPage', [
          'analytics',
        ]),
      ),
      route(
        paths.overviewExerciseStudentPattern,
        { access: ACCESS.classAnalytics, title: 'analytics.overview' },
        page(() => import('../features/analytics/AssignmentOverviewPage'), 'AssignmentOverviewPage', [
          'analytics',
        ]),
      ),
      route(
        paths.classErrorTagsPattern,
        { access: ACCESS.classAnalytics, title: 'analytics.mistakes' },
        page(() => import('../features/analytics/ClassErrorTagsPage'), 'ClassErrorTagsPage', ['analytics']),
      ),
      route(
        paths.studentErrorTags,
        { access: ACCESS.results, title: 'analytics.mistakes' },
        page(() => import('../features/analytics/StudentErrorTagsPage'), 'StudentErrorTagsPage', [
          'analytics',
        ]),
      ),
      ...[paths.resultExercisePattern, paths.examReviewPattern, paths.examResultViewPattern].map((pattern) =>
        route(
          pattern,
          { access: ACCESS.results, title: 'resultReview.title' },
          page(() => import('../features/results/ResultReviewPage'), 'ResultReviewPage', [
            'questionView',
            'results',
          ]),
        ),
      ),
      route(
        paths.markSpeakingPattern,
        { access: ACCESS.marking, title: 'speaking.title' },
        nativePage(() => import('../features/results/MarkSpeakingPage'), 'MarkSpeakingPage', [
          'questionView',
          'results',
        ]),
      ),
      // IELTS operations (issue 14).
      route(
        paths.ieltsTest,
        { access: 'public', title: 'ielts.title' },
        page(() => import('../features/ielts/IeltsTestPage'), 'IeltsTestPage', ['ielts']),
      ),
      route(
        paths.ieltsRegistrants,
        { access: ACCESS.ieltsAdmin, title: 'ielts.registrants.title' },
        page(() => import('../features/ielts/RegistrantListPage'), 'RegistrantListPage', ['ielts']),
      ),
      route(
        paths.ieltsRegistrantEditPattern,
        { access: ACCESS.ieltsAdmin, title: 'ielts.registrants.editTitle' },
        page(() => import('../features/ielts/RegistrantEditPage'), 'RegistrantEditPage', ['ielts']),
      ),
      route(
        paths.ieltsRegistrations,
        { access: ACCESS.ieltsAdmin, title: 'ielts.registrations.title' },
        page(() => import('../features/ielts/RegistrationListPage'), 'RegistrationListPage', ['ielts']),
      ),
      route(
        paths.ieltsRegistrationPattern,
        { access: ACCESS.ieltsAdmin, title: 'ielts.registrations.detailTitle' },
        page(() => import('../features/ielts/RegistrationDetailPage'), 'RegistrationDetailPage', ['ielts']),
      ),
      route(
        paths.ieltsPayments,
        { access: ACCESS.ieltsAdmin, title: 'ielts.payments.title' },
        page(() => import('../features/ielts/PaymentListPage'), 'PaymentListPage', ['ielts']),
      ),
      route(
        paths.ieltsPromotionCodes,
        { access: ACCESS.ieltsAdmin, title: 'ielts.codes.title' },
        page(() => import('../features/ielts/PromotionCodePage'), 'PromotionCodePage', ['ielts']),
      ),
      route(
        paths.ieltsExamDates,
        { access: ACCESS.ieltsAdmin, title: 'ielts.dates.title' },
        page(() => import('../features/ielts/ExamDatePage'), 'ExamDatePage', ['ielts']),
      ),
      route(
        paths.ieltsTests,
        { access: ACCESS.ieltsAdmin, title: 'ielts.tests.title' },
        page(() => import('../features/ielts/IeltsTestListPage'), 'IeltsTestListPage', ['ielts']),
      ),
      route(
        paths.ieltsTestEditPattern,
        { access: ACCESS.ieltsAdmin, title: 'ielts.tests.editTitle' },
        page(() => import('../features/ielts/IeltsTestEditPage'), 'IeltsTestEditPage', ['ielts']),
      ),
      route(
        paths.ieltsMarkpoint,
        { access: ACCESS.ieltsMarking, title: 'ielts.markpoint.title' },
        page(() => import('../features/ielts/MarkpointPage'), 'MarkpointPage', ['ielts']),
      ),
      route(
        paths.ieltsScorePattern,
        { access: ACCESS.ieltsMarking, title: 'ielts.score.title' },
        page(() => import('../features/ielts/ScoreIeltsPage'), 'ScoreIeltsPage', ['ielts']),
      ),
      route(
        paths.statisticsHome,
        { access: ACCESS.statistics, title: 'statistics.title', prefetch: prefetchOf.statistics },
        nativePage(() => import('../features/statistics/StatisticsPage'), 'StatisticsPage', ['statistics']),
      ),
      route(
        paths.statistics,
        { access: ACCESS.statistics, title: 'statistics.title', prefetch: prefetchOf.statistics },
        nativePage(() => import('../features/statistics/StatisticsPage'), 'StatisticsPage', ['statistics']),
      ),
      route(
        paths.testInformation,
        {
          access: ACCESS.testInformation,
          title: 'statistics.testTitle',
          prefetch: prefetchOf.testInformation,
        },
        nativePage(() => import('../features/statistics/StatisticsPage'), 'TestInformationPage', [
          'statistics',
        ]),
      ),
      {
        path: '*',
        handle: { access: 'public', title: 'errors.notFoundTitle' } satisfies RouteHandle,
        element: <NotFoundPage />,
      },
    ],
  },
];
