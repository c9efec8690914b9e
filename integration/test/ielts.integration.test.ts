import { academyToday } from '@lms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExamExercise, buildQuestion } from '../../backend/src/test/exams.js';
import { buildAdmin, buildExaminer, buildCandidate } from '../../backend/src/test/factories.js';
import type { Db } from '../../backend/src/db/client.js';
import { ieltsExamDates, ieltsTests } from '../../backend/src/db/schema.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { IELTS_BUDGETS, type IeltsIds, type IeltsRole } from '../../gateway/test/ielts-budgets.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';
import { fixClock } from '../../backend/src/test/clock.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');

async function seed(db: Db) {
  const admin = await buildAdmin(db);
  const examiner = await buildExaminer(db);
  const candidate = await buildCandidate(db, { email: 'candidate.gql@example.test' });
  const rival = await buildCandidate(db, { email: 'rival.gql@example.test' });
  const choice = await buildQuestion(db, 'choice_one_answer');
  const writing = await buildQuestion(db, 'writing');
  const speaking = await buildQuestion(db, 'speaking_ielt');
  const objective = await buildExamExercise(db, [choice.question.id]);
  const writingEx = await buildExamExercise(db, [writing.question.id]);
  const speakingEx = await buildExamExercise(db, [speaking.question.id]);
  const [test] = await db
    .insert(ieltsTests)
    .values({
      name: 'Mock GQL',
      listeningExerciseId: objective.id,
      readingExerciseId: objective.id,
      writingExerciseId: writingEx.id,
      speakingExerciseId: speakingEx.id,
    })
    .returning();
  const [date] = await db
    .insert(ieltsExamDates)
    .values({ examDate: academyToday(NOW), shift: 'morning', ieltsTestId: test!.id, skillType: '4_skills' })
    .returning();
  return {
    admin,
    examiner,
    candidate,
    rival,
    date: date!,
    choicePart: choice.parts[0]!.id,
    exercises: { objective: objective.id, writing: writingEx.id, speaking: speakingEx.id },
  };
}

/**
 * Issue 14's journey through the gateway and the real backend: a visitor sees the open date, the candidate
 * registers, the administrator confirms twice, the candidate sits (the runner's REST routes), the examiner
 * marks, and the candidate reads their bands.
 */
