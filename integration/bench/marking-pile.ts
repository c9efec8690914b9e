import type { Db } from '../../backend/src/db/client.js';
import { userAnswers, userExams } from '../../backend/src/db/schema.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildTeacher,
} from '../../backend/src/test/factories.js';
import { buildExamExercise, buildQuestion } from '../../backend/src/test/exams.js';

/**
 * A teacher's pile of writing (issue 13 performance): one class of `size` students who have all submitted an
 * essay and a keyed choice question, oldest first, waiting for marking.
 */
export async function seedMarkingPile(db: Db, size = 100) {
  const teacher = await buildTeacher(db, { name: 'Trần Thị Lan' });
  const cls = await buildClass(db, { name: `IELTS 6.5 - ${size} bài chờ chấm` }, { teachers: [teacher] });
  const students = await buildEnrolledStudents(db, cls.id, size);
  const choice = await buildQuestion(db, 'choice_one_answer', { title: 'Present perfect' });
  const essay = await buildQuestion(db, 'writing', { title: 'Task 2 essay' });
  const exercise = await buildExamExercise(db, [choice.question.id, essay.question.id]);
  const assignment = await buildAssignment(db, cls.id, exercise.id, {
    title: 'Writing task 2',
    maxScore: 10,
  });
  const start = Date.parse('2026-09-10T01:00:00Z');
  const attempts = await db
    .insert(userExams)
    .values(
      students.map((s, i) => ({
        assignmentId: assignment.id,
        studentId: s.id,
        status: 'waiting_score' as const,
        startedAt: new Date(start + i * 60_000),
        submittedAt: new Date(start + i * 60_000 + 40 * 60_000),
        submitReason: 'student' as const,
      })),
    )
    .returning();
  await db.insert(userAnswers).values(
    attempts.flatMap((a, i) => [
      { userExamId: a.id, questionPartId: choice.parts[0]!.id, answer: { choices: [] }, score: 0 },
      {
        userExamId: a.id,
        questionPartId: essay.parts[0]!.id,
        answer: {
          text: `Essay ${i + 1}: ${'Some people think that technology makes life easier. '.repeat(20)}`,
        },
      },
    ]),
  );
  return { teacher, cls, students, assignment, attempts };
}
