import type { Role } from '../gql/graphql';

export const ALL_ROLES: readonly Role[] = ['ADMIN', 'TEACHER', 'STUDENT', 'SPECIALIZE'];

/**
 * Who may open each area (docs/design.md section 6). The side menus and the route guards both read this table,
 * so a menu entry and its route cannot disagree.
 */
export const ACCESS = {
  users: ['ADMIN'],
  /** A teacher reads the students of own classes (from the class's "everyone" tab). */
  userDetail: ['ADMIN', 'TEACHER'],
  classes: ALL_ROLES,
  classForm: ['ADMIN', 'TEACHER'],
  daysOff: ['ADMIN', 'TEACHER'],
  /** Taking attendance (docs/design.md: classes, lessons, attendance; an examiner only reads). */
  attendance: ['ADMIN', 'TEACHER'],
  /** Work waiting for marking: "mark and score" of the permission matrix. */
  marking: ['ADMIN', 'TEACHER', 'SPECIALIZE'],
  /** A class's assignments and their results: staff read; assigning is admins' and the class's teachers'. */
  homework: ['ADMIN', 'TEACHER', 'SPECIALIZE'],
  /** Course management, as the backend's course routes allow (issue 9: administrators only). */
  courses: ['ADMIN'],
  /** The question and exercise banks: staff read (examiners read only), administrators and teachers write. */
  bank: ['ADMIN', 'TEACHER', 'SPECIALIZE'],
  bankWrite: ['ADMIN', 'TEACHER'],
  /** Error tags: administrators the common tree, teachers their own; examiners use them when marking. */
  errorTags: ['ADMIN', 'TEACHER'],
  /** Taking work: the student whose class it was given to (the backend checks the class). */
  exam: ['STUDENT'],
  /** Results: a student's own; staff the results of the classes they may read. */
  results: ALL_ROLES,
  /** An exercise's exam results: staff who read the bank (the backend scopes the classes). */
  examResults: ['ADMIN', 'TEACHER', 'SPECIALIZE'],
  /** Reports on exercises: administrators read and resolve them (everyone else reports from the work). */
  reports: ['ADMIN'],
  /** Feedback: administrators all of it, teachers their classes', students their own; examiners none. */
  feedback: ['ADMIN', 'TEACHER', 'STUDENT'],
  /** Writing feedback on a class: its students. */
  feedbackWrite: ['STUDENT'],
  /** The knowledge base: everyone signed in reads, administrators write. */
  knowledgeWrite: ['ADMIN'],
  /** An assignment's overview and a class's recurring mistakes: the class's staff (students never). */
  classAnalytics: ['ADMIN', 'TEACHER', 'SPECIALIZE'],
  /** IELTS tests, exam dates, registrants, payments and promotion codes (docs/design.md section 6). */
  ieltsAdmin: ['ADMIN'],
  /** A candidate's own registrations, payments and bands (candidates have the student role). */
  ieltsCandidate: ['STUDENT'],
  /** Band marking: administrators, and examiners on the registrations assigned to them. */
  ieltsMarking: ['ADMIN', 'SPECIALIZE'],
  /** The academy's statistics: administrators. */
  statistics: ['ADMIN'],
  /** Test information: administrators, and teachers for the classes they teach. */
  testInformation: ['ADMIN', 'TEACHER'],
} satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof ACCESS;

export const mayOpen = (role: Role | null | undefined, roles: readonly Role[]) =>
  role !== null && role !== undefined && roles.includes(role);