describe('IELTS through the gateway and the real backend', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Awaited<ReturnType<typeof seed>>>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(seed);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  type Role = 'admin' | 'student' | 'specialize';
  async function gql(query: string, variables: Record<string, unknown>, as: Role | null) {
    const s = backend.seeded;
    const user = as === 'admin' ? s.admin : as === 'specialize' ? s.examiner : s.candidate;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
    if (as) headers.authorization = `Bearer ${await backend.token(user, as)}`;
    const { body } = await executeHttp(gateway, headers, { query, variables });
    expect(body.errors).toBeUndefined();
    return body.data;
  }
  async function rest(path: string, body: object) {
    const token = await backend.token(backend.seeded.candidate, 'student');
    const res = await fetch(`${backend.restBaseUrl}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { id: number };
  }

  type Section = { skill: string; assignmentId: string };

  /** Sits the sections a sitting opened, as the runner does: agreement, start, an answer when keyed, submit. */
  async function sit(sections: Section[]) {
    for (const s of sections) {
      await rest('user-exam-agreement/', { assignment_id: Number(s.assignmentId) });
      const attempt = await rest('user-exam/', { assignment_id: Number(s.assignmentId) });
      if (s.skill === 'LISTENING' || s.skill === 'READING') {
        // The right option in the attempt's own keys (issue 26 point 2), found by its words.
        type Part = { id: number; content: { options: { id: string; text: string }[] } };
        const { exercise } = attempt as unknown as { exercise: { questions: { parts: Part[] }[] } };
        const parts = exercise.questions.flatMap((q) => q.parts);
        const part = parts.find((p) => p.id === backend.seeded.choicePart)!;
        const right = part.content.options.find((o) => o.text === 'In a fishing village')!.id;
        await rest(`user-exam/${attempt.id}/answers`, {
          answers: [{ question_part_id: backend.seeded.choicePart, answer: { choice: right }, seq: 1 }],
        });
      }
      await rest(`user-exam/${attempt.id}/submit`, {});
    }
  }

  it('takes a candidate from registration to bands', async () => {
    const open = await gql('{ ieltsOpenExamDates { items { id registrable unitPrice } } }', {}, null);
    expect(open.ieltsOpenExamDates.items).toEqual([
      { id: String(backend.seeded.date.id), registrable: true, unitPrice: 4_750_000 },
    ]);
    const registered = await gql(
      `mutation ($input: RegisterIeltsInput!) { registerIelts(input: $input) {
        registration { id status candidate { id } payment { id amount } } errors { field messages } } }`,
      { input: { examDateId: String(backend.seeded.date.id) } },
      'student',
    );
    const registration = registered.registerIelts.registration;
    expect(registration.status).toBe('UNPAID');
    const confirm = `mutation ($input: ConfirmIeltsPaymentInput!) { confirmIeltsPayment(input: $input) {
      payment { status } errors { field messages } } }`;
    const input = { paymentId: registration.payment.id, amount: registration.payment.amount };
    for (let i = 0; i < 2; i++)
      expect((await gql(confirm, { input }, 'admin')).confirmIeltsPayment).toEqual({
        payment: { status: 'PAID' },
        errors: [],
      });
    const sat = await gql(
      `mutation ($input: SitIeltsTestInput!) { sitIeltsTest(input: $input) {
        registration { sections { skill assignmentId timeLimit } } errors { field messages } } }`,
      { input: { registrationId: registration.id } },
      'student',
    );
    const sections = sat.sitIeltsTest.registration.sections as Section[];
    expect(sections.map((s) => s.skill)).toEqual(['LISTENING', 'READING', 'WRITING', 'SPEAKING']);
    await sit(sections);
    await gql(
      `mutation ($input: AssignIeltsExaminerInput!) { assignIeltsExaminer(input: $input) {
        registrations { examinerId } errors { field messages } } }`,
      { input: { registrationIds: [registration.id], examinerId: String(backend.seeded.examiner.id) } },
      'admin',
    );
    const criteria = { taskAchievement: 6, coherenceCohesion: 6, lexicalResource: 6, grammaticalRange: 6 };
    const marked = await gql(
      `mutation ($input: MarkIeltsRegistrationInput!) { markIeltsRegistration(input: $input) {
        registration { status } errors { field messages } } }`,
      {
        input: {
          registrationId: registration.id,
          writingTask1: criteria,
          writingTask2: criteria,
          speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 7, pronunciation: 7 },
        },
      },
      'specialize',
    );
    // A draft (issue 30 point 4): the candidate reads no band until the examiner publishes.
    expect(marked.markIeltsRegistration).toEqual({ registration: { status: 'UNMARKED' }, errors: [] });
    const before = await gql(
      `query ($id: ID!) { ieltsRegistration(id: $id) { bandState bands { overall } } }`,
      { id: registration.id },
      'student',
    );
    expect(before.ieltsRegistration).toEqual({ bandState: 'NONE', bands: { overall: null } });
    const published = await gql(
      `mutation ($input: PublishIeltsBandsInput!) { publishIeltsBands(input: $input) {
        registration { status bandState } errors { field messages } } }`,
      { input: { registrationId: registration.id } },
      'specialize',
    );
    expect(published.publishIeltsBands).toEqual({
      registration: { status: 'MARKED', bandState: 'PUBLISHED' },
      errors: [],
    });
    const mine = await gql(
      `query ($id: ID!) { ieltsRegistration(id: $id) { status
        bands { listeningRaw listening readingRaw reading writing speaking overall writingTask2 { band } } } }`,
      { id: registration.id },
      'student',
    );
    // Both objective sections full marks: 40 -> 9; writing 6; speaking 7; overall 31 / 4 = 7.75 -> 8.
    expect(mine.ieltsRegistration).toEqual({
      status: 'MARKED',
      bands: {
        listeningRaw: 40,
        listening: 9,
        readingRaw: 40,
        reading: 9,
        writing: 6,
        speaking: 7,
        overall: 8,
        writingTask2: { band: 6 },
      },
    });
  });

  it('runs every IELTS page operation within its REST budget, in the order the pages run them', async () => {
    const s = backend.seeded;
    const ids = {
      listeningExerciseId: String(s.exercises.objective),
      readingExerciseId: String(s.exercises.objective),
      writingExerciseId: String(s.exercises.writing),
      speakingExerciseId: String(s.exercises.speaking),
      candidateId: String(s.candidate.id),
      examinerId: String(s.examiner.id),
    } as IeltsIds;
    const people: Record<IeltsRole, [typeof s.admin, 'student' | 'admin' | 'specialize'] | null> = {
      visitor: null,
      candidate: [s.candidate, 'student'],
      rival: [s.rival, 'student'],
      admin: [s.admin, 'admin'],
      examiner: [s.examiner, 'specialize'],
    };
    const measured: [string, number][] = [];
    for (const [name, spec] of IELTS_BUDGETS(academyToday(NOW))) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
      const who = people[spec.as];
      if (who) headers.authorization = `Bearer ${await backend.token(who[0], who[1])}`;
      const before = backend.requests().length;
      const { body } = await executeHttp(gateway, headers, {
        query: webOperation(name).query,
        variables: spec.variables?.(ids) ?? {},
      });
      const calls = backend.requests().slice(before);
      expect(body.errors, name).toBeUndefined();
      const payload = Object.values(body.data as Record<string, { errors?: unknown[] } | null>)[0];
      if (payload && 'errors' in payload) expect(payload.errors, name).toEqual([]);
      spec.keep?.(body.data, ids);
      measured.push([`${name} (${spec.as})`, calls.length]);
      expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(spec.budget);
      await spec.then?.(ids, {
        submitSections: async (i) => {
          const data = await gql(
            'query ($id: ID!) { ieltsRegistration(id: $id) { sections { skill assignmentId } } }',
            { id: i.registrationId },
            'student',
          );
          await sit(data.ieltsRegistration.sections);
        },
      });
    }
    console.table(Object.fromEntries(measured));
  });
});
