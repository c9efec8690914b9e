import {
  samplePart,
  typesOf,
  INTERACTIONS,
  type Interaction,
  type QuestionType,
} from '@lms/domain/questions';
import type { Db } from '../db/client.js';
import { exerciseQuestions, media, questionParts, questions } from '../db/schema.js';
import {
  buildAdmin,
  buildAssignment,
  buildClass,
  buildExaminer,
  buildExercise,
  buildStudent,
  buildTeacher,
  enrol,
} from './factories.js';

/** A question of the type with one sample part per entry of `parts` (the domain's well-formed samples). */
export async function buildQuestion(
  db: Db,
  type: QuestionType,
  o: { parts?: number; transcript?: string; mediaId?: number | null; title?: string } = {},
) {
  const [q] = await db
    .insert(questions)
    .values({
      title: o.title ?? `Question ${type}`,
      questionType: type,
      content: `Instructions of ${type}`,
      transcript: o.transcript ?? '',
      store: 'common',
      mediaId: o.mediaId ?? null,
    })
    .returning();
  const parts = await db
    .insert(questionParts)
    .values(
      Array.from({ length: o.parts ?? 1 }, (_, position) => {
        const sample = samplePart(type);
        return {
          questionId: q!.id,
          position,
          questionType: type,
          content: sample.content,
          answer: sample.answer,
          score: sample.score ?? 1,
          weight: 1,
        };
      }),
    )
    .returning();
  return { question: q!, parts };
}

/** An exercise of the given questions, in order. */
export async function buildExamExercise(db: Db, questionIds: number[], o: { audioPlays?: number } = {}) {
  const exercise = await buildExercise(db, {
    name: 'Exam exercise',
    topicGroup: 'listening',
    audioPlays: o.audioPlays ?? 0,
  });
  await db
    .insert(exerciseQuestions)
    .values(questionIds.map((questionId, position) => ({ exerciseId: exercise.id, questionId, position })));
  return exercise;
}

/** One question per interaction, the listening one with a transcript and a recording. */
export async function buildQuestionPerInteraction(db: Db) {
  const [audio] = await db
    .insert(media)
    .values({ kind: 'audio', mimeType: 'audio/mpeg', size: 10, path: 'demo/x.mp3', sha256: 'ab'.repeat(32) })
    .returning();
  const byInteraction = {} as Record<Interaction, Awaited<ReturnType<typeof buildQuestion>>>;
  for (const interaction of INTERACTIONS) {
    const type = typesOf(interaction)[0]!;
    byInteraction[interaction] = await buildQuestion(db, type, {
      transcript: interaction === 'single_choice' ? 'The secret transcript' : '',
      mediaId: interaction === 'single_choice' ? audio!.id : null,
    });
  }
  return { byInteraction, audio: audio! };
}

/**
 * A class with its teacher and examiner, an active student and students who may not take its work, an
 * objective exercise (choice + text entry) assigned with a time limit, and another class's teacher.
 */
export async function buildExamClass(db: Db) {
  const admin = await buildAdmin(db);
  const teacher = await buildTeacher(db);
  const otherTeacher = await buildTeacher(db);
  const examiner = await buildExaminer(db);
  const cls = await buildClass(db, {}, { teachers: [teacher], examiners: [examiner] });
  const otherClass = await buildClass(db, {}, { teachers: [otherTeacher] });
  const student = await buildStudent(db, { name: 'Lê Văn An' });
  const classmate = await buildStudent(db, { name: 'Phạm Thị Bình' });
  const pending = await buildStudent(db);
  const left = await buildStudent(db);
  const stranger = await buildStudent(db);
  await enrol(db, cls.id, student.id);
  await enrol(db, cls.id, classmate.id);
  await enrol(db, cls.id, pending.id, 'request');
  await enrol(db, cls.id, left.id, 'inactive');
  await enrol(db, otherClass.id, stranger.id);
  const choice = await buildQuestion(db, 'choice_one_answer', { transcript: 'Transcript of the clip' });
  const gaps = await buildQuestion(db, 'gap_fill');
  const exercise = await buildExamExercise(db, [choice.question.id, gaps.question.id], { audioPlays: 1 });
  const assignment = await buildAssignment(db, cls.id, exercise.id, {
    kind: 'test',
    timeLimit: 30,
    minScore: 5,
    maxScore: 10,
    maxAccesses: 3,
  });
  return {
    admin,
    teacher,
    otherTeacher,
    examiner,
    cls,
    otherClass,
    student,
    classmate,
    pending,
    left,
    stranger,
    exercise,
    assignment,
    parts: { choice: choice.parts[0]!, gaps: gaps.parts[0]! },
  };
}
