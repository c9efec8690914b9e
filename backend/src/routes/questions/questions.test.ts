import { samplePart } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAnswers } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildClass,
  buildExaminer,
  buildExercise,
  buildStudent,
  buildTeacher,
  buildUserExam,
} from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let commonTag: number, privateTag: number;

const gapFill = (title: string, extra: object = {}) => ({
  title,
  question_type: 'gap_fill',
  content: 'Complete the notes. Write NO MORE THAN TWO WORDS.',
  topic_group: 'listening',
  parts: [samplePart('gap_fill')],
  ...extra,
});
const create = (user: UserRow | null, payload: object) =>
  t.api(user, { method: 'POST', url: 'question/', payload, headers: { 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  commonTag = (await t.api(admin, { method: 'POST', url: 'tag/', payload: { name: 'IELTS Listening' } })).body
    .id;
  privateTag = (await t.api(teacher, { method: 'POST', url: 'tag/', payload: { name: 'Lớp tối' } })).body.id;
});
afterAll(() => t.close());

describe('POST question/', () => {
  it('writes an admin’s question to the common store and a teacher’s to their private one, parts validated', async () => {
    const common = await create(admin, gapFill('Museum opening times', { tag_ids: [commonTag] }));
    expect(common.status).toBe(201);
    expect(common.body).toMatchObject({
      store: 'common',
      interaction: 'text_entry',
      version: 1,
      part_count: 1,
      answered: false,
      tags: [{ id: commonTag, name: 'IELTS Listening' }],
    });
    expect(common.body.parts[0]).toMatchObject({
      question_type: 'gap_fill',
      weight: 1,
      answer: {
        blanks: [
          { id: '1', accepted: ['9 am', 'nine am', '9:00'] },
          { id: '2', accepted: ['main hall'] },
        ],
      },
    });
    const own = await create(teacher, gapFill('Tour notes', { tag_ids: [commonTag, privateTag] }));
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ store: 'private', owner_id: teacher.id, transcript: '' });
  });

  it('keeps a listening question’s transcript apart from the instructions students read', async () => {
    const heard = 'Guide: The museum opens at nine am; the tour starts in the main hall.';
    const q = await create(teacher, gapFill('Museum call', { transcript: heard }));
    expect(q.status).toBe(201);
    expect(q.body).toMatchObject({
      content: 'Complete the notes. Write NO MORE THAN TWO WORDS.',
      transcript: heard,
    });
    const edited = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.body.id}/`,
      payload: { transcript: 'x'.repeat(100_001) },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toHaveProperty('transcript');
  });

  it('refuses examiners and students, and anonymous callers', async () => {
    expect((await create(examiner, gapFill('x'))).status).toBe(403);
    expect((await create(student, gapFill('x'))).status).toBe(403);
    expect((await create(null, gapFill('x'))).status).toBe(401);
  });

  it('refuses a part whose key does not fit its content, on the part’s field, in the caller’s language', async () => {
    const part = samplePart('gap_fill');
    (part.content as { text: string }).text = 'Opens at {{1}}, closes at {{3}}.';
    const res = await create(teacher, gapFill('Broken', { parts: [samplePart('gap_fill'), part] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'parts.1.answer.blanks.1': ['This answer belongs to no blank in the text'],
      'parts.1.answer.blanks.3': ['This blank has no accepted answer'],
    });
    const vi = await t.api(teacher, {
      method: 'POST',
      url: 'question/',
      payload: gapFill('Broken', { parts: [{ ...samplePart('gap_fill'), weight: 0.3 }] }),
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.errors['parts.0.weight']).toEqual(['Trọng số là 0,25; 0,5; 0,75 hoặc từ 1 đến 10']);
  });

  it('refuses unknown types, missing parts, another teacher’s tag and unknown media', async () => {
    const bad = await create(teacher, { ...gapFill('x'), question_type: 'essay', parts: [], extra: 1 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['extra', 'parts', 'question_type']);
    const foreignTag = await create(otherTeacher, gapFill('x', { tag_ids: [privateTag] }));
    expect(foreignTag.status).toBe(400);
    expect(foreignTag.body.errors.tag_ids).toBeDefined();
    const commonWithPrivateTag = await create(admin, gapFill('x', { tag_ids: [privateTag] }));
    expect(commonWithPrivateTag.status).toBe(400);
    const media = await create(teacher, gapFill('x', { media_id: 987654 }));
    expect(media.body.errors.media_id).toBeDefined();
  });
});

describe('GET question/', () => {
  let listening: number, reading: number, mine: number, theirs: number;
  beforeAll(async () => {
    listening = (await create(admin, gapFill('Nguyễn family tour', { tag_ids: [commonTag] }))).body.id;
    reading = (
      await create(admin, {
        title: 'Urban beekeeping',
        question_type: 'true_false',
        topic_group: 'reading',
        content: 'Read the passage about city bees.',
        parts: [samplePart('true_false'), samplePart('true_false')],
      })
    ).body.id;
    mine = (await create(teacher, gapFill('My own gap fill'))).body.id;
    theirs = (await create(otherTeacher, gapFill('Their gap fill'))).body.id;
  });
  const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

  it('shows each role the stores it may read', async () => {
    const forTeacher = ids((await t.api(teacher, { method: 'GET', url: 'question/?page_size=100' })).body);
    expect(forTeacher).toEqual(expect.arrayContaining([listening, reading, mine]));
    expect(forTeacher).not.toContain(theirs);
    const forExaminer = ids((await t.api(examiner, { method: 'GET', url: 'question/?page_size=100' })).body);
    expect(forExaminer).toEqual(expect.arrayContaining([listening, reading]));
    expect(forExaminer).not.toContain(mine);
    const forAdmin = ids(
      (await t.api(admin, { method: 'GET', url: 'question/?store=private&page_size=100' })).body,
    );
    expect(forAdmin).toEqual(expect.arrayContaining([mine, theirs]));
    expect((await t.api(student, { method: 'GET', url: 'question/' })).status).toBe(403);
  });

  it('filters by type, topic group, tag, owner and text, with parts on request', async () => {
    const tf = await t.api(teacher, {
      method: 'GET',
      url: 'question/?types=true_false,yes_no&include=parts',
    });
    expect(ids(tf.body)).toEqual([reading]);
    expect(tf.body.results[0].parts).toHaveLength(2);
    expect(tf.body.results[0].part_count).toBe(2);
    expect(
      ids((await t.api(teacher, { method: 'GET', url: 'question/?topic_groups=reading' })).body),
    ).toEqual([reading]);
    const tagged = ids(
      (await t.api(teacher, { method: 'GET', url: `question/?tag_ids=${commonTag}&page_size=100` })).body,
    );
    expect(tagged).toContain(listening);
    expect(tagged).not.toContain(reading);
    expect(ids((await t.api(teacher, { method: 'GET', url: 'question/?search=city bees' })).body)).toEqual([
      reading,
    ]);
    expect(
      ids((await t.api(admin, { method: 'GET', url: `question/?owner_id=${otherTeacher.id}` })).body),
    ).toEqual([theirs]);
    const bad = await t.api(teacher, {
      method: 'GET',
      url: 'question/?types=essay&topic_groups=maths&ordering=size',
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ordering', 'topic_groups', 'types']);
  });

  it('keeps one teacher’s private questions from another', async () => {
    expect((await t.api(teacher, { method: 'GET', url: `question/${theirs}/` })).status).toBe(403);
    expect(
      (await t.api(teacher, { method: 'GET', url: `question-part/?question_ids=${theirs}` })).status,
    ).toBe(403);
    expect((await t.api(examiner, { method: 'GET', url: `question/${mine}/` })).status).toBe(403);
    expect((await t.api(admin, { method: 'GET', url: `question/${mine}/` })).status).toBe(200);
    const parts = await t.api(examiner, {
      method: 'GET',
      url: `question-part/?question_ids=${reading},${listening}`,
    });
    expect(parts.body.count).toBe(3);
  });
});

describe('editing, versions and copies', () => {
  it('lets only the writer of a store edit, and edits an unanswered question in place', async () => {
    const q = (await create(teacher, gapFill('Draft'))).body;
    expect(
      (await t.api(otherTeacher, { method: 'PUT', url: `question/${q.id}/`, payload: { title: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.api(admin, { method: 'PUT', url: `question/${q.id}/`, payload: { title: 'x' } })).status,
    ).toBe(403);
    const edited = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.id}/`,
      payload: { title: 'Final', parts: [samplePart('gap_fill'), samplePart('gap_fill')] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: q.id, title: 'Final', version: 1, part_count: 2 });
    const wrongType = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.id}/`,
      payload: { question_type: 'yes_no' },
    });
    expect(wrongType.body.errors.parts).toBeDefined();
    const badPart = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.id}/`,
      payload: { parts: [samplePart('choice_one_answer')] },
    });
    expect(badPart.status).toBe(400);
    expect(Object.keys(badPart.body.errors)).toEqual(['parts.0.answer.blanks']);
  });

  it('writes a new version when an answered question’s content changes, and keeps the answered one', async () => {
    const q = (await create(teacher, gapFill('Answered'))).body;
    const exercise = await buildExercise(t.db, { store: 'private', ownerId: teacher.id });
    const klass = await buildClass(t.db);
    const assignment = await buildAssignment(t.db, klass.id, exercise.id);
    const exam = await buildUserExam(t.db, assignment.id, student.id);
    await t.db
      .insert(userAnswers)
      .values({ userExamId: exam.id, questionPartId: q.parts[0].id, answer: { blanks: {} } });

    const tagged = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.id}/`,
      payload: { tag_ids: [privateTag] },
    });
    expect(tagged.status).toBe(200); // tags are not what students see: in place
    expect(tagged.body).toMatchObject({ id: q.id, answered: true });

    const v2 = await t.api(teacher, {
      method: 'PUT',
      url: `question/${q.id}/`,
      payload: { title: 'Answered, corrected' },
    });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({
      version: 2,
      root_id: q.id,
      answered: false,
      title: 'Answered, corrected',
      part_count: 1,
    });
    expect(v2.body.tags).toEqual([{ id: privateTag, name: 'Lớp tối' }]);
    const old = await t.api(teacher, { method: 'GET', url: `question/${q.id}/` });
    expect(old.body).toMatchObject({ superseded_by_id: v2.body.id, title: 'Answered' });
    const again = await t.api(teacher, { method: 'PUT', url: `question/${q.id}/`, payload: { title: 'x' } });
    expect(again.status).toBe(409);
    const bank = await t.api(teacher, { method: 'GET', url: 'question/?search=Answered' });
    expect(bank.body.results.map((r: { id: number }) => r.id)).toEqual([v2.body.id]);
    expect((await t.api(teacher, { method: 'DELETE', url: `question/${q.id}/` })).status).toBe(409);
    expect((await t.api(teacher, { method: 'DELETE', url: `question/${v2.body.id}/` })).status).toBe(204);
  });

  it('copies a common question into a teacher’s private store with cloned_from_id, keeping usable tags', async () => {
    const source = (await create(admin, gapFill('Common original', { tag_ids: [commonTag] }))).body;
    const copy = await t.api(teacher, {
      method: 'POST',
      url: 'question-part/duplicate/',
      payload: { question_id: source.id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      store: 'private',
      owner_id: teacher.id,
      cloned_from_id: source.id,
      version: 1,
      title: 'Common original',
      tags: [{ id: commonTag, name: 'IELTS Listening' }],
    });
    expect(copy.body.id).not.toBe(source.id);
    expect(copy.body.parts[0].answer).toEqual(source.parts[0].answer);
    const mine = (await create(teacher, gapFill('Mine to copy', { tag_ids: [privateTag] }))).body;
    const mineCopy = await t.api(teacher, {
      method: 'POST',
      url: 'question-part/duplicate/',
      payload: { question_id: mine.id },
    });
    expect(mineCopy.body.tags).toEqual([{ id: privateTag, name: 'Lớp tối' }]);
    const foreign = await t.api(otherTeacher, {
      method: 'POST',
      url: 'question-part/duplicate/',
      payload: { question_id: mine.id },
    });
    expect(foreign.status).toBe(403);
    expect(
      (
        await t.api(examiner, {
          method: 'POST',
          url: 'question-part/duplicate/',
          payload: { question_id: source.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api(teacher, {
          method: 'POST',
          url: 'question-part/duplicate/',
          payload: { question_id: 'x' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('a question whose parts mix types (an IELTS section)', () => {
  const mixed = (title: string) => ({
    title,
    question_type: 'true_false',
    topic_group: 'reading',
    parts: [
      { question_type: 'null', content: { text: 'Questions 1–6: do the statements agree?' } },
      { ...samplePart('true_false'), question_type: 'true_false' },
      { ...samplePart('sentence_completion'), question_type: 'sentence_completion' },
      samplePart('true_false'),
    ],
  });
  const typesOf = (body: { parts: { question_type: string }[] }) => body.parts.map((p) => p.question_type);

  it('checks and stores each part with its own type, the question’s when it names none', async () => {
    const created = await create(admin, mixed('Bicycle history'));
    expect(created.status).toBe(201);
    expect(typesOf(created.body)).toEqual(['null', 'true_false', 'sentence_completion', 'true_false']);
    expect(created.body.parts[0]).toMatchObject({ score: 0, answer: {} });
    expect(created.body.parts[2].answer).toEqual(samplePart('sentence_completion').answer);

    // A blanks part checked as a blanks part, not as a judgement: its own key's field is named.
    const wrong = mixed('Bicycle history, wrong');
    wrong.parts[2] = { ...samplePart('sentence_completion'), question_type: 'sentence_completion' };
    (wrong.parts[2] as { answer: object }).answer = { blanks: [] };
    const refused = await create(admin, wrong);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['parts.2.answer.blanks.1', 'parts.2.answer.blanks.2']);
  });

  it('keeps every part’s type through an edit in place, a new version and a copy', async () => {
    const q = (await create(admin, mixed('Bicycle history, kept'))).body;
    const parts = q.parts.map((p: Record<string, unknown>) => ({
      question_type: p.question_type,
      content: p.content,
      answer: p.answer,
      score: p.score,
      weight: p.weight,
    }));
    parts[1].content = { ...parts[1].content, prompt: 'Pedals were first added in England.' };
    const edited = await t.api(admin, { method: 'PUT', url: `question/${q.id}/`, payload: { parts } });
    expect(edited.status).toBe(200);
    expect(typesOf(edited.body)).toEqual(typesOf(q));
    expect(edited.body.parts[1].content.prompt).toBe('Pedals were first added in England.');

    const exercise = await buildExercise(t.db, { store: 'common' });
    const exam = await buildUserExam(
      t.db,
      (await buildAssignment(t.db, (await buildClass(t.db)).id, exercise.id)).id,
      student.id,
    );
    await t.db
      .insert(userAnswers)
      .values({ userExamId: exam.id, questionPartId: edited.body.parts[1].id, answer: { correct: 'true' } });
    const v2 = await t.api(admin, { method: 'PUT', url: `question/${q.id}/`, payload: { title: 'v2' } });
    expect(v2.status).toBe(201);
    expect(typesOf(v2.body)).toEqual(typesOf(q));

    const copy = await t.api(teacher, {
      method: 'POST',
      url: 'question-part/duplicate/',
      payload: { question_id: v2.body.id },
    });
    expect(copy.status).toBe(201);
    expect(typesOf(copy.body)).toEqual(typesOf(q));
  });
});
