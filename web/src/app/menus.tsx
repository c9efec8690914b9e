import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  CalendarOutlined,
  DatabaseOutlined,
  FormOutlined,
  ReadOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Role } from '../gql/graphql';
import { ACCESS, mayOpen } from '../shared/access';
import { config } from './config';
import { paths } from '../shared/paths';

export interface MenuFlags {
  /** VITE_HIDE_STATISTICS=1: report and statistics entries are removed (docs/product.md point 2; off). */
  hideStatistics: boolean;
  /** VITE_TEACHER_TEST_INFO=1: teachers get a statistics entry with test information only. */
  teacherTestInfo: boolean;
}

export interface MenuEntry {
  key: string;
  /** i18n key of the label. */
  label: string;
  /** A role's own label where the entry opens that role's own view (a student's "My classes"). */
  labelFor?: Partial<Record<Role, string>>;
  icon?: ReactNode;
  /** Leaf entries link to a path; groups have children. */
  path?: string;
  roles: readonly Role[];
  /** Shown only when this returns true (build flags). */
  when?: (flags: MenuFlags, role: Role) => boolean;
  children?: MenuEntry[];
}

/**
 * The side menu of every role, from docs/product.md point 2 "Side menus": admin the full menu, teacher classes and
 * days off, student and specialize class management only. Areas whose pages come with later issues
 * (questions, exercises, tags, statistics, IELTS, feedback) join this list with their pages; statistics
 * entries then carry `when: (f) => !f.hideStatistics`, the teacher's test information
 * `when: (f) => f.teacherTestInfo`.
 */
