import { expect } from 'vitest';
import type { AppOptions } from '../app.js';
import type { UserRow } from '../http/auth.js';
import { createTestContext, type TestContext } from './context.js';
import { apiInStoredIds, buildExamExercise, buildQuestion } from './exams.js';
import { buildAdmin, buildExaminer, buildCandidate, buildTeacher } from './factories.js';

/**
 * The IELTS route tests' academy (issue 14): an administrator, two examiners, a teacher, a candidate and a
 * rival; a four-skill test of real exercises; an exam date today. The tests of `routes/ielts/` each build
 * their own and reach it through REST.
 */
export interface IeltsWorld {
  t: TestContext;
  admin: UserRow;
  examiner: UserRow;
  otherExaminer: UserRow;
  teacher: UserRow;
  candidate: UserRow;
  rival: UserRow;
  testId: number;
  todayId: number;
  /** The listening exercise's parts; `rChoice` and `rGaps` are added for the reading one. */
  parts: { choice: number; gaps: number };
}

type Method = 'GET' | 'POST' | 'PUT';

/** REST calls as a user (null: no token), in a language; `context` gives the world once it is built. */
export function ieltsRequests(context: () => TestContext) {
  const send = (user: UserRow | null, method: Method, url: string, payload?: object, lang = 'en') =>
    apiInStoredIds(context(), user, { method, url, payload, headers: { 'accept-language': lang } });
  const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
    send(user, 'POST', url, payload, lang);
  const get = (user: UserRow | null, url: string, lang = 'en') => send(user, 'GET', url, undefined, lang);
  return { send, post, get };
}

/** A new exam date of the world's test (201 expected), on `today` unless told. */
export async function newIeltsDate(
  w: Pick<IeltsWorld, 't' | 'admin' | 'testId'>,
  today: string,
  o: {
    exam_date?: string;
    capacity?: number;
    status?: string;
    skill_package?: string;
    format?: 'computer' | 'paper';
  } = {},
) {
  const { post } = ieltsRequests(() => w.t);
  const res = await post(w.admin, 'ielt/dates/', {
    exam_date: today,
    shift: 'morning',
    test_id: w.testId,
    skill_package: '4_skills',
    unit_price: 4_750_000,
    capacity: 10,
    ...o,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function objective(t: TestContext, name: string) {
  const choice = await buildQuestion(t.db, 'choice_one_answer');
  const gaps = await buildQuestion(t.db, 'gap_fill');
  const exercise = await buildExamExercise(t.db, [choice.question.id, gaps.question.id]);
  return { exercise: { ...exercise, name }, choice: choice.parts[0]!.id, gaps: gaps.parts[0]!.id };
}

export async function buildIeltsWorld(today: string, options: Partial<AppOptions> = {}): Promise<IeltsWorld> {
  const t = await createTestContext(options);
  const { post } = ieltsRequests(() => t);
  const admin = await buildAdmin(t.db);
  const examiner = await buildExaminer(t.db, { name: 'Giám khảo Hà' });
  const otherExaminer = await buildExaminer(t.db);
  const teacher = await buildTeacher(t.db);
  const candidate = await buildCandidate(t.db, { name: 'Trần Minh Thư', email: 'thu.ielts@example.test' });
  const rival = await buildCandidate(t.db, { email: 'rival.ielts@example.test' });
  const listening = await objective(t, 'Listening');
  const reading = await objective(t, 'Reading');
  const parts = { choice: listening.choice, gaps: listening.gaps };
  const writing = await buildQuestion(t.db, 'writing');
  const speaking = await buildQuestion(t.db, 'speaking_ielt');
  const writingEx = await buildExamExercise(t.db, [writing.question.id]);
  const speakingEx = await buildExamExercise(t.db, [speaking.question.id]);
  const created = await post(admin, 'ielt/tests/', {
    name: 'Mock Academic 01',
    module: 'academic',
    listening_exercise_id: listening.exercise.id,
    reading_exercise_id: reading.exercise.id,
    writing_exercise_id: writingEx.id,
    speaking_exercise_id: speakingEx.id,
  });
  expect(created.status).toBe(201);
  const testId = created.body.id as number;
  // Reading answers are the same sample answers: keep the ids of both exercises' parts.
  (parts as Record<string, number>).rChoice = reading.choice;
  (parts as Record<string, number>).rGaps = reading.gaps;
  const todayId = await newIeltsDate({ t, admin, testId }, today);
  return { t, admin, examiner, otherExaminer, teacher, candidate, rival, testId, todayId, parts };
}
