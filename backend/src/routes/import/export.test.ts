import { samplePart } from '@lms/domain/questions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import type { UserRow } from '../../http/auth.js';
import { readWorkbook } from '../../import/sheets.js';
import type { TestContext } from '../../test/context.js';
import { buildTeacher } from '../../test/factories.js';
import { importSuite } from '../../test/import.js';

let t: TestContext;
let otherTeacher: UserRow, student: UserRow;

const { upload, download } = importSuite((world) => ({ t, otherTeacher, student } = world));

describe('GET question/export', () => {
  const TYPES = [
    'choice_one_answer',
    'sentence_completion',
    'true_false',
    'multiple_choice',
    'gap_fill',
    'matching',
    'word_order',
    'picture_mark',
    'writing',
    'speaking',
    'pronunciation',
    'null',
  ] as const;
  let exporter: UserRow;

  beforeAll(async () => {
    exporter = await buildTeacher(t.db);
    const tag = (await t.api(exporter, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } })).body
      .id;
    for (const type of TYPES) {
      const res = await t.api(exporter, {
        method: 'POST',
        url: 'question/',
        payload: {
          title: `Round trip ${type}`,
          question_type: type,
          content: 'Read the passage; then answer.',
          topic_group: 'reading',
          tag_ids: [tag],
          parts:
            type === 'gap_fill'
              ? [samplePart(type), { ...samplePart(type), weight: 0.75 }]
              : [samplePart(type)],
        },
      });
      expect(res.status, type).toBe(201);
    }
    // An IELTS section: a true/false question whose parts mix an intro, a judgement and a blanks part.
    const judgement = (prompt: string, correct: string) => ({
      content: {
        prompt,
        options: [
          { id: 'true', text: 'TRUE' },
          { id: 'false', text: 'FALSE' },
          { id: 'not_given', text: 'NOT GIVEN' },
        ],
      },
      answer: { correct },
      score: 1,
    });
    const mixed = await t.api(exporter, {
      method: 'POST',
      url: 'question/',
      payload: {
        title: 'Round trip mixed section',
        question_type: 'true_false',
        content: 'The history of the bicycle.',
        topic_group: 'reading',
        tag_ids: [tag],
        parts: [
          { question_type: 'null', content: { text: 'Questions 1–2.' }, answer: {}, score: 0 },
          judgement('1. The first bicycle had pedals.', 'false'),
          { question_type: 'true_false', ...judgement('2. Tyres came later.', 'true') },
          {
            question_type: 'sentence_completion',
            content: { prompt: 'Complete the notes.', text: 'Wheels of the same {{3}}; a {{4}}.' },
            answer: {
              blanks: [
                { id: '3', accepted: ['size'] },
                { id: '4', accepted: ['chain', 'chain drive'] },
              ],
            },
            score: 2,
            weight: 0.5,
          },
        ],
      },
    });
    expect(mixed.status).toBe(201);
  });

  const bank = async (user: UserRow) =>
    (
      await t.api(user, {
        method: 'GET',
        url: `question/?owner_id=${user.id}&include=parts&page_size=100&ordering=title`,
      })
    ).body.results;
  const shape = (q: any) => ({
    title: q.title,
    question_type: q.question_type,
    content: q.content,
    topic_group: q.topic_group,
    tags: q.tags.map((tag: { name: string }) => tag.name),
    parts: q.parts.map((p: any) => ({
      type: p.question_type,
      content: p.content,
      answer: p.answer,
      score: p.score,
      weight: p.weight,
    })),
  });

  it('Excel: exports the filtered bank, and the file imports back to the same titles, types, parts and keys', async () => {
    const res = await download(exporter, `question/export?format=xlsx&owner_id=${exporter.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const dry = await upload(exporter, 'export.xlsx', res.raw);
    expect(dry.body).toMatchObject({ questions: TYPES.length + 1, errors: [] });

    const before = (await bank(exporter)).map(shape);
    expect(
      before.find((q: any) => q.title === 'Round trip mixed section').parts.map((p: any) => p.type),
    ).toEqual(['null', 'true_false', 'true_false', 'sentence_completion']);
    const copy = await buildTeacher(t.db);
    await t.api(copy, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } });
    const imported = await upload(copy, 'export.xlsx', res.raw, { dryRun: false });
    expect(imported.status).toBe(201);
    expect((await bank(copy)).map(shape)).toEqual(before);
  });

  it('GIFT: exports what GIFT can carry, names the rest, and imports back to the same questions', async () => {
    const res = await download(
      exporter,
      `question/export?format=gift&owner_id=${exporter.id}&types=choice_one_answer,sentence_completion,true_false,multiple_choice,writing,null,word_order`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('// 2 question(s) not expressible in GIFT');
    expect(res.text).toContain('//   Round trip mixed section');
    expect(res.text).toContain('//   Round trip word_order');
    const copy = await buildTeacher(t.db);
    await t.api(copy, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } });
    const imported = await upload(copy, 'export.gift', res.raw, { dryRun: false });
    expect(imported.body).toMatchObject({ format: 'gift', questions: 6, errors: [] });
    const expected = (await bank(exporter)).filter(
      (q: any) =>
        [
          'choice_one_answer',
          'sentence_completion',
          'true_false',
          'multiple_choice',
          'writing',
          'null',
        ].includes(q.question_type) && q.parts.length === 1,
    );
    expect((await bank(copy)).map(shape)).toEqual(expected.map(shape));
  });

  it('GIFT keeps matching and text entry by their texts (GIFT has no ids)', async () => {
    const res = await download(
      exporter,
      `question/export?format=gift&owner_id=${exporter.id}&types=matching`,
    );
    const copy = await buildTeacher(t.db);
    const imported = await upload(copy, 'export.gift', res.raw, { dryRun: false });
    expect(imported.body.errors).toEqual([
      { row: expect.any(Number), column: 'tags', message: expect.any(String) },
    ]);
    // Without the tag line the matching question imports with the same pairs by text.
    const noTags = res.text.replace(/,"tags":"Round trip"/g, '');
    const again = await upload(copy, 'export.gift', noTags, { dryRun: false });
    expect(again.status).toBe(201);
    const [q] = await bank(copy);
    const part = q.parts[0];
    const text = (list: { id: string; text: string }[], id: string) => list.find((x) => x.id === id)?.text;
    const pairs = Object.entries(part.answer.pairs as Record<string, string>).map(([i, o]) => [
      text(part.content.items, i),
      text(part.content.options, o),
    ]);
    expect(pairs).toEqual([
      ['Paragraph A', 'The origins of the festival'],
      ['Paragraph B', 'Funding problems'],
    ]);
    expect(part.content.options).toHaveLength(3);
  });

  it('a teacher exports only what they may read; students are refused', async () => {
    const res = await download(otherTeacher, `question/export?format=xlsx&owner_id=${exporter.id}`);
    const sheet = await readWorkbook(res.raw);
    expect(sheet.rows).toHaveLength(0);
    expect((await download(student, 'question/export')).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/question/export` });
    expect(anonymous.statusCode).toBe(401);
  });
});
