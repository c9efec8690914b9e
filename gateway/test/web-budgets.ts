import type { RestUser } from '../src/rest/types.js';
import type { seedClassWithTimetable } from './seed.js';

type Seeded = ReturnType<typeof seedClassWithTimetable>;

/** One way a page runs an operation: who asks, with which variables. */
interface Run {
  /** A label when an operation has several runs (staff and student views). */
  label?: string;
  as: (s: Seeded) => RestUser | null;
  variables?: (s: Seeded) => Record<string, unknown>;
  /** REST calls at most, for a class of 10 and of 40 students: equal, as the count must not grow. */
  budget: { 10: number; 40: number };
}

const TODAY = '2026-09-07';
export const id = (row: { id: number }) => String(row.id);

/**
 * The REST-call budget of every operation of the web (web/src/gql), run as its page runs it by
 * web-operations.test.ts (docs/design.md section 4: the calls of a query do not grow with the number of
 * students).
 */
export const BUDGETS: Record<string, Run[]> = {
  // Class pages.
  ClassListQuery: [{ as: (s) => s.teacher, budget: { 10: 1, 40: 1 } }],
  ClassDetailQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ id: id(s.cls), today: TODAY }),
      budget: { 10: 5, 40: 5 },
    },
  ],
  ClassStudentsTabQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 2, 40: 2 } },
  ],
  ClassScheduleTabQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 2, 40: 2 } },
  ],
  ClassAssignmentsTabQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 2, 40: 2 } },
  ],
  ClassLessonLinksTabQuery: [
    { as: (s) => s.student, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 2, 40: 2 } },
  ],
  ClassEditQuery: [{ as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 1, 40: 1 } }],
  ClassFormOptionsQuery: [
    { as: (s) => s.admin, variables: () => ({ staff: true }), budget: { 10: 3, 40: 3 } },
  ],
  ClassFormEndDateQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: { startDate: TODAY, numberOfSessions: 24, weekdays: [1, 3], classId: id(s.cls) },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  AddStudentsSearchQuery: [
    { as: (s) => s.admin, variables: () => ({ search: 'Nguyễn' }), budget: { 10: 1, 40: 1 } },
  ],
  AttendanceSheetQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ lessonId: id(s.lessons[0]!), classId: id(s.cls) }),
      budget: { 10: 4, 40: 4 },
    },
  ],
  DayOffListQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ classId: id(s.cls) }), budget: { 10: 3, 40: 3 } },
  ],
  // Dashboards.
  DashboardStaffQuery: [
    { as: (s) => s.teacher, variables: () => ({ today: TODAY }), budget: { 10: 3, 40: 3 } },
  ],
  // Today's lessons and their classes joined the dashboard (issue 10): 7 calls, was 6.
  DashboardStudentQuery: [
    { as: (s) => s.student, variables: () => ({ today: TODAY }), budget: { 10: 7, 40: 7 } },
  ],
  // A student's own views (issue 10).
  // The student's classes with their memberships, the viewer, every class's lessons in one call.
  StudentClassesQuery: [
    { as: (s) => s.student, variables: () => ({ today: TODAY }), budget: { 10: 3, 40: 3 } },
  ],
  StudentClassQuery: [
    {
      as: (s) => s.student,
      variables: (s) => ({ id: id(s.cls), today: TODAY }),
      // One call per list the page shows (lessons, own attendance, scores, results, progress), whatever
      // the class's size.
      budget: { 10: 10, 40: 10 },
    },
  ],
  // The dashboard's marking queue, every page (/marking): the same rows as DashboardStaffQuery's.
  MarkingPageQuery: [
    { as: (s) => s.teacher, variables: () => ({ page: 1, pageSize: 15 }), budget: { 10: 3, 40: 3 } },
  ],
  // The marking page's next two submissions (MarkAttemptPage's queue, issue 25): one page of results.
  MarkingQueueQuery: [{ as: (s) => s.teacher, budget: { 10: 1, 40: 1 } }],
  // Results (issue 12 item 6): a student's every assignment with their latest attempt; staff's results paged.
  ResultsStudentQuery: [{ as: (s) => s.student, budget: { 10: 3, 40: 3 } }],
  ResultsStaffQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ filter: { classIds: [id(s.cls)], status: 'PASS' }, page: 1, pageSize: 15 }),
      budget: { 10: 4, 40: 4 },
    },
  ],
  // Assignment overview and error analytics (issue 13 items 2 and 4).
  AssignmentOverviewQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ id: id(s.assignments[0]!) }),
      // One more for each student's accommodation (issue 31 point 1).
      budget: { 10: 7, 40: 7 },
    },
  ],
  // A student's accommodation on one assignment, from the overview (issue 31 point 1).
  AccommodationSetMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: { assignmentId: id(s.assignments[0]!), studentId: id(s.student), extraTimePercent: 25 },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  AccommodationClearMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { assignmentId: id(s.assignments[0]!), studentId: id(s.student) } }),
      // The delete, then what applies now.
      budget: { 10: 2, 40: 2 },
    },
  ],
  ClassErrorTagsQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls), months: 12 }), budget: { 10: 2, 40: 2 } },
  ],
  StudentErrorTagsQuery: [
    { label: 'own', as: (s) => s.student, variables: () => ({ months: 12 }), budget: { 10: 1, 40: 1 } },
    {
      label: 'staff',
      as: (s) => s.teacher,
      variables: (s) => ({ studentId: id(s.student), months: 12 }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ClassScoresTabQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 4, 40: 4 } },
  ],
  CourseListQuery: [{ as: (s) => s.admin, variables: () => ({ search: 'IELTS' }), budget: { 10: 1, 40: 1 } }],
  // Users and the viewer.
  UserListQuery: [{ as: (s) => s.admin, budget: { 10: 1, 40: 1 } }],
  UsersImportClassesQuery: [{ as: (s) => s.admin, budget: { 10: 1, 40: 1 } }],
  UserDetailQuery: [
    { as: (s) => s.admin, variables: (s) => ({ id: id(s.student) }), budget: { 10: 2, 40: 2 } },
  ],
  // A student's standing accommodation, on their page for admins (issue 31 point 1).
  StandingAccommodationQuery: [
    { as: (s) => s.admin, variables: (s) => ({ id: id(s.student) }), budget: { 10: 2, 40: 2 } },
  ],
  StandingAccommodationMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { userId: id(s.student), extraTimePercent: 25 } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  UserEditQuery: [
    { as: (s) => s.admin, variables: (s) => ({ id: id(s.student) }), budget: { 10: 1, 40: 1 } },
  ],
  SessionViewerQuery: [{ as: (s) => s.student, budget: { 10: 1, 40: 1 } }],
  ProfileQuery: [{ as: (s) => s.student, budget: { 10: 1, 40: 1 } }],
  CalendarFeedCardQuery: [{ as: (s) => s.student, budget: { 10: 1, 40: 1 } }],
  ApolloTestPingQuery: [{ as: (s) => s.student, budget: { 10: 1, 40: 1 } }],
  // Assigning work (issue 12).
  ClassHomeworkQuery: [
    { as: (s) => s.teacher, variables: (s) => ({ id: id(s.cls) }), budget: { 10: 2, 40: 2 } },
  ],
  HomeworkDetailQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ id: id(s.assignments[0]!), classId: id(s.cls) }),
      budget: { 10: 4, 40: 4 },
    },
  ],
  // Presentation groups (issue 13): the assignment, the class and its students, the groups of a presentation.
  PresentationGroupsQuery: [
    {
      as: (s) => s.teacher,
      variables: (s) => {
        s.assignments[0]!.kind = 'presentation';
        return { id: id(s.assignments[0]!), classId: id(s.cls) };
      },
      budget: { 10: 4, 40: 4 },
    },
  ],
  PresentationGroupCreateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: { assignmentId: id(s.assignments[0]!), name: 'Nhóm 2', memberIds: [id(s.students[0]!)] },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  PresentationGroupUpdateMutation: [
    {
      as: (s) => s.teacher,
      variables: () => ({ input: { id: '1', name: 'Nhóm Hai' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  PresentationGroupDeleteMutation: [
    { as: (s) => s.teacher, variables: () => ({ input: { id: '1' } }), budget: { 10: 1, 40: 1 } },
  ],
  PresentationGroupMarkMutation: [
    {
      as: (s) => s.teacher,
      variables: () => ({
        input: { id: '1', rubric: [{ criterion: 'CONTENT', band: 'B15_13', point: 14 }], slideScore: 20 },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  // Pausing an attempt from the assignment overview, and letting it go on (issue 13).
  OverviewHoldMutation: [
    {
      label: 'hold',
      as: (s) => s.teacher,
      variables: () => ({ input: { attemptId: '12', hold: true } }),
      budget: { 10: 1, 40: 1 },
    },
    {
      label: 'continue',
      as: (s) => s.teacher,
      variables: () => ({ input: { attemptId: '12', hold: false } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  // Mutations.
  AttendanceMarkMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: {
          lessonId: id(s.lessons[0]!),
          records: s.students.map((st, i) => ({
            studentId: id(st),
            status: i % 4 ? 'PRESENT' : 'LATE',
            ...(i % 4 ? {} : { note: 'Kẹt xe' }),
          })),
        },
      }),
      budget: { 10: 2, 40: 2 },
    },
  ],
  ClassCreateMutation: [
    {
      as: (s) => s.teacher,
      variables: () => ({
        input: {
          name: 'IELTS 7.0 - K20',
          numberOfSessions: 24,
          startDate: TODAY,
          studyTimeStart: '18:00',
          studyTimeEnd: '19:30',
          weekdays: [1, 3],
        },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ClassUpdateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.cls), name: 'IELTS 6.5 - K12b' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ClassDeleteMutation: [
    { as: (s) => s.admin, variables: (s) => ({ input: { id: id(s.cls) } }), budget: { 10: 1, 40: 1 } },
  ],
  CourseCreateMutation: [
    {
      as: (s) => s.admin,
      variables: () => ({ input: { name: 'IELTS Writing chuyên sâu', targetBand: '7.0' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  CourseUpdateMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { id: id(s.course), name: 'IELTS Reading nền tảng' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  CourseDeleteMutation: [
    { as: (s) => s.admin, variables: (s) => ({ input: { id: id(s.course) } }), budget: { 10: 1, 40: 1 } },
  ],
  ScoreUpdateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.scores[0]!), value: 8.5, note: 'Bài nói tốt' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ScoreDeleteMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.scores[0]!) } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  LessonDeleteMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.lessons[5]!) } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  AssignmentCreateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: { classId: id(s.cls), exerciseId: '1', kind: 'TEST', title: 'Mid-term', timeLimit: 45 },
      }),
      // The write, and the class the payload names (the hook evicts that class's lists).
      budget: { 10: 2, 40: 2 },
    },
  ],
  AssignmentUpdateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.assignments[0]!), title: 'Mid-term (sửa)', timeLimit: null } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  AssignmentDeleteMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { id: id(s.assignments[1]!) } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ApolloTestSaveMutation: [{ as: (s) => s.admin, budget: { 10: 1, 40: 1 } }],
  ClassJoinMutation: [
    {
      as: (s) => s.outsider,
      variables: (s) => ({ input: { classCode: s.cls.class_code } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ClassStudentStatusMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({
        input: { classId: id(s.cls), studentId: id(s.applicant), status: 'ACTIVE' },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ClassAddStudentsMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { classId: id(s.cls), studentIds: [id(s.outsider)] } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  LessonUpdateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { id: id(s.lessons[1]!), recordLink: 'https://meet.example/r1' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  TimetableGenerateMutation: [
    { as: (s) => s.teacher, variables: (s) => ({ input: { classId: id(s.cls) } }), budget: { 10: 1, 40: 1 } },
  ],
  DayOffCreateMutation: [
    {
      as: (s) => s.teacher,
      variables: (s) => ({ input: { classId: id(s.cls), date: '2026-10-20', reason: 'Họp phụ huynh' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  DayOffDeleteMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { id: String(s.cls.id) } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  UserCreateMutation: [
    {
      as: (s) => s.admin,
      variables: () => ({ input: { email: 'new.student@academy.test', name: 'Lê Văn Cường' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  UserUpdateMutation: [
    {
      as: (s) => s.admin,
      variables: (s) => ({ input: { id: id(s.student), name: 'Nguyễn Văn An' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ProfileUpdateMutation: [
    { as: (s) => s.student, variables: () => ({ input: { phone: '0912345678' } }), budget: { 10: 2, 40: 2 } },
  ],
  ChangePasswordSaveMutation: [
    {
      as: (s) => s.student,
      variables: () => ({ input: { currentPassword: 'Cũ-2026', password: 'Mật-khẩu-mới-2026' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  CalendarFeedRegenerateMutation: [
    { as: (s) => s.student, variables: () => ({ input: {} }), budget: { 10: 1, 40: 1 } },
  ],
  CalendarFeedRevokeMutation: [
    { as: (s) => s.student, variables: () => ({ input: {} }), budget: { 10: 1, 40: 1 } },
  ],
  RegisterSignUpMutation: [
    {
      as: () => null,
      variables: () => ({
        input: { email: 'moi@academy.test', password: 'Mật-khẩu-2026', firstName: 'Mai', lastName: 'Trần' },
      }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ForgotPasswordRequestMutation: [
    {
      as: () => null,
      variables: () => ({ input: { email: 'moi@academy.test' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
  ResetPasswordSetMutation: [
    {
      as: () => null,
      variables: () => ({ input: { code: '123456', password: 'Mật-khẩu-2026' } }),
      budget: { 10: 1, 40: 1 },
    },
  ],
};
