import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { ACCESS } from './access';
import { NotFoundPage, RouteErrorPage } from './pages/ErrorPages';
import type { RouteHandle } from './RootRoute';
import { RootRoute } from './RootRoute';

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
        '/',
        { access: 'public', title: 'home.title' },
        page(() => import('../features/home/HomePage'), 'HomePage'),
      ),
      route(
        '/dashboard',
        { title: 'dashboard.title' },
        page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
      ),
      route(
        '/login',
        { access: 'public', layout: 'blank', title: 'auth.signIn' },
        page(() => import('../features/account/LoginPage'), 'LoginPage'),
      ),
      route(
        '/register',
        { access: 'public', layout: 'blank', title: 'account.registerTitle' },
        page(() => import('../features/account/RegisterPage'), 'RegisterPage'),
      ),
      route(
        '/forgotPassword',
        { access: 'public', layout: 'blank', title: 'account.forgotTitle' },
        page(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage'),
      ),
      route(
        '/resetPassword',
        { access: 'public', layout: 'blank', title: 'account.resetTitle' },
        page(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
      ),
      route(
        '/change-password',
        { title: 'account.changeTitle' },
        page(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage'),
      ),
      route(
        '/profile',
        { title: 'profile.title' },
        page(() => import('../features/account/ProfilePage'), 'ProfilePage'),
      ),
      route(
        '/manageUser/userLMS',
        { access: ACCESS.users, title: 'users.title' },
        page(() => import('../features/users/UserListPage'), 'UserListPage'),
      ),
      route(
        '/manageUser/userLMS/createNewUser',
        { access: ACCESS.users, title: 'users.createTitle' },
        page(() => import('../features/users/UserCreatePage'), 'UserCreatePage'),
      ),
      route(
        '/manageUser/userLMS/editUser',
        { access: ACCESS.users, title: 'users.editTitle' },
        page(() => import('../features/users/UserEditPage'), 'UserEditPage'),
      ),
      route(
        '/manageUser/userLMS/detailUser',
        { access: ACCESS.userDetail, title: 'users.detailTitle' },
        page(() => import('../features/users/UserDetailPage'), 'UserDetailPage'),
      ),
      route(
        '/manageClass',
        { access: ACCESS.classes, title: 'classes.title' },
        page(() => import('../features/classes/ClassListPage'), 'ClassListPage'),
      ),
      route(
        '/manageClass/createClass',
        { access: ACCESS.classForm, title: 'classes.createTitle' },
        page(() => import('../features/classes/ClassCreatePage'), 'ClassCreatePage'),
      ),
      route(
        '/manageClass/:classId/editClass',
        { access: ACCESS.classForm, title: 'classes.editTitle' },
        page(() => import('../features/classes/ClassEditPage'), 'ClassEditPage'),
      ),
      route(
        '/manageClass/:classId/manageClassDetail',
        { access: ACCESS.classes, title: 'classDetail.title' },
        page(() => import('../features/classes/ClassDetailPage'), 'ClassDetailPage'),
      ),
      route(
        '/manageCourse',
        { access: ACCESS.courses, title: 'courses.title' },
        page(() => import('../features/courses/CourseListPage'), 'CourseListPage'),
      ),
      route(
        '/manageDayOff',
        { access: ACCESS.daysOff, title: 'daysOff.title' },
        page(() => import('../features/daysOff/DayOffPage'), 'DayOffPage'),
      ),
      {
        path: '*',
        handle: { access: 'public', title: 'errors.notFoundTitle' } satisfies RouteHandle,
        element: <NotFoundPage />,
      },
    ],
  },
];