export const MENU: MenuEntry[] = [
  {
    key: 'manageUser',
    label: 'menu.manageUser',
    icon: <TeamOutlined />,
    roles: ACCESS.users,
    children: [
      { key: 'userLMS', label: 'menu.userLMS', path: paths.users, roles: ACCESS.users },
      {
        key: 'manageIelts',
        label: 'ielts.menus.registrants',
        path: paths.ieltsRegistrants,
        roles: ACCESS.ieltsAdmin,
      },
    ],
  },
  {
    key: 'manageClass',
    label: 'menu.manageClass',
    // The same entry opens a student's own classes (issue 10): no management wording for them.
    labelFor: { STUDENT: 'menu.myClasses' },
    icon: <ReadOutlined />,
    path: paths.classes,
    roles: ACCESS.classes,
  },
  {
    // docs/product.md lists /results among the general routes; a student reaches it from here (issue 12 item 6).
    key: 'results',
    label: 'resultList.title',
    icon: <TrophyOutlined />,
    path: paths.results,
    roles: ['STUDENT'],
  },
  {
    key: 'manageCourse',
    label: 'courses.menu',
    icon: <BookOutlined />,
    path: paths.courses,
    roles: ACCESS.courses,
  },
  {
    key: 'manageDayOff',
    label: 'menu.manageDayOff',
    icon: <CalendarOutlined />,
    path: paths.daysOff,
    roles: ACCESS.daysOff,
  },
  {
    key: 'questions',
    label: 'menu.questions',
    labelFor: { ADMIN: 'menu.manageQuestions' },
    icon: <DatabaseOutlined />,
    // docs/product.md's side menus give examiners class management only; they open the common bank by its address.
    roles: ACCESS.bankWrite,
    children: [
      {
        key: 'questionsCommon',
        label: 'menu.questionsCommon',
        path: paths.questions('general'),
        roles: ACCESS.bankWrite,
      },
      {
        key: 'questionsPrivate',
        label: 'menu.questionsPrivate',
        path: paths.questions('teacher'),
        roles: ACCESS.bankWrite,
      },
    ],
  },
  {
    key: 'manageExercise',
    label: 'exercises.menu',
    icon: <FormOutlined />,
    roles: ACCESS.bankWrite,
    children: [
      {
        key: 'exercisesCommon',
        label: 'exercises.menuCommon',
        path: paths.exercises('general'),
        roles: ACCESS.bankWrite,
      },
      {
        key: 'exercisesTeacher',
        label: 'exercises.menuTeacher',
        labelFor: { TEACHER: 'exercises.menuOwn' },
        path: paths.exercises('teacher'),
        roles: ACCESS.bankWrite,
      },
      // docs/product.md's teacher menu has no error-tag area: a teacher's own error tags sit with their exercises.
      {
        key: 'errorTagsOwn',
        label: 'errorTags.menuOwn',
        path: paths.errorTags('teacher'),
        roles: ['TEACHER'],
      },
    ],
  },
  {
    key: 'manageTag',
    label: 'errorTags.menu',
    icon: <TagsOutlined />,
    roles: ['ADMIN'],
    children: [
      {
        key: 'errorTagsCommon',
        label: 'errorTags.menuCommon',
        path: paths.errorTags('general'),
        roles: ['ADMIN'],
      },
      {
        key: 'errorTagsTeacher',
        label: 'errorTags.menuTeacher',
        path: paths.errorTags('teacher'),
        roles: ['ADMIN'],
      },
    ],
  },
  // Issue 15. Statistics (docs/product.md's admin menu: report, IELTS list, payment information, test information,
  // promotion codes, IELTS exam dates) gets its entries as their pages come, all hidden by the statistics
  // build flag. Feedback has no place in docs/product.md's menus, but administrators, teachers and students must
  // reach `/feedback`: one entry, as results for students.
  {
    key: 'manageStatistics',
    label: 'menu.statistics',
    icon: <BarChartOutlined />,
    roles: ACCESS.testInformation,
    // Administrators: hidden with the statistics flag; teachers: shown with the test information flag.
    when: (f, role) => (role === 'TEACHER' ? f.teacherTestInfo : !f.hideStatistics),
    children: [
      {
        key: 'manageReport',
        label: 'reports.menu',
        path: paths.reports,
        roles: ACCESS.reports,
        when: (f) => !f.hideStatistics,
      },
      // IELTS operations (issue 14), in docs/product.md's order: IELTS list, payment information, test information,
      // promotion codes, IELTS exam dates; then the examiners' assignments.
      {
        key: 'manageListIelts',
        label: 'ielts.menus.registrations',
        path: paths.ieltsRegistrations,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'paymentInfomation',
        label: 'ielts.menus.payments',
        path: paths.ieltsPayments,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'ieltsTests',
        label: 'ielts.menus.tests',
        path: paths.ieltsTests,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'manageCode',
        label: 'ielts.menus.codes',
        path: paths.ieltsPromotionCodes,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'manageIeltsDate',
        label: 'ielts.menus.dates',
        path: paths.ieltsExamDates,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'markpoint',
        label: 'ielts.menus.markpoint',
        path: paths.ieltsMarkpoint,
        roles: ACCESS.ieltsAdmin,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'statistics',
        label: 'statistics.menu',
        path: paths.statistics,
        roles: ACCESS.statistics,
        when: (f) => !f.hideStatistics,
      },
      {
        key: 'testInformation',
        label: 'statistics.testMenu',
        path: paths.testInformation,
        roles: ACCESS.testInformation,
        when: (f, role) => (role === 'TEACHER' ? f.teacherTestInfo : !f.hideStatistics),
      },
    ],
  },
  {
    key: 'feedback',
    label: 'feedback.menu',
    icon: <CommentOutlined />,
    path: paths.feedback,
    roles: ACCESS.feedback,
  },
  // Issue 14: candidates (student role) reach the IELTS page; examiners the registrations assigned to them
  // (docs/product.md gives examiners class management only, but their IELTS marking has no class to go through).
  {
    key: 'ieltsTest',
    label: 'ielts.menus.candidate',
    icon: <AuditOutlined />,
    path: paths.ieltsTest,
    roles: ACCESS.ieltsCandidate,
  },
  {
    key: 'ieltsMarking',
    label: 'ielts.menus.marking',
    icon: <AuditOutlined />,
    path: paths.ieltsMarkpoint,
    roles: ['SPECIALIZE'],
  },
];

export const menuFlags: MenuFlags = {
  hideStatistics: config.hideStatistics,
  teacherTestInfo: config.teacherTestInfo,
};

/** The entries one role sees; a group left with no children disappears. */
export function menuFor(
  role: Role | null,
  flags: MenuFlags = menuFlags,
  entries: MenuEntry[] = MENU,
): MenuEntry[] {
  if (!role) return [];
  return entries.flatMap((entry) => {
    if (!mayOpen(role, entry.roles) || (entry.when && !entry.when(flags, role))) return [];
    const own = entry.labelFor?.[role] ? { ...entry, label: entry.labelFor[role] } : entry;
    if (!entry.children) return [own];
    const children = menuFor(role, flags, entry.children);
    return children.length > 0 ? [{ ...own, children }] : [];
  });
}

/** The entry keys to highlight for a path: the leaf whose path is the longest prefix, and its groups. */
export function selectedMenuKeys(
  pathname: string,
  entries: MenuEntry[],
): { selected: string[]; open: string[] } {
  let best: { entry: MenuEntry; parents: string[] } | null = null;
  const visit = (list: MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) {
        if (!best || entry.path.length > (best.entry.path?.length ?? 0)) best = { entry, parents };
      }
      if (entry.children) visit(entry.children, [...parents, entry.key]);
    }
  };
  visit(entries, []);
  const found = best as { entry: MenuEntry; parents: string[] } | null;
  return found ? { selected: [found.entry.key], open: found.parents } : { selected: [], open: [] };
}
