import type { Db } from '../db/client.js';
import {
  ROLE,
  assignments,
  classStaff,
  classStudents,
  classes,
  courses,
  exercises,
  lessons,
  userExams,
  users,
} from '../db/schema.js';

let seq = 0;
const next = () => ++seq;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function buildUser(db: Db, overrides: Insert<typeof users> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}-${Date.now()}@example.test`,
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
export const buildExaminer = (db: Db, o: Insert<typeof users> = {}) =>
  buildUser(db, { role: ROLE.SPECIALIZE, ...o });

export async function buildCourse(db: Db, overrides: Insert<typeof courses> = {}) {
  const [row] = await db
    .insert(courses)
    .values({ name: `Course ${next()}-${Date.now()}`, ...overrides })
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
      classCode: `C${n}${Date.now().toString(36)}`.toUpperCase(),
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
    .values({ classId, exerciseId, kind: 'home_work', title: `Homework ${next()}`, ...overrides })
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
