import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { ACCESS } from '../shared/access';
import { NotFoundPage, RouteErrorPage } from '../shared/ErrorPages';
import type { RouteHandle } from './RootRoute';
import { RootRoute } from './RootRoute';
import { paths } from '../shared/paths';

/** Each page is its own chunk, loaded when its route is first opened. */
function page<M>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const route = (path: string, handle: RouteHandle, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle,
  lazy,
});

/** The routes of SPEC.md point 2 whose pages exist; later issues add theirs here and to ./menus.tsx. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      route(
        paths.home,
        { access: 'public', title: 'home.title' },
        page(() => import('../features/home/HomePage'), 'HomePage'),
      ),
      route(
        paths.dashboard,
        { title: 'dashboard.title' },
        page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
      ),
      route(
        paths.login,
        { access: 'public', layout: 'blank', title: 'auth.signIn' },
        page(() => import('../features/account/LoginPage'), 'LoginPage'),
      ),
      route(
        paths.register,
        { access: 'public', layout: 'blank', title: 'account.registerTitle' },
        page(() => import('../features/account/RegisterPage'), 'RegisterPage'),
      ),
      route(
        paths.forgotPassword,
        { access: 'public', layout: 'blank', title: 'account.forgotTitle' },
        page(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage'),
      ),
      route(
        paths.resetPassword,
        { access: 'public', layout: 'blank', title: 'account.resetTitle' },
        page(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
      ),
      route(
        paths.changePassword,
        { title: 'account.changeTitle' },
        page(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage'),
      ),
      route(
        paths.profile,
        { title: 'profile.title' },
        page(() => import('../features/account/ProfilePage'), 'ProfilePage'),
      ),
      route(
        paths.users,
        { access: ACCESS.users, title: 'users.title' },
        page(() => import('../features/users/UserListPage'), 'UserListPage'),
      ),
      route(
        paths.userCreate,
        { access: ACCESS.users, title: 'users.createTitle' },
        page(() => import('../features/users/UserCreatePage'), 'UserCreatePage'),
      ),
      route(
        paths.userEditPattern,
        { access: ACCESS.users, title: 'users.editTitle' },
        page(() => import('../features/users/UserEditPage'), 'UserEditPage'),
      ),
      route(
        paths.userDetailPattern,
        { access: ACCESS.userDetail, title: 'users.detailTitle' },
        page(() => import('../features/users/UserDetailPage'), 'UserDetailPage'),
      ),
      route(
        paths.classes,
        { access: ACCESS.classes, title: 'classes.title', studentTitle: 'studentClasses.title' },
        page(() => import('./ClassListRoute'), 'ClassListRoute'),
      ),
      route(
        paths.classCreate,
        { access: ACCESS.classForm, title: 'classes.createTitle' },
        page(() => import('../features/classes/ClassCreatePage'), 'ClassCreatePage'),
      ),
      route(
        paths.classEditPattern,
        { access: ACCESS.classForm, title: 'classes.editTitle' },
        page(() => import('../features/classes/ClassEditPage'), 'ClassEditPage'),
      ),
      route(
        paths.classDetailPattern,
        { access: ACCESS.classes, title: 'classDetail.title', studentTitle: 'studentClass.title' },
        page(() => import('./ClassDetailRoute'), 'ClassDetailRoute'),
      ),
      route(
        paths.classHomeworkPattern,
        { access: ACCESS.homework, title: 'assign.homeworkTitle' },
        page(() => import('../features/assignments/ClassHomeworkPage'), 'ClassHomeworkPage'),
      ),
      route(
        paths.homeworkDetailPattern,
        { access: ACCESS.homework, title: 'assign.detailTitle' },
        page(() => import('../features/assignments/HomeworkDetailPage'), 'HomeworkDetailPage'),
      ),
      route(
        paths.courses,
        { access: ACCESS.courses, title: 'courses.title' },
        page(() => import('../features/courses/CourseListPage'), 'CourseListPage'),
      ),
      route(
        paths.marking,
        { access: ACCESS.marking, title: 'dashboard.markingTitle' },
        page(() => import('../features/dashboard/MarkingPage'), 'MarkingPage'),
      ),
      route(
        paths.daysOff,
        { access: ACCESS.daysOff, title: 'daysOff.title' },
        page(() => import('../features/timetable/DayOffPage'), 'DayOffPage'),
      ),
      route(
        paths.questionCreate,
        { access: ACCESS.bankWrite, title: 'questions.chooseType' },
        page(() => import('../features/questions/QuestionTypeChooserPage'), 'QuestionTypeChooserPage'),
      ),
      route(
        paths.questionInformationPattern,
        { access: ACCESS.bankWrite, title: 'questions.form.create' },
        page(() => import('../features/questions/QuestionFormPage'), 'QuestionCreatePage'),
      ),
      route(
        paths.questionDetailPattern,
        { access: ACCESS.bank, title: 'questions.detailTitle' },
        page(() => import('../features/questions/QuestionFormPage'), 'QuestionDetailPage'),
      ),
      route(
        paths.questionEditPattern,
        { access: ACCESS.bankWrite, title: 'questions.editTitle' },
        page(() => import('../features/questions/QuestionFormPage'), 'QuestionEditPage'),
      ),
      route(
        paths.questionsPattern,
        { access: ACCESS.bank, title: 'questions.title' },
        page(() => import('./QuestionListRoute'), 'QuestionListRoute'),
      ),
      route(
        paths.exercisesPattern,
        { access: ACCESS.bank, title: 'exercises.menu' },
        page(() => import('./ExerciseListRoute'), 'ExerciseListRoute'),
      ),
      route(
        paths.exerciseCreatePattern,
        { access: ACCESS.bankWrite, title: 'exercises.createTitle' },
        page(() => import('../features/exercises/ExerciseBuilderPage'), 'ExerciseBuilderPage'),
      ),
      route(
        paths.exercisePreviewPattern,
        { access: ACCESS.bank, title: 'exercises.previewHeading' },
        page(() => import('../features/exercises/ExercisePreviewPage'), 'ExercisePreviewPage'),
      ),
      route(
        paths.exerciseReviewPattern,
        { access: ACCESS.bank, title: 'exercises.review' },
        page(() => import('../features/exercises/ExerciseReviewPage'), 'ExerciseReviewPage'),
      ),
      route(
        paths.errorTagsPattern,
        { access: ACCESS.errorTags, title: 'errorTags.menu' },
        page(() => import('../features/tags/ErrorTagsPage'), 'ErrorTagsPage'),
      ),
      route(
        paths.examTakePattern,
        { access: ACCESS.exam, layout: 'none', title: 'exam.title' },
        page(() => import('../features/exam/ExamPage'), 'ExamPage'),
      ),
      route(
        paths.examFinishPattern,
        { access: ACCESS.exam, title: 'exam.finish.title' },
        page(() => import('../features/exam/ExamFinishPage'), 'ExamFinishPage'),
      ),
      route(
        paths.headphoneTestPattern,
        { title: 'exam.headphone.title' },
        page(() => import('../features/exam/HeadphoneTestPage'), 'HeadphoneTestPage'),
      ),
      route(
        paths.results,
        { access: ACCESS.results, title: 'resultList.title' },
        page(() => import('../features/results/ResultsPage'), 'ResultsPage'),
      ),
      route(
        paths.resultReviewPattern,
        { access: ACCESS.results, title: 'resultReview.title' },
        page(() => import('../features/results/ResultReviewPage'), 'ResultReviewPage'),
      ),
      route(
        paths.exerciseExamResultPattern,
        { access: ACCESS.examResults, title: 'examResult.title' },
        page(() => import('../features/results/ExamResultPage'), 'ExamResultPage'),
      ),
      route(
        paths.exerciseExamResultsPattern,
        { access: ACCESS.examResults, title: 'examResult.title' },
        page(() => import('../features/results/ExamResultPage'), 'ExamResultPage'),
      ),
      {
        path: '*',
        handle: { access: 'public', title: 'errors.notFoundTitle' } satisfies RouteHandle,
        element: <NotFoundPage />,
      },
    ],
  },
];
