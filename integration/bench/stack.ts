import http from 'node:http';
import { defaultMaxAttempts, defaultReviewOptions, examModeByDefault } from '@lms/domain';
import type { Db } from '../../backend/src/db/client.js';
import { assignments, attendances, lessons, scores, userExams } from '../../backend/src/db/schema.js';
import {
  buildClass,
  buildCourse,
  buildEnrolledStudents,
  buildExercise,
  buildTeacher,
} from '../../backend/src/test/factories.js';
import { createHttpApp } from '../../gateway/src/http.js';
import { createGateway } from '../../gateway/src/server.js';
import { listen, startRealBackend } from '../test/real-backend.js';

const STATUSES = ['pass', 'pass', 'fail', 'waiting_score', 'unfinished', 'holding'] as const;

/** A class of `size` active students, 30 assignments with a result per student, 12 lessons taken. */
async function seedClass(db: Db, size: number, teacher: { id: number }, courseId: number) {
  const cls = await buildClass(
    db,
    { name: `IELTS 6.5 - ${size} học viên`, courseId },
    { teachers: [teacher] },
  );
  const students = await buildEnrolledStudents(db, cls.id, size);
  const exercise = await buildExercise(db, { name: 'Reading: Matching headings' });
  const given = await db
    .insert(assignments)
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const kind = i % 5 === 4 ? ('test' as const) : ('home_work' as const);
        return {
          classId: cls.id,
          exerciseId: exercise.id,
          kind,
          title: `Bài tập ${i + 1}`,
          minScore: 50,
          examMode: examModeByDefault(kind),
          maxAttempts: defaultMaxAttempts(kind),
          reviewOptions: defaultReviewOptions(kind),
        };
      }),
    )
    .returning();
  await db.insert(userExams).values(
    given.flatMap((a, i) =>
      students.map((s, j) => {
        const status = STATUSES[(i + j) % STATUSES.length]!;
        const marked = status === 'pass' || status === 'fail';
        return {
          assignmentId: a.id,
          studentId: s.id,
          status,
          score: marked ? 40 + ((i * 7 + j * 13) % 60) : null,
        };
      }),
    ),
  );
  const held = await db
    .insert(lessons)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        classId: cls.id,
        sessionNumber: i + 1,
        studyDate: `2026-09-${String(7 + i).padStart(2, '0')}`,
        studyTimeStart: '18:00',
        studyTimeEnd: '19:30',
        status: 'done' as const,
      })),
    )
    .returning();
  await db.insert(attendances).values(
    held.flatMap((l, i) =>
      students.map((s, j) => ({
        lessonId: l.id,
        studentId: s.id,
        status: (i + j) % 9 === 0 ? ('absent' as const) : ('present' as const),
      })),
    ),
  );
  await db.insert(scores).values(
    students.map((s, j) => ({
      classId: cls.id,
      studentId: s.id,
      kind: 'score_presentation' as const,
      value: 60 + (j % 40),
    })),
  );
  return { cls, students };
}

/**
 * The whole path on one machine: the real backend with classes of the given sizes, and the gateway over
 * HTTP in front of it, counting the REST calls it makes.
 */
export async function startStack(sizes: number[]) {
  const backend = await startRealBackend(async (db) => {
    const teacher = await buildTeacher(db, { name: 'Trần Thị Lan' });
    const course = await buildCourse(db, { name: 'IELTS 6.5' });
    const classes = [];
    for (const size of sizes) classes.push({ size, ...(await seedClass(db, size, teacher, course.id)) });
    return { teacher, classes };
  });
  const counter = { calls: 0 };
  const gateway = await createGateway({
    restBaseUrl: backend.restBaseUrl,
    keycloak: backend.keycloak,
    onRestCall: () => void counter.calls++,
  });
  const server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
  const gatewayUrl = await listen(server);
  return {
    classes: backend.seeded.classes,
    token: await backend.token(backend.seeded.teacher, 'teacher'),
    counter,
    restBase: backend.restBaseUrl,
    graphqlUrl: `${gatewayUrl}/graphql`,
    async stop() {
      server.close();
      await gateway.server.stop();
      await backend.stop();
    },
  };
}
