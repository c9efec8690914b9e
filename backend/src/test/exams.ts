import {
  samplePart,
  typesOf,
  INTERACTIONS,
  type Interaction,
  isShuffled,
  responseToStored,
  type PresentationKeys,
  type QuestionType,
} from '@lms/domain/questions';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { assignments, exerciseQuestions, media, questionParts, questions, userExams } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { attemptPresentation } from '../presenters/exams.js';
import type { ApiResponse, TestContext } from './context.js';
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

/**
 * Each part's opaque keys in an attempt (issue 26 point 2): what the student's runner answers in, computed
 * as the presenter does from the attempt's seed.
 */
export async function attemptKeys(db: Db, userExamId: number) {
  const [exam] = await db.select().from(userExams).where(eq(userExams.id, userExamId));
  if (!exam) return new Map<number, { type: QuestionType; keys: PresentationKeys }>();
  const [a] = await db.select().from(assignments).where(eq(assignments.id, exam.assignmentId));
  const parts = await db
    .select({ part: questionParts })
    .from(questionParts)
    .innerJoin(exerciseQuestions, eq(exerciseQuestions.questionId, questionParts.questionId))
    .where(eq(exerciseQuestions.exerciseId, a!.exerciseId));
  return new Map(
    parts.map(({ part }) => [
      part.id,
      { type: part.questionType, keys: attemptPresentation(exam, part).keys },
    ]),
  );
}

const invert = (keys: PresentationKeys): PresentationKeys =>
  Object.fromEntries(
    Object.entries(keys).map(([list, map]) => [
      list,
      Object.fromEntries(Object.entries(map ?? {}).map(([o, s]) => [s, o])),
    ]),
  );
const mapped = (type: QuestionType, answer: unknown, keys: PresentationKeys) => {
  // A single choice also takes the shared choice form `{choices: [id]}`.
  const shared = !!answer && typeof answer === 'object' && 'choices' in answer && isShuffled(type);
  const r = responseToStored(shared ? 'multiple_choice' : type, answer, keys);
  return r.ok ? r.value : answer;
};

/**
 * Calls the API as `t.api` does, for tests written in stored ids: the answers a save sends are put in the
 * attempt's opaque keys (an id the attempt does not know is sent as it is), and the answers a save, a start
 * or a read of an attempt returns are put back in stored ids. The keys themselves are tested in
 * src/routes/exams/presentation.test.ts.
 */
export async function apiInStoredIds(
  t: TestContext,
  user: UserRow | null,
  opts: Parameters<TestContext['api']>[1],
): Promise<ApiResponse> {
  const save = /^\/?user-exam\/(\d+)\/answers$/.exec(opts.url);
  let payload = opts.payload as { answers?: { question_part_id: number; answer: unknown }[] } | undefined;
  if (save && Array.isArray(payload?.answers)) {
    const keys = await attemptKeys(t.db, Number(save[1]));
    payload = {
      ...payload,
      answers: payload.answers.map((a) => {
        const k = keys.get(a.question_part_id);
        return k ? { ...a, answer: mapped(k.type, a.answer, invert(k.keys)) } : a;
      }),
    };
  }
  const res = await t.api(user, { ...opts, payload: payload as InjectOptions['payload'] });
  const body = res.body as {
    id?: number;
    saved?: { question_part_id: number; answer: unknown }[];
    answers?: { question_part_id: number; answer: unknown }[];
  } | null;
  const list = save ? body?.saved : /^\/?user-exam\/(\d+)?$/.test(opts.url) ? body?.answers : undefined;
  const id = save ? Number(save[1]) : body?.id;
  if (res.status < 300 && Array.isArray(list) && id) {
    const keys = await attemptKeys(t.db, id);
    for (const a of list) {
      const k = keys.get(a.question_part_id);
      if (k) a.answer = mapped(k.type, a.answer, k.keys);
    }
  }
  return res;
}
