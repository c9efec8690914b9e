import { randomBytes } from 'node:crypto';
import { defaultMaxAttempts, defaultReviewOptions, examModeByDefault } from '@lms/domain';
import type { Db } from '../db/client.js';
import type { UserRow } from '../http/auth.js';
import {
  ROLE,
  assignments,
  attendances,
  classStaff,
  classStudents,
  classes,
  courses,
  daysOff,
  exercises,
  lessons,
  scores,
  userExams,
  users,
} from '../db/schema.js';

let seq = 0;
const next = () => ++seq;
/** Makes this process's names unique where several share one database (integration/'s whole-stack tests). */
const RUN = randomBytes(4).toString('hex');

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function buildUser(db: Db, overrides: Insert<typeof users> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}-${RUN}@example.test`,
      name: `User ${n}`,
      role: ROLE.STUDENT,
      ...overrides,
    })
    .returning();
  return row!;
}

export const buildAdmin = (db: Db, o: Insert<typeof users> = {}) => buildUser(db, { role: ROLE.ADMIN, ...o });
export const buildTeacher = (db: Db, o: Insert<typeof users> = {}) =>
  buildUser(db, { role: ROLE.TEACHER, ...o });
export const buildStudent = (db: Db, o: Insert<typeof users> = {}) =>
  buildUser(db, { role: ROLE.STUDENT, ...o });
/** A student whose profile has what an IELTS sitting needs (a date of birth, a citizen ID number). */
export const buildCandidate = (db: Db, o: Insert<typeof users> = {}) =>
  buildStudent(db, { dateOfBirth: '2000-05-17', passport: '001200012345', ...o });
export const buildExaminer = (db: Db, o: Insert<typeof users> = {}) =>
  buildUser(db, { role: ROLE.SPECIALIZE, ...o });

export async function buildCourse(db: Db, overrides: Insert<typeof courses> = {}) {
  const [row] = await db
    .insert(courses)
    .values({ name: `Course ${next()}-${RUN}`, ...overrides })
    .returning();
  return row!;
}

export async function buildClass(
  db: Db,
  overrides: Insert<typeof classes> = {},
  staff: { teachers?: { id: number }[]; examiners?: { id: number }[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(classes)
    .values({
      name: `Class ${n}`,
      numberOfSessions: 24,
      startDate: '2026-09-07',
      studyTimeStart: '18:00',
      studyTimeEnd: '19:30',
      classCode: `C${n}${RUN}`.toUpperCase(),
      weekdays: [1, 3, 5],
      ...overrides,
    })
    .returning();
  const members = [
    ...(staff.teachers ?? []).map((u) => ({ classId: row!.id, userId: u.id, kind: 'teacher' as const })),
    ...(staff.examiners ?? []).map((u) => ({ classId: row!.id, userId: u.id, kind: 'specialize' as const })),
  ];
  if (members.length) await db.insert(classStaff).values(members);
  return row!;
}

export async function enrol(
  db: Db,
  classId: number,
  studentId: number,
  status: 'active' | 'inactive' | 'request' | 'reserve' = 'active',
) {
  const [row] = await db.insert(classStudents).values({ classId, studentId, status }).returning();
  return row!;
}

export async function buildLesson(db: Db, classId: number, overrides: Insert<typeof lessons> = {}) {
  const [row] = await db
    .insert(lessons)
    .values({
      classId,
      sessionNumber: next(),
      studyDate: '2026-09-07',
      studyTimeStart: '18:00',
      studyTimeEnd: '19:30',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildExercise(db: Db, overrides: Insert<typeof exercises> = {}) {
  const [row] = await db
    .insert(exercises)
    .values({ name: `Exercise ${next()}`, store: 'common', ...overrides })
    .returning();
  return row!;
}

export async function buildAssignment(
  db: Db,
  classId: number,
  exerciseId: number,
  overrides: Insert<typeof assignments> = {},
) {
  const [row] = await db
    .insert(assignments)
    .values({
      classId,
      exerciseId,
      kind: 'home_work',
      title: `Homework ${next()}`,
      examMode: examModeByDefault(overrides.kind ?? 'home_work'),
      maxAttempts: defaultMaxAttempts(overrides.kind ?? 'home_work'),
      reviewOptions: defaultReviewOptions(overrides.kind ?? 'home_work'),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildUserExam(
  db: Db,
  assignmentId: number,
  studentId: number,
  overrides: Insert<typeof userExams> = {},
) {
  const [row] = await db
    .insert(userExams)
    .values({ assignmentId, studentId, ...overrides })
    .returning();
  return row!;
}

export async function buildScore(
  db: Db,
  classId: number,
  studentId: number,
  overrides: Insert<typeof scores> = {},
) {
  const [row] = await db
    .insert(scores)
    .values({ classId, studentId, kind: 'score_home_work', value: 80, ...overrides })
    .returning();
  return row!;
}

/** `count` students enrolled (active) in the class, inserted in two statements. */
export async function buildEnrolledStudents(db: Db, classId: number, count: number) {
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const n = next();
        return { email: `student${n}-${RUN}@example.test`, name: `Học viên ${n}`, role: ROLE.STUDENT };
      }),
    )
    .returning();
  await db
    .insert(classStudents)
    .values(students.map((s) => ({ classId, studentId: s.id, status: 'active' as const })));
  return students;
}

export async function buildDayOff(db: Db, date: string, overrides: Insert<typeof daysOff> = {}) {
  const [row] = await db
    .insert(daysOff)
    .values({ date, reason: `Day off ${next()}`, ...overrides })
    .returning();
  return row!;
}

/**
 * A class with staff, students in every membership status, two assignments and results in every
 * status (the class overview), beside another teacher's class: the permission rows of the results
 * and scores routes.
 */
export async function buildClassOverview(db: Db) {
  const admin = await buildAdmin(db, { name: 'Nguyễn Quản Trị' });
  const teacher = await buildTeacher(db, { name: 'Trần Thị Lan' });
  const otherTeacher = await buildTeacher(db, { name: 'Đỗ Văn Hùng' });
  const examiner = await buildExaminer(db, { name: 'Vũ Thị Mai' });
  const otherExaminer = await buildExaminer(db);
  const cls = await buildClass(
    db,
    { name: 'IELTS 6.5 - K12' },
    { teachers: [teacher], examiners: [examiner] },
  );
  const otherClass = await buildClass(db, { name: 'Foundation - K3' }, { teachers: [otherTeacher] });
  const names = [
    'Lê Văn An',
    'Phạm Thị Bình',
    'Hoàng Minh Chí',
    'Ngô Đức Long',
    'Bùi Thu Hà',
    'Đặng Quốc Việt',
  ];
  // One after another, so ids follow the names on every database.
  const built = [];
  for (const name of names) built.push(await buildStudent(db, { name }));
  const [an, binh, chi, left, pending, stranger] = built;
  for (const s of [an!, binh!, chi!]) await enrol(db, cls.id, s.id);
  await enrol(db, cls.id, left!.id, 'inactive');
  await enrol(db, cls.id, pending!.id, 'request');
  await enrol(db, otherClass.id, stranger!.id);
  const grammar = await buildExercise(db, { name: 'Present perfect', topicGroup: 'grammar', scoringMode: 0 });
  const essay = await buildExercise(db, { name: 'Task 2 essay', topicGroup: 'other', scoringMode: 1 });
  const homework = await buildAssignment(db, cls.id, grammar.id, {
    title: 'Bài tập về nhà 1',
    minScore: 50,
    createdBy: teacher.id,
  });
  const test = await buildAssignment(db, cls.id, essay.id, { kind: 'test', title: 'Kiểm tra', maxScore: 10 });
  const otherHomework = await buildAssignment(db, otherClass.id, grammar.id, { title: 'Homework K3' });
  const submitted = new Date('2026-09-10T10:00:00Z');
  const exams = {
    anFirst: await buildUserExam(db, homework.id, an!.id, { attempt: 1, status: 'fail', score: 40 }),
    anHomework: await buildUserExam(db, homework.id, an!.id, {
      attempt: 2,
      status: 'pass',
      score: 80,
      submittedAt: submitted,
      markedBy: teacher.id,
      markedAt: submitted,
    }),
    binhHomework: await buildUserExam(db, homework.id, binh!.id, {
      status: 'waiting_score',
      submittedAt: submitted,
    }),
    chiHomework: await buildUserExam(db, homework.id, chi!.id, { status: 'unfinished' }),
    leftHomework: await buildUserExam(db, homework.id, left!.id, { status: 'pass', score: 100 }),
    anTest: await buildUserExam(db, test.id, an!.id, { status: 'pass', score: 9 }),
    binhTest: await buildUserExam(db, test.id, binh!.id, { status: 'holding' }),
    strangerHomework: await buildUserExam(db, otherHomework.id, stranger!.id, { status: 'fail', score: 30 }),
  };
  return {
    admin,
    teacher,
    otherTeacher,
    examiner,
    otherExaminer,
    cls,
    otherClass,
    students: { an: an!, binh: binh!, chi: chi!, left: left!, pending: pending!, stranger: stranger! },
    exercises: { grammar, essay },
    assignments: { homework, test, otherHomework },
    exams,
    /** One user per row of the permission matrix, for tests that walk every role. */
    cast: {
      admin,
      teacher,
      otherTeacher,
      examiner,
      otherExaminer,
      student: an!,
      pending: pending!,
      stranger: stranger!,
    } as Record<string, UserRow>,
  };
}
export type ClassOverviewFixture = Awaited<ReturnType<typeof buildClassOverview>>;

export async function buildAttendance(
  db: Db,
  lessonId: number,
  studentId: number,
  overrides: Insert<typeof attendances> = {},
) {
  const [row] = await db
    .insert(attendances)
    .values({ lessonId, studentId, status: 'present', ...overrides })
    .returning();
  return row!;
}
